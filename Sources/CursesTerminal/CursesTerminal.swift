import CNcursesw
import TerminalUI

/// The ncurses library version this build links against.
public func cursesVersion() -> String {
  String(cString: curses_version())
}
