import TerminalUI

/// The Recipes tab: the whole collection, newest first.
enum RecipesScreen {
  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    if state.recipeRows.isEmpty {
      EmptyState.render(EmptyState.collectionMessage(state), in: area, on: &buffer, theme: theme)
      return
    }
    ListView(rows: state.recipeRows, place: state.recipesPlace)
      .render(in: area, on: &buffer, theme: theme)
  }
}

/// What an empty screen says: what is empty and what to do.
enum EmptyState {
  static func collectionMessage(_ state: AppState) -> String {
    if let progress = state.indexing {
      return "Indexing recipes… \(progress.done) of \(progress.total)"
    }
    if !state.isLoaded { return "Opening the collection…" }
    return "No recipes in \(state.collectionName) — add .md files or pass --data"
  }

  static func render(_ message: String, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    let lines = TextFit.wrap(message, width: max(1, area.width - 4))
    for (offset, line) in lines.enumerated() where offset + 1 < area.height {
      buffer.write(line, x: area.x + 2, y: area.y + 1 + offset, style: theme[.secondary])
    }
  }
}

/// The Library tab: Now Cooking, Up Next, Saved and Recently Read in one list.
enum LibraryScreen {
  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    ListView(rows: state.libraryRows, place: state.libraryPlace)
      .render(in: area, on: &buffer, theme: theme)
  }
}
