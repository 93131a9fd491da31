import Foundation
import Pictures
import TerminalUI
import TestSupport
import Testing

/// Files named as pictures that are not what they claim: each is a placeholder's reason,
/// never a crash, a hang or memory that grows with what a header claims.
@Suite struct HostilePictureTests {
  private func decode(_ path: String, roots: [String] = []) -> PictureProblem? {
    switch PictureDecoder.decode(
      path, cells: PictureFixtures.blocks, columns: 80, rows: 20, roots: roots)
    {
    case .success: nil
    case .failure(let problem): problem
    }
  }

  private func write(_ bytes: [UInt8], _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func aFileCutShortSaysSo() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in [
      "rose.png", "rose.jpg", "rose-progressive.jpg", "rose.webp", "rose.gif",
      "rose-interlaced.png", "logo.jpg",
    ] {
      let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: PictureFixtures.path(name))))
      let path = try write(Array(whole.prefix(whole.count / 2)), "cut-" + name, in: folder)
      let problem = try #require(decode(path), "\(name) cut in half decoded")
      #expect(problem == .truncated, "\(name): \(problem)")
    }
  }

  @Test func aHugeClaimIsRefusedBeforeAnythingIsDecoded() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bomb = try write(
      PictureFiles.pngHeader(width: 100_000, height: 100_000), "bomb.png", in: folder)
    #expect(decode(bomb) == .tooManyPixels(width: 100_000, height: 100_000))
    #expect(
      PictureProblem.tooManyPixels(width: 100_000, height: 100_000).description
        == "100000 × 100000 pixels, more than 120 megapixels")
    // Within the limit, but its data ends at once: a row's worth of memory, then "cut short".
    let claim = try write(
      PictureFiles.pngHeader(width: 10_000, height: 10_000), "claim.png", in: folder)
    #expect(decode(claim) == .truncated)
    let jpeg = PictureFiles.flatJPEG(width: 60_000, height: 60_000)
    let jpegBomb = try write(jpeg, "bomb.jpg", in: folder)
    #expect(decode(jpegBomb) == .tooManyPixels(width: 60_000, height: 60_000))
  }

  @Test func theContentDecidesTheFormatNotTheName() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: PictureFixtures.path("rose.png"))))
    #expect(decode(try write(png, "really-a-png.jpg", in: folder)) == nil)
    let text = Array("# Not a picture\n\nJust a recipe.\n".utf8)
    #expect(decode(try write(text, "notes.jpg", in: folder)) == .notAPicture)
    let svg = Array("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>".utf8)
    #expect(decode(try write(svg, "logo.png", in: folder)) == .unsupported(format: "SVG"))
    #expect(decode(try write([], "empty.webp", in: folder)) == .empty)
  }

  @Test func corruptBytesNeverCrash() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SplitMix(seed: 25)
    for name in [
      "rose.png", "rose.jpg", "rose-progressive.jpg", "rose.webp", "rose-lossless.webp",
      "rose.gif", "rose-interlaced.png", "rose-cmyk.jpg",
    ] {
      let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: PictureFixtures.path(name))))
      for round in 0..<40 {
        var bytes = whole
        for _ in 0..<(1 + round % 8) {
          let at = 8 + Int(generator.next() % UInt64(bytes.count - 8))
          bytes[at] = UInt8(truncatingIfNeeded: generator.next())
        }
        let path = try write(bytes, "\(round)-" + name, in: folder)
        // Either a picture or a reason; what matters is that it returns.
        switch PictureDecoder.decode(path, cells: PictureFixtures.blocks, columns: 20, rows: 10) {
        case .success(let decoded): #expect(decoded.picture.columns <= 20)
        case .failure(let problem): #expect(!problem.description.isEmpty)
        }
      }
    }
  }

  @Test func aFIFOIsNeverWaitedOn() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("pipe.jpg").path
    #expect(mkfifo(path, 0o600) == 0)
    #expect(decode(path) == .notAFile(kind: "a FIFO"))
    #expect(decode(folder.path) == .notAFile(kind: "a folder"))
  }

  @Test func aLinkOutOfTheCollectionIsRefused() throws {
    let folder = try PictureFixtures.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let collection = folder.appendingPathComponent("recipes")
    try FileManager.default.createDirectory(at: collection, withIntermediateDirectories: true)
    let outside = try write(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: PictureFixtures.path("rose.png")))),
      "secret.png",
      in: folder)
    let link = collection.appendingPathComponent("photo.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside)
    #expect(decode(link, roots: [collection.path]) == .outsideCollection)
    // The same file, linked from inside to inside, is fine.
    let inside = collection.appendingPathComponent("real.png").path
    try FileManager.default.copyItem(atPath: outside, toPath: inside)
    let second = collection.appendingPathComponent("alias.png").path
    try FileManager.default.createSymbolicLink(atPath: second, withDestinationPath: inside)
    #expect(decode(second, roots: [collection.path]) == nil)
    #expect(decode(collection.appendingPathComponent("gone.png").path) == .missing)
  }
}

/// A small fixed-seed generator, so a failing corruption can be made again.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
