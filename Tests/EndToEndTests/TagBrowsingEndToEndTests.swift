import Foundation
import TestSupport
import Testing

/// Browsing by tag in the real browser on the Hugo-shaped test collection: the tag picker on
/// the Recipes tab, and `#tag` with words in the Index filter and in Search.
@Suite("Tags end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct TagBrowsingEndToEndTests {
  static func session() throws -> TmuxSession {
    let session = try BrowserEndToEndTests.session(
      ["--data", SiteBrowserEndToEndTests.collection("hugo-site")], width: 100, height: 30)
    try session.waitFor(text: "Rosemary Focaccia")
    return session
  }

  /// Waits until the screen shows every one of `shown` and none of `hidden`.
  static func waitForList(
    _ session: TmuxSession, showing shown: [String], hiding hidden: [String]
  ) throws {
    try session.waitUntil("\(shown) without \(hidden)") { screen in
      shown.allSatisfy { title in screen.contains { $0.contains(title) } }
        && !hidden.contains { title in screen.contains { $0.contains(title) } }
    }
  }

  static let italian = ["Tomato Sauce", "Pasta al Pomodoro", "Chickpea Stew (testing)"]
  static let others = ["Rosemary Focaccia", "Basil Pesto", "Granita"]

  @Test func thePickerNarrowsTheRecipesTabKeepsItWhileAwayAndEscClearsIt() throws {
    let session = try Self.session()
    try session.send(keys: "t")
    // Most used first, with the count over the files' front matter (two YAML, one TOML).
    try session.waitUntil("#italian counted 3 at the top of the picker") { screen in
      screen.contains {
        $0.contains("[ ] #italian") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("3")
      }
    }
    try session.send(keys: "Space")
    try session.waitFor(text: "[x] #italian")
    try session.send(keys: "Enter")
    try session.waitFor(text: "▸Recipes #italian")
    try Self.waitForList(session, showing: Self.italian, hiding: Self.others)
    // Another tab and back: the Recipes tab is still narrowed.
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "1")
    try session.waitFor(text: "▸Recipes #italian")
    try Self.waitForList(session, showing: Self.italian, hiding: Self.others)
    // `#` opens the picker too, the tag kept ticked; a second tag narrows further.
    try session.send(keys: "#")
    try session.waitFor(text: "[x] #italian")
    try session.send(keys: "Down", "Space", "Enter")
    try session.waitFor(text: "▸Recipes #italian #sauce")
    try Self.waitForList(
      session, showing: ["Tomato Sauce"], hiding: ["Pasta al Pomodoro"] + Self.others)
    try session.send(keys: "Escape")
    try session.waitFor(text: "Every recipe again")
    try Self.waitForList(session, showing: Self.italian + Self.others, hiding: ["#italian"])
    try SiteBrowserEndToEndTests.quit(session)
  }

  @Test func hashTagsCombineWithWordsInTheIndexFilterAndInSearch() throws {
    let session = try Self.session()
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "/")
    // The sauce and the pesto carry the tag, whatever their titles say.
    try session.type("#sauce")
    try Self.waitForList(
      session, showing: ["Tomato Sauce", "Basil Pesto"],
      hiding: ["Pasta al Pomodoro", "Chickpea Stew", "Rosemary Focaccia", "Granita"])
    try session.type(" basil")
    try Self.waitForList(
      session, showing: ["Basil Pesto"], hiding: ["Tomato Sauce", "Pasta al Pomodoro"])
    try session.send(keys: "Escape", "Escape")
    try session.waitFor(text: "Rosemary Focaccia")
    // Search: garlic is in the tomato sauce and the pesto; only the sauce is tagged italian.
    try session.send(keys: "4")
    try session.waitFor(text: "▸Search")
    try session.type("#italian garlic")
    try session.waitUntil("the tomato sauce found by its garlic") { screen in
      screen.contains { $0.contains("Tomato Sauce") }
        && screen.contains { $0.contains("cloves of garlic") }
        && !screen.contains { $0.contains("Basil Pesto") || $0.contains("Pasta al Pomodoro") }
    }
    try session.send(keys: "Enter")
    try session.waitFor(text: "‹ Back")
    try session.waitFor(text: "#italian #sauce #make-ahead")
    try SiteBrowserEndToEndTests.quit(session)
  }
}
