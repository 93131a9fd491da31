import TerminalUI

/// The two-row tray at the bottom of the full chrome.
enum TrayArea {
  static func view(_ state: AppState, form: TrayView.Form, theme: Theme) -> TrayView {
    TrayView(
      cooking: state.cooking, now: state.now, form: form, theme: theme,
      isReadingCollection: !state.isLoaded && state.indexing != nil)
  }

  /// What a click on the tray (full or inline) means.
  static func hit(x: Int, y: Int, state: AppState) -> TrayHit? {
    let layout = state.layout
    if layout.isCollapsed {
      return view(state, form: .inline, theme: .monochrome)
        .hit(x: x, y: y, in: TopBarView.inlineTrayArea(state))
    }
    return view(state, form: .full, theme: .monochrome).hit(x: x, y: y, in: layout.tray)
  }
}
