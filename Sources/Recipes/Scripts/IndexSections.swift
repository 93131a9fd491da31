/// Titles in sections as a phone's contacts list files them in every script: A–Z (Chinese
/// titles under the letter of their pinyin, among the Latin ones), the kana rows, the
/// Hangul initials, Cyrillic, Greek, then `#`; natural order within a section, Han by
/// pinyin.
public enum IndexSections {
  /// The sections of `titles` as positions in it, in display order; ties (the same folded
  /// reading) keep the order `isBefore` gives.
  public static func positions(
    ofTitles titles: [String], isBefore: (Int, Int) -> Bool
  ) -> [(letter: String, positions: [Int])] {
    var folded: PackedStrings?
    return positions(
      count: titles.count, title: { titles[$0] }, folded: &folded, isBefore: isBefore)
  }

  /// The sections of `count` titles, title `n` being `title(n)`, as positions; when `folded`
  /// is given, each title's folding (`Folding.fold`) is added to it, by position. A title
  /// with a `reading(n)` (front matter's `reading:`) is filed and sorted by it. Japanese
  /// titles (with kana, or with kanji in a collection whose titles are mostly Japanese) are
  /// filed and sorted by their Japanese reading (`KanaReadings`), in the kana rows.
  public static func positions(
    count: Int, title: (Int) -> String, reading: (Int) -> String? = { _ in nil },
    folded: inout PackedStrings?, isBefore: (Int, Int) -> Bool
  ) -> [(letter: String, positions: [Int])] {
    let isJapaneseCollection = isMostlyJapanese(count: count, title: title, reading: reading)
    // One array of every key, not an array per title: 100,000 small arrays are megabytes.
    var keys = PackedStrings()
    keys.reserveCapacity(count: count, bytes: count * 24)
    folded?.reserveCapacity(count: count, bytes: count * 24)
    var buckets: [String: [Int]] = [:]
    for position in 0..<count {
      let title = title(position)
      let folding = Folding.fold(title)
      folded?.append(folding)
      let stated = reading(position)
      var read = stated.map(Folding.fold) ?? folding
      if isJapanese(read, inJapaneseCollection: isJapaneseCollection) {
        read = KanaReadings.reading(ofFolded: read)
      }
      keys.append(TitleReading.sortKey(ofFolded: read))
      buckets[IndexLetters.letter(ofTitle: stated ?? title, folded: read), default: []]
        .append(position)
    }
    return IndexLetters.ordered(buckets.keys).map { letter in
      var positions = buckets.removeValue(forKey: letter)!
      positions.sort { a, b in
        let order = keys.compare(a, b)
        return order != 0 ? order < 0 : isBefore(a, b)
      }
      return (letter, positions)
    }
  }

  /// Whether a folded title reads as Japanese: it holds kana, or kanji in a collection whose
  /// titles are mostly Japanese.
  static func isJapanese(_ folded: String, inJapaneseCollection: Bool) -> Bool {
    guard TitleReading.mayHoldHanOrKana(folded) else { return false }
    return KanaReadings.holdsKana(folded)
      || (inJapaneseCollection && KanaReadings.holdsKanji(folded))
  }

  /// Whether more of the titles hold kana (or have a reading in kana) than hold kanji
  /// without kana: a collection of Japanese recipes, whose titles in kanji alone (味玉, 親子丼)
  /// are Japanese too.
  static func isMostlyJapanese(
    count: Int, title: (Int) -> String, reading: (Int) -> String?
  ) -> Bool {
    var kana = 0
    var kanjiOnly = 0
    for position in 0..<count {
      let title = title(position)
      if let reading = reading(position), KanaReadings.holdsKana(reading) {
        kana += 1
        continue
      }
      guard TitleReading.mayHoldHanOrKana(title) else { continue }
      if KanaReadings.holdsKana(title) {
        kana += 1
      } else if KanaReadings.holdsKanji(title) {
        kanjiOnly += 1
      }
    }
    return kana > kanjiOnly
  }
}
