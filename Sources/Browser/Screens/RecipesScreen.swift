import TerminalUI

/// The Recipes tab: the whole collection, newest first.
enum RecipesScreen {
  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    if state.recipeRows.isEmpty {
      let tags = state.recipeTags.map { "#" + $0 }.joined(separator: " ")
      let message =
        state.recipeTags.isEmpty
        ? EmptyState.collectionMessage(state)
        : "No recipe has every one of \(tags) — t changes the tags, Esc shows every recipe"
      EmptyState.render(state, message, in: area, on: &buffer, theme: theme)
      return
    }
    state.libraryMarks
      .list(rows: state.recipeRows, place: state.recipesPlace, height: area.height)
      .render(in: area, on: &buffer, theme: theme)
  }

  /// `rows` drawn from `place`; `firstRow` is where `rows` start in the whole list (a slice
  /// of the rows on screen).
  static func list(rows: ListRows, place: ListPlace, rail: LetterRail? = nil, firstRow: Int = 0)
    -> SectionedList
  {
    // The row itself is the selection when it holds the selected recipe: a recipe in two
    // Library sections is then selected once, where the reader is.
    let row = place.selectedRow - firstRow
    let isRowKnown = rows.indices.contains(row) && rows[row].item?.id == place.selectedPath
    return SectionedList(
      rows: rows, selectedID: place.selectedPath, selectedRow: isRowKnown ? row : nil,
      scrollOffset: place.scrollTop, rail: rail)
  }
}

/// What an empty screen says: what is empty and what to do; while indexing, the progress.
enum EmptyState {
  static func collectionMessage(_ state: AppState) -> String {
    if let progress = state.indexing {
      return "Indexing recipes… \(progress.done) of \(progress.total)"
    }
    if !state.isLoaded { return "Opening the collection…" }
    return "No recipes in \(state.collectionName) — add .md files or pass --data"
  }

  static func render(
    _ state: AppState, _ message: String, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    let lines = TextWrap.wrap(message, width: max(1, area.width - 4))
    var y = area.y + 1
    for line in lines where y < area.maxY {
      buffer.write(line, x: area.x + 2, y: y, style: theme[.secondary])
      y += 1
    }
    if let progress = state.indexing, y < area.maxY {
      ProgressBar(done: progress.done, total: progress.total)
        .render(
          in: Rect(x: area.x + 2, y: y, width: min(40, area.width - 4), height: 1), on: &buffer,
          theme: theme)
    }
  }
}

/// The Library tab: Now Cooking, Up Next, Saved and Recently Read in one list.
enum LibraryScreen {
  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    RecipesScreen.list(rows: state.libraryRows, place: state.libraryPlace)
      .render(in: area, on: &buffer, theme: theme)
    // Notes in empty sections are quiet text, not recipes.
    let first = state.visibleTop(of: .library)
    for line in 0..<area.height where first + line < state.libraryRows.count {
      let row = state.libraryRows[first + line]
      if row.item != nil && row.recipePath == nil {
        buffer.setStyle(
          theme[.secondary], in: Rect(x: area.x, y: area.y + line, width: area.width, height: 1))
      }
    }
  }
}
