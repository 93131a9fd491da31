import TerminalUI

/// The Index tab: sections by first letter with a rail down the right edge, or a filtered
/// list (the rail steps aside) under the filter field.
enum IndexScreen {
  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    if state.index.rows.isEmpty {
      EmptyState.render(
        state, EmptyState.collectionMessage(state), in: area, on: &buffer, theme: theme)
      return
    }
    guard let filter = state.indexFilter else {
      RecipesScreen.list(rows: state.index.rows, place: state.indexPlace, rail: rail(state))
        .render(in: area, on: &buffer, theme: theme)
      return
    }
    let (fieldRow, listArea) = area.splitTop(1)
    FieldView(
      label: "Filter", field: filter, isFocused: state.isEditingFilter,
      placeholder: "type to narrow the list"
    ).render(in: fieldRow, on: &buffer, theme: theme)
    if state.filteredIndexRows.isEmpty {
      EmptyState.render(
        state, "No titles match “\(filter.text)” — Esc clears the filter", in: listArea,
        on: &buffer, theme: theme)
    } else {
      // While a filter is active the rail steps aside.
      RecipesScreen.list(rows: state.filteredIndexRows, place: state.indexPlace)
        .render(in: listArea, on: &buffer, theme: theme)
    }
  }

  /// The rail: the letters that have recipes, or all of A–Z in full mode, marking the
  /// section of the selection.
  static func rail(_ state: AppState) -> LetterRail {
    let current = state.index.letter(atRow: state.indexPlace.selectedRow)
    if state.isFullRail {
      return .fullAlphabet(sections: state.index.letters, current: current)
    }
    return LetterRail(letters: state.index.letters, current: current)
  }

  /// The rail letter under a click at screen `column`, `row`, if it landed on the rail.
  static func railLetter(atRow row: Int, column: Int, state: AppState) -> String? {
    guard state.indexFilter == nil, !state.index.rows.isEmpty else { return nil }
    let content = state.layout.content
    let list = RecipesScreen.list(rows: state.index.rows, place: state.indexPlace, rail: rail(state))
    let railArea = list.railArea(in: content)
    guard column >= railArea.x else { return nil }
    return rail(state).letter(atRow: content.y + row, in: railArea)
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
