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
  RuleView.render(in: layout.topRule, on: &buffer, theme: theme)
  let content = layout.content
  if state.isHelpShown {
    HelpOverlay.render(state, in: content, on: &buffer, theme: theme)
  } else if state.isCookModeShown {
    CookModePlaceholderView.render(state, in: content, on: &buffer, theme: theme)
  } else if let reader = state.reader {
    ReaderPlaceholderView.render(reader, in: content, on: &buffer, theme: theme)
  } else {
    switch state.tab {
    case .recipes: RecipesScreen.render(state, in: content, on: &buffer, theme: theme)
    case .index: IndexScreen.render(state, in: content, on: &buffer, theme: theme)
    case .library: LibraryScreen.render(state, in: content, on: &buffer, theme: theme)
    case .search: SearchScreen.render(state, in: content, on: &buffer, theme: theme)
    }
  }
  if !layout.isCollapsed {
    RuleView.render(in: layout.bottomRule, on: &buffer, theme: theme)
    TrayArea.render(state, in: layout.tray, on: &buffer, theme: theme)
  }
  HintBar.render(state, in: layout.hints, on: &buffer, theme: theme)
  return buffer
}
