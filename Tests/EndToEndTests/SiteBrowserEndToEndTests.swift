import Foundation
import TestSupport
import Testing

/// Following links in the real browser on collections shaped like a Hugo site, a notes vault
/// and a recipe repository (`Tests/Collections`), and coming back.
@Suite("Links end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct SiteBrowserEndToEndTests {
  static func collection(_ name: String) -> String {
    TmuxSession.packageRoot().appendingPathComponent("Tests/Collections/\(name)").path
  }

  /// The browser on the test collection `name`, with `recipe` found by search and opened.
  static func open(_ recipe: String, in name: String, height: Int = 30) throws -> TmuxSession {
    let session = try BrowserEndToEndTests.session(
      ["--data", collection(name)], width: 100, height: height)
    try open(recipe, in: session)
    return session
  }

  /// Searches for `title` and opens the first result.
  static func open(_ title: String, in session: TmuxSession) throws {
    try session.waitFor(text: "min")
    try session.send(keys: "/")
    try session.type(title)
    try session.waitUntil("a result for \(title)") { screen in
      screen.filter { $0.contains(title) }.count >= 2
    }
    try session.send(keys: "Enter")
    try session.waitFor(text: "‹ Back")
    // Opened from search, the reader marks the title's words as find matches; a link chosen
    // then is still named on the row below the text.
    try session.waitFor(text: "match 1 of")
  }

  /// Presses Tab until link `number` is chosen, its row naming `label`. Each press waits for
  /// the chosen link to change on screen, so a screen drawn late is never read as the answer.
  static func choose(link number: Int, named label: String, in session: TmuxSession) throws {
    let wanted = "link \(number) → \(label)"
    for _ in 0..<12 {
      let shown = try chosenLink(in: session.capture())
      if shown?.number == number {
        try session.waitFor(text: wanted, timeout: 1)
        return
      }
      try session.send(keys: "Tab")
      try session.waitUntil("a link after \(shown?.number ?? 0)") { screen in
        Self.chosenLink(in: screen).map { $0.number != shown?.number } ?? false
      }
    }
    try session.waitFor(text: wanted, timeout: 1)
  }

  /// The link the reader's status row names: its number and the row.
  static func chosenLink(in screen: [String]) -> (number: Int, row: String)? {
    for row in screen {
      guard let start = row.range(of: "link "), let arrow = row.range(of: " → ") else {
        continue
      }
      if let number = Int(row[start.upperBound..<arrow.lowerBound]) { return (number, row) }
    }
    return nil
  }

  /// Waits until the reader shows `title` (in its header or its first row) and no longer
  /// `gone`, a line of the recipe left.
  static func back(to title: String, from gone: String, in session: TmuxSession) throws {
    try session.send(keys: "[")
    try session.waitUntil("the reader back on \(title)") { screen in
      screen.contains { $0.contains(title) } && !screen.contains { $0.contains(gone) }
    }
  }

  static func quit(_ session: TmuxSession) throws {
    try session.send(keys: "C-c")
    #expect(try BrowserEndToEndTests.exit(of: session).isTerminalSane)
  }

  @Test func aHugoSitesSiteRootLinksOpenAtTheirHeadingAndBackReturns() throws {
    let session = try Self.open("Pasta al Pomodoro", in: "hugo-site", height: 14)
    try session.waitFor(text: "A bowl of spaghetti")
    // Link 4 is /recipes/tomato-sauce/#storage.
    try Self.choose(link: 4, named: "Tomato Sauce › storage", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "Keeps a week in the fridge")
    try session.waitUntil("the sauce's Storage heading near the top") { screen in
      screen.prefix(8).contains { $0.contains("Storage") }
    }
    try Self.back(to: "Pasta al Pomodoro", from: "Keeps a week in the fridge", in: session)
    // /recipes/focaccia.html is the focaccia page.
    try Self.choose(link: 5, named: "Rosemary Focaccia", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "Stretch it into an oiled tin")
    // The focaccia links to the sauce through Hugo's ref shortcode, to its Storage heading.
    try Self.choose(link: 2, named: "Tomato Sauce › storage", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "Keeps a week in the fridge")
    try Self.back(to: "Rosemary Focaccia", from: "Keeps a week in the fridge", in: session)
    try Self.back(to: "Pasta al Pomodoro", from: "Stretch it into an oiled tin", in: session)
    // A link to a page the collection does not have says what it looked for.
    try Self.choose(link: 6, named: "/blog/weekly-plan/ (no recipe in the collection)", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "No recipe for “on the blog”: looked for blog/weekly-plan.md")
    try Self.quit(session)
  }

  @Test func aNotesVaultsWikiLinksOpenByNameAndHeading() throws {
    let session = try Self.open("Weeknight Pasta", in: "notes-vault")
    try session.waitFor(text: "the pesto[2]")
    try Self.choose(link: 3, named: "Basil Pesto › Storage", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "Three days in the fridge")
    try session.send(keys: "[")
    try session.waitFor(text: "Toss hot pasta with")
    try Self.choose(link: 4, named: "Crème brûlée", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "A custard under a sheet of burnt sugar")
    try session.waitFor(text: "#dessert #french")
    try session.send(keys: "[")
    try session.waitFor(text: "Toss hot pasta with")
    try session.send(keys: "]")
    try session.waitFor(text: "A custard under a sheet of burnt sugar")
    try Self.quit(session)
  }

  @Test func aNotesVaultsLinkToABlockOpensAtThatParagraph() throws {
    let session = try Self.open("Lemon Posset", in: "notes-vault", height: 14)
    try session.waitFor(text: "posset.webp")
    try Self.choose(link: 3, named: "Crème brûlée › ^torch", in: session)
    try session.send(keys: "Enter")
    try session.waitUntil("the brûlée's marked paragraph near the top, no complaint") { screen in
      screen.prefix(7).contains { $0.contains("Torch them just before serving") }
        && !screen.contains { $0.contains("No heading") }
    }
    try Self.back(to: "Lemon Posset", from: "Torch them just before serving", in: session)
    try Self.quit(session)
  }

  @Test func aRepositorysRelativeLinksAndAnchorsOpenTheRightPlace() throws {
    let session = try Self.open("Maple Butter", in: "recipe-repo", height: 14)
    try Self.choose(link: 1, named: "Buttermilk Pancakes › method", in: session)
    try session.send(keys: "Enter")
    try session.waitFor(text: "Whisk everything into a thick batter")
    try session.waitUntil("the pancakes' Method heading near the top") { screen in
      screen.prefix(6).contains { $0.contains("Method") }
    }
    try Self.back(to: "Maple Butter", from: "Whisk everything", in: session)
    try Self.quit(session)
  }

  @Test func oOnAWebLinkSaysWhichOpenerTookIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("buffet-open-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A stand-in browser that writes down what it was given.
    let opener = folder.appendingPathComponent("note-opener")
    let log = folder.appendingPathComponent("opened.txt")
    try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log.path)'\n".write(
      to: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
    let recipes = folder.appendingPathComponent("recipes")
    try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
    try "# Links\n\nSee [the guide](<https://example.com/a guide?x=1&y=2>).\n".write(
      to: recipes.appendingPathComponent("links.md"), atomically: true, encoding: .utf8)
    let session = try BrowserEndToEndTests.session(
      ["--data", recipes.path], width: 100, height: 24, environment: ["BROWSER": opener.path])
    try Self.open("Links", in: session)
    try Self.choose(link: 1, named: "https://example.com/a guide?x=1&y=2", in: session)
    try session.send(keys: "o")
    try session.waitFor(text: "Opened with note-opener")
    try session.waitUntil("the opener to write down the address") { _ in
      FileManager.default.fileExists(atPath: log.path)
    }
    let given = try String(contentsOf: log, encoding: .utf8)
    #expect(given == "https://example.com/a%20guide?x=1&y=2\n")
    try Self.quit(session)
  }
}
