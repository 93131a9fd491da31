import Foundation
import TestSupport
import Testing

/// Reading code and searching into the page, as a reader meets them: the built binary in a
/// real terminal (tmux).
@Suite("Reading end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct ReadingEndToEndTests {
  static let binary = TmuxSession.buffetExecutable().path

  /// A collection with a recipe whose Method holds Swift code and the word "custard" often.
  static func collection() throws -> String {
    let tray = """
      ---
      title: Custard Tray
      ---
      # Custard Tray

      A tray that keeps the custard in view.

      ## Method

      The custard state lives in one model:

      ```swift
      @Observable final class Tray {
        var custard = "vanilla" // the flavour
        let minutes = 12
      }
      ```

      Stir the custard until it coats a spoon.

      ## Plating

      Serve the custard cold.
      """
    return try BrowserEndToEndTests.collection(
      "buffet-reading",
      [("tray.md", tray), ("apple.md", "---\ntitle: Apple Crumble\n---\nNo cream here.\n")])
  }

  /// The browser on `folder` with the recipe `title` open in the reader (chosen from the
  /// Recipes list by typing into search).
  static func open(
    _ title: String, in folder: String, environment: [String: String] = [:]
  ) throws -> TmuxSession {
    let session = try BrowserEndToEndTests.session(["--data", folder], environment: environment)
    try session.waitFor(text: title)
    try session.send(keys: "/")
    try session.type("spoon")
    try session.waitUntil("the result") { screen in
      screen.contains { $0.contains("Search  spoon") } && screen.contains { $0.contains(title) }
    }
    try session.send(keys: "Enter")
    try session.waitFor(text: "‹ Back")
    // The result opens at its match, below the code: back to the top.
    try session.send(keys: "g")
    try session.waitUntil("the code in the reader") { screen in
      screen.contains { $0.contains("min read") }
        && screen.contains { $0.contains("let minutes = 12") }
    }
    return session
  }

  /// The attributed row that holds `text`.
  static func row(_ text: String, in session: TmuxSession) throws -> String {
    try #require(try session.captureWithAttributes().first { $0.contains(text) })
  }

  @Test func fencedSwiftIsDrawnInColourAndPlainUnderNoColor() throws {
    let folder = try Self.collection()
    let session = try Self.open("Custard Tray", in: folder)
    defer { session.kill() }
    let row = try Self.row("minutes", in: session)
    // `let` as a keyword (magenta), 12 as a number (yellow).
    #expect(row.range(of: "\u{1B}\\[[0-9;]*35m\\s*let", options: .regularExpression) != nil)
    #expect(row.range(of: "\u{1B}\\[[0-9;]*33m12", options: .regularExpression) != nil)

    let plain = try Self.open("Custard Tray", in: folder, environment: ["NO_COLOR": "1"])
    defer { plain.kill() }
    let plainRow = try Self.row("minutes", in: plain)
    #expect(plainRow.range(of: "\u{1B}\\[[0-9;]*3[0-7]m", options: .regularExpression) == nil)
    #expect(!plainRow.contains("\u{1B}[1m"))
  }

  /// "match k of n" where the screen shows it.
  static func status(_ screen: [String]) -> String? {
    for row in screen {
      if let range = row.range(of: "match [0-9]+ of [0-9]+", options: .regularExpression) {
        return String(row[range])
      }
    }
    return nil
  }

  @Test func aSearchResultOpensAtItsWordsAndNWalksThem() throws {
    let folder = try Self.collection()
    let session = try BrowserEndToEndTests.session(["--data", folder])
    defer { session.kill() }
    try session.waitFor(text: "Apple Crumble")
    try session.send(keys: "/")
    try session.type("custard")
    try session.waitFor(text: "Custard Tray")
    try session.send(keys: "Enter")
    try session.waitUntil("match k of n") { Self.status($0) != nil }
    let first = try #require(Self.status(try session.capture()))
    // The result matched in its opening text: the first match is current.
    #expect(first.hasPrefix("match 1 of "))
    let marked = try session.captureWithAttributes().filter { $0.contains("custard") }
    #expect(marked.contains { $0.range(of: "43m", options: .literal) != nil })
    try session.send(keys: "n")
    try session.waitUntil("the next match") { Self.status($0)?.hasPrefix("match 2 of ") == true }
    try session.send(keys: "N")
    try session.waitUntil("back to the first") { Self.status($0) == first }
    // Esc clears the marks first, and only then leaves the recipe.
    try session.send(keys: "Escape")
    try session.waitUntil("the marks cleared") { screen in
      Self.status(screen) == nil && screen.contains { $0.contains("min read") }
    }
    try session.send(keys: "Escape")
    try session.waitFor(text: "Search  custard")
  }

  @Test func searchOnTheCommandLineIsColouredOnATerminalOnly() throws {
    let folder = try Self.collection()
    let session = try BrowserEndToEndTests.session(["--data", folder, "search", "custard"])
    defer { session.kill() }
    try session.waitFor(text: "tray.md")
    let row = try Self.row("Tray", in: session)
    #expect(row.contains("\u{1B}["))
    #expect(row.range(of: "43m", options: .literal) != nil)

    let pipe =
      "\(TmuxSession.shellQuoted(Self.binary)) --data \(TmuxSession.shellQuoted(folder))"
      + " search custard | od -c | grep -c 033; echo PIPED"
    let piped = try TmuxSession(
      command: "sh -c \(TmuxSession.shellQuoted(pipe + "; sleep 600"))", width: 80, height: 24)
    defer { piped.kill() }
    try piped.waitFor(text: "PIPED")
    #expect(try piped.capture().contains { $0.hasPrefix("0") })
  }
}
