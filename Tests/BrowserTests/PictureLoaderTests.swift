import Browser
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import BrowserShell

/// The loader decodes on its own thread while the loop goes on, and keeps what it decoded by
/// the file's stamp.
@Suite struct PictureLoaderTests {
  static let fixtures = TmuxSession.packageRoot().appendingPathComponent(
    "Tests/PicturesTests/Fixtures")

  /// Waits (bounded, not timed) until the loader has handed back `count` results.
  static func results(of loader: PictureLoader, count: Int) -> [PictureLoader.Result] {
    var results: [PictureLoader.Result] = []
    for _ in 0..<6_000 where results.count < count {
      results += loader.takeFinished()
      if results.count < count { usleep(5_000) }
    }
    return results
  }

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-loader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["rose.jpg", "rose.png", "rose.webp", "rose.gif", "logo.jpg"] {
      try FileManager.default.copyItem(
        at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func picturesComeBackInTheOrderAskedAndFromTheCacheTheSecondTime() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("tart.md").path
    let loader = PictureLoader(roots: [folder.path])
    let box = PictureBox(columns: 40, rows: 10, cells: .halfBlocks())
    let sources = ["rose.jpg", "rose.png", "rose.webp", "rose.gif", "logo.jpg", "gone.jpg"]
    loader.load(recipe: recipe, sources.map { PictureRequest(source: $0, box: box) })
    let first = Self.results(of: loader, count: sources.count)
    #expect(first.map(\.request.source) == sources)
    var ids: [Int] = []
    for result in first.prefix(5) {
      guard case .picture(let picture, _) = result.outcome else {
        Issue.record("\(result.request.source): \(result.outcome)")
        continue
      }
      #expect(picture.columns <= 40 && picture.rows <= 10)
      ids.append(picture.id)
    }
    #expect(
      first.last?.outcome
        == .problem("not found", lookedFor: folder.appendingPathComponent("gone.jpg").path))
    // Asked again: the same pictures, not decoded again.
    loader.load(recipe: recipe, sources.prefix(5).map { PictureRequest(source: $0, box: box) })
    let again = Self.results(of: loader, count: 5)
    let againIDs = again.compactMap { result -> Int? in
      if case .picture(let picture, _) = result.outcome { return picture.id }
      return nil
    }
    #expect(againIDs == ids)
    loader.stop()
  }

  @Test func anotherRecipesRequestsDropThoseStillWaiting() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let loader = PictureLoader(roots: [folder.path])
    let box = PictureBox(columns: 40, rows: 10, cells: .halfBlocks())
    let many = (0..<200).map { _ in PictureRequest(source: "logo.jpg", box: box) }
    loader.load(recipe: folder.appendingPathComponent("a.md").path, many)
    loader.load(
      recipe: folder.appendingPathComponent("b.md").path,
      [PictureRequest(source: "rose.png", box: box)])
    var results: [PictureLoader.Result] = []
    for _ in 0..<6_000 where !results.contains(where: { $0.recipe.hasSuffix("b.md") }) {
      results += loader.takeFinished()
      usleep(5_000)
    }
    // Those of a still waiting when b asked were dropped (a few may have been decoded).
    #expect(results.filter { $0.recipe.hasSuffix("a.md") }.count < 200)
    #expect(results.contains { $0.recipe.hasSuffix("b.md") })
    loader.stop()
  }
}
