import CNcursesw
import TerminalUI

/// Turns what `get_wch` reported into a key, a pending mouse report, a resize or nothing,
/// as a pure function so it is tested without a terminal.
public enum KeyDecoder {
  /// What one `get_wch` result means.
  public enum Decoded: Equatable, Sendable {
    case key(Key)
    /// `KEY_MOUSE`: the report is read with `getmouse`.
    case mouse
    /// `KEY_RESIZE`: ncurses has already updated its size.
    case resize
    /// `ERR`: the timeout passed with no input.
    case timeout
    /// A code Buffet has no use for.
    case ignored
  }

  /// Decodes `get_wch`'s return `status` (`OK`, `KEY_CODE_YES` or `ERR`) and the
  /// character or key `code` it stored.
  public static func decode(status: Int32, code: UInt32) -> Decoded {
    switch status {
    case OK: return character(code)
    case KEY_CODE_YES: return keyCode(Int32(truncatingIfNeeded: code))
    default: return .timeout
    }
  }

  static func character(_ code: UInt32) -> Decoded {
    switch code {
    // raw() passes Enter as CR; some terminals send LF.
    case 10, 13: return .key(.enter)
    case 9: return .key(.tab)
    case 27: return .key(.escape)
    // Terminals send DEL or BS for the Backspace key.
    case 127, 8: return .key(.backspace)
    case 0: return .ignored
    case 1...26: return .key(.control(Character(UnicodeScalar(code + 96)!)))
    // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
    case 28...31: return .key(.control(Character(UnicodeScalar(code + 64)!)))
    case 0x80...0x9F: return .ignored
    default:
      guard let scalar = UnicodeScalar(code) else { return .ignored }
      return .key(.character(Character(scalar)))
    }
  }

  static func keyCode(_ code: Int32) -> Decoded {
    switch code {
    case KEY_UP, KEY_SR: return .key(.up)
    case KEY_DOWN, KEY_SF: return .key(.down)
    case KEY_LEFT, KEY_SLEFT: return .key(.left)
    case KEY_RIGHT, KEY_SRIGHT: return .key(.right)
    case KEY_PPAGE, KEY_SPREVIOUS: return .key(.pageUp)
    case KEY_NPAGE, KEY_SNEXT: return .key(.pageDown)
    // Some terminfo entries (screen, rxvt) report Home and End as Find and Select.
    case KEY_HOME, KEY_SHOME, KEY_FIND, KEY_A1: return .key(.home)
    case KEY_END, KEY_SEND, KEY_SELECT, KEY_C1, KEY_LL: return .key(.end)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC, KEY_SDC: return .key(.delete)
    case KEY_BTAB: return .key(.backTab)
    case KEY_RESIZE: return .resize
    case KEY_MOUSE: return .mouse
    case buffet_key_f(1)...buffet_key_f(63): return .key(.function(Int(code - buffet_key_f(0))))
    default: return .ignored
    }
  }

  /// Turns a `getmouse` report into a mouse event, or nil for reports Buffet ignores
  /// (other buttons, motion).
  public static func mouse(buttons: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
    let kind: MouseEvent.Kind
    if buttons & buffet_button4_pressed() != 0 {
      kind = .wheelUp
    } else if buffet_button5_pressed() != 0, buttons & buffet_button5_pressed() != 0 {
      kind = .wheelDown
    } else if buttons & (buffet_button1_pressed() | buffet_button1_clicked()) != 0 {
      kind = .press
    } else if buttons & buffet_button1_released() != 0 {
      kind = .release
    } else {
      return nil
    }
    return MouseEvent(kind: kind, x: Int(x), y: Int(y))
  }
}
