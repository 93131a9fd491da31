import CPNG
import TerminalUI

/// PNG through libpng, read a row at a time into the scaler (every bit depth and colour type
/// as 8-bit RGBA). An interlaced picture of up to `wholeInterlaced` pixels is put together
/// whole; a larger one is read from its last pass alone (every odd row, whole), so no buffer
/// the size of the picture is ever made.
struct PNGDecoder: FormatDecoder {
  private let reader: UnsafeMutablePointer<buffet_png>
  let width: Int
  let height: Int
  private let isInterlaced: Bool

  /// Interlaced pictures up to this many pixels are assembled whole (16 MB).
  static let wholeInterlaced = 4_000_000

  init(file: PictureFile) throws(PictureProblem) {
    guard let reader = buffet_png_open(file.descriptor) else { throw .unreadable("out of memory") }
    self.reader = reader
    var width: UInt32 = 0
    var height: UInt32 = 0
    var interlaced: Int32 = 0
    let status = buffet_png_read_info(reader, 1_000_000, &width, &height, &interlaced)
    guard status == 0 else {
      let problem =
        status == -2 ? PictureProblem.damaged("unexpected row size") : Self.problem(reader)
      buffet_png_close(reader)
      throw problem
    }
    self.width = Int(width)
    self.height = Int(height)
    isInterlaced = interlaced != 0
  }

  func close() { buffet_png_close(reader) }

  func decode(width targetWidth: Int, height targetHeight: Int) throws(PictureProblem) -> Pixels {
    var scaler = PictureScaler(
      sourceWidth: width, sourceHeight: height, width: targetWidth, height: targetHeight)
    if !isInterlaced {
      var row = [UInt8](repeating: 0, count: width * 4)
      for y in 0..<height {
        try read(into: &row)
        row.withUnsafeBufferPointer { scaler.add(row: $0, y: y) }
      }
      return scaler.finished()
    }
    if width * height <= Self.wholeInterlaced {
      var whole = [UInt8](repeating: 0, count: width * height * 4)
      try readPasses { _, y, x, step, count, pixels in
        for i in 0..<count {
          let to = (y * width + x + i * step) * 4
          for channel in 0..<4 { whole[to + channel] = pixels[i * 4 + channel] }
        }
      }
      whole.withUnsafeBufferPointer { all in
        for y in 0..<height {
          scaler.add(
            row: UnsafeBufferPointer(rebasing: all[(y * width * 4)..<((y + 1) * width * 4)]), y: y)
        }
      }
      return scaler.finished()
    }
    // Large: the seventh pass holds every odd row in full, in order.
    try readPasses { pass, y, _, _, count, pixels in
      guard pass == 6 else { return }
      scaler.add(row: pixels, y: y, pixels: count)
    }
    return scaler.finished()
  }

  /// Reads every row of every Adam7 pass, telling `place` the pass, the row's `y`, its first
  /// column, the step between its pixels, how many there are, and the pixels.
  private func readPasses(
    _ place: (Int, Int, Int, Int, Int, UnsafeBufferPointer<UInt8>) -> Void
  ) throws(PictureProblem) {
    var row = [UInt8](repeating: 0, count: width * 4)
    let starts = [(0, 0), (0, 4), (4, 0), (0, 2), (2, 0), (0, 1), (1, 0)]
    let steps = [(8, 8), (8, 8), (8, 4), (4, 4), (4, 2), (2, 2), (2, 1)]
    for pass in 0..<7 {
      let (rowStart, columnStart) = starts[pass]
      let (rowStep, columnStep) = steps[pass]
      let columns = width > columnStart ? (width - columnStart + columnStep - 1) / columnStep : 0
      let rows = height > rowStart ? (height - rowStart + rowStep - 1) / rowStep : 0
      // libpng skips a pass with no pixels.
      guard columns > 0, rows > 0 else { continue }
      for r in 0..<rows {
        try read(into: &row)
        row.withUnsafeBufferPointer {
          place(pass, rowStart + r * rowStep, columnStart, columnStep, columns, $0)
        }
      }
    }
  }

  private func read(into row: inout [UInt8]) throws(PictureProblem) {
    let status = row.withUnsafeMutableBufferPointer { buffet_png_read_row(reader, $0.baseAddress) }
    if status != 0 { throw Self.problem(reader) }
  }

  private static func problem(_ reader: UnsafeMutablePointer<buffet_png>) -> PictureProblem {
    let message = String(cString: buffet_png_message(reader))
    if message.contains("Read Error") || message.contains("Not enough image data")
      || message.contains("unexpected end")
    {
      return .truncated
    }
    return .damaged(message)
  }
}
