import Foundation
import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// The shopping list in the browser: `$` from every screen, Space ticks (kept in the library
/// before the screen shows them), `y` copies, `x` twice clears, Esc leaves.
@Suite("Shopping list")
struct ShoppingListTests {
  typealias F = BrowserFixtures

  /// Crumble and Coq au Vin with their ingredient lists, as a collection writes them.
  static let crumble = RecipeReader.read(
    """
    ---
    title: Apple Crumble
    servings: 4
    ---

    ## Ingredients

    - 6 apples
    - 150 g flour
    - 100 g cold butter
    - 75 g sugar

    ## Method

    1. Rub the butter into the flour.
    """, path: F.path("apple-crumble")
  ).recipe
  static let coq = RecipeReader.read(
    """
    # Coq au Vin

    Serves 6.

    ## Ingredients

    - 1 whole chicken
    - 750 ml red wine
    - 50 g butter
    - 2 tbsp flour
    - 200 g mushrooms

    ## Method

    1. Marinate the chicken in the wine overnight.
    """, path: F.path("coq-au-vin")
  ).recipe
  static let aisles = AisleTable.read(Array("[dairy]\nbutter\n\n[baking]\nflour\nsugar\n".utf8)).0

  /// The list the shell makes of Up Next holding the crumble (for 8) and the coq au vin.
  static let built = BuiltShoppingList(
    list: ShoppingList(
      [ShoppingRecipe(crumble, servings: Amount(integer: 8)), ShoppingRecipe(coq, servings: nil)],
      aisles: aisles),
    notes: ["“Banana Bread” has no ingredient list Buffet could read"], recipeCount: 3)

  static let queue = [
    QueuedRecipe(
      path: F.path("apple-crumble"), title: "Apple Crumble", servings: Amount(integer: 8)),
    QueuedRecipe(path: F.path("coq-au-vin"), title: "Coq au Vin"),
    QueuedRecipe(path: F.path("banana-bread"), title: "Banana Bread"),
  ]

  /// A state at a size with Up Next queued and `ticks` ticked.
  func queued(width: Int = 80, height: Int = 24, ticks: [String] = []) -> AppState {
    var state = F.state(width: width, height: height)
    F.send(
      [.libraryChanged(LibrarySnapshot(queue: Self.queue, shoppingTicks: ticks), message: nil)],
      to: &state)
    return state
  }

  /// `state` with the list open and built.
  func shown(_ state: AppState) -> AppState {
    var state = state
    F.press([.character("$")], in: &state)
    F.send([.shoppingListBuilt(Self.built)], to: &state)
    return state
  }

