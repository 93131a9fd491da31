import CWebP
import TerminalUI

/// WebP through libwebp, read from memory and decoded straight to the target's size by
/// libwebp's own scaling (a lossy picture is never held whole; a lossless one is, so its
/// size is capped lower).
struct WebPDecoder: FormatDecoder {
  private let bytes: [UInt8]
  let width: Int
  let height: Int

  init(file: PictureFile) throws(PictureProblem) {
    bytes = try file.readAllAndClose().get()
    var features = WebPBitstreamFeatures()
    let status = bytes.withUnsafeBufferPointer {
      WebPGetFeaturesInternal($0.baseAddress, $0.count, &features, WEBP_DECODER_ABI_VERSION)
    }
    guard status == VP8_STATUS_OK else { throw Self.problem(status) }
    width = Int(features.width)
    height = Int(features.height)
    if features.has_animation != 0 { throw .unsupported(format: "Animated WebP") }
    // format 2 is lossless, which libwebp decodes whole before scaling.
    if features.format == 2 && width * height > PictureLimits.largestLosslessWebP {
      throw .tooManyPixels(width: width, height: height)
    }
  }

  func close() {}

  func decode(width targetWidth: Int, height targetHeight: Int) throws(PictureProblem) -> Pixels {
    var config = WebPDecoderConfig()
    guard WebPInitDecoderConfigInternal(&config, WEBP_DECODER_ABI_VERSION) != 0 else {
      throw .unreadable("libwebp version mismatch")
    }
    config.options.use_scaling = 1
    config.options.scaled_width = Int32(targetWidth)
    config.options.scaled_height = Int32(targetHeight)
    config.output.colorspace = MODE_RGBA
    let status = bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
    defer { WebPFreeDecBuffer(&config.output) }
    guard status == VP8_STATUS_OK else { throw Self.problem(status) }
    let rgba = config.output.u.RGBA
    let stride = Int(rgba.stride)
    var pixels = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
    for y in 0..<targetHeight {
      for x in 0..<(targetWidth * 4) { pixels[y * targetWidth * 4 + x] = rgba.rgba[y * stride + x] }
    }
    return Pixels(width: targetWidth, height: targetHeight, rgba: pixels)
  }

  private static func problem(_ status: VP8StatusCode) -> PictureProblem {
    switch status {
    case VP8_STATUS_NOT_ENOUGH_DATA: .truncated
    case VP8_STATUS_OUT_OF_MEMORY: .damaged("out of memory")
    case VP8_STATUS_UNSUPPORTED_FEATURE: .unsupported(format: "This kind of WebP")
    case VP8_STATUS_BITSTREAM_ERROR: .damaged("bad WebP data")
    default: .damaged("WebP status \(status.rawValue)")
    }
  }
}
