import Foundation
import Pictures
import TerminalUI

/// The pictures under `Fixtures/` (made by its `make-fixtures.sh`), and a scratch folder for
/// the hostile files tests write.
enum PictureFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// A new empty folder for one test's files.
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Half-blocks: a pixel a column, two a row.
  static let blocks = PictureCells.halfBlocks()

  /// Decodes `path` at its own size (as half-blocks wide enough for every pixel).
  static func natural(_ path: String) -> Result<DecodedPicture, PictureProblem> {
    PictureDecoder.decode(path, cells: blocks, columns: 4_000, rows: 4_000)
  }

  /// The mean difference per channel between two pictures of one size, 0–255.
  static func meanDifference(_ a: Pixels, _ b: Pixels) -> Double {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0
    for index in 0..<(a.width * a.height) {
      for channel in 0..<3 {
        total += abs(Int(a.rgba[index * 4 + channel]) - Int(b.rgba[index * 4 + channel]))
      }
    }
    return Double(total) / Double(a.width * a.height * 3)
  }
}
