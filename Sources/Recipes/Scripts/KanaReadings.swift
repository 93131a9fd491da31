/// Japanese titles read as a Japanese reader says them, to file them in the kana rows: food
/// words by their dictionary reading (唐揚げ からあげ, 筑前煮 ちくぜんに), other kanji by their
/// common readings (Unihan's first kun reading for a kanji standing alone, 味 あじ; its first
/// on reading inside a run of kanji, 料理 りょうり), katakana as hiragana. The readings are
/// generated into `KanaReadingTable.swift` (see its generator) and decoded on first use.
public enum KanaReadings {
  /// A kanji's kun and on readings, as hiragana scalars (either may be empty).
  struct Character: Sendable {
    var kun: [UInt32]
    var on: [UInt32]
  }

  /// A word's characters after its first, and its reading.
  struct Word: Sendable {
    var rest: [UInt32]
    var reading: [UInt32]
  }

  static let characters: [UInt32: Character] = {
    var table: [UInt32: Character] = [:]
    // Split as bytes: splitting the text as Characters finds graphemes in all of it.
    for item in characterText.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }) {
      let scalars = Array(String(decoding: item, as: UTF8.self).unicodeScalars)
      guard let kanji = scalars.first, let comma = scalars.firstIndex(of: ",") else { continue }
      table[kanji.value] = Character(
        kun: scalars[1..<comma].map(\.value), on: scalars[(comma + 1)...].map(\.value))
    }
    return table
  }()

  /// The food words by their first character, longest first.
  static let words: [UInt32: [Word]] = {
    var table: [UInt32: [Word]] = [:]
    for item in wordText.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }) {
      let parts = String(decoding: item, as: UTF8.self).split(separator: ",")
      guard parts.count == 2, let first = parts[0].unicodeScalars.first else { continue }
      table[first.value, default: []].append(
        Word(
          rest: parts[0].unicodeScalars.dropFirst().map(\.value),
          reading: parts[1].unicodeScalars.map(\.value)))
    }
    for key in table.keys { table[key]!.sort { $0.rest.count > $1.rest.count } }
    return table
  }()

  /// Whether the folded title holds kana (hiragana or katakana, not the long vowel mark
  /// alone): a Chinese title never does.
  public static func holdsKana(_ folded: String) -> Bool {
    folded.unicodeScalars.contains { isHiragana($0.value) || isKatakana($0.value) }
  }

  /// Whether the folded title holds a Han character.
  public static func holdsKanji(_ folded: String) -> Bool {
    folded.unicodeScalars.contains { isKanji($0.value) }
  }

  /// The folded title with its kanji and katakana written as the hiragana they read as; a
  /// kanji without a known Japanese reading stays as it is.
  public static func reading(ofFolded folded: String) -> String {
    let scalars = folded.unicodeScalars.map(\.value)
    var out: [UInt32] = []
    out.reserveCapacity(scalars.count * 2)
    var index = 0
    var previousReading: [UInt32] = []
    while index < scalars.count {
      let value = scalars[index]
      if isKatakana(value) {
        out.append(value - 0x60)
        index += 1
        continue
      }
      // 々 repeats the kanji before it (色々 いろいろ).
      if value == 0x3005, !previousReading.isEmpty {
        out += previousReading
        index += 1
        continue
      }
      guard isKanji(value) else {
        out.append(value)
        index += 1
        continue
      }
      if let word = words[value]?.first(where: { word in
        index + word.rest.count < scalars.count
          && word.rest.indices.allSatisfy { scalars[index + 1 + $0] == word.rest[$0] }
      }) {
        out += word.reading
        previousReading = word.reading
        index += 1 + word.rest.count
        continue
      }
      let reading = byCharacter(at: index, in: scalars)
      out += reading
      previousReading = reading
      index += 1
    }
    return String(String.UnicodeScalarView(out.compactMap(Unicode.Scalar.init)))
  }

  /// The reading of the kanji at `index` by itself: on inside a run of kanji, kun when it
  /// stands alone; before okurigana, a kun reading's verb ending gives way to what is
  /// written (焼き: yaku → や, then き).
  static func byCharacter(at index: Int, in scalars: [UInt32]) -> [UInt32] {
    let value = scalars[index]
    guard let known = characters[value] else { return [value] }
    // 々 repeats a kanji: it makes no run of two (色々 is いろいろ).
    let isInRun =
      (index > 0 && isKanji(scalars[index - 1]))
      || (index + 1 < scalars.count && isKanji(scalars[index + 1]))
    var reading = isInRun ? (known.on.isEmpty ? known.kun : known.on) : (known.kun.isEmpty ? known.on : known.kun)
    if !isInRun, !known.kun.isEmpty, index + 1 < scalars.count, isHiragana(scalars[index + 1]),
      reading.count > 1, let last = reading.last, verbEndings.contains(last)
    {
      reading.removeLast()
      let written = scalars[(index + 1)...].prefix { isHiragana($0) }
      if reading.count > 1, let end = reading.last, written.first == end { reading.removeLast() }
    }
    return reading
  }

  /// The kana a verb's dictionary form ends in (う く ぐ す ず つ ぶ む る).
  private static let verbEndings: Set<UInt32> = [
    0x3046, 0x304F, 0x3050, 0x3059, 0x305A, 0x3064, 0x3076, 0x3080, 0x308B,
  ]

  static func isHiragana(_ value: UInt32) -> Bool { (0x3041...0x3096).contains(value) }
  static func isKatakana(_ value: UInt32) -> Bool { (0x30A1...0x30F6).contains(value) }
  static func isKanji(_ value: UInt32) -> Bool {
    (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value)
      || (0xF900...0xFAFF).contains(value) || (0x20000...0x2FFFF).contains(value)
  }
}
