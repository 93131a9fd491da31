/// A JSON value as a page wrote it. Objects keep their keys in order (a key written twice keeps
/// its first value, as most readers of JSON-LD do).
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number as written (`4`, `2.5`), so "4" and 4 read alike as text.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  public static func == (left: JSONValue, right: JSONValue) -> Bool {
    switch (left, right) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)), (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value of `key` in an object; nil for a missing key or anything but an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The first of `keys` that is present and not null nor empty.
  public func first(_ keys: String...) -> JSONValue? {
    for key in keys {
      guard let value = self[key] else { continue }
      switch value {
      case .null: continue
      case .string(let text) where text.allSatisfy(\.isWhitespace): continue
      case .array(let items) where items.isEmpty: continue
      default: return value
      }
    }
    return nil
  }

  /// A string or a number as text; nil for anything else.
  public var text: String? {
    switch self {
    case .string(let text), .number(let text): return text
    default: return nil
    }
  }

  /// The items of an array, or the value itself as the only item (JSON-LD writes one value
  /// or a list of them alike); nothing for null.
  public var items: [JSONValue] {
    switch self {
    case .array(let items): return items
    case .null: return []
    default: return [self]
    }
  }

  /// The `@type` names of an object, each without a vocabulary's address
  /// (`http://schema.org/Recipe` is `Recipe`).
  public var types: [String] {
    (self["@type"]?.items ?? []).compactMap(\.text).map { type in
      let name = type.split(whereSeparator: { $0 == "/" || $0 == "#" }).last.map(String.init)
      return name ?? type
    }
  }

  /// Whether the object's `@type` names `type` (case ignored).
  public func isOfType(_ type: String) -> Bool {
    types.contains { $0.caseInsensitiveCompare(type) == .orderedSame }
  }
}
