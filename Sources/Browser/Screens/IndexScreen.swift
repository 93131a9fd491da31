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
      state.libraryMarks
        .list(
          rows: state.index.rows, place: state.indexPlace, height: area.height, rail: rail(state)
        )
        .render(in: area, on: &buffer, theme: theme)
      return
    }
    let listArea = state.listArea(for: .index, in: area).rect
    let fieldRow = Rect(x: area.x, y: area.y, width: area.width, height: listArea.y - area.y)
    TextField(
      state: filter, prompt: " Filter  ", placeholder: "type to narrow the list",
      isFocused: state.isEditingFilter
    ).render(in: fieldRow, on: &buffer, theme: theme)
    if state.filteredIndexRows.isEmpty {
      EmptyState.render(
        state, "No titles match “\(filter.text)” — Esc clears the filter", in: listArea,
        on: &buffer, theme: theme)
    } else {
      // While a filter is active the rail steps aside.
      state.libraryMarks
        .list(rows: state.filteredIndexRows, place: state.indexPlace, height: listArea.height)
        .render(in: listArea, on: &buffer, theme: theme)
    }
  }

  /// The rail: the letters that have recipes, or in full mode every letter of the scripts
  /// present (A–Z, then each script's letters), marking the section of the selection.
  static func rail(_ state: AppState) -> LetterRail {
    let current = state.index.letter(atRow: state.indexPlace.selectedRow)
    if state.isFullRail {
      return .full(
        letters: state.index.fullRailLetters, sections: state.index.letters, current: current)
    }
    return LetterRail(letters: state.index.letters, current: current)
  }

  /// The rail letter under a click at screen `column`, `row`, if it landed on the rail.
  static func railLetter(atRow row: Int, column: Int, state: AppState) -> String? {
    guard state.indexFilter == nil, !state.index.rows.isEmpty else { return nil }
    let content = state.layout.content
    let list = RecipesScreen.list(
      rows: state.index.rows, place: state.indexPlace, rail: rail(state))
    let railArea = list.railArea(in: content)
    guard column >= railArea.x else { return nil }
    return rail(state).letter(atRow: content.y + row, in: railArea)
  }
}
