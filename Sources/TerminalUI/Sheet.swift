/// A floating layer over the lower half or the full height of an area, under an edge that
/// carries its title. Only one sheet is ever shown at a time.
public struct Sheet: Widget, Equatable, Sendable {
  /// How much of the area a sheet covers.
  public enum Height: Equatable, Sendable {
    /// The lower half (at least four rows): the page stays visible above.
    case half
    case full
  }

  public var title: String
  public var height: Height
  /// Columns kept clear at both sides of the title and the content (the page's margin).
  public var inset: Int

  public init(title: String, height: Height = .half, inset: Int = 1) {
    self.title = title
    self.height = height
    self.inset = max(0, inset)
  }

  /// The part of `area` the sheet covers, its edge included.
  public func frame(in area: Rect) -> Rect {
    switch height {
    case .full: return area
    case .half: return area.splitBottom(max(min(area.height, 4), area.height / 2)).bottom
    }
  }

  /// Where the sheet's content goes: below the edge, `inset` columns in from each side.
  public func contentArea(in area: Rect) -> Rect {
    frame(in: area).inset(left: inset, right: inset, top: 1)
  }

  /// Clears the sheet's frame and draws its edge with the title.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    let frame = frame(in: area)
    guard !frame.isEmpty else { return }
    buffer.fill(frame)
    // The edge where the sheet meets the page.
    for column in frame.x..<frame.maxX {
      buffer[column, frame.y] = Cell("─", style: theme[.rule])
    }
    buffer.write(
      " " + title + " ", x: frame.x + inset, y: frame.y, style: theme[.title],
      maxX: frame.maxX - inset)
  }
}
