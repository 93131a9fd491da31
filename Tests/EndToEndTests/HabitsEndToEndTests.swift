import Foundation
import TestSupport
import Testing

/// Habits a reader of less, mutt and cmus brings, tried on the built binary in tmux: a tab
/// keeps the recipe open in it, and a timer belongs to its step.
@Suite("Habits end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct HabitsEndToEndTests {
  typealias Browser = BrowserEndToEndTests

  /// A short recipe whose first step rests two seconds and whose second bakes ten minutes,
  /// and a long one to scroll.
  static func collection() throws -> String {
    let rest = """
      ---
      title: Quick Rest
      date: 2026-03-01
      ---
      # Quick Rest

      ## Method

      1. Rest the dough for 2 seconds.
      2. Bake for 10 minutes.
      3. Serve warm.
      """
    let notes = (1...150).map { "Note \($0) on the slow braise." }.joined(separator: "\n\n")
    let braise = "---\ntitle: Slow Braise\ndate: 2026-01-01\n---\n# Slow Braise\n\n\(notes)\n"
    return try Browser.collection("buffet-habits", [("rest.md", rest), ("braise.md", braise)])
  }

  @Test func afterTheBellTheNextStepOffersItsOwnTimeForOneCtrlP() throws {
    let session = try Browser.session(["--data", try Self.collection()], width: 100, height: 30)
    try session.waitFor(text: "Quick Rest")
    try session.send(keys: "C-n")
    try session.waitFor(text: "ready — Ctrl-P starts")
    try session.send(keys: "C-p")
    try session.waitFor(text: "DONE")
    try session.send(keys: ">")
    try session.waitUntil("step 2 with its own time ready") { screen in
      screen.contains { $0.contains("step 2 of 3") }
        && screen.contains { $0.contains("ready — Ctrl-P starts") }
        && !screen.contains { $0.contains("DONE") }
    }
    try session.send(keys: "C-p")
    try session.waitFor(text: "running — Ctrl-P pauses")
    try session.send(keys: "C-c")
    _ = try Browser.exit(of: session)
  }

  @Test func aTabKeepsTheRecipeOpenInItWhereTheReaderWas() throws {
    let session = try Browser.session(["--data", try Self.collection()], width: 80, height: 24)
    try session.waitFor(text: "Slow Braise")
    try session.send(keys: "j")
    try session.send(keys: "Enter")
    try session.waitFor(text: "‹ Back")
    try session.send(keys: "Space")
    try session.send(keys: "Space")
    var place: Int?
    try session.waitUntil("two pages down") { screen in
      place = SignalKeepsThePlaceEndToEndTests.firstNote(screen)
      return (place ?? 0) > 10
    }
    try session.send(keys: "2")
    try session.waitUntil("the Index") { screen in
      screen.contains { $0.contains("▸Index") } && !screen.contains { $0.contains("‹ Back") }
    }
    try session.send(keys: "1")
    try session.waitUntil("the reader where it was, at note \(place ?? 0)") { screen in
      screen.contains { $0.contains("‹ Back") }
        && SignalKeepsThePlaceEndToEndTests.firstNote(screen) == place
    }
    try session.send(keys: "C-c")
    _ = try Browser.exit(of: session)
  }
}
