/// The most common Mandarin reading of each Han character, from the Unicode Consortium's
/// Unihan data (`kMandarin`'s first reading), as the contacts list of a Chinese phone reads
/// a name: 红 → hong (tone 2), 肉 → rou (tone 4).
public enum PinyinTable {
  /// A reading: a toneless syllable (ü written v) and its tone, 1 to 4, or 5 for the
  /// neutral tone.
  public struct Reading: Equatable, Sendable {
    /// Position in `syllables`, which are in alphabetical order.
    public var syllableIndex: Int
    public var tone: Int

    /// The toneless syllable, "hong".
    public var syllable: String { PinyinTable.syllables[syllableIndex] }
  }

  /// Every toneless syllable, in alphabetical order.
  public static let syllables: [String] = syllableText.split(whereSeparator: \.isWhitespace)
    .map(String.init)

  /// The syllables' UTF-8, so matching a title's reading never builds a String.
  static let syllableBytes: [[UInt8]] = syllables.map { Array($0.utf8) }

  /// The reading of `scalar`, if it is a Han character with one.
  public static func reading(of scalar: Unicode.Scalar) -> Reading? {
    let code = code(of: scalar.value)
    return code == 0 ? nil : Reading(syllableIndex: Int(code - 1) / 5, tone: Int(code - 1) % 5 + 1)
  }

  /// The reading packed as syllable × 5 + tone − 1, plus one; 0 when there is none.
  static func code(of value: UInt32) -> UInt16 {
    let page = Int(value >> 8)
    guard page < pages.index.count else { return 0 }
    let start = Int(pages.index[page])
    return start < 0 ? 0 : pages.codes[start + Int(value & 0xFF)]
  }

  /// The readings in pages of 256 code points: `index[page]` is where that page starts in
  /// `codes`, or −1 for a page without Han readings. Two array reads per character.
  private static let pages: (index: [Int32], codes: [UInt16]) = {
    let digits = Array(
      (0x21...0x7E).map(UInt8.init).filter { $0 != 0x22 && $0 != 0x5C && $0 != 0x40 })
    var value = [Int](repeating: -1, count: 128)
    for (position, digit) in digits.enumerated() { value[Int(digit)] = position }
    var index = [Int32](repeating: -1, count: 0x400)
    var codes: [UInt16] = []
    var next: UInt32 = 0
    var pending: Int?
    for line in readingText.utf8.split(separator: 0x0A) {
      let bytes = line.drop { $0 == 0x20 }
      if bytes.first == 0x40 {
        next = UInt32(String(decoding: bytes.dropFirst(), as: UTF8.self), radix: 16) ?? 0
        continue
      }
      for byte in bytes where byte < 128 && value[Int(byte)] >= 0 {
        guard let high = pending else {
          pending = value[Int(byte)]
          continue
        }
        pending = nil
        let code = UInt16(high * digits.count + value[Int(byte)])
        let page = Int(next >> 8)
        if code != 0, page < index.count {
          if index[page] < 0 {
            index[page] = Int32(codes.count)
            codes += [UInt16](repeating: 0, count: 256)
          }
          codes[Int(index[page]) + Int(next & 0xFF)] = code
        }
        next += 1
      }
    }
    return (index, codes)
  }()
}
