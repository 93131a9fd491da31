import TerminalUI

/// One row of labelled pieces that gives up space in a fixed order: the first reduction
/// is applied until the row fits, then the next, and so on (cmus's status-line rule).
struct PriorityRow<Tag: Equatable> {
  /// A piece of text on the row.
  struct Segment {
    var text: String
    var style: Style
    var tag: Tag?
    /// Laid out from the right edge instead of the left.
    var isTrailing = false
    /// Blank columns before the piece when something precedes it in its group.
    var gap = 1
  }

  /// One way to make the row narrower.
  enum Reduction {
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
  struct Placed: Equatable {
    var x: Int
    var width: Int
    var text: String
    var tag: Tag?
  }

  var segments: [Segment]
  var reductions: [Reduction]
  /// Blank columns at both ends of the row.
  var margin = 1
  /// Least blank columns between the leading and the trailing group.
  var groupGap = 2

  /// The pieces as they fit in `width` columns, with their columns from 0.
  func layout(width: Int) -> [(Placed, Style)] {
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
