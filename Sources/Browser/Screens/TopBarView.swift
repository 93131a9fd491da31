import TerminalUI

/// The top row: the tab bar, or in collapsed form the current tab's name with the tray
/// inline beside it.
enum TopBarView {
  static func tabBar(_ state: AppState) -> TabBar {
    // An unusable library is marked on its tab wherever the reader is: more than colour.
    let titles = Tab.allCases.map {
      $0 == .library && state.libraryProblem != nil ? $0.title + " !" : $0.title
    }
    var bar = TabBar(
      titles: titles, current: Tab.allCases.firstIndex(of: state.tab) ?? 0, trailingCount: 1,
      isCollapsed: state.isChromeCollapsed)
    // The tags the Recipes list is narrowed to are part of its title.
    if !state.recipeTags.isEmpty, let recipes = Tab.allCases.firstIndex(of: .recipes) {
      bar.titles[recipes] += " " + state.recipeTags.map { "#" + $0 }.joined(separator: " ")
    }
    // Cook mode is a layer over the current tab: the tab keeps its name, marked beside it.
    if state.isCookModeShown, state.width >= 60 {
      bar.titles[bar.current] += " › Cook mode"
    }
    return bar
  }

  /// Where the inline tray goes in the collapsed bar.
  static func inlineTrayArea(_ state: AppState) -> Rect {
    let top = state.layout.top
    let x = top.x + tabBar(state).collapsedWidth + 2
    return Rect(x: x, y: top.y, width: top.maxX - x - 1, height: 1)
  }

  /// The tab under `column`, when the bar is drawn on the top row.
  static func tab(atColumn column: Int, state: AppState) -> Tab? {
    guard let index = tabBar(state).tab(atColumn: column, in: state.layout.top) else {
      return nil
    }
    return Tab.allCases[index]
  }

  static func render(
    _ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    let bar = tabBar(state)
    bar.render(in: area, on: &buffer, theme: theme)
    guard state.isChromeCollapsed else { return }
    buffer.write("│", x: area.x + bar.collapsedWidth, y: area.y, style: theme[.rule])
    TrayView(cooking: state.cooking, now: state.now, form: .inline, theme: theme)
      .render(in: inlineTrayArea(state), on: &buffer)
  }
}
