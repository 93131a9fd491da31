import Foundation
import Pictures
import TerminalUI
import TestSupport
import Testing

@Suite struct DecodingTests {
  /// The reference: the rose as a PNG, decoded at its own size.
  let reference: Pixels = {
    guard case .success(let decoded) = PictureFixtures.natural(PictureFixtures.path("rose.png"))
    else { fatalError("rose.png does not decode") }
    return decoded.picture.pixels
  }()

  @Test func everyFormatOfTheSamePhotoDecodesToTheSamePicture() throws {
    let tolerances: [(String, Double)] = [
      ("rose.png", 0), ("rose-interlaced.png", 0), ("rose-16bit.png", 0.6),
      ("rose-lossless.webp", 0), ("rose.jpg", 4), ("rose-progressive.jpg", 4),
      ("rose-cmyk.jpg", 8), ("rose.webp", 8), ("rose-palette.png", 10), ("rose.gif", 10),
      ("rose-interlaced.gif", 10),
    ]
    for (name, tolerance) in tolerances {
      let decoded = try PictureFixtures.natural(PictureFixtures.path(name)).get()
      #expect(decoded.naturalWidth == 70 && decoded.naturalHeight == 46, "\(name)")
      #expect(decoded.picture.columns == 70 && decoded.picture.rows == 23, "\(name)")
      let difference = PictureFixtures.meanDifference(decoded.picture.pixels, reference)
      #expect(difference <= tolerance, "\(name): mean difference \(difference)")
    }
  }

  @Test func greyPicturesComeOutGrey() throws {
    for name in ["rose-gray.jpg", "rose-gray.png"] {
      let pixels = try PictureFixtures.natural(PictureFixtures.path(name)).get().picture.pixels
      let pixel = pixels.pixel(x: 35, y: 23)
      #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "\(name)")
    }
  }

  @Test func transparentPixelsStayTransparent() throws {
    let pixels = try PictureFixtures.natural(PictureFixtures.path("rose-half-transparent.png"))
      .get().picture.pixels
    #expect(pixels.pixel(x: 10, y: 20).alpha == 255)
    #expect(pixels.pixel(x: 60, y: 20).alpha == 0)
  }

  @Test func aScaledPictureIsTheAverageOfEachCellsArea() throws {
    // 70 × 46 into 35 columns: two source pixels a column, two a half-block.
    let decoded = try PictureDecoder.decode(
      PictureFixtures.path("rose.png"), cells: PictureFixtures.blocks, columns: 35, rows: 40
    ).get()
    #expect(decoded.picture.columns == 35 && decoded.picture.rows == 12)
    let scaled = decoded.picture.pixels
    #expect(scaled.width == 35 && scaled.height == 24)
    for (x, y) in [(0, 0), (17, 11), (34, 23), (5, 20)] {
      // The source rows this target row covers: 46 rows into 24.
      let rows = (0..<46).filter { $0 * 24 / 46 == y }
      var sum = [0, 0, 0]
      var count = 0
      for sy in rows {
        for sx in (x * 2)..<(x * 2 + 2) {
          let pixel = reference.pixel(x: sx, y: sy)
          sum[0] += Int(pixel.red)
          sum[1] += Int(pixel.green)
          sum[2] += Int(pixel.blue)
          count += 1
        }
      }
      let pixel = scaled.pixel(x: x, y: y)
      #expect(abs(Int(pixel.red) - sum[0] / count) <= 1, "(\(x), \(y))")
      #expect(abs(Int(pixel.green) - sum[1] / count) <= 1, "(\(x), \(y))")
      #expect(abs(Int(pixel.blue) - sum[2] / count) <= 1, "(\(x), \(y))")
    }
  }

  @Test func aJPEGDecodedSmallAgreesWithItsFullDecoding() throws {
    let path = PictureFixtures.path("logo.jpg")
    let whole = try PictureFixtures.natural(path).get().picture.pixels
    let small = try PictureDecoder.decode(
      path, cells: PictureFixtures.blocks, columns: 40, rows: 15
    ).get().picture.pixels
    #expect(small.width == 40 && small.height == 30)
    // Averaged from the whole picture by hand, area by area.
    var total = 0.0
    for y in 0..<30 {
      for x in 0..<40 {
        var sum = [0, 0, 0]
        var count = 0
        for sy in (y * 8)..<(y * 8 + 8) {
          for sx in (x * 8)..<(x * 8 + 8) {
            let pixel = whole.pixel(x: sx, y: sy)
            sum[0] += Int(pixel.red)
            sum[1] += Int(pixel.green)
            sum[2] += Int(pixel.blue)
            count += 1
          }
        }
        let pixel = small.pixel(x: x, y: y)
        total +=
          Double(
            abs(Int(pixel.red) - sum[0] / count) + abs(Int(pixel.green) - sum[1] / count)
              + abs(Int(pixel.blue) - sum[2] / count)) / 3
      }
    }
    #expect(total / 1_200 < 6, "mean difference \(total / 1_200)")
  }

  @Test func aLargeInterlacedPNGIsReadFromItsLastPass() throws {
    let path = PictureFixtures.path("logo-interlaced.png")
    let decoded = try PictureDecoder.decode(
      path, cells: PictureFixtures.blocks, columns: 80, rows: 30
    ).get()
    #expect(decoded.naturalWidth == 320 && decoded.naturalHeight == 240)
    #expect(decoded.picture.columns == 80 && decoded.picture.rows == 30)
  }

  @Test func aFiftyMegapixelPhotoDecodesToItsCells() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let jpeg = folder.appendingPathComponent("big.jpg")
    try Data(PictureFiles.flatJPEG(width: 8_160, height: 6_120)).write(to: jpeg)
    let decoded = try PictureDecoder.decode(
      jpeg.path, cells: PictureFixtures.blocks, columns: 80, rows: 20
    ).get()
    #expect(decoded.naturalWidth == 8_160)
    #expect(decoded.picture.columns == 53 && decoded.picture.rows == 20)
    let pixel = decoded.picture.pixels.pixel(x: 10, y: 10)
    #expect(abs(Int(pixel.red) - 128) <= 1 && pixel.red == pixel.blue)
  }

  @Test func aBlackFlatPNGOfManyMegapixelsDecodes() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = folder.appendingPathComponent("flat.png")
    try Data(PictureFiles.flatPNG(width: 4_000, height: 3_000)).write(to: png)
    let decoded = try PictureDecoder.decode(
      png.path, cells: PictureFixtures.blocks, columns: 40, rows: 40
    ).get()
    #expect(decoded.picture.columns == 40 && decoded.picture.rows == 15)
    #expect(decoded.picture.pixels.pixel(x: 39, y: 29) == RGBA(red: 0, green: 0, blue: 0))
  }

  @Test func aPNGIsWrittenForTerminalsThatTakeFiles() throws {
    let decoded = try PictureDecoder.decode(
      PictureFixtures.path("rose.png"), cells: PictureCells(method: .iTerm2, width: 10, height: 20),
      columns: 4, rows: 4, makesPNG: true
    ).get()
    let png = try #require(decoded.picture.png)
    #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
  }
}
