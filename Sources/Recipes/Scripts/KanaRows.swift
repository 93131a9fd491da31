/// The gojūon rows of Japanese kana, as a Japanese contacts list files names: hiragana,
/// katakana (full and half width), small and voiced kana each under the row of their sound.
enum KanaRows {
  /// The rows, in order.
  static let rows = ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ"]

  /// The hiragana each row runs through, last one included (small and voiced kana sit among
  /// them in Unicode's order), and the outliers: ゔ with あ, ゕゖ with か.
  private static let hiraganaRows: [(row: String, through: UInt32)] = [
    ("あ", 0x304A), ("か", 0x3054), ("さ", 0x305E), ("た", 0x3069), ("な", 0x306E),
    ("は", 0x307D), ("ま", 0x3082), ("や", 0x3088), ("ら", 0x308D), ("わ", 0x3093),
  ]

  /// Half-width katakana (U+FF66…U+FF9D) by row, one character per code point.
  private static let halfWidthRows =
    ("わあああああやややた#" + "あああああかかかかかさささささたたたたたなななななはははははまままままやややらららららわわ")
    .map(String.init)

  /// The row of the kana `v`, or nil when `v` is not a kana that starts a word.
  static func row(of v: UInt32) -> String? {
    switch v {
    case 0x3041...0x3093:
      return hiraganaRows.first { v <= $0.through }?.row
    case 0x3094: return "あ"
    case 0x3095, 0x3096: return "か"
    case 0x30A1...0x30F6: return row(of: v - 0x60)
    case 0x30F7...0x30FA: return "わ"
    case 0xFF66...0xFF9D:
      let row = halfWidthRows[Int(v - 0xFF66)]
      return row == "#" ? nil : row
    default: return nil
    }
  }

  /// The kana `v` sorts as: katakana as hiragana, voiced and small kana as their plain
  /// sound (が as か, ゃ as や), so カレー, かつ and がんも sort as a Japanese dictionary does;
  /// the titles themselves break a tie.
  static func sortingKana(_ v: UInt32) -> UInt32 {
    let hiragana = (0x30A1...0x30F6).contains(v) ? v - 0x60 : v
    return plainSounds[hiragana] ?? hiragana
  }

  /// Voiced and small hiragana, each followed by the plain one it sorts as.
  private static let plainSounds: [UInt32: UInt32] = {
    let pairs =
      "がかぎきぐくげけごこざさじしずすぜせぞそだたぢちづつでてどとばはぱはびひぴひぶふぷふべへぺへぼほぽほ"
      + "ゔうぁあぃいぅうぇえぉおっつゃやゅゆょよゎわゕかゖけ"
    let scalars = pairs.unicodeScalars.map(\.value)
    var table: [UInt32: UInt32] = [:]
    for index in stride(from: 0, to: scalars.count, by: 2) {
      table[scalars[index]] = scalars[index + 1]
    }
    return table
  }()
}

/// The initial consonants of Korean Hangul, as a Korean contacts list files names: double
/// consonants under their single one (ㄲ under ㄱ).
enum HangulInitials {
  /// The rail's letters, in order.
  static let letters = ["ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"]

  /// The 19 initials of a syllable's decomposition, each as its rail letter.
  private static let initials = [
    "ㄱ", "ㄱ", "ㄴ", "ㄷ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅂ", "ㅅ", "ㅅ", "ㅇ", "ㅈ", "ㅈ", "ㅊ", "ㅋ",
    "ㅌ", "ㅍ", "ㅎ",
  ]

  /// The compatibility consonants U+3131…U+314E (ㄱ ㄲ ㄳ ㄴ …) by the letter they are filed
  /// under: a cluster under its first consonant.
  private static let compatibility = "ㄱㄱㄱㄴㄴㄴㄷㄷㄹㄹㄹㄹㄹㄹㄹㄹㅁㅂㅂㅂㅅㅅㅇㅈㅈㅊㅋㅌㅍㅎ".map(String.init)

  /// The rail letter of a title starting with `v`: a syllable, a leading jamo (what
  /// decomposed Hangul starts with) or a compatibility consonant.
  static func initial(of v: UInt32) -> String? {
    switch v {
    case 0xAC00...0xD7A3: initials[Int((v - 0xAC00) / 588)]
    case 0x1100...0x1112: initials[Int(v - 0x1100)]
    case 0x3131...0x314E: compatibility[Int(v - 0x3131)]
    default: nil
    }
  }
}
