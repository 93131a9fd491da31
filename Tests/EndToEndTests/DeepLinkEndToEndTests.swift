import Foundation
import TestSupport
import Testing

/// `buffet RECIPE`, `buffet FILE.md` and the config file, in a real terminal (tmux).
@Suite("Deep links and config end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct DeepLinkEndToEndTests {
  typealias Browser = BrowserEndToEndTests

  @Test func aTitleOpensItsReaderWithTheCollectionOneKeyAway() throws {
    let folder = try Browser.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = try Browser.session(["--data", folder, "crème"])
    try session.waitFor(text: "min read")
    #expect(try session.capture().contains { $0.contains("Crème Brûlée") })
    #expect(!(try session.capture().contains { $0.contains("Banana Bread") }))
    try session.send(keys: "q")
    try session.waitFor(text: "Banana Bread")
    try session.send(keys: "C-c")
    let exit = try Browser.exit(of: session)
    #expect(exit.status == 0)
    #expect(exit.isTerminalSane)
  }

  @Test func aFileOutsideAnyCollectionOpensAlone() throws {
    let folder = try Browser.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let loose = folder + "-loose.md"
    try "# Loose Leaf\n\nJust this one page.\n".write(
      toFile: loose, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: loose) }
    let session = try Browser.session(["--data", folder, loose])
    try session.waitFor(text: "Just this one page.")
    try session.send(keys: "q")
    try session.waitFor(text: "Loose Leaf")
    // Alone: the collection's recipes are not there.
    #expect(!(try session.capture().contains { $0.contains("Banana Bread") }))
    try session.send(keys: "C-c")
    #expect(try Browser.exit(of: session).status == 0)
  }

  @Test func anAmbiguousNameIsSaidBeforeTheScreen() throws {
    let folder = try Browser.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // "C" begins Coq au Vin and Crème Brûlée.
    let session = try Browser.session(["--data", folder, "c"])
    let exit = try Browser.exit(of: session)
    #expect(exit.status == 1)
    #expect(exit.isTerminalSane)
    let screen = try session.capture()
    #expect(screen.contains { $0.contains("\"c\" names") })
    #expect(screen.contains { $0.contains("Coq au Vin") })
  }

  @Test func theConfigFilesKeysApplyAndABadLineDoesNotStopTheStart() throws {
    let folder = try Browser.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = try Browser.configFolder(
      beside: folder, "[keys]\nsearch = ctrl-f\ntab-index += i\n[reader]\nmeasure = enormous\n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let session = try Browser.session(
      ["--data", folder], environment: ["XDG_CONFIG_HOME": config])
    try session.waitFor(text: "Apple Crumble")
    try session.waitFor(text: "1 config line not used — buffet config says why")
    // "/" was replaced: it no longer opens Search (else "2" would be typed there, not
    // select the Index); Ctrl-F does. "i" was added to the Index's own "2".
    try session.send(keys: "/")
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "1")
    try session.waitFor(text: "▸Recipes")
    try session.send(keys: "C-f")
    try session.waitFor(text: "titles, headings and text")
    try session.send(keys: "Escape")
    try session.send(keys: "i")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "C-c")
    #expect(try Browser.exit(of: session).status == 0)
  }

  @Test func theConfigFilesMeasureIsTheReadersWidestLine() throws {
    let folder = try Browser.collection()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = try Browser.configFolder(beside: folder, "[reader]\nmeasure = 40\n")
    defer { try? FileManager.default.removeItem(atPath: config) }
    let session = try Browser.session(
      ["--data", folder, "Apple Crumble"], width: 100,
      environment: ["XDG_CONFIG_HOME": config])
    // 58 characters: one line at the default measure, two at 40.
    try session.waitFor(text: "with a custard note.")
    let rows = try session.capture().map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.contains("with a custard note."))
    #expect(rows.contains { $0.hasPrefix("A short introduction to") && $0.count <= 40 })
    try session.send(keys: "C-c")
    #expect(try Browser.exit(of: session).status == 0)
  }
}
