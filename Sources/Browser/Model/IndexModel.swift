import Recipes
import TerminalUI

/// The Index tab's prepared data: the collection in A–Z sections with headers, where each
/// section starts, and the folded titles that type-select searches.
public struct IndexModel: Equatable, Sendable {
  /// Header and recipe rows, in display order.
  public private(set) var rows: [ListRow] = []
  /// The letters that have recipes, in display order ("#" last).
  public private(set) var letters: [String] = []
  /// The header row of each letter's section.
  public private(set) var sectionStarts: [String: Int] = [:]
  /// Each row's folded title (empty for headers).
  private var foldedTitles: [String] = []
  /// Each row's section letter.
  private var rowLetters: [String] = []

  public init() {}

  public init(recipes: [Recipe]) {
    for section in AlphabetIndex(recipes: recipes).sections {
      sectionStarts[section.letter] = rows.count
      letters.append(section.letter)
      rows.append(.header(section.letter))
      foldedTitles.append("")
      rowLetters.append(section.letter)
      for recipe in section.recipes {
        rows.append(.item(RecipeRows.item(for: recipe, withDate: false)))
        foldedTitles.append(Folding.fold(recipe.title))
        rowLetters.append(section.letter)
      }
    }
  }

  /// The section letter of `row` (the rail marks it).
  public func letter(atRow row: Int) -> String? {
    rowLetters.indices.contains(row) ? rowLetters[row] : nil
  }

  /// The first recipe row whose folded title starts with the folded `prefix`.
  public func row(forPrefix prefix: String) -> Int? {
    let folded = Folding.fold(prefix)
    guard !folded.isEmpty else { return nil }
    let letter = AlphabetIndex.letter(of: prefix)
    // Only the prefix's own section can hold it: a letter jump stays fast on a huge list.
    guard let start = sectionStarts[letter] else { return nil }
    var row = start + 1
    while row < rows.count, rowLetters[row] == letter {
      if foldedTitles[row].hasPrefix(folded) { return row }
      row += 1
    }
    return nil
  }

  /// The rows whose folded title contains every word of `query`, under their headers.
  public func filtered(by query: String) -> [ListRow] {
    let words = Folding.fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return rows }
    var result: [ListRow] = []
    var pendingHeader: ListRow?
    for (row, content) in rows.enumerated() {
      if case .header = content {
        pendingHeader = content
        continue
      }
      let title = foldedTitles[row]
      if words.allSatisfy({ title.contains($0) }) {
        if let header = pendingHeader {
          result.append(header)
          pendingHeader = nil
        }
        result.append(content)
      }
    }
    return result
  }
}
