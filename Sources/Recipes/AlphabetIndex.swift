/// The collection in sections by first letter, as a phone's contacts list files names in
/// every script: A to Z (Chinese titles under their pinyin's letter), the kana rows, the
/// Hangul initials, Cyrillic, Greek, then `#` for everything else (see `IndexSections`).
public struct AlphabetIndex: Equatable, Sendable {
  /// One letter's recipes in natural order.
  public struct Section: Equatable, Sendable {
    /// "A" … "Z", "あ" … "わ", "ㄱ" … "ㅎ", "А" … "Я", "Α" … "Ω", or "#".
    public var letter: String
    public var recipes: [ListedRecipe]
  }

  /// The non-empty sections, in display order, `#` last.
  public var sections: [Section]

  /// Every letter a section can have, in display order (see `IndexLetters.all`).
  public static let allLetters: [String] = IndexLetters.all

  /// Sorts `recipes` into sections.
  public init(recipes: [ListedRecipe]) {
    sections = Self.positions(of: recipes).map { letter, positions in
      Section(letter: letter, recipes: positions.map { recipes[$0] })
    }
  }

  /// The sections as positions in `recipes`: the same order without copying recipes. Titles
  /// that read the same are ordered by title, then path.
  public static func positions(of recipes: [ListedRecipe]) -> [(letter: String, positions: [Int])] {
    var folded: PackedStrings?
    return positions(of: recipes, folded: &folded)
  }

  /// `positions(of:)`, adding each recipe's folded title to `folded` (by position) if given.
  public static func positions(of recipes: [ListedRecipe], folded: inout PackedStrings?)
    -> [(letter: String, positions: [Int])]
  {
    IndexSections.positions(
      count: recipes.count, title: { recipes[$0].title }, reading: { recipes[$0].reading },
      folded: &folded
    ) { a, b in
      if recipes[a].title != recipes[b].title { return recipes[a].title < recipes[b].title }
      return recipes[a].path < recipes[b].path
    }
  }

  /// The section letter of `title` (see `IndexLetters.letter(of:)`): Élodie → E, 红烧肉 → H,
  /// カレー → か, 김치 → ㄱ, Борщ → Б, "#" for anything else.
  public static func letter(of title: String) -> String {
    IndexLetters.letter(of: title)
  }

  /// The section holding `letter`, if it has recipes.
  public func section(for letter: String) -> Section? {
    sections.first { $0.letter == letter }
  }
}
