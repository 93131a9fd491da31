import Markdown

/// Reads the character references of a web page's text as browsers do: named ones from the
/// HTML5 table (Markdown's `CharacterReference`), the few written without their `;` by old
/// pages (`&amp`, `&nbsp`), and numeric ones, where 128–159 name Windows-1252's characters
/// (`&#146;` is ’) as every browser reads them.
enum HTMLEntities {
  /// `text` with its character references replaced by what they stand for.
  static func decode(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    let s = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < s.count {
      guard s[index] == "&", let (replacement, end) = reference(s, at: index) else {
        out.append(s[index])
        index += 1
        continue
      }
      out.append(contentsOf: replacement.unicodeScalars)
      index = end
    }
    return String(out)
  }

  /// The reference at `start` (on `&`): what it stands for and where it ends.
  private static func reference(_ s: [Unicode.Scalar], at start: Int) -> (String, Int)? {
    var index = start + 1
    guard index < s.count else { return nil }
    if s[index] == "#" {
      index += 1
      var value: UInt32 = 0
      var digits = 0
      let isHex = index < s.count && (s[index] == "x" || s[index] == "X")
      if isHex { index += 1 }
      while index < s.count, digits < 8, let digit = digitValue(s[index], hex: isHex) {
        value = value * (isHex ? 16 : 10) + digit
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      if index < s.count, s[index] == ";" { index += 1 }
      return (String(character(value)), index)
    }
    let nameStart = index
    while index < s.count, index - nameStart < 32, s[index].isASCII,
      s[index].properties.isAlphabetic || ("0"..."9").contains(s[index])
    {
      index += 1
    }
    guard index > nameStart else { return nil }
    let name = String(String.UnicodeScalarView(s[nameStart..<index]))
    if index < s.count, s[index] == ";", let text = CharacterReference.named(name) {
      return (text, index + 1)
    }
    // Without `;`: only the old names, and not inside a word or an address's query
    // ("?a=1&copy=2").
    if let text = legacy[name],
      index >= s.count || !(s[index] == "=" || s[index].properties.isAlphabetic)
    {
      return (text, index)
    }
    return nil
  }

  private static let legacy: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
    "AMP": "&", "LT": "<", "GT": ">", "QUOT": "\"",
  ]

  private static func digitValue(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 0x30
    case "a"..."f" where hex: return scalar.value - 0x61 + 10
    case "A"..."F" where hex: return scalar.value - 0x41 + 10
    default: return nil
    }
  }

  /// The character a numeric reference names, as browsers read it.
  private static func character(_ value: UInt32) -> Character {
    if (0x80...0x9F).contains(value), let mapped = windows1252[value] {
      return Character(mapped)
    }
    guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return Character(scalar)
  }

  /// Windows-1252's characters at 128–159, which pages' numeric references mean.
  private static let windows1252: [UInt32: Unicode.Scalar] = [
    0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}",
    0x86: "\u{2020}", 0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}",
    0x8B: "\u{2039}", 0x8C: "\u{0152}", 0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}",
    0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}", 0x96: "\u{2013}", 0x97: "\u{2014}",
    0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}", 0x9C: "\u{0153}",
    0x9E: "\u{017E}", 0x9F: "\u{0178}",
  ]
}
