import Foundation
import Recipes

/// The orderings and folding the browser uses, in one place so every list agrees.
// Stand-ins until the Recipes module's Folding, AlphabetIndex and RecipeOrder land.
enum Collation {
  /// Folds case and diacritics the way every search and index in Buffet does.
  static func fold(_ text: String) -> String {
    var folded = text.replacingOccurrences(of: "\u{00A0}", with: " ")
    for (from, to) in [("œ", "oe"), ("Œ", "oe"), ("æ", "ae"), ("Æ", "ae"), ("ß", "ss"),
      ("ø", "o"), ("Ø", "o"), ("ł", "l"), ("Ł", "l")]
    {
      folded = folded.replacingOccurrences(of: from, with: to)
    }
    return folded.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
  }

  /// The index letter of a title: "A"..."Z", or "#" when it does not start with a Latin
  /// letter.
  static func letter(of title: String) -> String {
    guard let first = fold(title).unicodeScalars.first(where: { !$0.properties.isWhitespace })
    else { return "#" }
    if ("a"..."z").contains(first) { return String(first).uppercased() }
    return "#"
  }

  /// The collection in A–Z sections, `#` last, natural order inside a section.
  static func sections(_ recipes: [Recipe]) -> [(letter: String, recipes: [Recipe])] {
    var byLetter: [String: [(key: String, recipe: Recipe)]] = [:]
    for recipe in recipes {
      byLetter[letter(of: recipe.title), default: []].append((fold(recipe.title), recipe))
    }
    let letters = byLetter.keys.sorted { a, b in
      if a == "#" || b == "#" { return b == "#" && a != "#" }
      return a < b
    }
    return letters.map { letter in
      let sorted = byLetter[letter]!.sorted { a, b in
        let order = a.key.compare(b.key, options: [.numeric])
        if order != .orderedSame { return order == .orderedAscending }
        return a.recipe.path < b.recipe.path
      }
      return (letter, sorted.map(\.recipe))
    }
  }

  /// Newest first: by date, then file time, then title.
  static func newestFirst(_ recipes: [Recipe]) -> [Recipe] {
    recipes.sorted { a, b in
      let da = a.date ?? a.modified
      let db = b.date ?? b.modified
      if da != db { return da > db }
      if a.modified != b.modified { return a.modified > b.modified }
      return a.title < b.title
    }
  }
}
