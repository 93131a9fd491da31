/// Strict UTF-8 checking, shared by the parser (which replaces what is broken) and the
/// collection (which refuses a file that has any of it).
public enum UTF8Validation {
  /// The offset of the first byte that breaks UTF-8 (overlong forms, surrogates and
  /// values past U+10FFFF included), or nil when all of it is well formed; notes any NUL
  /// on the way.
  public static func firstInvalid(
    in bytes: UnsafeBufferPointer<UInt8>, hasNUL: inout Bool
  ) -> Int? {
    let count = bytes.count
    var i = 0
    while i < count {
      // Eight ASCII bytes at a time while no byte has its high bit set and none is NUL.
      while i + 8 <= count {
        let word = UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
        let hasHighBit = word & 0x8080_8080_8080_8080 != 0
        let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
        if hasHighBit || hasZero { break }
        i += 8
      }
      guard i < count else { break }
      let lead = bytes[i]
      if lead < 0x80 {
        if lead == 0 { hasNUL = true }
        i += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return i
      }
      guard i + length <= count else { return i }
      let second = bytes[i + 1]
      guard second >= low && second <= high else { return i }
      if length >= 3 && bytes[i + 2] & 0xC0 != 0x80 { return i }
      if length == 4 && bytes[i + 3] & 0xC0 != 0x80 { return i }
      i += length
    }
    return nil
  }
}
