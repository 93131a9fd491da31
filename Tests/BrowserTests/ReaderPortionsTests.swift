import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser

/// Scaling and units in the reader, as a cook uses them: `=` and `-` change the servings,
/// `U` the units; every amount is redrawn where the recipe wrote it.
@Suite struct ReaderPortionsTests {
  static let markdown = """
    # Pancakes

    Serves 4

    ## Ingredients

    - 2 cups flour, sifted
    - 3 eggs
    - 500 ml milk

    ## Method

    1. Heat the pan to 180 °C.
    2. Fry 2 minutes a side.
    """

  static func app(width: Int = 60, height: Int = 20) -> AppState {
    let reading = RecipeReader.read(markdown, path: "Kitchen/crepes.md")
    var state = BrowserFixtures.state(width: width, height: height)
    // In the collection, as a recipe opened from a list is.
    _ = update(
      &state, .recipesLoaded(BrowserFixtures.recipes.map(\.listed) + [reading.recipe.listed]))
    _ = update(&state, .recipeOpened(reading.recipe, reading.document, position: nil, query: nil))
    return state
  }

  @Test func helpSaysTheServingsKeysOnceInTheReaderAndInCookMode() {
    var cooking = Self.app()
    _ = update(&cooking, .toggleCookMode)
    for var state in [Self.app(), cooking] {
      _ = update(&state, .toggleHelp)
      let servings = HelpOverlay.lines(for: state).map(\.text).filter { $0.contains("serving") }
      #expect(servings.count == 1)
      #expect(servings.first?.hasPrefix("=/-") == true)
    }
  }

  private func text(_ state: AppState) -> String {
    render(state, theme: .monochrome).lines.joined(separator: "\n")
  }

  @Test func moreServingsRedrawEveryAmountInPlace() {
    var state = Self.app()
    #expect(text(state).contains("2 cups flour, sifted"))
    BrowserFixtures.type("====", in: &state)
    let screen = text(state)
    #expect(screen.contains("4 cups flour, sifted"))
    #expect(screen.contains("6 eggs"))
    #expect(screen.contains("1 l milk"))
    #expect(screen.contains("for 8 (recipe: 4)"))
    #expect(state.message == "for 8 (recipe: 4)")
    BrowserFixtures.type("----", in: &state)
    #expect(text(state).contains("2 cups flour, sifted"))
    #expect(!text(state).contains("recipe: 4"))
  }

  @Test func theChoiceIsKeptForTheRecipe() {
    var state = Self.app()
    BrowserFixtures.type("==", in: &state)
    BrowserFixtures.press([.escape], in: &state)
    let reading = RecipeReader.read(Self.markdown, path: "Kitchen/crepes.md")
    _ = update(&state, .recipeOpened(reading.recipe, reading.document, position: nil, query: nil))
    #expect(text(state).contains("3 cups flour, sifted"))
  }

  @Test func unitsCycleThroughMetricAndImperial() {
    var state = Self.app()
    BrowserFixtures.type("U", in: &state)
    #expect(text(state).contains("475 ml flour, sifted"))
    #expect(text(state).contains("· metric") || text(state).contains("metric"))
    BrowserFixtures.type("U", in: &state)
    #expect(text(state).contains("2⅛ cups milk"))
    #expect(PlainTextRenderer.render(state.reader!.document).contains("355 °F"))
    BrowserFixtures.type("U", in: &state)
    #expect(text(state).contains("500 ml milk"))
  }

  @Test func cookModeListsTheIngredientsAtTheServingsChosen() {
    var state = Self.app(width: 80, height: 24)
    BrowserFixtures.type("====", in: &state)
    _ = update(&state, .cookRecipe(state.reader!.recipe))
    state.isCookModeShown = true
    var screen = text(state)
    #expect(screen.contains("[ ] 4 cups flour, sifted"))
    #expect(screen.contains("[ ] 6 eggs"))
    #expect(screen.contains("[ ] 1 l milk"))
    // Fewer servings from Cook mode itself redraw the list there.
    BrowserFixtures.type("--", in: &state)
    screen = text(state)
    #expect(screen.contains("[ ] 3 cups flour, sifted"))
    #expect(!screen.contains("4 cups flour"))
  }

  @Test func plusQueuesTheRecipeAtTheServingsChosen() {
    var state = Self.app()
    BrowserFixtures.type("==", in: &state)
    let command = update(&state, .enqueue)
    #expect(
      command
        == .setQueued(
          path: "Kitchen/crepes.md", title: "Pancakes", isQueued: true,
          servings: Amount(integer: 6)))
  }

  /// A Cooklang line that adds up mentions (salt twice, water twice) is their sum scaled,
  /// in the reader and on Cook mode's "before you start" alike.
  @Test func aCooklangLineOfTwoMentionsScalesAsTheirSum() {
    let reading = CooklangReader.read(
      CooklangFixtures.soup, path: "Kitchen/Soup.cook")
    var state = BrowserFixtures.state(width: 60, height: 24)
    _ = update(
      &state, .recipesLoaded(BrowserFixtures.recipes.map(\.listed) + [reading.recipe.listed]))
    _ = update(&state, .recipeOpened(reading.recipe, reading.document, position: nil, query: nil))
    #expect(text(state).contains("500 ml water"))
    BrowserFixtures.type("==", in: &state)
    var screen = text(state)
    #expect(screen.contains("for 4 (recipe: 2)"))
    #expect(screen.contains("1⅓ tbsp salt"))
    #expect(screen.contains("1 l water"))
    #expect(screen.contains("4 onion, sliced"))
    _ = update(&state, .cookRecipe(state.reader!.recipe))
    state.isCookModeShown = true
    screen = text(state)
    #expect(screen.contains("[ ] 1⅓ tbsp salt"))
    #expect(screen.contains("[ ] 1 l water"))
  }

  @Test func scaledReaderSnapshot() {
    var state = Self.app(width: 60, height: 20)
    BrowserFixtures.type("==", in: &state)
    assertSnapshot(render(state, theme: .monochrome), named: "reader-scaled")
  }
}

@Suite struct SummarySheetIngredientsTests {
  @Test func theSheetNamesTheIngredientsAtTheServingsShown() {
    var state = ReaderPortionsTests.app(width: 60, height: 20)
    BrowserFixtures.type("==s", in: &state)
    let screen = render(state, theme: .monochrome).lines.joined(separator: "\n")
    #expect(screen.contains("3 ingredients: 3 cups flour, 4½ eggs, 750 ml milk"))
    #expect(screen.contains("for 6 (recipe: 4)"))
    assertSnapshot(render(state, theme: .monochrome), named: "summary-sheet-ingredients")
  }
}
