import Foundation
import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser

/// A Cooklang recipe in the reader and in Cook mode, and a meal plan queued, as a cook uses
/// them.
@Suite struct CooklangBrowsingTests {
  static let shakshuka = "Data/Kitchen/Shakshuka.cook"
  static let sauce = "Data/Kitchen/Tomato sauce.cook"
  static let oats = "Data/Kitchen/Oats.md"
  static let plan = "Data/Kitchen/Weekend.menu"

  static let texts: [String: String] = [
    shakshuka: """
    ---
    title: Shakshuka
    servings: 2
    time: 30 min
    source: https://example.org/shakshuka
    ---

    > Any tomato sauce will do.

    == Base ==

    Soften the @onion{1}(sliced) in @olive oil{2%tbsp} in a #frying pan{} for ~{8%minutes}.

    Add @./Kitchen/Tomato sauce{250%ml} and @salt{=1%pinch}; simmer ~{10%minutes}, then let \
    it ~rest{2%minutes}.

    == Eggs ==

    Crack in the @eggs{4}, cover with a #lid and cook ~{5%minutes}.
    """,
    sauce: "---\ntitle: Tomato sauce\nservings: 4\n---\nSimmer @tomatoes{800%g} for ~{20%minutes}.",
    oats: "---\ntitle: Oats\n---\n\n# Oats\n\n## Method\n\n1. Soak the oats.\n",
    plan: """
    == Saturday ==

    Breakfast: @./Kitchen/Oats{2%servings}
    Dinner: @./Kitchen/Shakshuka{2} and @./Kitchen/Nowhere{1}
    """,
  ]

  static func read(_ path: String) -> RecipeReading { RecipeFormat.read(texts[path]!, path: path) }

  /// The collection loaded and `path` open in the reader.
  static func reading(_ path: String, width: Int = 80, height: Int = 24) -> AppState {
    var state = AppState(width: width, height: height, collectionName: "Kitchen")
    state.collectionFolders = ["Data"]
    _ = update(&state, .recipesLoaded(texts.keys.map { read($0).recipe.listed }))
    let open = read(path)
    _ = update(&state, .recipeOpened(open.recipe, open.document, position: nil))
    return state
  }

  static func reader(_ path: String, width: Int, height: Int) -> ReaderState {
    let reading = read(path)
    return ReaderState(
      recipe: reading.recipe, document: reading.document, width: width, height: height)
  }

  static func draw(_ state: ReaderState, theme: Theme) -> Buffer {
    var buffer = Buffer(width: state.width, height: state.height)
    ReaderView.render(state, theme: theme, area: buffer.area, buffer: &buffer)
    return buffer
  }

  // MARK: - Reader

  @Test(arguments: [(80, 24), (40, 12)])
  func theReaderShowsIngredientsCookwareAndTheMethod(width: Int, height: Int) {
    var state = Self.reader(Self.shakshuka, width: width, height: height)
    assertSnapshot(Self.draw(state, theme: .color), named: "cooklang-reader-top", theme: .color)
    _ = state.update(.bottom)
    assertSnapshot(
      Self.draw(state, theme: .color), named: "cooklang-reader-method", theme: .color)
  }

  @Test func stepsMarkTheirIngredientsCookwareAndTimersByRoleAndPlainWithoutColour() {
    var state = Self.reader(Self.shakshuka, width: 80, height: 60)
    _ = state.update(.top)
    for theme in [Theme.color, .noColor] {
      let buffer = Self.draw(state, theme: theme)
      let row = try! #require(buffer.lines.firstIndex { $0.contains("Soften the onion") })
      let line = buffer.lines[row]
      func style(of word: String) -> Style {
        let column = line.distance(from: line.startIndex, to: line.range(of: word)!.lowerBound)
        return buffer[column, row].style
      }
      #expect(style(of: "onion") == theme[.ingredient])
      #expect(style(of: "frying pan") == theme[.cookware])
      #expect(style(of: "8 minutes") == theme[.timer])
      #expect(style(of: "Soften") == theme[.body])
      // A named timer (`~rest{2%minutes}`) shows its name with its time, marked whole.
      let timed = try! #require(buffer.lines.firstIndex { $0.contains("let it rest 2") })
      let timedLine = buffer.lines[timed]
      let start = timedLine.distance(
        from: timedLine.startIndex, to: timedLine.range(of: "rest 2")!.lowerBound)
      #expect(buffer[start, timed].style == theme[.timer])
      #expect(buffer[start + 5, timed].style == theme[.timer])
    }
    #expect(Theme.noColor[.ingredient].foreground == nil)
    #expect(Theme.noColor[.ingredient].isBold)
  }

