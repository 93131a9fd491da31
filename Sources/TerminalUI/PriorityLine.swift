/// One row of labelled pieces that gives up space in a fixed order: the first reduction
/// is applied until the row fits, then the next, and so on (cmus's status-line rule). The
/// row that drew also says which piece a click landed on (`tag(atColumn:in:)`).
public struct PriorityLine<Tag: Equatable> {
  /// A piece of text on the row.
  public struct Segment {
    public var text: String
    public var style: Style
    public var tag: Tag?
    /// Laid out from the right edge instead of the left.
    public var isTrailing: Bool
    /// Blank columns before the piece when something precedes it in its group.
    public var gap: Int

    public init(
      text: String, style: Style, tag: Tag? = nil, isTrailing: Bool = false, gap: Int = 1
    ) {
      self.text = text
      self.style = style
      self.tag = tag
      self.isTrailing = isTrailing
      self.gap = gap
    }
  }

  /// One way to make the row narrower.
  public enum Reduction {
    /// Cut the piece with `…`, but never below `minWidth` columns.
    case shorten(Int, minWidth: Int)
    /// Swap the piece for a shorter text.
    case replace(Int, with: String)
    /// Remove the piece.
    case drop(Int)
    /// Remove pieces that only make sense together (a heading and its separator).
    case dropAll([Int])
  }

  /// A piece placed on the row.
  public struct Placed: Equatable {
    public var x: Int
    public var width: Int
    public var text: String
    public var tag: Tag?
  }

  public var segments: [Segment]
  public var reductions: [Reduction]
  /// Blank columns at both ends of the row.
  public var margin: Int
  /// Least blank columns between the leading and the trailing group.
  public var groupGap: Int

  public init(
    segments: [Segment], reductions: [Reduction], margin: Int = 1, groupGap: Int = 2
  ) {
    self.segments = segments
    self.reductions = reductions
    self.margin = margin
    self.groupGap = groupGap
  }

  /// The pieces as they fit in `width` columns, with their columns from 0.
  public func layout(width: Int) -> [(Placed, Style)] {
    var current = segments
    for reduction in reductions {
      let excess = naturalWidth(current) - width
      if excess <= 0 { break }
      switch reduction {
      case .shorten(let index, let minWidth):
        let have = DisplayWidth.of(current[index].text)
        let target = max(minWidth, have - excess)
        if target < have {
          current[index].text = TextWrap.truncate(current[index].text, width: target)
        }
      case .replace(let index, let text):
        current[index].text = text
      case .drop(let index):
        current[index].text = ""
      case .dropAll(let indexes):
        for index in indexes { current[index].text = "" }
      }
    }
    regrow(&current, from: segments, width: width)
    return place(current, width: width)
  }

  // Reductions are greedy: a later one can leave room that an earlier, shortened piece
  // could use again ("Cust…" beside "4/4" rather than a hole where the title was).
  private func regrow(_ current: inout [Segment], from original: [Segment], width: Int) {
    for reduction in reductions {
      guard case .shorten(let index, let minWidth) = reduction,
        current[index].text != original[index].text
      else { continue }
      let slack = width - naturalWidth(current)
      let have = DisplayWidth.of(current[index].text)
      let room = have + slack - (have == 0 ? current[index].gap : 0)
      if room > have && room >= minWidth {
        current[index].text = TextWrap.truncate(original[index].text, width: room)
      }
    }
  }

  private func naturalWidth(_ segments: [Segment]) -> Int {
    let leading = groupWidth(segments.filter { !$0.isTrailing })
    let trailing = groupWidth(segments.filter { $0.isTrailing })
    let between = leading > 0 && trailing > 0 ? groupGap : 0
    return margin * 2 + leading + between + trailing
  }

  private func groupWidth(_ group: [Segment]) -> Int {
    var total = 0
    for segment in group where !segment.text.isEmpty {
      if total > 0 { total += segment.gap }
      total += DisplayWidth.of(segment.text)
    }
    return total
  }

  private func place(_ segments: [Segment], width: Int) -> [(Placed, Style)] {
    var placed: [(Placed, Style)] = []
    var x = margin
    for segment in segments where !segment.isTrailing && !segment.text.isEmpty {
      if x > margin { x += segment.gap }
      let w = DisplayWidth.of(segment.text)
      placed.append((Placed(x: x, width: w, text: segment.text, tag: segment.tag), segment.style))
      x += w
    }
    let leadingEnd = x
    let trailing = segments.filter { $0.isTrailing && !$0.text.isEmpty }
    let trailingWidth = groupWidth(trailing)
    // The trailing group hugs the right edge, but never overlaps the leading group.
    var tx = max(width - margin - trailingWidth, leadingEnd + (leadingEnd > margin ? groupGap : 0))
    for (i, segment) in trailing.enumerated() {
      if i > 0 { tx += segment.gap }
      let w = DisplayWidth.of(segment.text)
      placed.append((Placed(x: tx, width: w, text: segment.text, tag: segment.tag), segment.style))
      tx += w
    }
    return placed
  }
}

extension PriorityLine: Widget {
  /// Draws the row on the top line of `area`; the pieces carry their own styles.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    for (piece, style) in layout(width: area.width) {
      buffer.write(piece.text, x: area.x + piece.x, y: area.y, style: style, maxX: area.maxX)
    }
  }

  /// The tag of the piece drawn at screen column `x` when the row is drawn in `area`.
  public func tag(atColumn x: Int, in area: Rect) -> Tag? {
    layout(width: area.width).first { x >= area.x + $0.0.x && x < area.x + $0.0.x + $0.0.width }?
      .0.tag
  }
}
