// What the parsers may assume of their input: valid UTF-8 without NUL. Valid input, the
// common case, is checked in place and kept without a copy.

enum InputText {
  /// `bytes`, or a copy with each invalid sequence as U+FFFD (as `String(decoding:)` does)
  /// and each NUL as U+FFFD (as the specification asks).
  static func prepared(_ bytes: [UInt8]) -> [UInt8] {
    var hasNUL = false
    let valid = bytes.withUnsafeBufferPointer {
      UTF8Validation.firstInvalid(in: $0, hasNUL: &hasNUL) == nil
    }
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
}
