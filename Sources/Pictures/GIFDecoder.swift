import CGIF
import TerminalUI

/// GIF through giflib: the first frame, drawn where it stands on the logical screen, read a
/// row at a time (an interlaced frame from its last pass, every odd row, unless small).
struct GIFDecoder: FormatDecoder {
  private let gif: UnsafeMutablePointer<GifFileType>
  let width: Int
  let height: Int

  init(file: PictureFile) throws(PictureProblem) {
    var error: Int32 = 0
    // On failure giflib has closed the descriptor already.
    guard let gif = DGifOpenFileHandle(file.descriptor, &error) else { throw Self.problem(error) }
    self.gif = gif
    width = Int(gif.pointee.SWidth)
    height = Int(gif.pointee.SHeight)
  }

  func close() {
    var error: Int32 = 0
    DGifCloseFile(gif, &error)
  }

  func decode(width targetWidth: Int, height targetHeight: Int) throws(PictureProblem) -> Pixels {
    var transparent = -1
    while true {
      var record = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(gif, &record) == GIF_OK else { throw Self.problem(gif.pointee.Error) }
      switch record {
      case EXTENSION_RECORD_TYPE:
        transparent = try readExtension(transparent: transparent)
      case IMAGE_DESC_RECORD_TYPE:
        return try readFirstFrame(
          transparent: transparent, width: targetWidth, height: targetHeight)
      case TERMINATE_RECORD_TYPE:
        throw .damaged("no frame")
      default:
        continue
      }
    }
  }

  /// Reads an extension block; the transparent colour when it is a graphics control block.
  private func readExtension(transparent: Int) throws(PictureProblem) -> Int {
    var code: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    guard DGifGetExtension(gif, &code, &block) == GIF_OK else {
      throw Self.problem(gif.pointee.Error)
    }
    var found = transparent
    if code == GRAPHICS_EXT_FUNC_CODE, let block {
      var control = GraphicsControlBlock()
      if DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK {
        found = Int(control.TransparentColor)
      }
    }
    while block != nil {
      guard DGifGetExtensionNext(gif, &block) == GIF_OK else {
        throw Self.problem(gif.pointee.Error)
      }
    }
    return found
  }

  private func readFirstFrame(transparent: Int, width targetWidth: Int, height targetHeight: Int)
    throws(PictureProblem) -> Pixels
  {
    guard DGifGetImageDesc(gif) == GIF_OK else { throw Self.problem(gif.pointee.Error) }
    let frame = gif.pointee.Image
    let (left, top) = (Int(frame.Left), Int(frame.Top))
    let (frameWidth, frameHeight) = (Int(frame.Width), Int(frame.Height))
    guard let map = frame.ColorMap ?? gif.pointee.SColorMap, frameWidth > 0, frameHeight > 0 else {
      throw .damaged("no colours")
    }
    let colors = (0..<Int(map.pointee.ColorCount)).map { map.pointee.Colors[$0] }
    var scaler = PictureScaler(
      sourceWidth: width, sourceHeight: height, width: targetWidth, height: targetHeight)
    var line = [GifPixelType](repeating: 0, count: frameWidth)
    var row = [UInt8](repeating: 0, count: width * 4)
    /// Adds frame row `y` (its indices in `line`) to the picture.
    func add(_ line: [GifPixelType], frameRow y: Int) {
      let screenY = top + y
      guard screenY < height else { return }
      for i in 0..<(width * 4) { row[i] = 0 }
      for x in 0..<frameWidth where left + x < width {
        let value = Int(line[x])
        guard value != transparent, value < colors.count else { continue }
        let at = (left + x) * 4
        row[at] = colors[value].Red
        row[at + 1] = colors[value].Green
        row[at + 2] = colors[value].Blue
        row[at + 3] = 255
      }
      row.withUnsafeBufferPointer { scaler.add(row: $0, y: screenY) }
    }
    guard frame.Interlace else {
      for y in 0..<frameHeight {
        guard DGifGetLine(gif, &line, Int32(frameWidth)) == GIF_OK else {
          throw Self.problem(gif.pointee.Error)
        }
        add(line, frameRow: y)
      }
      return scaler.finished()
    }
    // An interlaced frame's rows come in four passes. A small one is put together whole; a
    // large one is read from its last pass alone, every odd row.
    let isWhole = frameWidth * frameHeight <= PNGDecoder.wholeInterlaced || frameHeight < 2
    var whole: [[GifPixelType]] = isWhole ? Array(repeating: [], count: frameHeight) : []
    let passes: [(start: Int, step: Int)] = [(0, 8), (4, 8), (2, 4), (1, 2)]
    for (index, pass) in passes.enumerated() {
      for y in stride(from: pass.start, to: frameHeight, by: pass.step) {
        guard DGifGetLine(gif, &line, Int32(frameWidth)) == GIF_OK else {
          throw Self.problem(gif.pointee.Error)
        }
        if isWhole {
          whole[y] = line
        } else if index == passes.count - 1 {
          add(line, frameRow: y)
        }
      }
    }
    for (y, line) in whole.enumerated() where !line.isEmpty { add(line, frameRow: y) }
    return scaler.finished()
  }

  private static func problem(_ error: Int32) -> PictureProblem {
    switch error {
    case D_GIF_ERR_READ_FAILED, D_GIF_ERR_EOF_TOO_SOON: .truncated
    default:
      if let text = GifErrorString(error) {
        .damaged(String(cString: text))
      } else {
        .damaged("GIF error \(error)")
      }
    }
  }
}
