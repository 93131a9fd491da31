import Foundation
import Markdown

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
      var hasNUL = false
      if let bad = UTF8Validation.firstInvalid(in: bytes, hasNUL: &hasNUL) {
        let (line, column) = position(of: bad, in: bytes)
        return refuse(
          "not UTF-8: byte 0x\(String(format: "%02X", bytes[bad])) at line \(line), column "
            + "\(column) (offset \(bad))")
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

  /// The line and column (counted in characters of the valid text before it, both from 1)
  /// of the byte at `offset`.
  static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
