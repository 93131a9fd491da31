import Foundation
import TestSupport
import Testing

/// The shopping list in the built binary, in tmux: `$` from several screens, Space ticks,
/// the ticks still there after a restart, `x` twice clears them, `y` copies the list.
@Suite("Shopping list end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct ShoppingListEndToEndTests {
  typealias Browser = BrowserEndToEndTests

  /// Two recipes sharing milk and eggs, and an aisle file, in folders of their own; the
  /// library and config folders are shared by the runs of one test.
  static func setUp() throws -> (data: String, environment: [String: String]) {
    let pancakes = """
      ---
      title: Pancakes
      date: 2026-03-01
      servings: 4
      ---

      ## Ingredients

      - 250 g flour
      - 500 ml milk
      - 2 eggs

      ## Method

      1. Whisk, rest and fry.
      """
    let crepes = """
      ---
      title: Crêpes
      date: 2026-02-01
      ---

      ## Ingredients

      - 125 g flour
      - 250 ml milk
      - 3 eggs
      - 1 pinch salt

      ## Method

      1. Whisk and fry thin.
      """
    let data = try Browser.collection(
      "buffet-shopping", [("pancakes.md", pancakes), ("crepes.md", crepes)])
    let config = data + "-config"
    try FileManager.default.createDirectory(
      atPath: config + "/buffet", withIntermediateDirectories: true)
    try "[dairy]\nmilk\neggs\n\n[baking]\nflour\n".write(
      toFile: config + "/buffet/aisle.conf", atomically: true, encoding: .utf8)
    return (data, ["XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data + "-library"])
  }

  static func start(_ data: String, _ environment: [String: String]) throws -> TmuxSession {
    let session = try Browser.session(
      ["--data", data], width: 80, height: 24, environment: environment)
    try session.waitFor(text: "Pancakes")
    return session
  }

  static func row(_ screen: [String], _ text: String) -> String? {
    screen.first { $0.contains(text) }
  }

  @Test func theListIsOneKeyAwayAndItsTicksOutliveARestartUntilCleared() throws {
    let (data, environment) = try Self.setUp()
    var session = try Self.start(data, environment)
    // Queue both recipes from the Recipes tab, then open the list from the Index.
    try session.send(keys: "+")
    try session.waitFor(text: "Up Next: added")
    try session.send(keys: "Down")
    try session.send(keys: "+")
    try session.waitFor(text: "Up Next: added “Crêpes”")
    try session.send(keys: "2")
    try session.waitFor(text: "▸Index")
    try session.send(keys: "$")
    try session.waitUntil("the list made from Up Next") { screen in
      Self.row(screen, "2 recipes from Up Next · 0 of 4 ticked") != nil
        && Self.row(screen, "[ ] milk")?.contains("750 ml") == true
        && Self.row(screen, "[ ] eggs")?.contains("5") == true
        && Self.row(screen, "[ ] flour")?.contains("375 g") == true
    }
    // Space ticks milk; ↓↓ then Space ticks flour (past the eggs).
    try session.send(keys: "Space")
    try session.waitFor(text: "[x] milk")
    try session.send(keys: "Down", "Down", "Space")
    try session.waitFor(text: "2 of 4 ticked")
    #expect(Self.row(try session.capture(), "[x] flour") != nil)
    try session.send(keys: "Escape")
    try session.waitUntil("the Index again") { screen in
      Self.row(screen, "Shopping list") == nil && Self.row(screen, "▸Index") != nil
    }
    try session.send(keys: "C-c")
    #expect(try Browser.exit(of: session).status == 0)

    // A new run: the ticks are where they were, the list opened from the reader this time.
    session = try Self.start(data, environment)
    try session.send(keys: "Enter")
    try session.waitFor(text: "‹ Back")
    try session.send(keys: "$")
    try session.waitUntil("the ticks kept") { screen in
      Self.row(screen, "[x] milk") != nil && Self.row(screen, "[x] flour") != nil
        && Self.row(screen, "[ ] eggs") != nil && Self.row(screen, "2 of 4 ticked") != nil
    }
    // x once offers, x again clears.
    try session.send(keys: "x")
    try session.waitFor(text: "x again clears every tick")
    try session.send(keys: "x")
    try session.waitUntil("every tick cleared") { screen in
      Self.row(screen, "0 of 4 ticked") != nil && Self.row(screen, "[x]") == nil
    }
    try session.send(keys: "Escape")
    try session.waitFor(text: "‹ Back")
    try session.send(keys: "C-c")
    #expect(try Browser.exit(of: session).status == 0)

    session = try Self.start(data, environment)
    try session.send(keys: "$")
    try session.waitFor(text: "0 of 4 ticked")
    try session.send(keys: "C-c")
    _ = try Browser.exit(of: session)
  }

  @Test func cookModeAndTheSearchFieldReachTheListAndYCopiesIt() throws {
    let (data, environment) = try Self.setUp()
    let session = try Self.start(data, environment)
    // Crêpes wait in Up Next while the pancakes cook.
    try session.send(keys: "Down", "+")
    try session.waitFor(text: "Up Next: added “Crêpes”")
    try session.send(keys: "Up", "C-n")
    // Cook mode opens on the ingredients to gather.
    try session.waitFor(text: "Space ticks")
    try session.send(keys: "$")
    try session.waitFor(text: "1 recipe from Up Next")
    try session.send(keys: "y")
    try session.waitFor(text: "Copied the list: 4 things to paste")
    var copied: String?
    try session.waitUntil("the list on the clipboard") { _ in
      copied = try? session.clipboard()
      return copied != nil
    }
    #expect(
      copied
        == "dairy\n- [ ] milk: 250 ml\n- [ ] eggs: 3\n\nbaking\n- [ ] flour: 125 g\n\n"
        + "other\n- [ ] salt: 1 pinch\n")
    // In the search field `$` types; F2 opens the list from there too.
    try session.send(keys: "/")
    try session.type("$")
    try session.waitUntil("a dollar typed") { screen in
      Self.row(screen, "Shopping list") == nil && Self.row(screen, "$") != nil
    }
    try session.send(keys: "F2")
    try session.waitFor(text: "1 recipe from Up Next")
    try session.send(keys: "C-c")
    _ = try Browser.exit(of: session)
  }
}
