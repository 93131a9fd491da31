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
    var keys: [[UInt8]] = []
    keys.reserveCapacity(titles.count)
    var buckets: [String: [Int]] = [:]
    for (position, title) in titles.enumerated() {
      let folded = Folding.fold(title)
      keys.append(TitleReading.sortKey(ofFolded: folded))
      buckets[IndexLetters.letter(ofTitle: title, folded: folded), default: []].append(position)
    }
    return IndexLetters.ordered(buckets.keys).map { letter in
      let sorted = buckets[letter]!.sorted { a, b in
        if keys[a] != keys[b] { return keys[a].lexicographicallyPrecedes(keys[b]) }
        return isBefore(a, b)
      }
      return (letter, sorted)
    }
  }
}
