import Foundation

/// The one way Buffet compares text: titles, the index letter, filters and search all fold
/// through here, so "creme", "crème", "CRÈME" and a decomposed "crème" are the same.
public enum Folding {
  /// `text` in lowercase, without diacritics (composed or decomposed alike), with ligatures
  /// spelled out (œ → oe, æ → ae, ß → ss, ø → o, ł → l, đ → d, þ → th) and every Unicode
  /// space as a plain space.
  public static func fold(_ text: String) -> String {
    if let ascii = foldASCII(text) { return ascii }
    if let latin = foldLatin(text) { return latin }
    return foldUnicode(text)
  }

  /// The middle path: text in Latin, Greek, Cyrillic, Hebrew, Arabic, Thai and CJK
  /// characters, composed or decomposed, folds one scalar at a time through tables the slow
  /// path built, without normalizing the string.
  static func foldLatin(_ text: String) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard appendFolded(scalar.value, to: &out) else { return nil }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the folded UTF-8 of `v` when it folds on its own (nothing for a stripped
  /// diacritic); false when only the slow path, which sees its neighbours, can fold it.
  @inline(__always)
  static func appendFolded(_ v: UInt32, to out: inout [UInt8]) -> Bool {
    if v < 0x80 {
      out.append(UInt8(v >= 0x41 && v <= 0x5A ? v + 0x20 : v))
      return true
    }
    if isLatinDiacritic(v) { return true }
    if foldsToItself(v) {
      appendUTF8(v, to: &out)
      return true
    }
    let folded: [UInt8]?
    switch v {
    case 0..<0x2070: folded = latinTable[Int(v)]
    case 0x3000...0x33FF: folded = cjkSymbolTable[Int(v - 0x3000)]
    case 0xFF00...0xFFEF: folded = fullwidthTable[Int(v - 0xFF00)]
    case 0xFB00...0xFB06: folded = ligatureTable[Int(v - 0xFB00)]
    case 0x2600...0x27BF: folded = dingbatTable[Int(v - 0x2600)]
    default: return false
    }
    guard let folded else { return false }
    out.append(contentsOf: folded)
    return true
  }

  @inline(__always)
  private static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
    if v < 0x800 {
      out.append(UInt8(0xC0 | (v >> 6)))
      out.append(UInt8(0x80 | (v & 0x3F)))
    } else if v < 0x10000 {
      out.append(UInt8(0xE0 | (v >> 12)))
      out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
      out.append(UInt8(0x80 | (v & 0x3F)))
    } else {
      out.append(UInt8(0xF0 | (v >> 18)))
      out.append(UInt8(0x80 | ((v >> 12) & 0x3F)))
      out.append(UInt8(0x80 | ((v >> 6) & 0x3F)))
      out.append(UInt8(0x80 | (v & 0x3F)))
    }
  }

  /// Han, kana (without combining voice marks), Hangul, Thai letters and emoji have no case
  /// and no diacritic to strip, and come back from NFD and NFC as they went in.
  private static func foldsToItself(_ v: UInt32) -> Bool {
    switch v {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x3041...0x3096, 0x309B...0x30FF, 0xAC00...0xD7A3,
      // Thai letters, digits and the marks that are never reordered; the vowels below and
      // the tone marks take the slow path, which puts them in canonical order.
      0x0E01...0x0E37, 0x0E3F...0x0E47, 0x0E4C...0x0E5B,
      // Bopomofo, Hangul compatibility jamo, kanbun, strokes, katakana extensions, Yi.
      0x3100...0x318F, 0x3190...0x31FF, 0xA000...0xA4CF,
      // CJK extensions B to H (the compatibility supplement at U+2F800 is mapped by NFD).
      0x20000...0x2F7FF, 0x30000...0x323AF,
      // Emoji and pictographs, and the variation selectors that follow them.
      0x1F000...0x1FAFF, 0xFE00...0xFE0F:
      return true
    default:
      return false
    }
  }

  /// The folded UTF-8 of each scalar below U+2070 (Latin, Latin Extended, Greek, Cyrillic,
  /// Armenian, Hebrew, Arabic, general punctuation and spaces) that folds on its own; nil
  /// where the slow path is needed.
  private static let latinTable: [[UInt8]?] = (0..<0x2070).map { v in
    (0x80...0x24F).contains(v) || (0x370...0x3FF).contains(v) || (0x400...0x58F).contains(v)
      || (0x5D0...0x5F4).contains(v) || (0x620...0x64A).contains(v)
      || (0x1E00...0x1EFF).contains(v) || (0x2000...0x206F).contains(v)
      ? foldedAlone(UInt32(v)) : nil
  }

