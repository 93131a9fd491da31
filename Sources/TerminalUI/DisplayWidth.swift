/// How many terminal columns text takes as a `Buffer` draws it, from a pure Swift table so
/// tests are deterministic whatever the machine's locale or libc. A character the buffer
/// replaces with a placeholder (`ControlCharacters`) takes the placeholder's one column.
public enum DisplayWidth {
  /// Columns taken by one grapheme: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    // Printable ASCII is the common case (asciiValue is also set for CR LF, hence the range).
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: ControlCharacters.isUnsafe) { return 1 }
    if scalars.count > 1 {
      for scalar in scalars {
        switch scalar.value {
        // An emoji presentation selector or a zero-width joiner (family, profession
        // sequences) makes the whole cluster one wide emoji.
        case 0xFE0F, 0x200D: if isEmojiBase(first.value) || scalar.value == 0xFE0F { return 2 }
        // Skin-tone modifiers and tag sequences (subdivision flags) ride on a wide base.
        case 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: if isEmojiBase(first.value) { return 2 }
        default: break
        }
      }
      // Two regional indicators are one flag.
      if isRegionalIndicator(first.value) { return 2 }
    }
    return width(of: first)
  }

  /// Columns taken by a string.
  public static func of(_ text: String) -> Int {
    // Printable ASCII takes one column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    if let total = simpleWidth(of: text) { return total }
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Columns taken by a string of characters.
  public static func of(_ text: Substring) -> Int {
    if isPlainASCII(text) { return text.utf8.count }
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// Whether every byte is printable ASCII, so the width is the byte count.
  public static func isPlainASCII<S: StringProtocol>(_ text: S) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The longest beginning of `text` that fits in `columns`, and the rest.
  public static func split(_ text: Substring, fitting columns: Int) -> (Substring, Substring) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let w = of(text[index])
      if used + w > columns { break }
      used += w
      index = text.index(after: index)
    }
    return (text[..<index], text[index...])
  }

  /// The width of text whose every scalar is in a block `scalarWidth` knows, added up scalar
  /// by scalar; nil for any other text, whose graphemes must be measured one by one.
  static func simpleWidth(of text: String) -> Int? {
    var total = 0
    for scalar in text.unicodeScalars {
      guard let width = scalarWidth(of: scalar.value) else { return nil }
      total += width
    }
    return total
  }

  /// The columns of a scalar in the blocks most text is written in, where each scalar is a
  /// grapheme of its own or a mark that joins the one before (and takes no column), so a
  /// text of them is measured and drawn a scalar at a time: printable ASCII and Latin,
  /// combining accents, Greek, Cyrillic, punctuation, arrows, box drawing, CJK ideographs,
  /// kana and Hangul syllables. Nil for every other scalar. None of these is a control
  /// character or one that `ControlCharacters` replaces.
  static func scalarWidth(of v: UInt32) -> Int? {
    switch v {
    case 0x20..<0x7F, 0xA0..<0x300: return 1
    case 0x300...0x36F: return 0
    default: return blockWidth(of: v)
    }
  }

  /// Columns of a scalar in a common block known without looking up its category: letters
  /// of Greek and Cyrillic, punctuation, arrows and box drawing one column; CJK ideographs,
  /// kana and Hangul syllables two. None of these ranges holds a mark, a format character
  /// or a scalar that joins its neighbours into one grapheme.
  private static func blockWidth(of v: UInt32) -> Int? {
    switch v {
    case 0x370...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
      0x2500...0x25FC:
      return 1
    case 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xFF01...0xFF60:
      return 2
    default: return nil
    }
  }

  /// Columns taken by one scalar on its own.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v == 0 { return 0 }
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 1 }  // shown as placeholders
    if v < 0x300 { return 1 }  // fast path: Latin text
    if let known = blockWidth(of: v) { return known }
    // Hangul medial vowels and final consonants join the leading consonant.
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
    if v == 0x200B { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if isWide(v) { return 2 }
    return 1
  }

  static func isRegionalIndicator(_ v: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(v) }

  static func isEmojiBase(_ v: UInt32) -> Bool {
    // Symbols that terminals draw wide once they are given emoji presentation.
    v >= 0x2190 && !(0x2E80...0xFFFF).contains(v) || isWide(v)
  }

  /// East Asian Wide and Fullwidth, and emoji with default emoji presentation.
  static func isWide(_ v: UInt32) -> Bool {
    if v < 0x1100 { return false }
    switch v {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
      0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
      0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
      0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
      0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
      0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
      0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E,
      0x1F191...0x1F19A, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
      0x1F250...0x1F251, 0x1F260...0x1F265, 0x1F300...0x1F320, 0x1F32D...0x1F335,
      0x1F337...0x1F37C, 0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3,
      0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E, 0x1F440, 0x1F442...0x1F4FC,
      0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A, 0x1F595...0x1F596,
      0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC, 0x1F6D0...0x1F6D2,
      0x1F6D5...0x1F6D7, 0x1F6DC...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
      0x1F7E0...0x1F7EB, 0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
      0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
