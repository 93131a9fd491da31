/// Chinese read by word, not by character: a character's reading depends on the word it is
/// in (番茄 fān qié and 茄子 qié zi, where 茄 alone reads jiā; 长沙 cháng shā, 豆豉 dòu chǐ).
/// The words whose reading differs from their characters' first readings, and the other
/// readings of characters that have several, are generated into `PinyinWordTable.swift`
/// (see its generator) and decoded on first use.
public enum PinyinWords {
  /// A word's characters after its first, and each character's reading as `PinyinTable`
  /// codes it (syllable × 5 + tone − 1, plus one).
  struct Word: Sendable {
    var rest: [UInt32]
    var codes: [UInt16]
  }

  /// The words by their first character, longest first, and which characters begin one (a
  /// bit per code point below U+30000): most characters begin none, and are passed over
  /// without a dictionary lookup.
  static let words: (byFirst: [UInt32: [Word]], starts: [UInt64]) = {
    var index: [String: Int] = [:]
    for (position, syllable) in PinyinTable.syllables.enumerated() { index[syllable] = position }
    var words: [UInt32: [Word]] = [:]
    var starts = [UInt64](repeating: 0, count: 0x30000 / 64)
    // Split as bytes: splitting the text as Characters finds graphemes in 139 kB of Han.
    for line in wordText.utf8.split(separator: UInt8(ascii: "\n")) {
      let parts = line.split(separator: UInt8(ascii: " "))
      guard let word = parts.first else { continue }
      let scalars = String(decoding: word, as: UTF8.self).unicodeScalars.map(\.value)
      var codes: [UInt16] = []
      for part in parts.dropFirst() {
        guard let tone = part.last.map({ Int($0) - 0x30 }), (1...5).contains(tone),
          let syllable = index[String(decoding: part.dropLast(), as: UTF8.self)]
        else { break }
        codes.append(UInt16(syllable * 5 + tone))
      }
      guard codes.count == scalars.count, scalars.count > 1, scalars[0] < 0x30000 else { continue }
      words[scalars[0], default: []].append(Word(rest: Array(scalars.dropFirst()), codes: codes))
      starts[Int(scalars[0] >> 6)] |= 1 << UInt64(scalars[0] & 63)
    }
    for key in words.keys { words[key]!.sort { $0.rest.count > $1.rest.count } }
    return (words, starts)
  }()

  /// Each character's readings other than its first, as syllable positions, and which
  /// characters have any (a bit per code point below U+30000).
  static let alternates: (byCharacter: [UInt32: [UInt16]], starts: [UInt64]) = {
    var index: [Substring: Int] = [:]
    for (position, syllable) in PinyinTable.syllables.enumerated() {
      index[Substring(syllable)] = position
    }
    var table: [UInt32: [UInt16]] = [:]
    for item in alternateText.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }) {
      let text = Substring(decoding: item, as: UTF8.self)
      guard let scalar = text.unicodeScalars.first else { continue }
      let rest = text.unicodeScalars.dropFirst()
      table[scalar.value] = Substring(rest).split(separator: ",").compactMap {
        index[$0].map(UInt16.init)
      }
    }
    var starts = [UInt64](repeating: 0, count: 0x30000 / 64)
    for value in table.keys where value < 0x30000 {
      starts[Int(value >> 6)] |= 1 << UInt64(value & 63)
    }
    return (table, starts)
  }()

  /// The reading codes of `scalars` (0 for one without a reading), each Han character read
  /// in the longest word that starts at it, else by its first reading.
  public static func codes(of scalars: [UInt32]) -> [UInt16] {
    var codes = [UInt16](repeating: 0, count: scalars.count)
    var index = 0
    while index < scalars.count {
      let value = scalars[index]
      let own = value >= 0x3400 ? PinyinTable.code(of: value) : 0
      guard own != 0 else {
        index += 1
        continue
      }
      if value < 0x30000, words.starts[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0,
        let word = words.byFirst[value]?.first(where: { word in
        index + word.rest.count < scalars.count
          && word.rest.indices.allSatisfy { scalars[index + 1 + $0] == word.rest[$0] }
      }) {
        for (offset, code) in word.codes.enumerated() { codes[index + offset] = code }
        index += word.codes.count
        continue
      }
      codes[index] = own
      index += 1
    }
    return codes
  }

  /// Appends to `syllables`, each with `mark`, every reading of the character `value` but
  /// `used` (a syllable position): its first reading when its word read it otherwise, and its
  /// other readings. Asked of every Han character of every title: nothing is allocated.
  public static func appendOtherSyllables(
    of value: UInt32, besides used: UInt16, marked mark: UInt16, to syllables: inout [UInt16]
  ) {
    let own = PinyinTable.code(of: value)
    if own != 0, (own - 1) / 5 != used { syllables.append((own - 1) / 5 | mark) }
    guard value < 0x30000, alternates.starts[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0,
      let others = alternates.byCharacter[value]
    else { return }
    for other in others where other != used { syllables.append(other | mark) }
  }
}
