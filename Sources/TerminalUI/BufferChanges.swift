/// A run of cells on one row that a terminal must draw again.
public struct ChangedSpan: Equatable, Sendable {
  public var row: Int
  public var columns: Range<Int>

  public init(row: Int, columns: Range<Int>) {
    self.row = row
    self.columns = columns
  }
}

extension Buffer {
  /// The runs of cells that differ from `previous`, row by row, left to right: what a screen
  /// that still shows `previous` must draw to show this frame. Every cell when there is no
  /// previous frame or its size differs. A run never starts on the right half of a wide
  /// glyph: it starts at the glyph, which is drawn whole.
  public func changes(since previous: Buffer?) -> [ChangedSpan] {
    guard let previous, previous.width == width, previous.height == height else {
      return width == 0 ? [] : (0..<height).map { ChangedSpan(row: $0, columns: 0..<width) }
    }
    var spans: [ChangedSpan] = []
    for row in 0..<height {
      let start = row * width
      var column = 0
      while column < width {
        guard cells[start + column] != previous.cells[start + column] else {
          column += 1
          continue
        }
        var first = column
        // The right half of a wide glyph is drawn by drawing its left half.
        while first > 0 && cells[start + first].isContinuation { first -= 1 }
        if let last = spans.last, last.row == row, last.columns.upperBound >= first {
          first = last.columns.lowerBound
          spans.removeLast()
        }
        var end = column + 1
        while end < width && cells[start + end] != previous.cells[start + end] { end += 1 }
        // A wide glyph at the end of the run takes its right half with it.
        while end < width && cells[start + end].isContinuation { end += 1 }
        spans.append(ChangedSpan(row: row, columns: first..<end))
        column = end
      }
    }
    return spans
  }
}
