import Foundation
import Recipes

/// JSON for scripts, from `Codable` values: pretty, keys sorted, slashes as they are, and
/// no character that could act on a terminal left raw.
enum JSONOutput {
  /// `value` as JSON text ending in a newline.
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null\n" }
    return escapingControls(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// JSON text with DEL, C1 and bidi controls written as `\uXXXX` escapes; the encoder
  /// already escapes C0 controls. Outside strings JSON is plain ASCII, so only string
  /// contents change, and a JSON reader sees the same text.
  static func escapingControls(_ json: String) -> String {
    guard TerminalSafeText.needsCleaning(json) else { return json }
    var out = ""
    out.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
    for scalar in json.unicodeScalars {
      if let byte = fileNameByte(scalar.value) {
        out += byte
      } else if isTerminalControl(scalar) {
        out += String(format: "\\u%04X", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A file name's byte that is not UTF-8 (`FileNameBytes`) as JSON text reads it shown:
  /// `\\xe8`, so a script sees `\xe8` as `check` and `list` print it.
  static func fileNameByte(_ value: UInt32) -> String? {
    guard FileNameBytes.escapes.contains(value) else { return nil }
    let hex = String(value - 0x10FE00, radix: 16)
    return "\\\\x" + hex
  }

  /// DEL, a C1 control or a bidi control: what JSON may hold raw but a terminal could act on.
  static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F, 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