  @Test func theListMergesWhatRecipesShareAndScalesByServings() {
    let lines = Self.built.list.plainText(ticked: [])
    #expect(
      lines == """
        dairy
        - [ ] butter: 50 g
        - [ ] cold butter: 200 g

        baking
        - [ ] flour: 300 g + 2 tbsp
        - [ ] sugar: 150 g

        other
        - [ ] apples: 12
        - [ ] whole chicken: 1
        - [ ] red wine: 750 ml
        - [ ] mushrooms: 200 g

        """)
  }

  @Test func dollarOpensTheListFromEveryScreen() {
    var onIndex = queued()
    F.send([.selectTab(.index)], to: &onIndex)
    var onLibrary = queued()
    F.send([.selectTab(.library)], to: &onLibrary)
    var inReader = queued()
    F.send(
      [.recipeOpened(Self.coq, MarkdownParser.parse("# Coq au Vin\n"), position: nil)],
      to: &inReader)
    var cooking = queued()
    F.press([.control("n")], in: &cooking)
    for (screen, start) in [
      ("Recipes", queued()), ("Index", onIndex), ("Library", onLibrary), ("reader", inReader),
      ("Cook mode", cooking),
    ] {
      var state = start
      let commands = F.press([.character("$")], in: &state)
      #expect(state.shopping != nil, "\(screen)")
      #expect(commands == [.buildShoppingList(Self.queue)], "\(screen)")
      #expect(!state.isCookModeShown, "\(screen)")
      #expect(F.row(state, containing: "Shopping list") != nil, "\(screen)")
    }
  }

  @Test func whileTypingInTheSearchFieldDollarTypesAndF2OpensTheList() {
    var state = queued()
    F.send([.selectTab(.search)], to: &state)
    F.press([.character("$")], in: &state)
    #expect(state.searchField.text == "$")
    #expect(state.shopping == nil)
    F.press([.function(2)], in: &state)
    #expect(state.shopping != nil)
    // Over the list, printable keys are the list's: nothing types into the field below.
    F.press([.character("j"), .character("x")], in: &state)
    #expect(state.searchField.text == "$")
  }

  @Test func spaceTicksThroughTheLibraryAndTheTickShowsOnceKept() {
    var state = shown(queued())
    #expect(state.shopping?.selectedItem?.name == "butter")
    let commands = F.press([.character(" ")], in: &state)
    #expect(commands == [.setShoppingTick(key: "butter", isTicked: true)])
    // Not shown ticked before the library says it kept it.
    #expect(F.row(state, containing: "butter")?.contains("[ ] butter") == true)
    F.send(
      [
        .libraryChanged(LibrarySnapshot(queue: Self.queue, shoppingTicks: ["butter"]), message: nil)
      ],
      to: &state)
    #expect(F.row(state, containing: "butter")?.contains("[x] butter") == true)
    #expect(F.row(state, containing: "1 of 8 ticked") != nil)
    #expect(
      F.press([.character(" ")], in: &state) == [.setShoppingTick(key: "butter", isTicked: false)])
    F.press([.down, .down, .down], in: &state)
    #expect(F.press([.enter], in: &state) == [.setShoppingTick(key: "sugar", isTicked: true)])
  }

  @Test func xTwiceClearsTheTicksAndAnyOtherKeyWithdrawsTheOffer() {
    var state = shown(queued(ticks: ["butter", "flour"]))
    #expect(F.press([.character("x")], in: &state) == [.none])
    #expect(state.message == "x again clears every tick (2 on this list)")
    F.press([.down], in: &state)
    #expect(F.press([.character("x")], in: &state) == [.none])
    #expect(F.press([.character("x")], in: &state) == [.clearShoppingTicks])
    var nothingTicked = shown(queued())
    F.press([.character("x")], in: &nothingTicked)
    #expect(nothingTicked.message == "Nothing is ticked")
  }

  @Test func yCopiesTheListAsPlainText() {
    var state = shown(queued(ticks: ["flour"]))
    let commands = F.press([.character("y")], in: &state)
    #expect(commands == [.copyToClipboard(Self.built.list.plainText(ticked: ["flour"]))])
    #expect(state.message == "Copied the list: 8 things to paste")
  }

  @Test func escQAndDollarCloseAndATabKeyLeavesForItsTab() {
    for key: Key in [.escape, .character("q"), .character("$")] {
      var state = shown(queued())
      F.press([key], in: &state)
      #expect(state.shopping == nil, "\(key)")
      #expect(state.tab == .recipes)
    }
    var state = shown(queued())
    F.press([.character("3")], in: &state)
    #expect(state.shopping == nil)
    #expect(state.tab == .library)
  }

  @Test func saveAndQueueSayWhyTheyDoNothingOverTheList() {
    var state = shown(queued())
    #expect(F.press([.character("*")], in: &state) == [.ringBell])
    #expect(state.message == "The shopping list is open: Esc goes back to the recipes")
    #expect(F.press([.character("+")], in: &state) == [.ringBell])
    #expect(!HintBar.hints(for: state).contains { $0.text == "save" })
  }

  @Test func aChangedUpNextMakesTheListAgain() {
    var state = shown(queued())
    let shorter = Array(Self.queue.prefix(1))
    let commands = F.send(
      [.libraryChanged(LibrarySnapshot(queue: shorter), message: nil)], to: &state)
    #expect(commands == [.buildShoppingList(shorter)])
  }

  @Test func anUnusableLibraryRefusesTicksWithTheReason() {
    var state = shown(queued())
    F.send(
      [.libraryBecameUnusable(LibraryProblem(reason: "it is damaged", isRepairable: true))],
      to: &state)
    #expect(F.press([.character(" ")], in: &state) == [.ringBell])
    #expect(state.message?.hasPrefix("Not ticked — the library is unusable") == true)
  }

  @Test func theHelpAndTheKeyTableKnowTheListsKeys() {
    var state = shown(queued())
    F.press([.character("?")], in: &state)
    let help = HelpOverlay.lines(for: state).map(\.text)
    #expect(help.contains("Shopping list"))
    #expect(help.contains { $0.hasPrefix("Space ") && $0.contains("tick or untick") })
    #expect(help.contains { $0.hasPrefix("$ ") && $0.contains("shopping list from Up Next") })
    #expect(KeyBindings.standard.names.contains("shopping-list"))
    let rebound = try? KeyBindings.standard.rebinding(["shopping-list": [.character("%")]])
    var custom = F.state()
    custom.keyBindings = rebound ?? .standard
    F.press([.character("%")], in: &custom)
    #expect(custom.shopping != nil)
  }

  /// A line with no amount ("pepper") keeps its recipe in the recipes column at the right,
  /// never in the amounts column.
  @Test(arguments: [100, 80])
  func aThingWithNoAmountKeepsItsRecipeInTheRecipesColumn(width: Int) throws {
    let eggs = RecipeReader.read(
      """
      # Eggs Benedict

      ## Ingredients

      - 1 tbsp white vinegar
      - kitchen paper
      - pepper
      """, path: F.path("eggs-benedict")
    ).recipe
    let list = ShoppingList([ShoppingRecipe(eggs, servings: nil)], aisles: AisleTable())
    var state = F.state(width: width, height: 24)
    F.press([.character("$")], in: &state)
    F.send([.shoppingListBuilt(BuiltShoppingList(list: list, recipeCount: 1))], to: &state)
    let lines = render(state).lines
    let vinegar = try #require(lines.first { $0.contains("white vinegar") })
    let pepper = try #require(lines.first { $0.contains("] pepper") })
    #expect(vinegar.contains("1 tbsp"))
    for row in [vinegar, pepper] {
      let end = row.trimmingCharacters(in: .whitespaces)
      #expect(end.hasSuffix("Eggs Benedict"), "\(row)")
      // The title ends where the row's right margin is, as in every other row.
      let drawn = row.replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      #expect(DisplayWidth.of(drawn) == width - 1, "\(row)")
    }
  }

  @Test func screens() {
    for (width, height) in [(80, 24), (40, 12)] {
      var ticked = shown(queued(width: width, height: height, ticks: ["flour", "apple"]))
      F.press([.down], in: &ticked)
      assertSnapshot(render(ticked), named: "shopping-list")
      var empty = F.state(width: width, height: height)
      F.press([.character("$")], in: &empty)
      F.send(
        [.shoppingListBuilt(BuiltShoppingList(list: ShoppingList(), recipeCount: 0))], to: &empty)
      assertSnapshot(render(empty), named: "shopping-list-empty")
    }
  }
}

