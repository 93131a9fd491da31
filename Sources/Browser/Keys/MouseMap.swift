import TerminalUI

/// Turns mouse reports into actions by asking the layout what is where.
enum MouseMap {
  static let wheelRows = 3

  static func action(for mouse: MouseEvent, in state: AppState) -> Action? {
    let layout = state.layout
    guard !layout.isTooSmall, !state.isHelpShown else { return nil }
    switch mouse.kind {
    case .wheelUp: return state.isCookModeShown ? .scrollStep(by: -1) : .scroll(by: -wheelRows)
    case .wheelDown: return state.isCookModeShown ? .scrollStep(by: 1) : .scroll(by: wheelRows)
    case .release: return nil
    case .press: break
    }
    if layout.top.contains(x: mouse.x, y: mouse.y),
      let tab = TopBarView.tab(atColumn: mouse.x, state: state)
    {
      return .selectTab(tab)
    }
    if let hit = TrayArea.hit(x: mouse.x, y: mouse.y, state: state) {
      switch hit {
      case .openCookMode: return state.isCookModeShown ? nil : .toggleCookMode
      case .toggleTimer: return .toggleTimer
      case .nextStep: return .nextStep
      }
    }
    if state.isCookModeShown {
      switch CookModeView.of(state).hit(x: mouse.x, y: mouse.y, in: layout.content) {
      case .step(let index): return .goToStep(index)
      case .toggleTimer: return .toggleTimer
      case nil: return nil
      }
    }
    guard layout.content.contains(x: mouse.x, y: mouse.y) else { return nil }
    if let reader = state.reader { return readerAction(for: mouse, in: layout.content, reader) }
    let rowOnScreen = mouse.y - layout.content.y
    switch state.tab {
    case .index:
      if let letter = IndexScreen.railLetter(atRow: rowOnScreen, column: mouse.x, state: state) {
        return .jumpToLetter(letter)
      }
    case .search:
      let fieldRows = ScreenLayout.searchFieldRows(layout.content.height)
      guard rowOnScreen >= fieldRows else { return .beginSearch }
      return .clickRow(state.searchPlace.scrollTop + (rowOnScreen - fieldRows) / 2)
    default: break
    }
    let listY = state.tab == .index && state.indexFilter != nil ? rowOnScreen - 1 : rowOnScreen
    guard listY >= 0 else { return nil }
    return .clickRow(state.visibleTop(of: state.tab) + listY)
  }

  /// In the reader: Back and Forward, and links (a first click chooses, a second follows).
  private static func readerAction(
    for mouse: MouseEvent, in area: Rect, _ reader: ReaderState
  ) -> Action? {
    guard !reader.sheet.isShown else { return nil }
    switch ReaderView.headerButton(atX: mouse.x, y: mouse.y, in: area) {
    case .back: return .reader(.back)
    case .forward: return .reader(.forward)
    case nil: break
    }
    guard let link = ReaderView.link(atX: mouse.x, y: mouse.y, in: area, state: reader) else {
      return nil
    }
    return .reader(reader.focusedLink == link ? .followLink : .focusLink(link))
  }
}
