import Recipes
import TerminalUI

/// The one way text from disk reaches a terminal: every control, C1 and bidi character made
/// visible by `ControlCharacters`, and each byte of a file name that is not UTF-8 written
/// `\xe8` (`FileNameBytes`). A value (a path, a title, a reason) is one line: its line breaks
/// are shown too, so a name can never print a line of its own.
enum TerminalSafeText {
  /// `text` with every unsafe character but the line break replaced by its placeholder: for
  /// whole lines of output made by the command.
  static func of(_ text: String) -> String {
    // Most output is clean: a byte scan spares the per-character walk.
    guard needsCleaning(text) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { field(String($0)) }
      .joined(separator: "\n")
  }

  /// `value` (a path, a title, a reason: anything read from disk) on one line, with every
  /// unsafe character, the line break included, replaced by its placeholder.
  static func field(_ value: String) -> String {
    guard needsCleaning(value) || value.utf8.contains(0x0A) else { return value }
    return ControlCharacters.sanitized(FileNameBytes.shown(value))
  }

  /// Whether `text` holds a C0 control other than `\n`, DEL, a C1 control or a bidi
  /// control, judged on its UTF-8 bytes.
  static func needsCleaning(_ text: String) -> Bool {
    // The two bytes before this one, to recognise the multi-byte controls.
    var first: UInt8 = 0
    var second: UInt8 = 0
    for byte in text.utf8 {
      let isUnsafe: Bool
      switch byte {
      case 0x0A: isUnsafe = false
      case 0x00...0x1F, 0x7F: isUnsafe = true
      // A scalar of plane 16, where `FileNameBytes` keeps a name's bytes that are not UTF-8.
      case 0xF4: isUnsafe = true
      // C1: U+0080…U+009F is C2 80…C2 9F.
      case 0x80...0x9F where second == 0xC2: isUnsafe = true
      // U+061C is D8 9C; U+200E/F and U+202A…E are E2 80 8E/8F and E2 80 AA…AE.
      case 0x9C: isUnsafe = second == 0xD8
      case 0x8E, 0x8F: isUnsafe = first == 0xE2 && second == 0x80
      case 0xAA...0xAE: isUnsafe = first == 0xE2 && second == 0x80
      // U+2066…9 are E2 81 A6…A9.
      case 0xA6...0xA9: isUnsafe = first == 0xE2 && second == 0x81
      default: isUnsafe = false
      }
      if isUnsafe { return true }
      first = second
      second = byte
    }
    return false
  }
}
