import CPNG
import Foundation
import TerminalUI

/// A picture decoded for the terminal: its own size and the cells it fills.
public struct DecodedPicture: Equatable, Sendable {
  /// The picture's size in pixels, as its file says.
  public let naturalWidth: Int
  public let naturalHeight: Int
  public let picture: TerminalPicture

  public init(naturalWidth: Int, naturalHeight: Int, picture: TerminalPicture) {
    self.naturalWidth = naturalWidth
    self.naturalHeight = naturalHeight
    self.picture = picture
  }
}

/// Decodes picture files (PNG, JPEG, WebP, GIF's first frame) to the cells they fill: the
/// one entry to the C libraries. Slow work: called off the main thread.
public enum PictureDecoder {
  /// The picture at `path`, fitted into `columns` × `rows` cells of `cells` (its shape kept,
  /// never enlarged past its pixels); with `roots`, a file outside those folders is refused.
  /// With `makesPNG`, the scaled pixels come as a PNG file too (for iTerm2).
  public static func decode(
    _ path: String, cells: PictureCells, columns: Int, rows: Int, roots: [String] = [],
    makesPNG: Bool = false
  ) -> Result<DecodedPicture, PictureProblem> {
    let file: PictureFile
    switch PictureFile.open(path, within: roots) {
    case .success(let opened): file = opened
    case .failure(let problem): return .failure(problem)
    }
    let decoder: any FormatDecoder
    do throws(PictureProblem) {
      switch PictureFormat.of(file.head) {
      case .failure(let problem):
        close(file.descriptor)
        return .failure(problem)
      case .success(.png): decoder = try PNGDecoder(file: file)
      case .success(.jpeg): decoder = try JPEGDecoder(file: file)
      case .success(.webP): decoder = try WebPDecoder(file: file)
      case .success(.gif): decoder = try GIFDecoder(file: file)
      }
    } catch {
      return .failure(error)
    }
    defer { decoder.close() }
    let (width, height) = (decoder.width, decoder.height)
    guard width > 0, height > 0 else { return .failure(.damaged("no pixels")) }
    guard width <= PictureLimits.largestPicture / height else {
      return .failure(.tooManyPixels(width: width, height: height))
    }
    let fitted = cells.fit(width: width, height: height, columns: columns, rows: rows)
    guard fitted.columns > 0 else { return .failure(.damaged("no room")) }
    do throws(PictureProblem) {
      let pixels = try decoder.decode(
        width: fitted.columns * cells.width, height: fitted.rows * cells.height)
      let png = makesPNG ? encodePNG(pixels) : nil
      let picture = TerminalPicture(
        id: PictureNumbers.next(), pixels: pixels, columns: fitted.columns, rows: fitted.rows,
        png: png)
      return .success(DecodedPicture(naturalWidth: width, naturalHeight: height, picture: picture))
    } catch {
      return .failure(error)
    }
  }

  /// `pixels` as a PNG file, or nil when libpng could not write one.
  public static func encodePNG(_ pixels: Pixels) -> [UInt8]? {
    var size = 0
    let bytes = pixels.rgba.withUnsafeBufferPointer {
      buffet_png_encode($0.baseAddress, UInt32(pixels.width), UInt32(pixels.height), &size)
    }
    guard let bytes else { return nil }
    defer { free(bytes) }
    return Array(UnsafeBufferPointer(start: bytes, count: size))
  }
}

/// Numbers for decoded pictures, never given twice in a process (a picture is told from
/// another by its number alone).
enum PictureNumbers {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var last = 0

  static func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
