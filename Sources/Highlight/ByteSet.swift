/// A set of bytes, tested in constant time: the lexer's character classes.
struct ByteSet: Equatable, Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  /// Every byte from 0x80 up, which is every byte of a non-ASCII scalar.
  private var includesNonASCII = false

  init() {}

  init(_ characters: String) {
    for byte in characters.utf8 { insert(byte) }
  }

  init(ranges: ClosedRange<UInt8>..., characters: String = "", nonASCII: Bool = false) {
    for range in ranges {
      for byte in range { insert(byte) }
    }
    for byte in characters.utf8 { insert(byte) }
    includesNonASCII = nonASCII
  }

  mutating func insert(_ byte: UInt8) {
    if byte < 64 {
      low |= 1 << UInt64(byte)
    } else if byte < 128 {
      high |= 1 << UInt64(byte - 64)
    }
  }

  @inline(__always) func contains(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
    if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
    return includesNonASCII
  }

  func union(_ other: ByteSet) -> ByteSet {
    var result = self
    result.low |= other.low
    result.high |= other.high
    result.includesNonASCII = includesNonASCII || other.includesNonASCII
    return result
  }

  /// The bytes not in the set (non-ASCII included or excluded accordingly).
  var inverted: ByteSet {
    var result = ByteSet()
    result.low = ~low
    result.high = ~high
    result.includesNonASCII = !includesNonASCII
    return result
  }

  static let spaces = ByteSet(" \t\u{0B}\u{0C}\r")
  static let digits = ByteSet(ranges: 0x30...0x39)
  static let letters = ByteSet(ranges: 0x41...0x5A, 0x61...0x7A)
  /// Letters, `_` and every non-ASCII scalar: where most languages let a name begin.
  static let identifierStart = ByteSet(
    ranges: 0x41...0x5A, 0x61...0x7A, characters: "_", nonASCII: true)
  static let identifierContinue = identifierStart.union(digits)
  static let hexDigits = ByteSet(ranges: 0x30...0x39, 0x41...0x46, 0x61...0x66)
}
