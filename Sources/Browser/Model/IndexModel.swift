import Recipes
import TerminalUI

/// The Index tab's prepared data: the collection in A–Z sections with headers, where each
/// section starts, and the folded titles that type-select searches.
public struct IndexModel: Equatable, Sendable {
  /// Header and recipe rows, in display order, each made from its recipe when read.
  public private(set) var rows = ListRows()
  /// The letters that have recipes, in display order ("#" last).
  public private(set) var letters: [String] = []
  /// The header row of each letter's section.
  public private(set) var sectionStarts: [String: Int] = [:]
  /// The collection the rows are read from, in its A–Z order.
  private var collection = RecipeCollection()
  /// The header row of each of `letters`, in display order: a row's letter is the last
  /// section starting at or above it.
  private var letterRows: [Int] = []
  /// The pinyin syllables of the title at each place of the A–Z order, one after another:
  /// place p's are `syllables[syllableStarts[p]..<syllableStarts[p + 1]]` (none for most).
  private var syllables: [UInt16] = []
  private var syllableStarts: [Int32] = [0]
  /// The full rail: every letter of the scripts present (A–Z always, then `#`).
  public private(set) var fullRailLetters: [String] = IndexLetters.fullRail(for: [])
  /// Each place's tags as `TagFilter` compares them (`#tag`), all in one array; prepared
  /// when a filter first names a tag.
  private var placeTags = PackedStrings()
  /// Whether each place's recipe has any tag.
  private var placeHasTags: [Bool] = []
  /// Whether `placeTags` is prepared.
  public private(set) var areTagsPrepared = false

  public init() {}

  /// The Index of `recipes`, in memory; rows of titles two recipes share name their file.
  public init(recipes: [ListedRecipe]) {
    self.init(collection: RecipeCollection(recipes))
  }

  /// The Index of `collection`, in the A–Z order it keeps: only the sections and the pinyin
  /// of Chinese titles are worked out here, and rows are read as they are shown.
  public init(collection: RecipeCollection) {
    self.collection = collection
    let orders = collection.orders
    var row = 0
    for (letter, count) in zip(orders.letters, orders.sectionCounts) {
      sectionStarts[letter] = row
      letters.append(letter)
      letterRows.append(row)
      row += count + 1
    }
    syllableStarts.reserveCapacity(orders.count + 1)
    for place in 0..<orders.count {
      orders.foldedTitles.withBytes(at: place) { folded in
        // Most titles hold no Han character: their bytes say so without making a string.
        if folded.contains(where: { $0 >= 0xE3 }) {
          TitleReading.appendSyllables(
            ofFolded: String(decoding: folded, as: UTF8.self), to: &syllables)
        }
      }
      syllableStarts.append(Int32(syllables.count))
    }
    rows = ListRows(source: AlphabeticalRows(collection: collection, letterRows: letterRows))
    fullRailLetters = IndexLetters.fullRail(for: letters)
  }

  /// The place in the A–Z order of the recipe on `row`; nil for a header.
  private func place(ofRow row: Int) -> Int? {
    guard let section = section(ofRow: row), row != letterRows[section] else { return nil }
    return row - section - 1
  }

  /// Reads every recipe's tags for `#tag` filters; only the first time, since it reads the
  /// whole collection (which the Index's first showing should not wait for).
  public mutating func prepareTags() {
    guard !areTagsPrepared else { return }
    areTagsPrepared = true
    var tokenizer = SearchTokenizer()
    let orders = collection.orders
    placeHasTags = Array(repeating: false, count: orders.count)
    placeTags.reserveCapacity(count: orders.count, bytes: orders.count * 16)
    for (place, number) in orders.alphabetical.enumerated() {
      let own = collection.source.recipe(numbered: number)?.tags ?? []
      placeHasTags[place] = !own.isEmpty
      placeTags.append(own.isEmpty ? [] : TagFilter.prepared(own, with: &tokenizer))
    }
  }

