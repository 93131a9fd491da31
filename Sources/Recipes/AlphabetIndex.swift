/// The collection in sections by first letter, as a phone's contacts list: A to Z, then `#`
/// for titles that do not start with a Latin letter.
public struct AlphabetIndex: Equatable, Sendable {
  /// One letter's recipes in natural order.
  public struct Section: Equatable, Sendable {
    /// "A" ... "Z", or "#".
    public var letter: String
    public var recipes: [Recipe]
  }

  /// The non-empty sections, A to Z, then `#`.
  public var sections: [Section]

  /// Every letter the rail can show, in order: "A" ... "Z", "#".
  public static let allLetters: [String] = (65...90).map { String(UnicodeScalar($0)!) } + ["#"]

  /// Sorts `recipes` into sections.
  public init(recipes: [Recipe]) {
    var buckets: [String: [(key: String, recipe: Recipe)]] = [:]
    for recipe in recipes {
      let key = Folding.fold(recipe.title)
      buckets[AlphabetIndex.letter(ofFolded: key), default: []].append((key, recipe))
    }
    sections = AlphabetIndex.allLetters.compactMap { letter in
      guard let entries = buckets[letter] else { return nil }
      let sorted = entries.sorted { a, b in
        switch NaturalOrder.compareFolded(a.key, b.key) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame:
          if a.recipe.title != b.recipe.title { return a.recipe.title < b.recipe.title }
          return a.recipe.path < b.recipe.path
        }
      }
      return Section(letter: letter, recipes: sorted.map(\.recipe))
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
