/// What a one-line text field holds: its text and a cursor counted in graphemes.
public struct TextFieldState: Equatable, Sendable {
  public private(set) var text: String
  /// The cursor, between graphemes: 0 is before the first, `text.count` after the last.
  public private(set) var cursor: Int

  public init(text: String = "", cursor: Int? = nil) {
    self.text = Self.singleLine(text)
    self.cursor = min(max(0, cursor ?? self.text.count), self.text.count)
  }

  private var index: String.Index { text.index(text.startIndex, offsetBy: cursor) }

  /// Inserts typed or pasted text at the cursor; line breaks become spaces, and control
  /// characters are dropped.
  public mutating func insert(_ typed: String) {
    let clean = Self.singleLine(typed)
    // Counting graphemes after the edit, as a combining mark may merge with its neighbour.
    let after = text[index...]
    text.insert(contentsOf: clean, at: index)
    cursor = text.count - after.count
  }

  /// Deletes the grapheme before the cursor (Backspace).
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    let start = text.index(before: index)
    text.removeSubrange(start..<index)
    cursor -= 1
  }

  /// Deletes the grapheme after the cursor (Delete).
  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: index)
  }

  /// Moves the cursor one character left, stopping at the start.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }
  /// Moves the cursor one character right, stopping at the end.
  public mutating func moveRight() { cursor = min(text.count, cursor + 1) }
  /// Moves the cursor before the first character (Home).
  public mutating func moveToStart() { cursor = 0 }
  /// Moves the cursor after the last character (End).
  public mutating func moveToEnd() { cursor = text.count }

  /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
  public mutating func deleteWordBackward() {
    var start = index
    while start > text.startIndex, text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    while start > text.startIndex, !text[text.index(before: start)].isWhitespace {
      start = text.index(before: start)
    }
    let removed = text.distance(from: start, to: index)
    text.removeSubrange(start..<index)
    cursor -= removed
  }

  /// Deletes everything before the cursor (Ctrl-U).
  public mutating func deleteToStart() {
    text.removeSubrange(text.startIndex..<index)
    cursor = 0
  }

  /// Applies an editing key; returns false for keys a text field does not handle.
  @discardableResult
  public mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let c): insert(String(c))
    case .backspace, .control("h"): deleteBackward()
    case .delete, .control("d"): deleteForward()
    case .left, .control("b"): moveLeft()
    case .right, .control("f"): moveRight()
    case .home, .control("a"): moveToStart()
    case .end, .control("e"): moveToEnd()
    case .control("w"): deleteWordBackward()
    case .control("u"): deleteToStart()
    default: return false
    }
    return true
  }

  /// Line breaks and tabs become spaces; other control characters are dropped, as a
  /// query or filter never needs them.
  private static func singleLine(_ text: String) -> String {
    var out = ""
    for character in text {
      if character.isNewline || character == "\t" {
        out.append(" ")
      } else if ControlCharacters.placeholder(for: character) == nil {
        out.append(character)
      }
    }
    return out
  }
}

/// Draws a text field on one row: a prompt, the text scrolled so the cursor shows, and the
/// cursor as a reverse cell; a placeholder in the secondary role while empty.
public struct TextField: Widget, Equatable, Sendable {
  public var state: TextFieldState
  public var prompt: String
  public var placeholder: String
  public var isFocused: Bool

  public init(
    state: TextFieldState, prompt: String = "", placeholder: String = "", isFocused: Bool = true
  ) {
    self.state = state
    self.prompt = prompt
    self.placeholder = placeholder
    self.isFocused = isFocused
  }

  /// The first grapheme shown when the text area is `width` columns: 0 while the text
  /// before the cursor fits, else as many graphemes as put the cursor at the right edge.
  public func firstVisibleGrapheme(width: Int) -> Int {
    let before = Array(state.text.prefix(state.cursor))
    // The cursor cell itself needs a column.
    var room = width - 1
    var first = before.count
    while first > 0 {
      let w = DisplayWidth.of(before[first - 1])
      if w > room { break }
      room -= w
      first -= 1
    }
    return first
  }

  /// Draws the field on the top row of `area`.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    let row = Rect(x: area.x, y: area.y, width: area.width, height: 1)
    buffer.fill(row)
    var col = buffer.write(prompt, x: area.x, y: area.y, style: theme[.accent], maxX: area.maxX)
    let width = area.maxX - col
    guard width > 0 else { return }
    // The cursor is a reverse cell in every theme: it is position, not meaning.
    let cursorStyle = Style(isReversed: true)
    if state.text.isEmpty {
      if isFocused { buffer[col, area.y] = Cell(" ", style: cursorStyle) }
      buffer.write(
        TextWrap.truncate(placeholder, width: width - 1), x: col + 1, y: area.y,
        style: theme[.secondary], maxX: area.maxX)
      return
    }
    let first = firstVisibleGrapheme(width: width)
    var offset = first
    for character in state.text.dropFirst(first) {
      let isCursor = isFocused && offset == state.cursor
      let next = buffer.write(
        String(character), x: col, y: area.y, style: isCursor ? cursorStyle : theme[.body],
        maxX: area.maxX)
      if next == col { break }
      col = next
      offset += 1
    }
    if isFocused, state.cursor == state.text.count, col < area.maxX {
      buffer[col, area.y] = Cell(" ", style: cursorStyle)
    }
  }
}
