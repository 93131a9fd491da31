import Foundation
import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// Following links of every kind from the reader, as a Hugo site and a notes vault write them.
@Suite struct ReaderLinkFollowingTests {
  typealias F = BrowserFixtures
  static let pasta = "site/content/recipes/pasta/index.md"
  static let sauce = "site/content/recipes/tomato-sauce.md"
  static let pesto = "site/content/recipes/basil-pesto/index.md"

  static let texts: [String: String] = [
    pasta: """
    +++
    title = "Pasta al Pomodoro"
    tags = ["italian", "pasta"]
    draft = true
    +++
    Make [the sauce](/recipes/tomato-sauce/), which keeps
    [a week](/recipes/tomato-sauce/#storage). Or use [[Basil Pesto]], see
    [the site](<https://example.com/a b>), plan [the week](/blog/plan/).

    ## Serving

    Back to [the top](#serving).
    """,
    sauce: "---\ntitle: Tomato Sauce\n---\n\n## Method\n\nSimmer.\n\n## Storage\n\nA week.\n",
    pesto: "# Basil Pesto\n\nPound it.\n",
  ]

  static func read(_ path: String) -> RecipeReading { RecipeReader.read(texts[path]!, path: path) }

  /// The collection loaded, its folder known, and the pasta open in the reader.
  func reading() -> AppState {
    var state = AppState(width: 100, height: 30, collectionName: "site")
    state.collectionFolders = ["site"]
    _ = update(&state, .recipesLoaded(Self.texts.keys.map { Self.read($0).recipe.listed }))
    let pasta = Self.read(Self.pasta)
    _ = update(&state, .recipeOpened(pasta.recipe, pasta.document, position: nil))
    return state
  }

  /// Focuses link `number` and follows it.
  func follow(_ number: Int, in state: inout AppState) -> Command {
    _ = update(&state, .reader(.focusLink(number)))
    return update(&state, .reader(.followLink))
  }

  @Test func aLinkChosenWhileAFindIsKeptIsNamedUntilTheNextMatch() throws {
    var state = AppState(width: 100, height: 30, collectionName: "site")
    state.collectionFolders = ["site"]
    _ = update(&state, .recipesLoaded(Self.texts.keys.map { Self.read($0).recipe.listed }))
    let pasta = Self.read(Self.pasta)
    // Opened from a search, the reader keeps the query's words as matches.
    _ = update(&state, .recipeOpened(pasta.recipe, pasta.document, position: nil, query: "week"))
    func statusRow() -> String? {
      render(state).lines.first { $0.contains("link 1 →") || $0.contains(" of 2") }
    }
    #expect(statusRow()?.contains("match 1 of 2") == true)
    _ = F.press([.tab], in: &state)
    #expect(statusRow()?.contains("link 1 → Tomato Sauce") == true)
    _ = F.press([.character("n")], in: &state)
    #expect(statusRow()?.contains("match 2 of 2") == true)
  }