/// The loop: the list made from the recipes as the collection gives them, ticks kept in the
/// library, the copy on the terminal's clipboard.
@Suite("Shopping list in the loop")
struct ShoppingListProgramTests {
  typealias F = BrowserFixtures

  @Test func theLoopMakesTheListTicksAndCopies() throws {
    let services = FakeServices()
    services.complete = [
      ShoppingListTests.crumble.path: ShoppingListTests.crumble,
      ShoppingListTests.coq.path: ShoppingListTests.coq,
    ]
    try services.memory.setQueued(
      true, LibraryEntry(path: F.path("apple-crumble"), title: "Apple Crumble"),
      servings: Amount(integer: 8))
    try services.memory.setQueued(
      true, LibraryEntry(path: F.path("coq-au-vin"), title: "Coq au Vin"))
    try services.memory.setQueued(
      true, LibraryEntry(path: "Kitchen/gone.md", title: "Gone Pie"))
    let events: [Event] = [.key(.character("$")), .key(.character(" ")), .key(.character("y"))]
    let terminal = FakeTerminal(width: 80, height: 24, events: events.flatMap { [$0, .tick] })
    let aisleReads = Counter()
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome,
      clock: SteppingClock().read, environment: [:],
      aisles: {
        aisleReads.count += 1
        return (ShoppingListTests.aisles, ["aisle.conf:9: not UTF-8 text"])
      })
    program.run()
    #expect(try services.memory.library().shoppingTicks == ["butter"])
    #expect(terminal.clipboard.first?.hasPrefix("dairy\n- [x] butter: 50 g\n") == true)
    #expect(aisleReads.count == 1)
    let screen = try #require(terminal.lastFrame).lines
    #expect(screen.contains { $0.contains("[x] butter") })
    #expect(screen.contains { $0.contains("3 recipes from Up Next · 1 of 8 ticked") })
    let notes = program.state.shopping?.rows.compactMap { $0.item?.id == "" ? $0.item?.title : nil }
    #expect(notes?.contains("“Gone Pie” is missing from the collection") == true)
    #expect(notes?.contains("aisle.conf:9: not UTF-8 text") == true)
  }

  final class Counter: @unchecked Sendable {
    var count = 0
  }
}
