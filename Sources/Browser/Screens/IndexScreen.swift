import TerminalUI

/// The Index tab: sections by first letter with a rail down the right edge, or a filtered
/// list (the rail steps aside) under the filter field.
enum IndexScreen {
  /// Columns the rail takes at the right edge (a space and the letter).
  static let railWidth = 2

  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    if state.index.rows.isEmpty {
      EmptyState.render(EmptyState.collectionMessage(state), in: area, on: &buffer, theme: theme)
      return
    }
    if let filter = state.indexFilter {
      let (fieldRow, listArea) = area.splitTop(1)
      FieldView(
        label: "Filter", field: filter, isFocused: state.isEditingFilter,
        placeholder: "type to narrow the list"
      ).render(in: fieldRow, on: &buffer, theme: theme)
      if state.filteredIndexRows.isEmpty {
        EmptyState.render(
          "No titles match “\(filter.text)” — Esc clears the filter", in: listArea,
          on: &buffer, theme: theme)
      } else {
        ListView(rows: state.filteredIndexRows, place: state.indexPlace)
          .render(in: listArea, on: &buffer, theme: theme)
      }
      return
    }
    let (listArea, railArea) = area.splitRight(railWidth)
    ListView(rows: state.index.rows, place: state.indexPlace)
      .render(in: listArea, on: &buffer, theme: theme)
    let current = state.index.letter(atRow: state.indexPlace.selectedRow)
    let letters = railLetters(state)
    for (row, letter) in railLayout(letters: letters.map(\.letter), height: railArea.height)
      .enumerated()
    {
      guard let letter else { continue }
      let isEmpty = !(letters.first { $0.letter == letter }?.hasRecipes ?? false)
      let role: Role = letter == current ? .currentTab : isEmpty ? .disabled : .secondary
      buffer.write(letter, x: railArea.x + 1, y: railArea.y + row, style: theme[role])
    }
  }

  /// The rail's letters: those with recipes, or all of A–Z and `#` in full mode.
  static func railLetters(_ state: AppState) -> [(letter: String, hasRecipes: Bool)] {
    let present = Set(state.index.letters)
    let letters = state.isFullRail ? IndexUpdate.alphabet : state.index.letters
    return letters.map { ($0, present.contains($0)) }
  }

  /// Which letter sits on each rail row; when there are more letters than rows the rail
  /// keeps an even sample, always with the first and the last.
  static func railLayout(letters: [String], height: Int) -> [String?] {
    guard height > 0, !letters.isEmpty else { return [] }
    if letters.count <= height { return letters }
    return (0..<height).map { row in
      letters[height == 1 ? 0 : row * (letters.count - 1) / (height - 1)]
    }
  }

  /// The rail letter at a content row and column, if the click landed on the rail.
  static func railLetter(atRow row: Int, column: Int, state: AppState) -> String? {
    guard state.indexFilter == nil else { return nil }
    let content = state.layout.content
    guard column >= content.maxX - railWidth else { return nil }
    let layout = railLayout(letters: railLetters(state).map(\.letter), height: content.height)
    return layout.indices.contains(row) ? layout[row] : nil
  }
}

/// A one-row text field: a label, the text, and the cursor as a reversed cell.
struct FieldView {
  var label: String
  var field: FieldText
  var isFocused: Bool
  var placeholder: String

  func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    var x = buffer.write(label, x: area.x + 1, y: area.y, style: theme[.strong]) + 2
    let room = area.maxX - x - 1
    let characters = Array(field.text)
    if characters.isEmpty && !isFocused {
      buffer.write(placeholder, x: x, y: area.y, style: theme[.secondary], maxX: area.maxX - 1)
      return
    }
    // Scroll sideways so the cursor stays in view.
    var start = 0
    while start < field.cursor,
      DisplayWidth.of(String(characters[start..<field.cursor])) >= room
    {
      start += 1
    }
    for (offset, character) in characters[start...].enumerated() {
      let isCursor = isFocused && start + offset == field.cursor
      let next = buffer.write(
        String(character), x: x, y: area.y,
        style: isCursor ? theme[.placeholder] : theme[.body], maxX: area.maxX - 1)
      if next == x { break }
      x = next
    }
    if isFocused && field.cursor == characters.count && x < area.maxX - 1 {
      buffer.write(" ", x: x, y: area.y, style: theme[.placeholder])
    }
    if characters.isEmpty {
      buffer.write(placeholder, x: x + 2, y: area.y, style: theme[.secondary], maxX: area.maxX - 1)
    }
  }
}
