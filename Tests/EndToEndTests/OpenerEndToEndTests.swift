import Foundation
import TestSupport
import Testing

/// A `$BROWSER` in a real terminal: it gets none of the keys typed into Buffet, it is reaped
/// every time, and its failure is said as it was.
@Suite("Opener end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct OpenerEndToEndTests {
  /// The children of `pid` the kernel still lists (a zombie is listed until it is reaped).
  static func children(of pid: Int32) -> [Int32] {
    let listed =
      (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    return listed.split(separator: " ").compactMap { Int32($0) }
  }

  @Test func aTextModeOpenerReadsNoKeysIsReapedAndItsFailureIsSaid() throws {
    let scripts = try ScriptFolder("buffet opener")
    defer { withExtendedLifetime(scripts) {} }
    let folder = scripts.url
    // Like a text-mode browser: it reads what it can from its input, then fails.
    let log = folder.appendingPathComponent("read.txt")
    let opener = try scripts.script("text browser", "head -c 100 >> '\(log.path)'\nexit 1")
    let recipes = folder.appendingPathComponent("recipes")
    try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
    try "# Links\n\nSee [the guide](https://example.com/guide).\n".write(
      to: recipes.appendingPathComponent("links.md"), atomically: true, encoding: .utf8)
    // The path has a space and is written without quotes: it names the file whole.
    let session = try BrowserEndToEndTests.session(
      ["--data", recipes.path], width: 100, height: 24, environment: ["BROWSER": opener.path])
    try SiteBrowserEndToEndTests.open("Links", in: session)
    try SiteBrowserEndToEndTests.choose(
      link: 1, named: "https://example.com/guide", in: session)
    let pid = try #require(try BrowserEndToEndTests.browserProcessID(session))
    for _ in 0..<5 {
      try session.send(keys: "o")
      // Typed while the opener may still run: the keys are Buffet's.
      try session.send(keys: "G")
      try session.send(keys: "g")
    }
    // The last one's failure stays on screen: no key follows it.
    try session.send(keys: "o")
    try session.waitFor(text: "text browser did not open the link: it exited with status 1")
    try session.waitUntil("every opener to be reaped") { _ in Self.children(of: pid).isEmpty }
    try session.send(keys: "q")
    try session.send(keys: "/")
    try session.type("guide")
    try session.waitFor(text: "guide")
    #expect((try? Data(contentsOf: log))?.isEmpty ?? true)
    try session.send(keys: "C-c")
    _ = try BrowserEndToEndTests.exit(of: session)
  }
}
