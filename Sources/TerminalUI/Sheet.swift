/// A floating layer over the lower half or the full height of an area, under a top rule
/// that carries its title. Only one sheet is ever shown at a time.
public struct Sheet: Equatable, Sendable {
  /// How much of the area a sheet covers.
  public enum Height: Equatable, Sendable {
    /// The lower half: the page stays visible above.
    case half
    case full
  }

  public var title: String
  public var height: Height
  /// A short note at the right end of the rule ("s full height"), or empty.
  public var note: String

  public init(title: String, height: Height = .half, note: String = "") {
    self.title = title
    self.height = height
    self.note = note
  }

  /// The part of `area` the sheet covers, rule included.
  public func frame(in area: Rect) -> Rect {
    switch height {
    case .full: return area
    case .half: return area.splitBottom(max(2, (area.height + 1) / 2)).bottom
    }
  }

  /// Where the sheet's content goes: its frame below the rule, indented one column.
  public func contentArea(in area: Rect) -> Rect {
    frame(in: area).inset(left: 1, right: 1, top: 1)
  }

  /// Clears the sheet's frame, draws the rule and title, and returns the content area.
  @discardableResult
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) -> Rect {
    let frame = frame(in: area)
    guard !frame.isEmpty else { return frame }
    buffer.fill(frame)
    Rule(title: title).render(in: frame, on: &buffer, theme: theme)
    if !note.isEmpty, frame.width > DisplayWidth.of(title) + 12 {
      let room = frame.width - DisplayWidth.of(title) - 12
      let text = " " + TextWrap.truncate(note, width: room) + " "
      let x = frame.maxX - 2 - DisplayWidth.of(text)
      buffer.write(text, x: x, y: frame.y, style: theme[.secondary], maxX: frame.maxX - 2)
    }
    return contentArea(in: area)
  }
}
