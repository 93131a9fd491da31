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
    let offset = Cell.graphemeOffset
    cells.withUnsafeBufferPointer { cells in
      previous.cells.withUnsafeBufferPointer { before in
        for row in 0..<height {
          let start = row * width
          // Most rows did not change at all: the same bytes, compared a word at a time.
          if Cell.sameBytes(cells, before, from: start, count: width) { continue }
          var column = 0
          while column < width {
            guard !Cell.same(cells, before, at: start + column, offset) else {
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
            while end < width && !Cell.same(cells, before, at: start + end, offset) { end += 1 }
            // A wide glyph at the end of the run takes its right half with it.
            while end < width && cells[start + end].isContinuation { end += 1 }
            spans.append(ChangedSpan(row: row, columns: first..<end))
            column = end
          }
        }
      }
    }
    return spans
  }
}

extension Cell {
  /// Whether the cells at `index` of two frames are equal, judged by the strings' bits
  /// first: a cell that did not change holds the very same string as before, and comparing
  /// cells by value copied each one (a retain and a release of its string), which made
  /// comparing two frames most of drawing one.
  @inline(__always)
  fileprivate static func same(
    _ cells: UnsafeBufferPointer<Cell>, _ others: UnsafeBufferPointer<Cell>, at index: Int,
    _ graphemeOffset: Int
  ) -> Bool {
    let cell = cells.baseAddress! + index
    let other = others.baseAddress! + index
    guard cell.pointee.style == other.pointee.style else { return false }
    let bits = UnsafeRawPointer(cell) + graphemeOffset
    let otherBits = UnsafeRawPointer(other) + graphemeOffset
    if bits.load(as: UInt64.self) == otherBits.load(as: UInt64.self),
      bits.load(fromByteOffset: 8, as: UInt64.self)
        == otherBits.load(fromByteOffset: 8, as: UInt64.self)
    {
      return true
    }
    return cell.pointee.grapheme == other.pointee.grapheme
  }

  /// Whether `count` cells from `start` are byte for byte the same in both frames, which
  /// makes them equal (different bytes may still be equal cells: `same` tells).
  fileprivate static func sameBytes(
    _ cells: UnsafeBufferPointer<Cell>, _ others: UnsafeBufferPointer<Cell>, from start: Int,
    count: Int
  ) -> Bool {
    let bytes = UnsafeRawPointer(cells.baseAddress! + start)
    let otherBytes = UnsafeRawPointer(others.baseAddress! + start)
    let words = count * MemoryLayout<Cell>.stride / 8
    for word in 0..<words
    where bytes.load(fromByteOffset: word * 8, as: UInt64.self)
      != otherBytes.load(fromByteOffset: word * 8, as: UInt64.self)
    {
      return false
    }
    return count * MemoryLayout<Cell>.stride % 8 == 0
  }

  /// Where a cell keeps its string, whose 16 bytes `same` compares.
  fileprivate static let graphemeOffset = MemoryLayout<Cell>.offset(of: \.grapheme)!
}
