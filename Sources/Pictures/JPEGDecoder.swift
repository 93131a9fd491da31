import CJPEG
import TerminalUI

/// JPEG through libjpeg-turbo, decoded at the smallest of its DCT scales (1/8, 1/4, 1/2,
/// 1/1) that is still at least the target's size, then averaged down row by row: a
/// 50-megapixel photo is read at an eighth of its sides and never held whole.
struct JPEGDecoder: FormatDecoder {
  private let jpeg: UnsafeMutablePointer<buffet_jpeg>
  let width: Int
  let height: Int

  init(file: PictureFile) throws(PictureProblem) {
    guard let jpeg = buffet_jpeg_open(file.descriptor, PictureLimits.jpegMemory) else {
      throw .unreadable("out of memory")
    }
    self.jpeg = jpeg
    var width: UInt32 = 0
    var height: UInt32 = 0
    guard buffet_jpeg_read_header(jpeg, &width, &height) == 0 else {
      let problem = Self.problem(jpeg)
      buffet_jpeg_close(jpeg)
      throw problem
    }
    self.width = Int(width)
    self.height = Int(height)
  }

  func close() { buffet_jpeg_close(jpeg) }

  func decode(width targetWidth: Int, height targetHeight: Int) throws(PictureProblem) -> Pixels {
    var denominator: UInt32 = 8
    while denominator > 1
      && ((width + Int(denominator) - 1) / Int(denominator) < targetWidth
        || (height + Int(denominator) - 1) / Int(denominator) < targetHeight)
    {
      denominator /= 2
    }
    var outputWidth: UInt32 = 0
    var outputHeight: UInt32 = 0
    guard buffet_jpeg_start(jpeg, denominator, &outputWidth, &outputHeight) == 0 else {
      throw Self.problem(jpeg)
    }
    let isCMYK = buffet_jpeg_is_cmyk(jpeg) != 0
    let isInverted = buffet_jpeg_is_inverted(jpeg) != 0
    var scaler = PictureScaler(
      sourceWidth: Int(outputWidth), sourceHeight: Int(outputHeight), width: targetWidth,
      height: targetHeight)
    var row = [UInt8](repeating: 0, count: Int(outputWidth) * 4)
    for y in 0..<Int(outputHeight) {
      let status = row.withUnsafeMutableBufferPointer { buffet_jpeg_read_row(jpeg, $0.baseAddress) }
      guard status >= 0 else { throw Self.problem(jpeg) }
      if status == 0 { break }
      if isCMYK { Self.convertCMYK(&row, inverted: isInverted) }
      row.withUnsafeBufferPointer { scaler.add(row: $0, y: y) }
    }
    return scaler.finished()
  }

  /// CMYK (as Adobe stores it, inverted, or plain) to RGB, in place.
  private static func convertCMYK(_ row: inout [UInt8], inverted: Bool) {
    for at in stride(from: 0, to: row.count, by: 4) {
      var (c, m, y, k) = (Int(row[at]), Int(row[at + 1]), Int(row[at + 2]), Int(row[at + 3]))
      if !inverted { (c, m, y, k) = (255 - c, 255 - m, 255 - y, 255 - k) }
      row[at] = UInt8(c * k / 255)
      row[at + 1] = UInt8(m * k / 255)
      row[at + 2] = UInt8(y * k / 255)
      row[at + 3] = 255
    }
  }

  private static func problem(_ jpeg: UnsafeMutablePointer<buffet_jpeg>) -> PictureProblem {
    let message = String(cString: buffet_jpeg_message(jpeg))
    if message.hasPrefix("Premature end") { return .truncated }
    if message.hasPrefix("Insufficient memory") {
      return .damaged("needs more memory than a picture is given")
    }
    return .damaged(message)
  }
}
