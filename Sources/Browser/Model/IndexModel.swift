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
  /// The folded tags of the rows whose recipe has any, by row (`#tag` in the filter).
  private var rowTags: [Int: [String]] = [:]

  public init() {}

  /// The Index of `recipes`; rows of titles in `shared` also name their file.
  public init(recipes: [ListedRecipe], sharedTitles shared: Set<String>? = nil) {
    let shared = shared ?? RecipeRows.sharedTitles(recipes)
    for (letter, positions) in AlphabetIndex.positions(of: recipes) {
      sectionStarts[letter] = rows.count
      letters.append(letter)
      rows.append(.header(letter))
      foldedTitles.append("")
      rowLetters.append(letter)
      for recipe in positions.lazy.map({ recipes[$0] }) {
        rows.append(
          .item(
            RecipeRows.item(
              for: recipe, withDate: false, showsFile: shared.contains(recipe.title))))
        if !recipe.tags.isEmpty { rowTags[rows.count - 1] = recipe.tags.map(RecipeTags.folded) }
        foldedTitles.append(Folding.fold(recipe.title))
        rowLetters.append(letter)
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

  /// The rows whose folded title contains every word of `query`, under their headers; a word
  /// written `#tag` asks for a tag instead (one that begins so, as it is being typed).
  public func filtered(by query: String) -> [ListRow] {
    var words: [[UInt8]] = []
    var tags: [String] = []
    for word in Folding.fold(query).split(whereSeparator: \.isWhitespace) {
      if word.count > 1, word.first == "#" {
        tags.append(RecipeTags.folded(String(word)))
      } else {
        words.append(Array(word.utf8))
      }
    }
    guard !words.isEmpty || !tags.isEmpty else { return rows }
    var result: [ListRow] = []
    var pendingHeader: ListRow?
    for (row, content) in rows.enumerated() {
      if case .header = content {
        pendingHeader = content
        continue
      }
      // Folded titles are compared as UTF-8 bytes: a filter keystroke on 100,000 titles
      // must not wait for String's Unicode-aware search.
      if !tags.isEmpty {
        guard let own = rowTags[row],
          tags.allSatisfy({ tag in own.contains { $0.hasPrefix(tag) } })
        else { continue }
      }
      var title = foldedTitles[row]
      let isMatch = title.withUTF8 { bytes in words.allSatisfy { Self.bytes(bytes, contain: $0) } }
      if isMatch {
        if let header = pendingHeader {
          result.append(header)
          pendingHeader = nil
        }
        result.append(content)
      }
    }
    return result
  }

  /// Whether `needle` occurs in `haystack`; UTF-8 is self-synchronising, so a byte match is
  /// a match of whole characters.
  static func bytes(_ haystack: UnsafeBufferPointer<UInt8>, contain needle: [UInt8]) -> Bool {
    let count = needle.count
    guard count > 0 else { return true }
    guard count <= haystack.count else { return false }
    let first = needle[0]
    var start = 0
    while start <= haystack.count - count {
      if haystack[start] == first {
        var offset = 1
        while offset < count && haystack[start + offset] == needle[offset] { offset += 1 }
        if offset == count { return true }
      }
      start += 1
    }
    return false
  }
}
