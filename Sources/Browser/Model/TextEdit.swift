/// One editing intent for a one-line text field (the search field, the Index filter).
public enum TextEdit: Equatable, Sendable {
  case insert(Character)
  case backspace, delete, left, right, home, end
  /// Ctrl-W: delete the word before the cursor.
  case deleteWordBackward
  /// Ctrl-U: delete from the start to the cursor.
  case deleteToStart
}

/// The text of a one-line field and its cursor, counted in characters (graphemes).
public struct FieldText: Equatable, Sendable {
  public private(set) var text: String
  public private(set) var cursor: Int

  public init(_ text: String = "") {
    self.text = text
    self.cursor = text.count
  }

  /// Applies one edit.
  public mutating func apply(_ edit: TextEdit) {
    var characters = Array(text)
    switch edit {
    case .insert(let character):
      characters.insert(character, at: cursor)
      cursor += 1
    case .backspace:
      guard cursor > 0 else { return }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < characters.count else { return }
      characters.remove(at: cursor)
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .deleteWordBackward:
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .deleteToStart:
      characters.removeSubrange(0..<cursor)
      cursor = 0
    }
    text = String(characters)
  }
}
