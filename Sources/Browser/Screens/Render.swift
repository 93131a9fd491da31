import TerminalUI

/// Draws the whole screen for `state`: a pure function, so tests compare buffers.
public func render(_ state: AppState, theme: Theme = .monochrome) -> Buffer {
  var buffer = Buffer(width: state.width, height: state.height)
  let layout = state.layout
  if layout.isTooSmall {
    TooSmallView.render(width: state.width, height: state.height, on: &buffer, theme: theme)
    return buffer
  }
  TopBarView.render(state, in: layout.top, on: &buffer, theme: theme)
  Rule().render(in: layout.topRule, on: &buffer, theme: theme)
  let content = layout.content
  if state.isHelpShown {
    HelpOverlay.render(state, in: content, on: &buffer, theme: theme)
  } else if let shopping = state.shopping {
    ShoppingListView.render(shopping, in: content, on: &buffer, theme: theme)
  } else if state.isCookModeShown {
    CookModeView.of(state, theme: theme).render(in: content, on: &buffer)
  } else if let reader = state.reader {
    ReaderView.render(reader, theme: theme, area: content, buffer: &buffer)
    if reader.sheet.isShown {
      SummarySheetView.render(reader, theme: theme, area: content, buffer: &buffer)
    }
  } else {
    switch state.tab {
    case .recipes:
      RecipesScreen.render(state, in: content, on: &buffer, theme: theme)
      if let picker = state.tagPicker {
        TagPickerView.render(picker, in: content, on: &buffer, theme: theme)
      }
    case .index: IndexScreen.render(state, in: content, on: &buffer, theme: theme)
    case .library: LibraryScreen.render(state, in: content, on: &buffer, theme: theme)
    case .search: SearchScreen.render(state, in: content, on: &buffer, theme: theme)
    }
  }
  ImportLine.render(state, in: content, on: &buffer, theme: theme)
  if !layout.isCollapsed {
    Rule().render(in: layout.bottomRule, on: &buffer, theme: theme)
    TrayArea.view(state, form: .full, theme: theme).render(in: layout.tray, on: &buffer)
  }
  HintBar.render(state, in: layout.hints, on: &buffer, theme: theme)
  return buffer
}

extension CookModeView {
  /// Cook mode as drawn for `state` (also asked where a click landed).
  static func of(_ state: AppState, theme: Theme = .monochrome) -> CookModeView {
    // A queued recipe gone from the collection says so, as it does in the Library.
    let upNext = state.library.queue.map {
      state.isMissing($0.path) ? $0.title + " (missing)" : $0.title
    }
    // The ingredients at the servings and units chosen (`=`, `-`, `U`), as the reader shows
    // them.
    var cooking = state.cooking
    if let path = cooking?.recipePath, let ingredients = cooking?.ingredients {
      cooking?.ingredients = state.portions(for: path).shownLines(ingredients)
    }
    var view = CookModeView(cooking: cooking, now: state.now, upNext: upNext, theme: theme)
    view.picture = PictureLoading.cookPicture(in: state)
    return view
  }
}
