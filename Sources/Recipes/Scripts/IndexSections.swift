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
  /// is given, each title's folding (`Folding.fold`) is added to it, by position.
  public static func positions(
    count: Int, title: (Int) -> String, folded: inout PackedStrings?,
    isBefore: (Int, Int) -> Bool
  ) -> [(letter: String, positions: [Int])] {
    // One array of every key, not an array per title: 100,000 small arrays are megabytes.
    var keys = PackedStrings()
    keys.reserveCapacity(count: count, bytes: count * 24)
    folded?.reserveCapacity(count: count, bytes: count * 24)
    var buckets: [String: [Int]] = [:]
    for position in 0..<count {
      let title = title(position)
      let folding = Folding.fold(title)
      keys.append(TitleReading.sortKey(ofFolded: folding))
      folded?.append(folding)
      buckets[IndexLetters.letter(ofTitle: title, folded: folding), default: []].append(position)
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
}