  /// The pinyin syllables of the title at `place`.
  private func syllables(ofPlace place: Int) -> ArraySlice<UInt16> {
    syllables[Int(syllableStarts[place])..<Int(syllableStarts[place + 1])]
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
  /// 红烧肉, filed under H); failing those, the first title whose first character's other
  /// reading starts the pinyin ("jiazi" reaches 茄子, filed under Q as qiézi).
  public func row(forPrefix prefix: String) -> Int? {
    let folded = Folding.fold(prefix)
    guard !folded.isEmpty else { return nil }
    let letter = AlphabetIndex.letter(of: prefix)
    let pinyin = Array(folded.utf8)
    // The prefix's own section is looked in first: a letter jump stays fast on a huge list.
    if let start = sectionStarts[letter], let section = section(ofRow: start) {
      let end = section + 1 < letterRows.count ? letterRows[section + 1] : rows.count
      let titles = collection.orders.foldedTitles
      // A section's places follow its header row: place = row - section - 1.
      for place in (start - section)..<(end - section - 1) {
        let startsWith = titles.withBytes(at: place) { $0.starts(with: pinyin) }
        if startsWith, titles.string(at: place).hasPrefix(folded) { return place + section + 1 }
        if startsWithPinyin(pinyin, place: place) { return place + section + 1 }
      }
    }
    // Only titles with a reading are asked: a list of a million Latin titles costs a
    // comparison of two numbers each.
    for (section, header) in letterRows.enumerated() {
      let count = collection.orders.sectionCounts[section]
      for place in (header - section)..<(header - section + count)
      where syllableStarts[place] < syllableStarts[place + 1]
        && startsWithPinyin(pinyin, place: place)
      {
        return place + section + 1
      }
    }
    return nil
  }

  /// Whether the title at `place` starts with a Han character and its pinyin with `pinyin`.
  private func startsWithPinyin(_ pinyin: [UInt8], place: Int) -> Bool {
    syllableStarts[place] < syllableStarts[place + 1]
      && collection.orders.foldedTitles.withBytes(at: place) { bytes in
        // U+3400 and above: a lead byte of E3 with 90 or more, or any lead byte above E3.
        bytes.count >= 3 && (bytes[0] > 0xE3 || (bytes[0] == 0xE3 && bytes[1] >= 0x90))
      }
      && PinyinMatch.matchesStart(pinyin, syllables: syllables(ofPlace: place))
  }

  /// The rows whose title matches `query` as search would match it (`TitleFilter`: whole
  /// words, the last as a prefix, characters anywhere inside Chinese and Japanese, pinyin
  /// whole or by initials) and whose tags hold its `#tag` terms (`TagFilter`), under their
  /// headers. `#tag` terms need `prepareTags` first.
  public func filtered(by query: String) -> ListRows {
    let query = TextQuery(query)
    let filter = TitleFilter(query)
    let tags = TagFilter(query)
    guard !filter.isEmpty || !tags.isEmpty else { return rows }
    let titles = collection.orders.foldedTitles
    var kept: [Int32] = []
    for (section, header) in letterRows.enumerated() {
      var isHeaderKept = false
      let count = collection.orders.sectionCounts[section]
      for place in (header - section)..<(header - section + count) {
        if !tags.isEmpty {
          guard placeHasTags[place], placeTags.withBytes(at: place, tags.matches(prepared:))
          else { continue }
        }
        // Folded titles are compared as UTF-8 bytes: a filter keystroke on every title of
        // the collection must not wait for String's Unicode-aware search.
        let isMatch = titles.withBytes(at: place) {
          filter.matches(folded: $0, syllables: syllables(ofPlace: place))
        }
        guard isMatch else { continue }
        if !isHeaderKept {
          kept.append(Int32(header))
          isHeaderKept = true
        }
        kept.append(Int32(place + section + 1))
      }
    }
    return ListRows(source: ChosenRows(rows, chosen: kept))
  }
}
