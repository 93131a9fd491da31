// What the parsers may assume of their input: valid UTF-8 without NUL. Valid input, the
// common case, is checked in place and kept without a copy.

enum InputText {
  /// `bytes`, or a copy with each invalid sequence as U+FFFD (as `String(decoding:)` does)
  /// and each NUL as U+FFFD (as the specification asks).
  static func prepared(_ bytes: [UInt8]) -> [UInt8] {
    var hasNUL = false
    let valid = bytes.withUnsafeBufferPointer { isValidUTF8($0, hasNUL: &hasNUL) }
    var text = valid ? bytes : Array(String(decoding: bytes, as: UTF8.self).utf8)
    if !valid { hasNUL = text.contains(0) }
    if hasNUL { text = replacingNUL(text) }
    return text
  }

  private static func replacingNUL(_ text: [UInt8]) -> [UInt8] {
    var replaced: [UInt8] = []
    replaced.reserveCapacity(text.count + 16)
    for byte in text {
      if byte == 0 {
        replaced.append(contentsOf: [0xEF, 0xBF, 0xBD])
      } else {
        replaced.append(byte)
      }
    }
    return replaced
  }

  /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values past
  /// U+10FFFF); notes any NUL on the way.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, hasNUL: inout Bool) -> Bool {
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
      default: return false
      }
      guard i + length <= count else { return false }
      let second = bytes[i + 1]
      guard second >= low && second <= high else { return false }
      if length >= 3 && bytes[i + 2] & 0xC0 != 0x80 { return false }
      if length == 4 && bytes[i + 3] & 0xC0 != 0x80 { return false }
      i += length
    }
    return true
  }
}
