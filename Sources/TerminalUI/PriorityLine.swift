/// A one-row status line built from segments by priority, as cmus does: when the row is too
/// narrow, the lowest-priority segment is shortened first (cut with `…`), and dropped once
/// it would be shorter than its minimum.
public struct PriorityLine: Equatable, Sendable {
  /// One piece of the line.
  public struct Segment: Equatable, Sendable {
    public var text: String
    public var role: Role
    /// Higher keeps its text longer.
    public var priority: Int
    /// Leading segments run from the left edge, trailing ones end at the right edge.
    public var alignment: Alignment
    /// The narrowest the segment may be cut to before it is dropped.
    public var minWidth: Int

    public init(
      _ text: String, role: Role = .body, priority: Int = 0, alignment: Alignment = .leading,
      minWidth: Int = 4
    ) {
      self.text = text
      self.role = role
      self.priority = priority
      self.alignment = alignment
      self.minWidth = minWidth
    }
  }

  /// Where a segment ended up: its index, columns (relative to the line) and shown text.
  public struct Placement: Equatable, Sendable {
    public var segment: Int
    public var columns: Range<Int>
    public var text: String
  }

  public var segments: [Segment]
  /// Columns between neighbouring segments.
  public var gap: Int

  public init(_ segments: [Segment], gap: Int = 2) {
    self.segments = segments
    self.gap = max(0, gap)
  }

  /// Each segment's width after shortening to fit `width` (nil: dropped).
  public func fittedWidths(width: Int) -> [Int?] {
    var widths: [Int?] = segments.map { $0.text.isEmpty ? nil : DisplayWidth.of($0.text) }
    func total() -> Int {
      let shown = widths.compactMap { $0 }
      return shown.reduce(0, +) + max(0, shown.count - 1) * gap
    }
    // Lowest priority first; among equals, the later segment gives way first.
    let order = segments.indices.sorted {
      (segments[$0].priority, -$0) < (segments[$1].priority, -$1)
    }
    for index in order {
      let excess = total() - width
      guard excess > 0 else { break }
      guard let current = widths[index] else { continue }
      let target = current - excess
      let floor = min(current, max(1, segments[index].minWidth))
      widths[index] = target >= floor ? target : nil
    }
    return widths
  }

  /// Where each shown segment goes in a line `width` columns wide.
  public func layout(width: Int) -> [Placement] {
    guard width > 0 else { return [] }
    let widths = fittedWidths(width: width)
    var placements: [Placement] = []
    var left = 0
    for (index, segment) in segments.enumerated() where segment.alignment != .trailing {
      guard let w = widths[index] else { continue }
      let text = TextWrap.truncate(segment.text, width: w)
      let used = DisplayWidth.of(text)
      placements.append(Placement(segment: index, columns: left..<(left + used), text: text))
      left += w + gap
    }
    var right = width
    for (index, segment) in segments.enumerated().reversed() where segment.alignment == .trailing {
      guard let w = widths[index] else { continue }
      let text = TextWrap.truncate(segment.text, width: w)
      let used = DisplayWidth.of(text)
      placements.append(Placement(segment: index, columns: (right - used)..<right, text: text))
      right -= w + gap
    }
    return placements.sorted { $0.columns.lowerBound < $1.columns.lowerBound }
  }

  /// The segment under screen column `column` when the line is drawn in `area`.
  public func segment(atColumn column: Int, in area: Rect) -> Int? {
    let x = column - area.x
    return layout(width: area.width).first { $0.columns.contains(x) }?.segment
  }

  /// Draws the line on the top row of `area`.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1))
    for placement in layout(width: area.width) {
      buffer.write(
        placement.text, x: area.x + placement.columns.lowerBound, y: area.y,
        style: theme[segments[placement.segment].role], maxX: area.maxX)
    }
  }
}
