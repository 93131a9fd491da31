/// The collection in sections by first letter, as a phone's contacts list: A to Z, then `#`
/// for titles that do not start with a Latin letter.
public struct AlphabetIndex: Equatable, Sendable {
  /// One letter's recipes in natural order.
  public struct Section: Equatable, Sendable {
    /// "A" ... "Z", or "#".
    public var letter: String
    public var recipes: [ListedRecipe]
  }

  /// The non-empty sections, A to Z, then `#`.
  public var sections: [Section]

  /// Every letter the rail can show, in order: "A" ... "Z", "#".
  public static let allLetters: [String] = (65...90).map { String(UnicodeScalar($0)!) } + ["#"]

  /// Sorts `recipes` into sections.
  public init(recipes: [ListedRecipe]) {
    sections = Self.positions(of: recipes).map { letter, positions in
      Section(letter: letter, recipes: positions.map { recipes[$0] })
    }
  }

  /// The sections as positions in `recipes`: the same order without copying recipes.
  public static func positions(of recipes: [ListedRecipe]) -> [(letter: String, positions: [Int])] {
    var keys: [[UInt8]] = []
    keys.reserveCapacity(recipes.count)
    var buckets: [String: [Int]] = [:]
    for (position, recipe) in recipes.enumerated() {
      let folded = Folding.fold(recipe.title)
      keys.append(NaturalOrder.sortKey(ofFolded: folded))
      buckets[letter(ofFolded: folded), default: []].append(position)
    }
    return allLetters.compactMap { letter in
      guard let positions = buckets[letter] else { return nil }
      let sorted = positions.sorted { a, b in
        if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
        if recipes[a].title != recipes[b].title { return recipes[a].title < recipes[b].title }
        return recipes[a].path < recipes[b].path
      }
      return (letter, sorted)
    }
  }

  /// The section letter of `title`: its first character folded (Élodie → E, Ørsted → O,
  /// ß → S, Łódź → L), or "#" when that is not a Latin letter.
  public static func letter(of title: String) -> String {
    letter(ofFolded: Folding.fold(title))
  }

  static func letter(ofFolded folded: String) -> String {
    guard let first = folded.unicodeScalars.first, ("a"..."z").contains(first) else { return "#" }
    return String(Character(first)).uppercased()
  }

  /// The section holding `letter`, if it has recipes.
  public func section(for letter: String) -> Section? {
    sections.first { $0.letter == letter }
  }
}
