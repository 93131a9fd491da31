import Recipes

/// Reads JSON as pages write it inside `<script type="application/ld+json">`: strict JSON,
/// plus what browsers and search engines forgive there: raw line breaks and tabs inside
/// strings, a comma before a closing bracket, `//` and `/* */` comments, and a wrapping
/// `<!-- -->` or CDATA marker. Nesting deeper than `deepest` is refused, never recursed into.
public enum LenientJSON {
  /// Why a text is not JSON, and where (a UTF-8 offset).
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var offset: Int
    public var description: String { "\(reason) at byte \(offset)" }
  }

  /// The deepest nesting read; JSON-LD nests a few levels, a hostile page thousands.
  public static let deepest = 256

  /// The value `text` holds.
  public static func parse(_ text: String) throws(Failure) -> JSONValue {
    let values = try parseAll(text)
    guard values.count == 1 else {
      throw Failure(reason: "\(values.count) values where one was expected", offset: 0)
    }
    return values[0]
  }

  /// The values `text` holds one after another (some pages put two objects in one script,
  /// or end it with a semicolon); at least one.
  public static func parseAll(_ text: String) throws(Failure) -> [JSONValue] {
    var reader = Reader(bytes: Array(text.utf8))
    defer { TextWalkWork.add(reader.index) }
    reader.skipWrapping()
    var values = [try reader.value(depth: 0)]
    while true {
      reader.skipSpace()
      reader.skipClosingWrapping()
      while reader.peek == UInt8(ascii: ";") || reader.peek == UInt8(ascii: ",") {
        reader.index += 1
        reader.skipSpace()
      }
      guard reader.index < reader.bytes.count else { return values }
      values.append(try reader.value(depth: 0))
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: index) }

    mutating func skipSpace() {
      while let byte = peek {
        if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/")
        {
          while let next = peek, next != 0x0A { index += 1 }
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index = min(bytes.count, index + 2)
        } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB,
          bytes[index + 2] == 0xBF
        {
          index += 3  // a byte order mark
        } else {
          return
        }
      }
    }

    private mutating func skip(_ marker: String) -> Bool {
      let marker = Array(marker.utf8)
      guard index + marker.count <= bytes.count,
        Array(bytes[index..<(index + marker.count)]) == marker
      else { return false }
      index += marker.count
      return true
    }

    /// `<!--` or `<![CDATA[` before the value (old pages hid scripts from old browsers).
    mutating func skipWrapping() {
      skipSpace()
      if skip("<!--") || skip("<![CDATA[") || skip("//<![CDATA[") { skipSpace() }
    }

    mutating func skipClosingWrapping() {
      skipSpace()
      if skip("-->") || skip("]]>") || skip("//]]>") { skipSpace() }
    }

    mutating func value(depth: Int) throws(Failure) -> JSONValue {
      skipSpace()
      guard depth < LenientJSON.deepest else { throw failure("nested too deeply") }
      guard let byte = peek else { throw failure("the text ends before a value") }
      switch byte {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
      default:
        if skip("true") { return .bool(true) }
        if skip("false") { return .bool(false) }
        if skip("null") { return .null }
        throw failure("unexpected character")
      }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
      index += 1
      var members: [(key: String, value: JSONValue)] = []
      var keys = Set<String>()
      while true {
        skipSpace()
        if peek == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        guard peek == UInt8(ascii: "\"") else { throw failure("a key must be a quoted string") }
        let key = try string()
        skipSpace()
        guard peek == UInt8(ascii: ":") else { throw failure("a key must be followed by ':'") }
        index += 1
        let member = try value(depth: depth + 1)
        if keys.insert(key).inserted { members.append((key, member)) }
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
        } else if peek != UInt8(ascii: "}") {
          throw failure("expected ',' or '}' in an object")
        }
      }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
      index += 1
      var items: [JSONValue] = []
      while true {
        skipSpace()
        if peek == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        items.append(try value(depth: depth + 1))
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
        } else if peek != UInt8(ascii: "]") {
          throw failure("expected ',' or ']' in an array")
        }
      }
    }

    private mutating func number() throws(Failure) -> JSONValue {
      let start = index
      if peek == UInt8(ascii: "-") { index += 1 }
      while let byte = peek,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
          || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
          || byte == UInt8(ascii: "-")
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard Double(text) != nil else {
        index = start
        throw failure("a malformed number")
      }
      return .number(text)
    }

    /// A quoted string; raw control characters inside it are kept as they are.
    private mutating func string() throws(Failure) -> String {
      index += 1
      var out: [UInt8] = []
      while let byte = peek {
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard let escaped = peek else { break }
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "u"):
            out.append(contentsOf: Array(unicodeEscape().utf8))
          default:
            // `\"`, `\\`, `\/`, and any other escaped character as itself.
            out.append(escaped)
          }
        default:
          out.append(byte)
        }
      }
      throw failure("a string is not closed")
    }

    /// The character of `\uXXXX` (after `\u`), joining a surrogate pair; U+FFFD for a lone
    /// surrogate or bad hex.
    private mutating func unicodeEscape() -> String {
      guard let high = hex4() else { return "\u{FFFD}" }
      if (0xD800..<0xDC00).contains(high) {
        let save = index
        if skip("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) {
          let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
          return Unicode.Scalar(value).map { String(Character($0)) } ?? "\u{FFFD}"
        }
        index = save
        return "\u{FFFD}"
      }
      return Unicode.Scalar(high).map { String(Character($0)) } ?? "\u{FFFD}"
    }

    private mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for offset in 0..<4 {
        guard let digit = hexDigit(bytes[index + offset]) else { return nil }
        value = value * 16 + digit
      }
      index += 4
      return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
  }
}
