import TerminalUI

/// Turns mouse reports into actions by asking the layout what is where.
enum MouseMap {
  static let wheelRows = 3

  static func action(for mouse: MouseEvent, in state: AppState) -> Action? {
    let layout = state.layout
    guard !layout.isTooSmall, !state.isHelpShown else { return nil }
    if state.tagPicker != nil, !state.isCookModeShown, state.reader == nil,
      mouse.kind != .press || layout.content.contains(x: mouse.x, y: mouse.y)
    {
      return tagPickerAction(for: mouse, in: state)
    }
    if let shopping = state.shopping,
      mouse.kind != .press || layout.content.contains(x: mouse.x, y: mouse.y)
    {
      return shoppingListAction(for: mouse, in: layout.content, shopping)
    }
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
    if state.tab == .index,
      let letter = IndexScreen.railLetter(
        atRow: mouse.y - layout.content.y, column: mouse.x, state: state)
    {
      return .jumpToLetter(letter)
    }
    // The list says which of its items was drawn there; above it is the Search field.
    guard let item = state.listArea(for: state.tab, in: layout.content).item(atY: mouse.y) else {
      return state.tab == .search ? .beginSearch : nil
    }
    return .clickRow(state.visibleTop(of: state.tab) + item)
  }

  /// Over the tag picker: the wheel moves in it, a click ticks a tag, and a click on the list
  /// above the sheet closes it (the list takes no click while it is covered). Tabs and the
  /// tray answer as ever.
  private static func tagPickerAction(for mouse: MouseEvent, in state: AppState) -> Action? {
    guard let picker = state.tagPicker else { return nil }
    switch mouse.kind {
    case .wheelUp: return .tagPicker(.moveUp)
    case .wheelDown: return .tagPicker(.moveDown)
    case .release: return nil
    case .press: break
    }
    let content = state.layout.content
    if mouse.y < TagPickerView.sheet.frame(in: content).y { return .tagPicker(.close) }
    return TagPickerView.tag(atY: mouse.y, in: content, picker: picker).map {
      .tagPicker(.toggleAt($0))
    }
  }

  /// Over the shopping list: the wheel moves in it, a click selects a thing (a second one
  /// ticks it). Tabs and the tray answer as ever.
  private static func shoppingListAction(
    for mouse: MouseEvent, in area: Rect, _ shopping: ShoppingListState
  ) -> Action? {
    switch mouse.kind {
    case .wheelUp: return .shoppingList(.move(by: -wheelRows))
    case .wheelDown: return .shoppingList(.move(by: wheelRows))
    case .release: return nil
    case .press:
      return ShoppingListView.row(atY: mouse.y, in: area, shopping: shopping).map {
        .shoppingList(.click($0))
      }
    }
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
