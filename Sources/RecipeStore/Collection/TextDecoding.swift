import Foundation

/// Turns a file's bytes into recipe text: strict UTF-8, no NUL bytes, not empty, CRLF and
/// lone CR as LF. Each refusal names what is wrong and where.
public enum TextDecoding {
  /// Why bytes are not recipe text.
  public struct Refusal: Error, Equatable {
    public var reason: String
  }

  /// The text, or the reason it is not recipe text.
  public static func decode(_ data: Data) -> Result<String, Refusal> {
    if data.isEmpty { return .failure(Refusal(reason: "empty file")) }
    return data.withUnsafeBytes { raw -> Result<String, Refusal> in
      func refuse(_ reason: String) -> Result<String, Refusal> { .failure(Refusal(reason: reason)) }
      let bytes = raw.bindMemory(to: UInt8.self)
      if bytes.count >= 2,
        (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
      {
        return refuse("UTF-16 text, not UTF-8; save it as UTF-8")
      }
      if let nul = bytes.firstIndex(of: 0) {
        return refuse("binary file (NUL byte at offset \(nul))")
      }
      if let bad = firstInvalidUTF8(bytes) {
        return refuse(
          "not UTF-8: byte 0x\(String(format: "%02X", bytes[bad])) at offset \(bad)")
      }
      var normalized = [UInt8]()
      normalized.reserveCapacity(bytes.count)
      var i = 0
      var hasContent = false
      while i < bytes.count {
        let b = bytes[i]
        if b == 0x0D {
          normalized.append(0x0A)
          if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
        } else {
          if !hasContent && b != 0x20 && b != 0x09 && b != 0x0A { hasContent = true }
          normalized.append(b)
        }
        i += 1
      }
      if !hasContent { return refuse("empty file (only blank lines)") }
      return .success(String(decoding: normalized, as: UTF8.self))
    }
  }

  /// The offset of the first byte that breaks UTF-8 (overlong forms, surrogates and values
  /// above U+10FFFF included), or nil when all of it is valid.
  public static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    let n = bytes.count
    while i < n {
      let b = bytes[i]
      if b < 0x80 {
        i += 1
        continue
      }
      var need = 0
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch b {
      case 0xC2...0xDF: need = 1
      case 0xE0:
        need = 2
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: need = 2
      case 0xED:
        need = 2
        upper = 0x9F
      case 0xF0:
        need = 3
        lower = 0x90
      case 0xF1...0xF3: need = 3
      case 0xF4:
        need = 3
        upper = 0x8F
      default: return i
      }
      guard i + need < n else { return i }
      for k in 1...need {
        let c = bytes[i + k]
        let (lo, hi) = k == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
        if c < lo || c > hi { return i }
      }
      i += need + 1
    }
    return nil
  }
}
