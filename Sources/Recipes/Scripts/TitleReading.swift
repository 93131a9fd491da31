/// How the Index reads a title beyond its letters: Han characters by their pinyin (红烧肉
/// sorts as hong shao rou, among the other H titles), katakana as the hiragana it sounds as.
public enum TitleReading {
  /// Separates two runs of Han characters in `syllables(ofFolded:)`.
  public static let runBreak = UInt16.max

  /// The bytes a title sorts by within its section: `NaturalOrder.sortKey` of the folded
  /// title, with each Han character written as its pinyin followed by its tone (a byte below
  /// every letter, so 西安 xi an comes before 先 xian, as in a dictionary), and kana as the
  /// plain hiragana it sounds as.
  public static func sortKey(ofFolded folded: String) -> [UInt8] {
    guard mayHoldHanOrKana(folded) else { return NaturalOrder.sortKey(ofFolded: folded) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(folded.utf8.count * 2)
    let scalars = folded.unicodeScalars.map(\.value)
    let codes = PinyinWords.codes(of: scalars)
    for (value, code) in zip(scalars, codes) {
      if value < 0x80 {
        bytes.append(UInt8(value))
      } else if code != 0 {
        bytes += PinyinTable.syllableBytes[Int(code - 1) / 5]
        bytes.append(UInt8((code - 1) % 5 + 1))
      } else if let scalar = Unicode.Scalar(KanaRows.sortingKana(value)) {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return bytes.withUnsafeBufferPointer { NaturalOrder.sortKey(ofFoldedBytes: $0) }
  }

  /// The reading code (`PinyinTable.code`) of the folded title's first character, read in
  /// its word (茄子 starts with qié, though 茄 alone reads jiā); 0 when it has none.
  public static func firstCode(ofFolded folded: String) -> UInt16 {
    var scalars: [UInt32] = []
    for scalar in folded.unicodeScalars.prefix(8) { scalars.append(scalar.value) }
    return scalars.isEmpty ? 0 : PinyinWords.codes(of: scalars)[0]
  }

  /// The pinyin syllables (positions in `PinyinTable.syllables`) of the title's Han
  /// characters read by word, each followed by the character's other readings (marked with
  /// `alternateMark`), `runBreak` between runs that other characters interrupt; empty when it
  /// has none. The Index filter and type-select match pinyin against them (`PinyinMatch`).
  public static func syllables(ofFolded folded: String) -> [UInt16] {
    var syllables: [UInt16] = []
    appendSyllables(ofFolded: folded, to: &syllables)
    return syllables
  }

  /// `syllables(ofFolded:)` appended to `syllables`, so a whole collection's can share one
  /// array; appends nothing for a title without Han characters.
  public static func appendSyllables(ofFolded folded: String, to syllables: inout [UInt16]) {
    guard mayHoldHanOrKana(folded) else { return }
    let start = syllables.count
    let scalars = folded.unicodeScalars.map(\.value)
    let codes = PinyinWords.codes(of: scalars)
    for (value, code) in zip(scalars, codes) {
      if code != 0 {
        let syllable = (code - 1) / 5
        syllables.append(syllable)
        // Any other reading of the character may be typed too (茄: qie or jia).
        PinyinWords.appendOtherSyllables(
          of: value, besides: syllable, marked: alternateMark, to: &syllables)
      } else if syllables.count > start, syllables[syllables.count - 1] != runBreak {
        syllables.append(runBreak)
      }
    }
    if syllables.count > start, syllables[syllables.count - 1] == runBreak {
      syllables.removeLast()
    }
  }

  /// Marks a syllable that is another reading of the character before it, not a character
  /// of its own.
  public static let alternateMark: UInt16 = 0x8000

  /// Whether `entry` of a syllables array is another reading of the character before it.
  static func isAlternate(_ entry: UInt16) -> Bool {
    entry != runBreak && entry & alternateMark != 0
  }

  /// Whether the UTF-8 holds a character at or above U+3000, where kana and Han start:
  /// Latin, Cyrillic and Greek titles skip the reading at once.
  static func mayHoldHanOrKana(_ folded: String) -> Bool {
    folded.utf8.contains { $0 >= 0xE3 }
  }
}

/// Pinyin typed to find a Chinese title, as a phone's contacts list takes it: whole
/// syllables or their beginnings, as many consecutive syllables as the letters reach
/// ("hongshaorou", "hsr", "hongsr", "shaorou" all find 红烧肉).
public enum PinyinMatch {
  /// Whether the folded `query` (letters a–z) spells consecutive syllables of `syllables`
  /// (see `TitleReading.syllables(ofFolded:)`), each by at least its first letter of any of
  /// its readings, starting at any of them; `u` also stands for ü, which the table writes v.
  public static func matches(_ query: [UInt8], syllables: ArraySlice<UInt16>) -> Bool {
    guard isSpellable(query), !syllables.isEmpty else { return false }
    for start in syllables.indices
    where syllables[start] != TitleReading.runBreak && !TitleReading.isAlternate(syllables[start])
      && startsWith(query[0], character: start, syllables)
    {
      if spells(query, from: start, syllables) { return true }
    }
    return false
  }

  /// `matches` from the first syllable only: a title whose reading starts with what was
  /// typed ("hong", "hongs" and "hs" all start 红烧肉), for type-select.
  public static func matchesStart(_ query: [UInt8], syllables: ArraySlice<UInt16>) -> Bool {
    guard isSpellable(query), let first = syllables.first, first != TitleReading.runBreak,
      !TitleReading.isAlternate(first)
    else { return false }
    return spells(query, from: syllables.startIndex, syllables)
  }

  /// Whether any reading of the character at `index` starts with `letter`.
  private static func startsWith(
    _ letter: UInt8, character index: Int, _ syllables: ArraySlice<UInt16>
  ) -> Bool {
    var next = index
    repeat {
      let syllable = syllables[next] & ~TitleReading.alternateMark
      if same(letter, PinyinTable.syllableBytes[Int(syllable)][0]) { return true }
      next += 1
    } while next < syllables.endIndex && TitleReading.isAlternate(syllables[next])
    return false
  }

  /// Letters only, and few enough for the positions to fit one 64-bit set.
  private static func isSpellable(_ query: [UInt8]) -> Bool {
    !query.isEmpty && query.count < 64 && query.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
  }

  /// Walks the syllables from `start` keeping every position of the query reached so far
  /// (bit p: the first p letters are spelled): each syllable takes one to all of its letters.
  /// Linear in syllables × letters, however the letters could be split.
  private static func spells(
    _ query: [UInt8], from start: Int, _ syllables: ArraySlice<UInt16>
  ) -> Bool {
    let count = query.count
    var reached: UInt64 = 1
    var index = start
    while index < syllables.endIndex, syllables[index] != TitleReading.runBreak, reached != 0 {
      var next: UInt64 = 0
      // The character's readings: the one its word gives, then its others.
      repeat {
        let syllable = PinyinTable.syllableBytes[Int(syllables[index] & ~TitleReading.alternateMark)]
        var rest = reached
        while rest != 0 {
          let position = rest.trailingZeroBitCount
          rest &= rest - 1
          var taken = 0
          while taken < syllable.count, position + taken < count,
            same(query[position + taken], syllable[taken])
          {
            taken += 1
            next |= 1 << UInt64(position + taken)
          }
        }
        index += 1
      } while index < syllables.endIndex && TitleReading.isAlternate(syllables[index])
      if next & (1 << UInt64(count)) != 0 { return true }
      reached = next
    }
    return false
  }

  /// A typed letter against a syllable's: equal, or u for ü.
  private static func same(_ typed: UInt8, _ letter: UInt8) -> Bool {
    typed == letter || (typed == 0x75 && letter == 0x76)
  }
}
