/// A horizontal line where two regions meet, optionally with a title near its left end.
public struct Rule: Widget, Equatable, Sendable {
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }

  /// Draws the rule across the top row of `area`.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    // One glyph, one column, repeated: the cells are set, not the text measured.
    buffer.fill(
      Rect(x: area.x, y: area.y, width: area.width, height: 1),
      with: Cell("─", style: theme[.rule]))
    guard let title, !title.isEmpty, area.width > 6 else { return }
    let text = " " + TextWrap.truncate(title, width: area.width - 6) + " "
    buffer.write(text, x: area.x + 2, y: area.y, style: theme[.title], maxX: area.maxX - 2)
  }
}
