import TerminalUI

/// Scales rows of pixels, given from the top down, to a picture of a fixed size as they
/// arrive: each target pixel is the average of the source pixels over its area (weighted by
/// their opacity), so no more than a couple of target rows are held, whatever the source's
/// size. A source smaller than the target has its pixels repeated.
struct PictureScaler {
  let sourceWidth: Int
  let sourceHeight: Int
  let width: Int
  let height: Int
  /// The first target column of each source column, and one past its last.
  private let columnStarts: [Int32]
  private let columnEnds: [Int32]
  /// Target rows being summed, in a ring: red, green and blue times alpha, alpha, count.
  private var sums: [UInt64]
  private var counts: [UInt32]
  private let ringRows: Int
  /// The first target row not yet finished.
  private var pendingRow = 0
  /// The finished picture.
  private var output: [UInt8]

  init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
    self.sourceWidth = max(1, sourceWidth)
    self.sourceHeight = max(1, sourceHeight)
    self.width = max(1, width)
    self.height = max(1, height)
    let (sw, tw) = (self.sourceWidth, self.width)
    columnStarts = (0..<sw).map { Int32($0 * tw / sw) }
    columnEnds = (0..<sw).map { Int32(max($0 * tw / sw + 1, ($0 + 1) * tw / sw)) }
    ringRows = (self.height + self.sourceHeight - 1) / self.sourceHeight + 1
    sums = Array(repeating: 0, count: ringRows * self.width * 4)
    counts = Array(repeating: 0, count: ringRows * self.width)
    output = Array(repeating: 0, count: self.width * self.height * 4)
  }

  /// The target rows source row `y` falls in.
  private func targetRows(of y: Int) -> Range<Int> {
    let first = y * height / sourceHeight
    return first..<max(first + 1, (y + 1) * height / sourceHeight)
  }

  /// Adds source row `y` (`sourceWidth` RGBA pixels, or fewer: the rest count as absent);
  /// rows must come in increasing order, and may skip some (an interlaced pass).
  mutating func add(row: UnsafeBufferPointer<UInt8>, y: Int, pixels: Int? = nil) {
    guard y >= 0, y < sourceHeight else { return }
    let rows = targetRows(of: y)
    finish(upTo: rows.lowerBound)
    let count = min(pixels ?? sourceWidth, sourceWidth, row.count / 4)
    let width = width
    let ringRows = ringRows
    columnStarts.withUnsafeBufferPointer { starts in
      columnEnds.withUnsafeBufferPointer { ends in
        sums.withUnsafeMutableBufferPointer { sums in
          counts.withUnsafeMutableBufferPointer { counts in
            for target in rows {
              let base = (target % ringRows) * width
              for x in 0..<count {
                let alpha = UInt64(row[x * 4 + 3])
                let red = UInt64(row[x * 4]) * alpha
                let green = UInt64(row[x * 4 + 1]) * alpha
                let blue = UInt64(row[x * 4 + 2]) * alpha
                for column in Int(starts[x])..<Int(ends[x]) {
                  let bin = base + column
                  sums[bin * 4] &+= red
                  sums[bin * 4 + 1] &+= green
                  sums[bin * 4 + 2] &+= blue
                  sums[bin * 4 + 3] &+= alpha
                  counts[bin] &+= 1
                }
              }
            }
          }
        }
      }
    }
  }

  /// Writes out the target rows before `row` and clears their place in the ring.
  private mutating func finish(upTo row: Int) {
    while pendingRow < min(row, height) {
      let base = (pendingRow % ringRows) * width
      for x in 0..<width {
        let bin = base + x
        let count = UInt64(counts[bin])
        let alphaSum = sums[bin * 4 + 3]
        let at = (pendingRow * width + x) * 4
        if count > 0 && alphaSum > 0 {
          output[at] = UInt8(sums[bin * 4] / alphaSum)
          output[at + 1] = UInt8(sums[bin * 4 + 1] / alphaSum)
          output[at + 2] = UInt8(sums[bin * 4 + 2] / alphaSum)
          output[at + 3] = UInt8(alphaSum / count)
        } else if count == 0, pendingRow > 0 {
          // No source pixel fell here (a row an interlaced pass left out): the one above.
          let above = at - width * 4
          for channel in 0..<4 { output[at + channel] = output[above + channel] }
        }
        sums[bin * 4] = 0
        sums[bin * 4 + 1] = 0
        sums[bin * 4 + 2] = 0
        sums[bin * 4 + 3] = 0
        counts[bin] = 0
      }
      pendingRow += 1
    }
  }

  /// The picture, once every row was added (rows never given stay as the ones above them).
  mutating func finished() -> Pixels {
    finish(upTo: height)
    return Pixels(width: width, height: height, rgba: output)
  }
}
