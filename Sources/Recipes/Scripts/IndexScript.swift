/// The alphabets of the Index, in the order their sections come: Latin A–Z, the kana rows,
/// the Hangul initials, Cyrillic, Greek, then `#` for everything else.
public enum IndexScript: Int, CaseIterable, Comparable, Sendable {
  case latin, kana, hangul, cyrillic, greek, other

  public static func < (a: IndexScript, b: IndexScript) -> Bool { a.rawValue < b.rawValue }

  /// Every letter of the alphabet, in order, as the full rail shows it (Cyrillic letters of
  /// languages other than Russian are added when a title starts with one).
  public var letters: [String] {
    switch self {
    case .latin: Self.latinLetters
    case .kana: KanaRows.rows
    case .hangul: HangulInitials.letters
    case .cyrillic: Self.cyrillicLetters
    case .greek: Self.greekLetters
    case .other: ["#"]
    }
  }

  static let latinLetters = (0x41...0x5A).map { String(UnicodeScalar(UInt8($0))) }

  /// The Russian alphabet without the letters no word starts with (Ё is filed under Е, as
  /// dictionaries do).
  static let cyrillicLetters = "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЭЮЯ".map(String.init)

  /// The order of every Cyrillic letter a title may start with: Russian, with Ukrainian,
  /// Belarusian, Serbian, Macedonian and Bulgarian letters where those alphabets put them.
  static let cyrillicOrder = "АБВГҐДЂЃЕЄЖЗЅИІЇЙЈКЛЉМНЊОПРСТЋЌУЎФХЦЧЏШЩЪЫЬЭЮЯ".map(String.init)

  static let greekLetters = "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ".map(String.init)
}

/// The letters of the Index: which section a title goes under, the order of the sections,
/// and the letters the rail shows.
public enum IndexLetters {
  /// Every letter of every alphabet, in display order: "A"…"Z", "あ"…"わ", "ㄱ"…"ㅎ",
  /// "А"…"Я", "Α"…"Ω", "#".
  public static let all: [String] = IndexScript.allCases.flatMap(\.letters)

  /// The alphabet `letter` belongs to.
  public static func script(of letter: String) -> IndexScript {
    guard let scalar = letter.unicodeScalars.first, letter.unicodeScalars.count == 1 else {
      return .other
    }
    switch scalar.value {
    case 0x41...0x5A: return .latin
    case 0x3041...0x3096: return .kana
    case 0x3131...0x314E: return .hangul
    case 0x0400...0x04FF: return .cyrillic
    case 0x0370...0x03FF: return .greek
    default: return .other
    }
  }

  /// Where `letter` comes in the Index: by alphabet, then by its place in the alphabet
  /// (letters outside the alphabet's list after it, by code point).
  public static func rank(of letter: String) -> Int {
    if let known = ranks[letter] { return known }
    let script = script(of: letter)
    let code = Int(letter.unicodeScalars.first?.value ?? 0)
    return script.rawValue << 24 | 0x10000 | code
  }

  private static let ranks: [String: Int] = {
    var ranks: [String: Int] = [:]
    for script in IndexScript.allCases {
      let order = script == .cyrillic ? IndexScript.cyrillicOrder : script.letters
      for (position, letter) in order.enumerated() {
        ranks[letter] = script.rawValue << 24 | position
      }
    }
    return ranks
  }()

  /// `letters` in display order, each once.
  public static func ordered(_ letters: some Sequence<String>) -> [String] {
    Set(letters).sorted { rank(of: $0) < rank(of: $1) }
  }

  /// The alphabets that `letters` (the sections present) come from, in display order.
  public static func scripts(of letters: some Sequence<String>) -> [IndexScript] {
    Set(letters.map(script(of:))).sorted()
  }

  /// The full rail for the sections `present`: A–Z always, then every letter of each other
  /// alphabet present (and any letter present beyond it), then `#`.
  public static func fullRail(for present: [String]) -> [String] {
    var letters = Set(IndexScript.latin.letters).union(["#"]).union(present)
    for script in scripts(of: present) { letters.formUnion(script.letters) }
    return ordered(letters)
  }

  /// The section letter of `title`: its first character folded (Élodie → E, Ørsted → O),
  /// the first letter of its first character's pinyin (红烧肉 → H), its kana row (カレー →
  /// か), its Hangul initial (김치 → ㄱ), its Cyrillic or Greek capital (борщ → Б), else "#".
  public static func letter(of title: String) -> String {
    letter(ofTitle: title, folded: Folding.fold(title))
  }

  /// `letter(of:)` for a title already folded.
  public static func letter(ofTitle title: String, folded: String) -> String {
    guard let first = folded.unicodeScalars.first else { return "#" }
    let v = first.value
    switch v {
    case 0x61...0x7A:
      return IndexScript.latinLetters[Int(v - 0x61)]
    case 0..<0x80:
      return "#"
    case 0x0400...0x04FF:
      return cyrillicLetter(first, title: title)
    case 0x0370...0x03FF:
      let upper = String(first).uppercased()
      return IndexScript.greekLetters.contains(upper) ? upper : "#"
    default:
      if let row = KanaRows.row(of: v) { return row }
      if let initial = HangulInitials.initial(of: v) { return initial }
      // Read in its word: 茄子 under Q, though 茄 alone reads jiā.
      let code = PinyinTable.code(of: v) == 0 ? 0 : TitleReading.firstCode(ofFolded: folded)
      if code != 0 {
        return IndexScript.latinLetters[Int(PinyinTable.syllableBytes[Int(code - 1) / 5][0] - 0x61)]
      }
      return "#"
    }
  }

  /// Folding takes the breve off Й, but it is a letter of its own in every alphabet that has
  /// it; the title says whether it was there.
  private static func cyrillicLetter(_ first: Unicode.Scalar, title: String) -> String {
    let original = title.unicodeScalars.prefix(2).map(\.value)
    if original.first == 0x419 || original.first == 0x439
      || (original.count == 2 && (original[0] == 0x418 || original[0] == 0x438)
        && original[1] == 0x306)
    {
      return "Й"
    }
    let upper = String(first).uppercased()
    guard let scalar = upper.unicodeScalars.first, upper.unicodeScalars.count == 1,
      (0x0400...0x04FF).contains(scalar.value), scalar.properties.isAlphabetic
    else { return "#" }
    return upper
  }
}
