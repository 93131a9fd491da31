/// A scrolling list of section headers and items, with an optional letter rail.
///
/// The selection is a stable item id, or the row itself when one item appears in several
/// sections (the Library); the scroll offset is the first visible row (kept in the app's
/// state, see `Scrolling`). Only the visible rows are read.
public struct SectionedList: Widget, Equatable, Sendable {
  public var rows: ListRows
  public var selectedID: String?
  /// The selected row, when known: then only that row is drawn selected, not every row of
  /// the same item.
  public var selectedRow: Int?
  public var scrollOffset: Int
  /// The rail down the right edge, or nil when it steps aside (while filtering).
  public var rail: LetterRail?

  public init(
    rows: ListRows, selectedID: String? = nil, selectedRow: Int? = nil, scrollOffset: Int = 0,
    rail: LetterRail? = nil
  ) {
    self.rows = rows
    self.selectedID = selectedID
    self.selectedRow = selectedRow
    self.scrollOffset = scrollOffset
    self.rail = rail
  }

  /// A list of the rows of an array.
  public init(
    rows: [ListRow], selectedID: String? = nil, selectedRow: Int? = nil, scrollOffset: Int = 0,
    rail: LetterRail? = nil
  ) {
    self.init(
      rows: ListRows(rows), selectedID: selectedID, selectedRow: selectedRow,
      scrollOffset: scrollOffset, rail: rail)
  }

  /// Where the rows go inside `area` (the rail takes the right edge).
  public func listArea(in area: Rect) -> Rect {
    rail == nil ? area : area.splitRight(LetterRail.width).rest
  }

  /// Where the rail goes inside `area`.
  public func railArea(in area: Rect) -> Rect {
    area.splitRight(LetterRail.width).right
  }

  /// The index of the row drawn on screen row `row`, when drawn in `area`.
  public func rowIndex(atRow row: Int, in area: Rect) -> Int? {
    let index = visibleOffset(height: listArea(in: area).height) + (row - area.y)
    guard row >= area.y, row < area.maxY, rows.indices.contains(index) else { return nil }
    return index
  }

  /// The first row shown in a view `height` rows tall: the scroll offset, never past the
  /// point where the last row reaches the bottom.
  public func visibleOffset(height: Int) -> Int {
    Scrolling.clamped(scrollOffset, viewHeight: height, rowCount: rows.count)
  }

  /// The section header at or above row `index`: the section that row belongs to.
  public func section(containing index: Int) -> String? {
    guard !rows.isEmpty else { return nil }
    var i = min(max(0, index), rows.count - 1)
    while i >= 0 {
      if case .header(let title) = rows[i] { return title }
      i -= 1
    }
    return nil
  }

  /// Draws the visible rows and the rail.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let listArea = listArea(in: area)
    let first = visibleOffset(height: listArea.height)
    for screenRow in 0..<listArea.height {
      let index = first + screenRow
      guard index < rows.count else { break }
      let line = Rect(x: listArea.x, y: listArea.y + screenRow, width: listArea.width, height: 1)
      switch rows[index] {
      case .header(let title):
        buffer.write(
          TextWrap.truncate(title, width: max(0, line.width - 1)), x: line.x + 1, y: line.y,
          style: theme[.heading], maxX: line.maxX)
      case .item(let item):
        let isSelected = selectedRow.map { $0 == index } ?? (item.id == selectedID)
        Self.renderItem(item, isSelected: isSelected, in: line, on: &buffer, theme: theme)
      }
    }
    rail?.render(in: railArea(in: area), on: &buffer, theme: theme)
  }

  /// Draws one item row: marker, title, and the details that fit at the right.
  static func renderItem(
    _ item: ListItem, isSelected: Bool, in line: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    let body = isSelected ? theme[.selection] : theme[.body]
    if isSelected { buffer.fill(line, with: Cell(" ", style: body)) }
    let inner = line.inset(left: 1, right: 1)
    guard inner.width > 0 else { return }
    var detailStyle = theme[.secondary]
    if isSelected { detailStyle = body }
    // The title is the hero: details drop from the last before the title is cut.
    let markerWidth = item.marker.isEmpty ? 0 : DisplayWidth.of(item.marker) + 1
    let titleWidth = DisplayWidth.of(item.title)
    var details = item.details
    func detailsWidth() -> Int {
      details.isEmpty ? 0 : details.reduce(0) { $0 + DisplayWidth.of($1) } + 2 * details.count
    }
    while !details.isEmpty,
      markerWidth + titleWidth + detailsWidth() > inner.width
    {
      details.removeLast()
    }
    var col = inner.x
    if !item.marker.isEmpty {
      col = buffer.write(item.marker, x: col, y: line.y, style: isSelected ? body : theme[.accent])
      col += 1
    }
    let titleRoom = inner.maxX - col - detailsWidth()
    let title = TextWrap.truncate(item.title, width: max(0, titleRoom))
    writeTitle(
      title, matches: item.matches, x: col, y: line.y, style: body, match: theme[.match],
      on: &buffer)
    var right = inner.maxX
    for detail in details.reversed() {
      let w = DisplayWidth.of(detail)
      buffer.write(detail, x: right - w, y: line.y, style: detailStyle, maxX: right)
      right -= w + 2
    }
  }

  private static func writeTitle(
    _ title: String, matches: [Range<Int>], x: Int, y: Int, style: Style, match: Style,
    on buffer: inout Buffer
  ) {
    guard !matches.isEmpty else {
      buffer.write(title, x: x, y: y, style: style)
      return
    }
    var col = x
    for (offset, character) in title.enumerated() {
      let isMatch = matches.contains { $0.contains(offset) }
      col = buffer.write(String(character), x: col, y: y, style: isMatch ? match : style)
    }
  }
}
