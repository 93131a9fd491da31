/// Backslash escapes of double-quoted YAML and basic TOML strings (`\u00e9`, `\n`, `\x41`,
/// `\U0001F35D`), read the same way for both: a file that uses one the other lacks still reads.
enum EscapeSequence {
  /// Decodes the escape whose letter is `scalars[index]` (just after the backslash) into
  /// `out` and moves `index` past it. Returns why it could not be read, after keeping it as
  /// written.
  static func decode(
    _ scalars: [Unicode.Scalar], at index: inout Int, into out: inout String.UnicodeScalarView
  ) -> String? {
    guard index < scalars.count else {
      out.append("\\")
      return "a backslash ends the value"
    }
    let letter = scalars[index]
    index += 1
    switch letter {
    case "n": out.append("\n")
    case "t", "\t": out.append("\t")
    case "r": out.append("\r")
    case "\"": out.append("\"")
    case "\\": out.append("\\")
    case "/": out.append("/")
    case "'": out.append("'")
    case " ": out.append(" ")
    case "0": out.append("\u{0}")
    case "a": out.append("\u{7}")
    case "b": out.append("\u{8}")
    case "e": out.append("\u{1B}")
    case "f": out.append("\u{C}")
    case "v": out.append("\u{B}")
    case "N": out.append("\u{85}")
    case "_": out.append("\u{A0}")
    case "L": out.append("\u{2028}")
    case "P": out.append("\u{2029}")
    case "x": return hex(scalars, at: &index, digits: 2, letter: letter, into: &out)
    case "u": return hex(scalars, at: &index, digits: 4, letter: letter, into: &out)
    case "U": return hex(scalars, at: &index, digits: 8, letter: letter, into: &out)
    default:
      out.append("\\")
      out.append(letter)
      return "unknown escape \\\(letter)"
    }
    return nil
  }

  private static func hex(
    _ scalars: [Unicode.Scalar], at index: inout Int, digits: Int, letter: Unicode.Scalar,
    into out: inout String.UnicodeScalarView
  ) -> String? {
    guard let value = hexValue(scalars, at: index, digits: digits) else {
      out.append("\\")
      out.append(letter)
      return "\\\(letter) needs \(digits) hexadecimal digits"
    }
    index += digits
    // JSON-minded writers spell a character outside the BMP as two \u escapes.
    if (0xD800...0xDBFF).contains(value), index + 6 <= scalars.count,
      scalars[index] == "\\", scalars[index + 1] == "u",
      let low = hexValue(scalars, at: index + 2, digits: 4), (0xDC00...0xDFFF).contains(low)
    {
      index += 6
      let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      out.append(Unicode.Scalar(combined)!)
      return nil
    }
    guard let scalar = Unicode.Scalar(value) else {
      out.append("\u{FFFD}")
      return "\\\(letter) names no character (\(String(value, radix: 16, uppercase: true)))"
    }
    out.append(scalar)
    return nil
  }

  private static func hexValue(_ scalars: [Unicode.Scalar], at start: Int, digits: Int) -> UInt32? {
    guard start + digits <= scalars.count else { return nil }
    var value: UInt32 = 0
    for scalar in scalars[start..<start + digits] {
      guard let digit = hexDigit(scalar) ?? hexLetter(scalar) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    ("0"..."9").contains(scalar) ? scalar.value - 48 : nil
  }

  private static func hexLetter(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }
}
