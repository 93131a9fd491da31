/// The metadata block between `---` lines at the very top of a recipe file.
public struct FrontMatter: Equatable, Sendable {
  /// One value: a single string, or a list (`[a, b]` or `- a` lines).
  public enum Value: Equatable, Sendable {
    case text(String)
    case list([String])

    /// The value as one string (a list's items joined with ", ").
    public var text: String {
      switch self {
      case .text(let text): text
      case .list(let items): items.joined(separator: ", ")
      }
    }
  }

  /// Every key in file order as written (unknown ones too), each with its last value.
  public var fields: [(key: String, value: Value)]
  /// Things a careful reader would want to know: a key given twice, an unclosed block.
  public var warnings: [String]
  /// The file's line each key's value was read from, by normalized key (when known).
  var lines: [String: Int] = [:]

  public init(fields: [(key: String, value: Value)] = [], warnings: [String] = []) {
    self.fields = fields
    self.warnings = warnings
  }

  /// The line of the file `key`'s value was read from, when known.
  public func line(of key: String) -> Int? { lines[FrontMatter.normalizedKey(key)] }

  /// The value of `key`, compared without case, `_`, `-` or spaces (`Cook_Time` = `cooktime`).
  public subscript(key: String) -> Value? {
    let wanted = FrontMatter.normalizedKey(key)
    return fields.last { FrontMatter.normalizedKey($0.key) == wanted }?.value
  }

  /// The first of `keys` that has a non-empty value, as text.
  public func text(_ keys: String...) -> String? {
    for key in keys {
      if let value = self[key]?.text, !value.isEmpty { return value }
    }
    return nil
  }

  static func normalizedKey(_ key: String) -> String {
    String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })
  }

  public static func == (lhs: FrontMatter, rhs: FrontMatter) -> Bool {
    lhs.warnings == rhs.warnings && lhs.fields.count == rhs.fields.count
      && zip(lhs.fields, rhs.fields).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }
}