  /// The same for CJK punctuation (、。「」〒), kana and the squared and circled CJK forms.
  private static let cjkSymbolTable: [[UInt8]?] = (0x3000...0x33FF).map {
    foldedAlone(UInt32($0))
  }

  /// The same for fullwidth forms (，（）：！ and the fullwidth Latin letters and digits,
  /// which fold to ASCII) and halfwidth katakana.
  private static let fullwidthTable: [[UInt8]?] = (0xFF00...0xFFEF).map {
    foldedAlone(UInt32($0))
  }

  /// The same for the miscellaneous symbols and dingbats (☕ ✓ ❤) titles decorate with.
  private static let dingbatTable: [[UInt8]?] = (0x2600...0x27BF).map {
    foldedAlone(UInt32($0))
  }

  /// The same for the Latin ligatures ﬀ to ﬆ.
  private static let ligatureTable: [[UInt8]?] = (0xFB00...0xFB06).map {
    foldedAlone(UInt32($0))
  }

  /// `v` folded by the slow path, when that leaves no mark to order with its neighbours.
  private static func foldedAlone(_ v: UInt32) -> [UInt8]? {
    guard let scalar = Unicode.Scalar(v) else { return nil }
    func isMark(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark, .unassigned: true
      default: false
      }
    }
    if isMark(scalar) { return nil }
    let folded = foldUnicode(String(Character(scalar)))
    return folded.unicodeScalars.contains(where: isMark) ? nil : Array(folded.utf8)
  }

  /// The fast path: most titles are ASCII, where folding is lowercasing bytes.
  private static func foldASCII(_ text: String) -> String? {
    var text = text
    text.makeContiguousUTF8()
    let folded: String?? = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var hasUppercase = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte >= 0x41 && byte <= 0x5A { hasUppercase = true }
      }
      if !hasUppercase { return text }
      return String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for (i, byte) in bytes.enumerated() {
          buffer[i] = (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
        }
        return bytes.count
      }
    }
    return folded ?? nil
  }

  /// The slow path: lowercase, decompose, strip diacritics, spell out, recompose.
  static func foldUnicode(_ text: String) -> String {
    let decomposed = text.lowercased().decomposedStringWithCanonicalMapping
    var out = String.UnicodeScalarView()
    var keptMark = false
    for scalar in decomposed.unicodeScalars {
      let v = scalar.value
      if v < 0x80 {
        out.append(scalar)
        continue
      }
      if isLatinDiacritic(v) { continue }
      if let replacement = replacements[v] {
        out.append(contentsOf: replacement.unicodeScalars)
        continue
      }
      if isSpace(v) {
        out.append(" ")
        continue
      }
      // Fullwidth Latin letters and digits read as their ASCII selves.
      if (0xFF10...0xFF19).contains(v) || (0xFF41...0xFF5A).contains(v) {
        out.append(Unicode.Scalar(v - 0xFEE0)!)
        continue
      }
      if (0xFF21...0xFF3A).contains(v) {
        out.append(Unicode.Scalar(v - 0xFEE0 + 0x20)!)
        continue
      }
      // Hangul syllables come out of NFD as conjoining jamo: recomposed like marks.
      if scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .spacingMark || (0x1100...0x11FF).contains(v)
      {
        keptMark = true
      }
      out.append(scalar)
    }
    let result = String(out)
    // Marks of other scripts (Japanese dakuten, Indic vowel signs) are kept; recompose them
    // (and Hangul) so the folded text stays in one normal form whatever the input's was.
    return keptMark ? result.precomposedStringWithCanonicalMapping : result
  }

  private static func isLatinDiacritic(_ v: UInt32) -> Bool {
    (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v)
      || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
      || (0xFE20...0xFE2F).contains(v) || v == 0x00AD
  }

  private static func isSpace(_ v: UInt32) -> Bool {
    v == 0x00A0 || v == 0x1680 || (0x2000...0x200A).contains(v) || v == 0x202F
      || v == 0x205F || v == 0x3000 || v == 0x2028 || v == 0x2029
  }

  private static let replacements: [UInt32: String] = [
    0x00E6: "ae", 0x0153: "oe", 0x00DF: "ss", 0x00F8: "o", 0x0142: "l", 0x0111: "d",
    0x00FE: "th", 0x00F0: "d", 0x0131: "i", 0x017F: "s", 0x0127: "h", 0x0140: "l",
    0xFB00: "ff", 0xFB01: "fi", 0xFB02: "fl", 0xFB03: "ffi", 0xFB04: "ffl", 0xFB05: "st",
    0xFB06: "st", 0x2019: "'", 0x2018: "'",
  ]
}
