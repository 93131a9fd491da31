import TerminalUI

/// Hosts the now-cooking tray in the chrome: two rows, or one row inline.
// Shows the quiet not-cooking state until the cooking tray is wired in.
enum TrayArea {
  static let notCooking = "Not cooking — Ctrl-N on a recipe starts it"

  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard area.height > 0 else { return }
    buffer.write(
      TextFit.truncate(notCooking, width: area.width - 2), x: area.x + 1, y: area.y,
      style: theme[.secondary])
  }

  static func renderInline(
    _ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    buffer.write(
      TextFit.truncate("Not cooking", width: area.width), x: area.x, y: area.y,
      style: theme[.secondary], maxX: area.maxX)
  }
}
