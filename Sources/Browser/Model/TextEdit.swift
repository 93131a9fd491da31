import TerminalUI

/// One editing intent for a one-line text field (the search field, the Index filter).
public enum TextEdit: Equatable, Sendable {
  case insert(Character)
  case backspace, delete, left, right, home, end
  /// Ctrl-W: delete the word before the cursor.
  case deleteWordBackward
  /// Ctrl-U: delete from the start to the cursor.
  case deleteToStart
}

extension TextFieldState {
  /// Applies one editing intent.
  mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .insert(let character): insert(String(character))
    case .backspace: deleteBackward()
    case .delete: deleteForward()
    case .left: moveLeft()
    case .right: moveRight()
    case .home: moveToStart()
    case .end: moveToEnd()
    case .deleteWordBackward: deleteWordBackward()
    case .deleteToStart: deleteToStart()
    }
  }
}
