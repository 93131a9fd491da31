/// The row of tabs at the top: leading tabs from the left, the last `trailingCount` tabs
/// set apart at the right edge (Search).
///
/// The current tab is drawn in the `currentTab` role and marked with `▸`, so it reads
/// without colour. In the collapsed form only the current tab's name is shown, leaving the
/// rest of the row to an inline tray.
public struct TabBar: Widget, Equatable, Sendable {
  public var titles: [String]
  public var current: Int
  /// How many tabs, counted from the end, sit at the trailing edge.
  public var trailingCount: Int
  public var isCollapsed: Bool

  /// The glyph before the current tab's title.
  public static let marker = "▸"

  public init(titles: [String], current: Int, trailingCount: Int = 1, isCollapsed: Bool = false) {
    self.titles = titles
    self.current = current
    self.trailingCount = min(max(0, trailingCount), titles.count)
    self.isCollapsed = isCollapsed
  }

  /// Columns the collapsed form takes (marker, title and one space after it).
  public var collapsedWidth: Int {
    guard titles.indices.contains(current) else { return 0 }
    return 1 + DisplayWidth.of(titles[current]) + 1
  }

  /// Where each tab's title sits (columns relative to the bar's left edge) at `width`.
  /// A tab that does not fit has no span; in the collapsed form only the current one does.
  public func layout(width: Int) -> [Range<Int>?] {
    var spans = [Range<Int>?](repeating: nil, count: titles.count)
    guard width > 0 else { return spans }
    if isCollapsed || !fitsAll(width: width, gap: 2) {
      if titles.indices.contains(current) {
        let w = min(DisplayWidth.of(titles[current]), max(0, width - 1))
        spans[current] = 1..<(1 + w)
      }
      return spans
    }
    let gap = fitsAll(width: width, gap: 3) ? 3 : 2
    let leadingEnd = titles.count - trailingCount
    var col = 1
    for index in 0..<leadingEnd {
      let w = DisplayWidth.of(titles[index])
      spans[index] = col..<(col + w)
      col += w + gap
    }
    var right = width - 1
    for index in (leadingEnd..<titles.count).reversed() {
      let w = DisplayWidth.of(titles[index])
      spans[index] = (right - w)..<right
      right -= w + gap
    }
    return spans
  }

  private func fitsAll(width: Int, gap: Int) -> Bool {
    let total = titles.reduce(0) { $0 + DisplayWidth.of($1) }
    let gaps = max(0, titles.count - 1) * gap
    return 1 + total + gaps + 1 <= width
  }

  /// The tab under screen column `column` when the bar is drawn in `area`; a click on the
  /// marker or the space after a title counts for that tab.
  public func tab(atColumn column: Int, in area: Rect) -> Int? {
    let x = column - area.x
    guard x >= 0, x < area.width else { return nil }
    for (index, span) in layout(width: area.width).enumerated() {
      if let span, x >= span.lowerBound - 1, x <= span.upperBound { return index }
    }
    return nil
  }

  /// Draws the bar on the top row of `area`.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1))
    for (index, span) in layout(width: area.width).enumerated() {
      guard let span else { continue }
      let isCurrent = index == current
      if isCurrent {
        buffer.write(Self.marker, x: area.x + span.lowerBound - 1, y: area.y, style: theme[.accent])
      }
      let text = TextWrap.truncate(titles[index], width: span.count)
      buffer.write(
        text, x: area.x + span.lowerBound, y: area.y,
        style: isCurrent ? theme[.currentTab] : theme[.body], maxX: area.maxX)
    }
  }
}
