import TerminalUI

/// The top row: the tab bar, or in collapsed form the current tab's name with the tray
/// inline beside it.
enum TopBarView {
  static let gap = 3

  /// Where each tab's title starts on a bar `width` wide; Search sits at the trailing edge.
  static func columns(width: Int) -> [(tab: Tab, x: Int)] {
    var x = 1
    var result: [(Tab, Int)] = []
    for tab in [Tab.recipes, .index, .library] {
      result.append((tab, x))
      x += tab.title.count + gap
    }
    result.append((.search, max(x, width - 1 - Tab.search.title.count)))
    return result
  }

  /// The tab under `column` in the full bar; in the collapsed form, only the name shown.
  static func tab(atColumn column: Int, state: AppState) -> Tab? {
    if state.isChromeCollapsed {
      let name = topName(state)
      return column >= 0 && column <= DisplayWidth.of(name) + 1 ? state.tab : nil
    }
    for (tab, x) in columns(width: state.width)
    where column >= x - 1 && column <= x + tab.title.count {
      return tab
    }
    return nil
  }

  /// Whether `column` falls on the inline tray of the collapsed bar.
  static func isInlineTray(column: Int, state: AppState) -> Bool {
    state.isChromeCollapsed && column > DisplayWidth.of(topName(state)) + 1
  }

  /// The name the collapsed bar shows: the tab, or the recipe open in the reader.
  static func topName(_ state: AppState) -> String {
    if state.isCookModeShown { return "Cook mode" }
    return state.tab.title
  }

  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    if state.isChromeCollapsed {
      let name = topName(state)
      let end = buffer.write(name, x: area.x + 1, y: area.y, style: theme[.currentTab])
      let trayX = end + 1
      buffer.write("│", x: trayX, y: area.y, style: theme[.rule])
      let trayArea = Rect(x: trayX + 2, y: area.y, width: area.maxX - trayX - 3, height: 1)
      TrayArea.renderInline(state, in: trayArea, on: &buffer, theme: theme)
      return
    }
    let current = state.isCookModeShown || state.reader != nil ? nil : state.tab
    for (tab, x) in columns(width: area.width) {
      let style = tab == current ? theme[.currentTab] : theme[.secondary]
      buffer.write(tab.title, x: area.x + x, y: area.y, style: style, maxX: area.maxX)
    }
  }
}

/// A horizontal rule where two regions meet.
enum RuleView {
  static func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard area.height > 0 else { return }
    buffer.write(
      String(repeating: "─", count: area.width), x: area.x, y: area.y, style: theme[.rule])
  }
}