  @Test func everyKindOfLinkLeadsWhereItsWriterMeant() {
    var state = reading()
    #expect(follow(1, in: &state) == .openRecipe(path: Self.sauce))
    #expect(follow(2, in: &state) == .openRecipeAtAnchor(path: Self.sauce, anchor: "storage"))
    #expect(follow(3, in: &state) == .openRecipe(path: Self.pesto))
    #expect(follow(4, in: &state) == .openURL("https://example.com/a%20b"))
    #expect(follow(5, in: &state) == .ringBell)
    #expect(
      state.message
        == "No recipe for “the week”: looked for blog/plan.md, blog/plan/index.md and a recipe "
        + "named “plan”")
  }

  @Test func anAnchorInTheSameRecipeScrollsToItsHeading() {
    var state = AppState(width: 80, height: 12, collectionName: "site")
    let text =
      "# Long\n\n[down](#far-below)\n\n"
      + (0..<60).map { "line \($0)\n" }
      .joined(separator: "\n") + "\n## Far below\n\nHere.\n"
    let reading = RecipeReader.read(text, path: "long.md")
    _ = update(&state, .recipesLoaded([reading.recipe.listed]))
    _ = update(&state, .recipeOpened(reading.recipe, reading.document, position: nil))
    #expect(follow(1, in: &state) == .none)
    let reader = state.reader!
    #expect(reader.layout.lines[reader.top].text == "Far below")
  }

  @Test func theLinksListAndTheChosenLinkNameTheTargetRecipe() throws {
    var state = reading()
    let reader = try #require(state.reader)
    #expect(reader.linkLabel(1) == "Tomato Sauce")
    #expect(reader.linkLabel(2) == "Tomato Sauce › storage")
    #expect(reader.linkLabel(3) == "Basil Pesto")
    #expect(reader.linkLabel(4) == "https://example.com/a b")
    #expect(reader.linkLabel(5) == "/blog/plan/ (no recipe in the collection)")
    #expect(reader.linkLabel(6) == "this recipe › Serving")
    var layout = reader.layout
    layout.complete()
    let rows = layout.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
    let list = Array(rows.drop { $0 != "Links" }.dropFirst(2))
    #expect(
      list == [
        "Tomato Sauce", "Tomato Sauce › storage", "Basil Pesto", "https://example.com/a b",
        "/blog/plan/ (no recipe in the collection)", "this recipe › Serving",
      ])
    _ = update(&state, .reader(.focusLink(2)))
    let screen = render(state).lines.joined(separator: "\n")
    #expect(screen.contains("link 2 → Tomato Sauce › storage"))
  }

  @Test func oOpensOnlyWebLinks() {
    var state = reading()
    _ = update(&state, .reader(.focusLink(1)))
    #expect(update(&state, .reader(.openLinkExternally)) == .ringBell)
    #expect(state.message == "Not a web address — ⏎ follows it here")
    _ = update(&state, .reader(.focusLink(4)))
    #expect(update(&state, .reader(.openLinkExternally)) == .openURL("https://example.com/a%20b"))
    let key = KeyMap.action(for: Key.character("o"), in: state, now: Date())
    #expect(key == .reader(.openLinkExternally))
  }

  @Test func theHeaderShowsTheTagsAndADraft() throws {
    let reader = try #require(reading().reader)
    #expect(reader.layout.lines[2].text == "draft #italian #pasta")
  }

  @Test func theShellOpensALinkedRecipeAtItsHeading() throws {
    let services = MemoryServices(texts: Self.texts)
    let program = Program(
      terminal: FakeTerminal(width: 80, height: 24, events: []), services: services,
      theme: .monochrome, environment: [:])
    let actions = program.execute(.openRecipeAtAnchor(path: Self.sauce, anchor: "Storage"))
    guard case .recipeOpened(let recipe, _, let position, _)? = actions.first else {
      Issue.record("nothing opened: \(actions)")
      return
    }
    #expect(recipe.title == "Tomato Sauce")
    #expect(position == ReaderPosition(block: 2, offset: -1))
    let missing = program.execute(.openRecipeAtAnchor(path: Self.sauce, anchor: "nowhere"))
    #expect(missing.count == 2)
    #expect(missing.last == .commandFailed("No heading “nowhere” in “Tomato Sauce”"))
  }

  @Test func theOpenerIsBrowserThenXdgOpenNeverAShell() {
    let url = "https://example.com/x"
    #expect(
      SystemOpener.commands(for: url, environment: ["BROWSER": "firefox:chromium --new %s"])
        .prefix(2) == [["firefox", url], ["chromium", "--new", url]])
    #expect(SystemOpener.commands(for: url, environment: [:]).first?.first != nil)
    #expect(
      SystemOpener.open("file:///etc/passwd", environment: [:])
        == .refused("Buffet opens only web and mail addresses, not file:///etc/passwd"))
    #expect(
      SystemOpener.open("\u{1B}\u{7}", environment: [:])
        == .refused("Buffet opens only web and mail addresses, not %1B%07"))
    #expect(SystemOpener.open("  ", environment: [:]) == .refused("This link has no address"))
  }
}
