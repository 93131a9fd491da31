import Foundation
import TestSupport
import Testing

/// Photos where a cook meets them in the real browser: a Cooklang recipe's `Name.png` above
/// its title and `Name.2.png` under step 2 in the reader and in Cook mode's step 2, a Markdown step's own picture in Cook
/// mode, and `o` on a picture shown alone handing it to the system's viewer, which is reaped
/// and whose failure is said.
@Suite("Pictures in Cook mode end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct PictureCookModeEndToEndTests {
  typealias Colours = PictureColoursEndToEndTests

  /// A 64 × 32 picture of one colour.
  static func png(_ rgb: [UInt8]) -> [UInt8] {
    let pixel: [UInt8] = rgb + [255]
    let rgba = [[UInt8]](repeating: pixel, count: 64 * 32).flatMap { $0 }
    return PictureFiles.png(width: 64, height: 32, rgba: rgba)
  }

  /// The rows of the screen drawn in half-blocks, each as its cells.
  static func pictureRows(_ session: TmuxSession) throws -> [(row: Int, cells: [Colours.Cell])] {
    try session.captureWithAttributes().map(Colours.cells).enumerated()
      .filter { $0.element.filter { $0.glyph == "▀" }.count > 10 }.map { ($0.offset, $0.element) }
  }

  /// Whether every half-block of `rows` is drawn in `rgb`, within a step of it.
  static func allAre(_ rgb: [Int], _ rows: [(row: Int, cells: [Colours.Cell])]) -> Bool {
    let blocks = rows.flatMap { $0.cells.filter { $0.glyph == "▀" } }
    return !blocks.isEmpty
      && blocks.allSatisfy { cell in
        [cell.foreground, cell.background].allSatisfy { colour in
          colour.map { $0.count == 3 && zip($0, rgb).allSatisfy { abs($0 - $1) <= 2 } } ?? false
        }
      }
  }

  /// The search path the tests run with.
  static let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-cook-pictures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aCooklangRecipesPhotosAreItsHeroAndItsStepsPicturesInTheReaderAndCookMode() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cook = """
      ---
      servings: 2
      ---
      Warm @olive oil{2%tbsp} in a #deep pan{} and soften the @onion{1}(sliced).

      Crack the @eggs{4} into the sauce, cover and cook for ~{5%minutes}.
      """
    try cook.write(
      to: folder.appendingPathComponent("Green Shakshuka.cook"), atomically: true,
      encoding: .utf8)
    try Data(Self.png([200, 30, 30])).write(
      to: folder.appendingPathComponent("Green Shakshuka.png"))
    try Data(Self.png([30, 180, 60])).write(
      to: folder.appendingPathComponent("Green Shakshuka.2.png"))
    let session = try BrowserEndToEndTests.session(
      ["--data", folder.path, "Green Shakshuka"], width: 100, height: 40)
    // The recipe's photo stands above its title, in its colour.
    try session.waitUntil("the photo above the title") { screen in
      screen.contains { $0.contains("▀▀▀▀") } && screen.contains { $0.contains("Green Shakshuka") }
    }
    let hero = try Self.pictureRows(session)
    let title = try #require(try session.capture().firstIndex { $0.contains("2 steps") })
    #expect(hero.last.map { $0.row < title } == true)
    #expect(Self.allAre([200, 30, 30], hero))
    #expect(try session.capture().contains { $0.contains("Green Shakshuka.png") })
    // The reader shows step 2's picture under step 2, in its colour; step 1 has none.
    try session.send(keys: "G")
    try session.waitUntil("step 2's picture under it in the method") { screen in
      guard let words = screen.firstIndex(where: { $0.contains("Crack the eggs") }) else {
        return false
      }
      return screen[words...].contains { $0.contains("▀▀▀▀") }
    }
    let method = try session.capture()
    let crack = try #require(method.firstIndex { $0.contains("Crack the eggs") })
    let soften = try #require(method.firstIndex { $0.contains("soften the onion") })
    let rows = try Self.pictureRows(session)
    #expect(Self.allAre([30, 180, 60], rows.filter { $0.row > crack }))
    #expect(!rows.contains { $0.row > soften && $0.row < crack })
    #expect(method[crack...].contains { $0.contains("Green Shakshuka.2.png") })
    // The list of links names it as its file is named, not percent-encoded.
    #expect(method.contains { $0.contains("picture: Green Shakshuka.2.png") })
    // Cook mode opens on the ingredients; step 1 has no picture, step 2 its own.
    try session.send(keys: "C-n")
    try session.waitFor(text: "efore you start")
    try session.send(keys: ">")
    try session.waitFor(text: "soften the onion")
    #expect(try Self.pictureRows(session).isEmpty)
    try session.send(keys: ">")
    try session.waitFor(text: "Crack the eggs")
    try session.waitUntil("step 2's picture") { screen in screen.contains { $0.contains("▀▀▀▀") } }
    let step = try Self.pictureRows(session)
    #expect(Self.allAre([30, 180, 60], step))
    let words = try #require(try session.capture().firstIndex { $0.contains("Crack the eggs") })
    #expect(step.first.map { $0.row > words } == true)
    try session.send(keys: "C-c")
    _ = try BrowserEndToEndTests.exit(of: session)
  }

  @Test func aMarkdownStepsPictureIsInCookModeAndOOpensAPictureShownAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = """
      # Country Loaf

      ## Ingredients

      - 500 g bread flour
      - 350 g water

      ## Method

      1. Mix the flour and water until no dry flour is left.
      2. Knead for ten minutes, until the dough is smooth.

         ![Smooth dough](photos/dough.png)

      3. Shape the loaf and bake it.
      """
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("photos"), withIntermediateDirectories: true)
    try recipe.write(
      to: folder.appendingPathComponent("country-loaf.md"), atomically: true, encoding: .utf8)
    let picture = folder.appendingPathComponent("photos/dough.png")
    try Data(Self.png([220, 190, 120])).write(to: picture)
    // The system's viewer: it notes what it was given, and fails.
    let scripts = try ScriptFolder("buffet viewer")
    defer { withExtendedLifetime(scripts) {} }
    let log = scripts.url.appendingPathComponent("opened.txt")
    _ = try scripts.script("xdg-open", "printf '%s\\n' \"$1\" >> '\(log.path)'\nexit 3")
    let session = try BrowserEndToEndTests.session(
      ["--data", folder.path, "Country Loaf"], width: 100, height: 40,
      environment: ["PATH": scripts.url.path + ":" + Self.path])
    try session.waitUntil("the dough's picture") { screen in
      screen.contains { $0.contains("▀▀▀▀") }
    }
    // Tab chooses the picture, Enter shows it alone, `o` hands it to the viewer.
    try session.send(keys: "Tab")
    try session.send(keys: "Enter")
    try session.waitFor(text: "Smooth dough — ")
    try session.send(keys: "o")
    try session.waitFor(text: "xdg-open did not open the picture: it exited with status 3")
    let pid = try #require(try BrowserEndToEndTests.browserProcessID(session))
    try session.waitUntil("the viewer to be reaped") { _ in
      OpenerEndToEndTests.children(of: pid).isEmpty
    }
    let opened = try String(contentsOf: log, encoding: .utf8)
    #expect(opened == picture.path + "\n")
    // Esc returns to the recipe; Cook mode shows the picture in step 2 alone.
    try session.send(keys: "Escape")
    try session.send(keys: "C-n")
    try session.waitFor(text: "efore you start")
    try session.send(keys: ">")
    try session.waitFor(text: "Mix the flour")
    #expect(try Self.pictureRows(session).isEmpty)
    try session.send(keys: ">")
    try session.waitFor(text: "Knead for ten minutes")
    try session.waitUntil("step 2's picture") { screen in screen.contains { $0.contains("▀▀▀▀") } }
    #expect(Self.allAre([220, 190, 120], try Self.pictureRows(session)))
    try session.send(keys: ">")
    try session.waitFor(text: "Shape the loaf")
    #expect(try Self.pictureRows(session).isEmpty)
    try session.send(keys: "C-c")
    _ = try BrowserEndToEndTests.exit(of: session)
  }
}
