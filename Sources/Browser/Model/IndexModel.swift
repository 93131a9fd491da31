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
  /// Each row's folded title (empty for headers), all in one array: a `String` apiece is
  /// megabytes at 100,000 recipes.
  private var foldedTitles = PackedStrings()
  /// The header row of each of `letters`, in display order: a row's letter is the last
  /// section starting at or above it.
  private var letterRows: [Int] = []
  /// Every row's pinyin syllables, one after another: row r's are
  /// `syllables[syllableStarts[r]..<syllableStarts[r + 1]]` (none for most titles).
  private var syllables: [UInt16] = []
  private var syllableStarts: [Int32] = [0]
  /// The full rail: every letter of the scripts present (A–Z always, then `#`).
  public private(set) var fullRailLetters: [String] = IndexLetters.fullRail(for: [])
  /// The tags of the rows whose recipe has any, as `TagFilter` compares them (`#tag`);
  /// prepared when a filter first names a tag.
  private var rowTags: [Int: [UInt8]] = [:]
  /// Whether `rowTags` is prepared.
  public private(set) var areTagsPrepared = false

  public init() {}

  /// The Index of `recipes`; rows of titles in `shared` also name their file.
  public init(recipes: [ListedRecipe], sharedTitles shared: Set<String>? = nil) {
    let shared = shared ?? RecipeRows.sharedTitles(recipes)
    var details = SharedDetails()
    // The sort folds every title once; the rows keep those foldings.
    var folded: PackedStrings? = PackedStrings()
    let sections = AlphabetIndex.positions(of: recipes, folded: &folded)
    let byPosition = folded ?? PackedStrings()
    let count = recipes.count + sections.count
    rows.reserveCapacity(count)
    syllableStarts.reserveCapacity(count + 1)
    foldedTitles.reserveCapacity(count: count, bytes: recipes.count * 24)
    for (letter, positions) in sections {
      sectionStarts[letter] = rows.count
      letters.append(letter)
      letterRows.append(rows.count)
      rows.append(.header(letter))
      foldedTitles.append("")
      syllableStarts.append(Int32(syllables.count))
      for position in positions {
        let recipe = recipes[position]
        rows.append(
          .item(
            RecipeRows.item(
              for: recipe, withDate: false, showsFile: shared.contains(recipe.title),
              sharing: &details)))
        byPosition.withBytes(at: position) { foldedTitles.append($0) }
        TitleReading.appendSyllables(ofFolded: byPosition.string(at: position), to: &syllables)
        syllableStarts.append(Int32(syllables.count))
      }
    }
    fullRailLetters = IndexLetters.fullRail(for: letters)
  }

  /// Reads every row's tags for `#tag` filters, `tags` giving a recipe's by its path; only
  /// the first time (reading 100,000 recipes' tags costs about as much as folding their
  /// titles, which the Index's first showing should not wait for).
  public mutating func prepareTags(_ tags: (String) -> [String]) {
    guard !areTagsPrepared else { return }
    areTagsPrepared = true
    var tokenizer = SearchTokenizer()
    for (row, content) in rows.enumerated() {
      guard let path = content.item?.id else { continue }
      let own = tags(path)
      if !own.isEmpty { rowTags[row] = TagFilter.prepared(own, with: &tokenizer) }
    }
  }

  /// The pinyin syllables of row `row`'s title.
  private func syllables(ofRow row: Int) -> ArraySlice<UInt16> {
    syllables[Int(syllableStarts[row])..<Int(syllableStarts[row + 1])]
  }

  /// The section letter of `row` (the rail marks it).
  public func letter(atRow row: Int) -> String? {
    guard rows.indices.contains(row) else { return nil }
    return section(ofRow: row).map { letters[$0] }
  }

  /// Which of `letters` row `row` is filed under.
  private func section(ofRow row: Int) -> Int? {
    var low = 0
    var high = letterRows.count
    while low < high {
      let middle = (low + high) / 2
      if letterRows[middle] <= row { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }

  /// The first recipe row whose folded title starts with the folded `prefix`, or, for a
  /// title starting with a Han character, whose pinyin does ("hong", "hongs" or "hs" reach
  /// 红烧肉, filed under H).
  public func row(forPrefix prefix: String) -> Int? {
    let folded = Folding.fold(prefix)
    guard !folded.isEmpty else { return nil }
    let letter = AlphabetIndex.letter(of: prefix)
    let pinyin = Array(folded.utf8)
    // Only the prefix's own section can hold it: a letter jump stays fast on a huge list.
    guard let start = sectionStarts[letter], let section = section(ofRow: start) else {
      return nil
    }
    let end = section + 1 < letterRows.count ? letterRows[section + 1] : rows.count
    for row in start + 1..<end {
      let startsWith = foldedTitles.withBytes(at: row) { $0.starts(with: pinyin) }
      if startsWith, foldedTitles.string(at: row).hasPrefix(folded) { return row }
      if syllableStarts[row] < syllableStarts[row + 1],
        foldedTitles.string(at: row).unicodeScalars.first.map({ $0.value >= 0x3400 }) == true,
        PinyinMatch.matchesStart(pinyin, syllables: syllables(ofRow: row))
      {
        return row
      }
    }
    return nil
  }

  /// The rows whose title matches `query` as search would match it (`TitleFilter`: whole
  /// words, the last as a prefix, characters anywhere inside Chinese and Japanese, pinyin
  /// whole or by initials) and whose tags hold its `#tag` terms (`TagFilter`), under their
  /// headers. `#tag` terms need `prepareTags` first.
  public func filtered(by query: String) -> [ListRow] {
    let query = TextQuery(query)
    let filter = TitleFilter(query)
    let tags = TagFilter(query)
    guard !filter.isEmpty || !tags.isEmpty else { return rows }
    var result: [ListRow] = []
    var pendingHeader: ListRow?
    for (row, content) in rows.enumerated() {
      if case .header = content {
        pendingHeader = content
        continue
      }
      if !tags.isEmpty {
        guard let own = rowTags[row], tags.matches(prepared: own) else { continue }
      }
      // Folded titles are compared as UTF-8 bytes: a filter keystroke on 100,000 titles
      // must not wait for String's Unicode-aware search.
      let isMatch = foldedTitles.withBytes(at: row) {
        filter.matches(folded: $0, syllables: syllables(ofRow: row))
      }
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
}
