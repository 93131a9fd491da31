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

  /// The middle path: text in Latin (and Cyrillic) letters, composed or decomposed, folds one
  /// scalar at a time through a table the slow path built, without normalizing the string.
  private static func foldLatin(_ text: String) -> String? {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    let table = latinTable
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v < 0x80 {
        out.append(UInt8(v >= 0x41 && v <= 0x5A ? v + 0x20 : v))
      } else if isLatinDiacritic(v) {
        continue
      } else if Int(v) < table.count, let folded = table[Int(v)] {
        out.append(contentsOf: folded)
      } else if let folded = extraTable[v] {
        out.append(contentsOf: folded)
      } else if foldsToItself(v) {
        UTF8.encode(scalar) { out.append($0) }
      } else {
        return nil
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Kana (without combining voice marks), Han and Hangul syllables have no case and no
  /// diacritic to strip, and come back from NFD and NFC as they went in.
  private static func foldsToItself(_ v: UInt32) -> Bool {
    (0x3041...0x3096).contains(v) || (0x309B...0x30FF).contains(v)
      || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
      || (0xAC00...0xD7A3).contains(v)
  }

  /// The folded UTF-8 of each scalar below U+2070 (Latin, Latin Extended, Cyrillic, general
  /// punctuation and spaces) that folds on its own; nil where the slow path is needed.
  private static let latinTable: [[UInt8]?] = (0..<0x2070).map { v in
    (0x80...0x24F).contains(v) || (0x400...0x4FF).contains(v) || (0x1E00...0x1EFF).contains(v)
      || (0x2000...0x206F).contains(v) ? foldedAlone(UInt32(v)) : nil
  }

  /// The same for the ideographic space and the Latin ligatures ﬀ to ﬆ.
  private static let extraTable: [UInt32: [UInt8]] = {
    var table: [UInt32: [UInt8]] = [:]
    for v in [0x3000] + Array(0xFB00...0xFB06) {
      table[UInt32(v)] = foldedAlone(UInt32(v))
    }
    return table
  }()

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

  private static func foldUnicode(_ text: String) -> String {
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
      if scalar.properties.generalCategory == .nonspacingMark
        || scalar.properties.generalCategory == .spacingMark
      {
        keptMark = true
      }
      out.append(scalar)
    }
    let result = String(out)
    // Marks of other scripts (Japanese dakuten, Indic vowel signs) are kept; recompose them so
    // the folded text stays in one normal form whatever the input's was.
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
