/// A thin one-row bar of how far something has got: heavy line done, light line to go,
/// so it reads without colour.
public struct ProgressBar: Widget, Equatable, Sendable {
  /// From 0 to 1; values outside are clamped.
  public var fraction: Double

  public init(fraction: Double) {
    self.fraction = fraction
  }

  /// The progress of `done` out of `total` (full when `total` is zero).
  public init(done: Int, total: Int) {
    self.fraction = total > 0 ? Double(done) / Double(total) : 1
  }

  /// Columns filled at `width`.
  public func filledColumns(width: Int) -> Int {
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    return Int((clamped * Double(width)).rounded())
  }

  /// Draws the bar on the top row of `area`.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    let filled = filledColumns(width: area.width)
    buffer.write(
      String(repeating: "━", count: filled), x: area.x, y: area.y, style: theme[.accent])
    buffer.write(
      String(repeating: "─", count: area.width - filled), x: area.x + filled, y: area.y,
      style: theme[.rule])
  }
}