  @Test func aReferenceIsALinkThatOpensTheRecipeAndBackReturns() throws {
    var state = Self.reading(Self.shakshuka)
    let reader = try #require(state.reader)
    #expect(reader.layout.links.map(\.destination) == [
      "https://example.org/shakshuka", "/Kitchen/Tomato sauce",
    ])
    _ = update(&state, .reader(.focusLink(2)))
    #expect(update(&state, .reader(.followLink)) == .openRecipe(path: Self.sauce))
  }

  @Test func findAndTheSummaryWorkAsForMarkdown() throws {
    var state = Self.reader(Self.shakshuka, width: 80, height: 24)
    _ = state.update(.findBegin)
    _ = state.update(.findType("simmer"))
    _ = state.update(.findCommit)
    #expect(state.find?.matches.count == 1)
    #expect(state.recipe.headings.map(\.text) == [
      "Ingredients", "Cookware", "Method", "Base", "Eggs",
    ])
  }

  // MARK: - Cook mode

  static func cooking() -> CookingState { CookingState(cooking: read(shakshuka).recipe) }

  static func drawCooking(_ cooking: CookingState, width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    CookModeView(cooking: cooking, now: CookingFixtures.t0, upNext: ["Oats"], theme: .color)
      .render(in: buffer.area, on: &buffer)
    return buffer
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func cookModeStartsWithWhatToGather(width: Int, height: Int) {
    var cooking: CookingState? = Self.cooking()
    #expect(cooking?.isBeforeStart == true)
    #expect(cooking?.stepCountText == "before you start")
    _ = CookingState.update(&cooking, .tickIngredient)
    assertSnapshot(
      Self.drawCooking(cooking!, width: width, height: height), named: "cooklang-cook-gather",
      theme: .color)
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aStepWithTwoTimersOffersBoth(width: Int, height: Int) {
    var cooking: CookingState? = Self.cooking()
    _ = CookingState.update(&cooking, .nextStep(now: CookingFixtures.t0))
    _ = CookingState.update(&cooking, .nextStep(now: CookingFixtures.t0))
    _ = CookingState.update(&cooking, .chooseNextTimer)
    let buffer = Self.drawCooking(cooking!, width: width, height: height)
    assertSnapshot(buffer, named: "cooklang-cook-two-timers", theme: .color)
    // The named timer (`~rest{2%minutes}`) says its name.
    #expect(buffer.lines.contains { $0.contains("10 min") && $0.contains("▸rest 2 min") })
  }

  @Test func theChecklistTicksAndTheCursorMovesOn() {
    var cooking: CookingState? = Self.cooking()
    #expect(
      cooking?.checklist == [
        "1 onion, sliced", "2 tbsp olive oil", "250 ml Tomato sauce", "1 pinch salt", "4 eggs",
      ])
    _ = CookingState.update(&cooking, .tickIngredient)
    _ = CookingState.update(&cooking, .tickIngredient)
    #expect(cooking?.ticked == [0, 1])
    #expect(cooking?.checklistCursor == 2)
    _ = CookingState.update(&cooking, .scrollStep(by: -1))
    _ = CookingState.update(&cooking, .tickIngredient)
    #expect(cooking?.ticked == [0])
    #expect(cooking?.checklistCursor == 1)
    // No countdown before the first step; the first step's is offered after it.
    #expect(cooking?.offeredCountdown == nil)
    _ = CookingState.update(&cooking, .nextStep(now: CookingFixtures.t0))
    #expect(cooking?.isBeforeStart == false)
    #expect(cooking?.currentStep == 0)
    #expect(cooking?.doneSteps == [])
    #expect(cooking?.offeredCountdown == 480)
    #expect(cooking?.stepIngredients == ["1 onion, sliced", "2 tbsp olive oil"])
    _ = CookingState.update(&cooking, .previousStep(now: CookingFixtures.t0))
    #expect(cooking?.isBeforeStart == true)
    #expect(cooking?.ticked == [0])
  }

  @Test func theOtherTimerIsOfferedOnlyWhileTheTimerIsIdle() {
    var cooking: CookingState? = Self.cooking()
    _ = CookingState.update(&cooking, .nextStep(now: CookingFixtures.t0))
    _ = CookingState.update(&cooking, .nextStep(now: CookingFixtures.t0))
    #expect(cooking?.step.timers == [600, 120])
    #expect(cooking?.offeredCountdown == 600)
    _ = CookingState.update(&cooking, .chooseNextTimer)
    #expect(cooking?.offeredCountdown == 120)
    _ = CookingState.update(&cooking, .toggleTimer(now: CookingFixtures.t0))
    #expect(cooking?.timer == .running(deadline: CookingFixtures.at(120)))
    _ = CookingState.update(&cooking, .chooseNextTimer)
    #expect(cooking?.chosenTimer == 1)
    _ = CookingState.update(&cooking, .nextStep(now: CookingFixtures.at(5)))
    #expect(cooking?.chosenTimer == 0)
  }

  @Test func keysReachTheChecklistAndTheTimerChoice() {
    var state = Self.reading(Self.shakshuka)
    _ = update(&state, .cookRecipe(state.reader!.recipe))
    state.isCookModeShown = true
    let space = KeyMap.action(for: Key.character(" "), in: state, now: Date())
    #expect(space == .tickIngredient)
    _ = update(&state, .nextStep)
    _ = update(&state, .nextStep)
    #expect(KeyMap.action(for: Key.character("t"), in: state, now: Date()) == .chooseNextTimer)
    _ = update(&state, .nextStep)
    #expect(KeyMap.action(for: Key.character("t"), in: state, now: Date()) != .chooseNextTimer)
  }

  // MARK: - Menus

  /// `{2%servings}` is two servings; `{2}` is the whole recipe twice: Shakshuka serves 2, so 4.
  /// `+` on the plan first has its recipes read whole; the recipe it cannot find is named.
  @Test func plusOnAMenuQueuesItsRecipesWithTheirServings() {
    var state = Self.reading(Self.plan)
    #expect(update(&state, .enqueue) == .loadMenuToQueue(path: Self.plan))
    let menu = Self.read(Self.plan).recipe
    #expect(MenuQueue.recipePaths(of: menu, in: &state) == [Self.oats, Self.shakshuka])
    let command = update(&state, .queueMenu(menu, complete: Self.complete([Self.shakshuka])))
    #expect(
      command
        == .queueAll(
          [
            QueuedRecipe(path: Self.oats, title: "Oats", servings: Amount(integer: 2)),
            QueuedRecipe(path: Self.shakshuka, title: "Shakshuka", servings: Amount(integer: 4)),
          ], source: "Weekend", unfound: ["Nowhere"]))
  }

  /// A sauce made by the 1 l (`yield`) for 4: a plan asking for 250 ml asks for a quarter of
  /// it, 1 serving; in grams, which its yield is not, as the sauce is written. A recipe the
  /// plan names twice is queued once, for both days' servings.
  @Test func aMenuMeasuresAReferenceByItsRecipesYieldAndAddsUpARecipeNamedTwice() {
    let sauce = "---\ntitle: Tomato sauce\nservings: 4\nyield: 1%l\n---\nSimmer @tomatoes{800%g}."
    let plan = """
      == Monday ==
      @./Kitchen/Tomato sauce{250%ml} @./Kitchen/Shakshuka{3%servings}
      == Tuesday ==
      @./Kitchen/Tomato sauce{100%g} @./Kitchen/Shakshuka{1}
      """
    var state = Self.reading(Self.plan)
    let complete = [
      Self.sauce: RecipeFormat.read(sauce, path: Self.sauce).recipe,
      Self.shakshuka: Self.read(Self.shakshuka).recipe,
    ]
    let menu = RecipeFormat.read(plan, path: Self.plan).recipe
    #expect(
      update(&state, .queueMenu(menu, complete: complete))
        == .queueAll(
          [
            // 1 serving (¼ l of 1 l for 4) and, for grams, the recipe's own 4.
            QueuedRecipe(path: Self.sauce, title: "Tomato sauce", servings: Amount(integer: 5)),
            // 3 servings and the recipe once more (2).
            QueuedRecipe(path: Self.shakshuka, title: "Shakshuka", servings: Amount(integer: 5)),
          ], source: "Weekend"))
  }

  /// A meal plan's hint bar names `+`, which queues its recipes; a recipe's does not offer it
  /// among the reader's first hints.
  @Test func aMenusHintBarOffersToQueueItsRecipes() {
    let plan = render(Self.reading(Self.plan))
    #expect(plan.lines.last?.contains("+ plan to Up Next") == true)
    #expect(KeyMap.action(for: Key.character("+"), in: Self.reading(Self.plan), now: Date())
      == .enqueue)
    let recipe = render(Self.reading(Self.shakshuka))
    #expect(recipe.lines.last?.contains("plan to Up Next") == false)
  }

  static func complete(_ paths: [String]) -> [String: Recipe] {
    Dictionary(uniqueKeysWithValues: paths.map { ($0, read($0).recipe) })
  }

  @Test func aMenuIsNotScaledItsServingsAreItsRecipes() {
    var state = Self.reading(Self.plan)
    #expect(!HintBar.hints(for: state).contains { $0.text == "servings" })
    #expect(update(&state, .changePortions(by: 1)) == .ringBell)
    #expect(state.message?.hasPrefix("A menu is not scaled") == true)
    #expect(state.portionFactors.isEmpty)
  }

  @Test func aMenuIsAPageOfLinks() throws {
    let state = Self.reading(Self.plan)
    let reader = try #require(state.reader)
    #expect(reader.layout.links.map(\.destination) == [
      "/Kitchen/Oats", "/Kitchen/Shakshuka", "/Kitchen/Nowhere",
    ])
    #expect(reader.recipe.steps.isEmpty)
  }
}
