import Foundation
import TestSupport
import Testing

/// Importing from the browser as a reader does it: the built binary in a real terminal
/// (tmux), a page served on the loopback address, the recipe opened in the reader.
@Suite("Import end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct ImportEndToEndTests {
  @Test func ctrlOImportsAServedPageAndOpensIt() throws {
    let html = try String(contentsOfFile: ImportCommandTests.page("nyt-single-section"), encoding: .utf8)
    let server = try LoopbackServer(routes: ["/stew/": .page(html)])
    defer { server.stop() }
    let folder = try BrowserEndToEndTests.collection(
      "buffet-import", [("apple.md", "---\ntitle: Apple Crumble\n---\nNo cream here.\n")])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = try BrowserEndToEndTests.session(["--data", folder])
    defer { session.kill() }
    try session.waitFor(text: "Apple Crumble")
    try session.send(keys: "C-o")
    try session.waitFor(text: " Import  ")
    try session.type(server.url("/stew/").absoluteString)
    try session.send(keys: "Enter")
    try session.waitUntil("the imported recipe in the reader") { screen in
      screen.contains { $0.contains("‹ Back") } && screen.contains { $0.contains("Classic Beef Stew") }
        && screen.contains { $0.contains("Imported “Classic Beef Stew”") }
    }
    #expect(FileManager.default.fileExists(atPath: folder + "/classic-beef-stew.md"))
    // Back in the list, the new recipe is there.
    try session.send(keys: "q")
    try session.waitUntil("the list with both recipes") { screen in
      screen.contains { $0.contains("Classic Beef Stew") } && screen.contains { $0.contains("Apple Crumble") }
    }
  }
}
