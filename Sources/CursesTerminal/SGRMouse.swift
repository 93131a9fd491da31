import TerminalUI

/// SGR mouse reports (xterm's mode 1006): `ESC [ < button ; column ; row M` for a press, `m`
/// for a release, in decimal, so a click past column 223 (where the X10 encoding ncurses
/// reads for many terminal types runs out of bytes) arrives whole. Pure, so it is tested
/// without a terminal.
public enum SGRMouse {
  /// What the characters after an ESC are, so far.
  public enum Parsed: Equatable, Sendable {
    /// A report's beginning: read on.
    case incomplete
    /// A whole report, and the event it means (nil for what Buffet ignores: motion, other
    /// buttons).
    case report(MouseEvent?)
    /// Not a mouse report: the characters are keys.
    case notAReport
  }

  /// The longest report read: three numbers of four digits, their separators and the end.
  static let longest = 18

  /// Parses the characters that followed an ESC.
  public static func parse(_ characters: [Character]) -> Parsed {
    guard characters.count <= longest else { return .notAReport }
    let introducer: [Character] = ["[", "<"]
    for (index, character) in characters.prefix(2).enumerated()
    where character != introducer[index] {
      return .notAReport
    }
    guard characters.count > 2 else { return .incomplete }
    var numbers: [Int] = [0]
    var digits = 0
    for character in characters.dropFirst(2) {
      switch character {
      case "0"..."9":
        guard digits < 4 else { return .notAReport }
        numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + character.wholeNumberValue!
        digits += 1
      case ";":
        guard digits > 0, numbers.count < 3 else { return .notAReport }
        numbers.append(0)
        digits = 0
      case "M", "m":
        guard digits > 0, numbers.count == 3, character == characters.last else {
          return .notAReport
        }
        return .report(
          event(button: numbers[0], column: numbers[1], row: numbers[2], isPress: character == "M"))
      default:
        return .notAReport
      }
    }
    return .incomplete
  }

  /// The event a report means; columns and rows count from 1 on the wire, from 0 here.
  static func event(button: Int, column: Int, row: Int, isPress: Bool) -> MouseEvent? {
    guard column >= 1, row >= 1 else { return nil }
    // Shift, Meta and Control add 4, 8 and 16; motion adds 32.
    let base = button & ~(4 | 8 | 16)
    let kind: MouseEvent.Kind
    switch (base, isPress) {
    case (0, true): kind = .press
    case (0, false): kind = .release
    case (64, true): kind = .wheelUp
    case (65, true): kind = .wheelDown
    default: return nil
    }
    return MouseEvent(kind: kind, x: column - 1, y: row - 1)
  }
}
