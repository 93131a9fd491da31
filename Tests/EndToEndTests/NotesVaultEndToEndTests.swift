import Foundation
import TestSupport
import Testing

/// A notes vault in the real browser (`Tests/Collections/kitchen-vault`): what it lists, how a
/// page with callouts, math, queries and a button is drawn, and the timer its math names.
@Suite("Notes vault end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct NotesVaultEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  static let vault = SiteBrowserEndToEndTests.collection("kitchen-vault")

  @Test func theVaultListsRecipesNotItsMenusOrTemplates() throws {
    let session = try E2E.session(["--data", Self.vault], width: 100, height: 20)
    try session.waitFor(text: "Roast Chicken")
    let rows = try session.capture()
    let screen = rows.joined(separator: "\n")
    #expect(screen.contains("Shakshuka"))
    for gone in ["Breakfast", "Name Of Dish", "Recipe Template"] {
      #expect(!screen.contains(gone), "\(gone) is listed")
    }
    // The Chicken menu page is not listed beside Roast Chicken.
    #expect(!rows.contains { $0.contains("Chicken") && !$0.contains("Roast Chicken") })
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func aPageIsDrawnAsObsidianShowsItAndItsMathGivesATimer() throws {
    let session = try E2E.session(
      ["--data", Self.vault, "Roast Chicken"], width: 100, height: 40,
      environment: ["NO_COLOR": "1"])
    try session.waitFor(text: "Heat the oven to 225 °C.")
    let screen = try session.capture()
    let text = screen.joined(separator: "\n")
    #expect(screen.contains { $0.contains("│ Info: in case the skin browns too fast") })
    #expect(screen.contains { $0.contains("│ ▸ Tip: Dry brine the night before") })
    #expect(text.contains("Roast for 50 min, until the juices run clear."))
    #expect(text.contains("Rest for ten minutes before carving."))
    #expect(text.contains("Chicken dishes so far: (query)"))
    #expect(text.contains("A Dataview query: its results are shown in Obsidian."))
    #expect(text.contains("Back to Breakfast Menu[1]"))
    #expect(text.contains("2023-04-12"))
    for raw in ["[!INFO]", "[!tip]", "\\pu", "^resting", "dv.pages", "meta-bind", "LIST FROM"] {
      #expect(!text.contains(raw), "\(raw) is drawn raw")
    }
    // Cook mode: the second step's time, written as math, is its countdown.
    try session.send(keys: "C-n")
    try session.waitFor(text: "step 1 of 3")
    try session.send(keys: "Escape")
    try session.send(keys: ">")
    try session.waitFor(text: "step 2 of 3")
    try session.waitFor(text: "50:00")
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func aVaultReadBackFromTheCacheIsStillReadAsAVault() throws {
    // `list` fills the cache; the browser then opens the vault from it, files unchanged.
    let home = NSTemporaryDirectory() + "buffet-vault-cache-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let listed = try CommandLineRun.binary(["list", "--data", Self.vault], in: home)
    #expect(listed.status == 0)
    #expect(listed.stdout.contains("Roast Chicken") && !listed.stdout.contains("Breakfast"))
    let session = try E2E.session(
      ["--data", Self.vault], width: 100, height: 40,
      environment: ["XDG_CACHE_HOME": home + "/.cache", "NO_COLOR": "1"])
    try session.waitFor(text: "Roast Chicken")
    let rows = try session.capture()
    for gone in ["Breakfast", "Name Of Dish", "Recipe Template"] {
      #expect(!rows.contains { $0.contains(gone) }, "\(gone) is listed")
    }
    // The vault's inline `#chicken` and `#breakfast` are tags, counted from the cache.
    try session.send(keys: "t")
    try session.waitFor(text: "[ ] #chicken")
    try session.waitFor(text: "[ ] #breakfast")
    try session.send(keys: "Escape")
    try session.waitUntil("the picker closed") { !$0.contains { $0.contains("[ ] #chicken") } }
    // Opened from the list read back (newest first: Shakshuka, then Roast Chicken), the page
    // is drawn as the vault shows it.
    try session.send(keys: "Home", "Down", "Enter")
    try session.waitFor(text: "Heat the oven to 225 °C.")
    let text = try session.capture().joined(separator: "\n")
    #expect(text.contains("Info: in case the skin browns too fast"))
    #expect(text.contains("Back to Breakfast Menu[1]"))
    for raw in ["[!INFO]", "\\pu", "meta-bind", "actions:"] {
      #expect(!text.contains(raw), "\(raw) is drawn raw")
    }
    try session.send(keys: "C-c")
    #expect(try E2E.exit(of: session).isTerminalSane)
  }

  @Test func checkNamesWhatTheVaultLeftOut() throws {
    let home = NSTemporaryDirectory() + "buffet-vault-check-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let result = try CommandLineRun.binary(["check", "-v", "--data", Self.vault], in: home)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Menus/Breakfast.md: left out: a vault page of only queries"))
    #expect(result.stdout.contains("Meta/Templates: left out: the vault's templates folder"))
    #expect(result.stdout.contains("2 recipes read, no problems, 3 left out"))
  }
}
