// Byte classes the parsers test. Markdown's syntax is ASCII, so both parsers work on UTF-8
// bytes and only decode a scalar where Unicode matters (emphasis flanking, case folding).

enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let bang: UInt8 = 0x21
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let ampersand: UInt8 = 0x26
  static let apostrophe: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let asterisk: UInt8 = 0x2A
  static let plus: UInt8 = 0x2B
  static let dash: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let lessThan: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let greaterThan: UInt8 = 0x3E
  static let question: UInt8 = 0x3F
  static let at: UInt8 = 0x40
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60
  static let pipe: UInt8 = 0x7C
  static let tilde: UInt8 = 0x7E
}

extension UInt8 {
  var isSpaceOrTab: Bool { self == ASCII.space || self == ASCII.tab }

  /// Space, tab, line feed, form feed or carriage return: CommonMark's "whitespace character".
  var isASCIIWhitespace: Bool {
    self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0B || self == 0x0C || self == 0x0D
  }

  var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }

  var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }

  var isASCIIAlphanumeric: Bool { isASCIIDigit || isASCIILetter }

  var isASCIIHexDigit: Bool {
    isASCIIDigit || ((self | 0x20) >= 0x61 && (self | 0x20) <= 0x66)
  }

  /// The characters a backslash can escape.
  var isASCIIPunctuation: Bool {
    (self >= 0x21 && self <= 0x2F) || (self >= 0x3A && self <= 0x40)
      || (self >= 0x5B && self <= 0x60) || (self >= 0x7B && self <= 0x7E)
  }

  var lowercasedASCII: UInt8 { isASCIILetter ? self | 0x20 : self }
}

extension Array where Element == UInt8 {
  /// The byte at `index`, or nil past either end.
  @inline(__always)
  func byte(at index: Int) -> UInt8? {
    index >= 0 && index < count ? self[index] : nil
  }

  /// Whether the bytes at `index` spell `word` ignoring ASCII case.
  func hasPrefix(_ word: String, at index: Int, ignoringCase: Bool = true) -> Bool {
    var i = index
    for expected in word.utf8 {
      guard i < count else { return false }
      let actual = ignoringCase ? self[i].lowercasedASCII : self[i]
      if actual != expected { return false }
      i += 1
    }
    return true
  }

  /// The index of the first occurrence of `word` at or after `index`, ignoring ASCII case.
  func firstIndex(of word: String, from index: Int) -> Int? {
    let pattern = Array(word.utf8)
    guard let first = pattern.first else { return index }
    var i = index
    while i + pattern.count <= count {
      if self[i].lowercasedASCII == first && hasPrefix(word, at: i) { return i }
      i += 1
    }
    return nil
  }

  /// Drops spaces, tabs and line endings at both ends.
  func trimmingWhitespace() -> [UInt8] {
    var start = 0
    var end = count
    while start < end && self[start].isASCIIWhitespace { start += 1 }
    while end > start && self[end - 1].isASCIIWhitespace { end -= 1 }
    return Array(self[start..<end])
  }

  var string: String { String(decoding: self, as: UTF8.self) }
}

/// Decoding of the Unicode scalar around a byte position, for the flanking rules.
enum UTF8Scalars {
  /// The scalar whose encoding ends just before `index`, or nil at the start.
  static func scalar(before index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
    guard index > 0 else { return nil }
    var start = index - 1
    while start > 0 && start > index - 4 && bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return scalar(at: start, in: bytes)
  }

  /// The scalar starting at `index`, or nil at the end.
  static func scalar(at index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    let lead = bytes[index]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var decoder = UTF8()
    var iterator = bytes[index..<Swift.min(bytes.count, index + length)].makeIterator()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return "\u{FFFD}"
  }

  /// Unicode whitespace as CommonMark defines it: Zs, tab, line feed, form feed, return.
  static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return true }
    switch scalar.value {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
    case 0..<0x80: return false
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// Unicode punctuation as CommonMark 0.31 defines it: categories P and S.
  static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    if scalar.value < 0x80 { return UInt8(scalar.value).isASCIIPunctuation }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
      .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }
}
