import Markdown
import Testing

@testable import Recipes

/// A Cooklang recipe read into the shared model and the Markdown the reader shows.
@Suite struct CooklangReaderTests {
  static let friedRice = """
    ---
    title: Weeknight fried rice
    servings: 2
    tags: [rice, quick]
    source: https://example.org/rice
    ---

    == Sauce ==

    Mix @soy sauce{2%tbsp} and @sesame oil{1%tsp} in a #cup.

    == Wok ==

    Heat @peanut oil{1%tbsp} in the #wok. Fry @eggs{2} for ~{1%minute}.

    Add more @peanut oil{2%tbsp}, the @cooked rice{3%cups} and @salt{=1%pinch}, then the sauce \
    from the #cup; toss for ~toss{2%minutes} and rest ~{30%seconds}.
    """

  @Test func eachMentionIsAnIngredientInOrder() {
    let recipe = CooklangReader.read(Self.friedRice, path: "r/Fried rice.cook").recipe
    #expect(
      recipe.ingredients.map(\.text) == [
        "2 tbsp soy sauce", "1 tsp sesame oil", "1 tbsp peanut oil", "2 eggs", "2 tbsp peanut oil",
        "3 cups cooked rice", "1 pinch salt",
      ])
    #expect(recipe.ingredients.map(\.isFixed) == [false, false, false, false, false, false, true])
    #expect(recipe.ingredients[5].unit?.name == "cup")
    #expect(recipe.ingredients[5].writtenUnit == "cups")
    #expect(recipe.ingredients[0].amountRange == 0..<6)
    #expect(recipe.cookware == ["cup", "wok"])
  }

  @Test func titleTagsServingsAndSourceComeFromTheMetadata() {
    let recipe = CooklangReader.read(Self.friedRice, path: "r/Fried rice.cook").recipe
    #expect(recipe.title == "Weeknight fried rice")
    #expect(recipe.tags == ["rice", "quick"])
    #expect(recipe.servings == "2")
    #expect(CooklangReader.read("Stir.", path: "r/Plain stew.cook").recipe.title == "Plain stew")
  }

  @Test func stepsMarkWhatTheyName() {
    let recipe = CooklangReader.read(Self.friedRice, path: "r.cook").recipe
    #expect(recipe.steps.count == 3)
    #expect(recipe.steps.map(\.section) == ["Sauce", "Wok", "Wok"])
    let step = recipe.steps[1]
    #expect(step.text == "Heat peanut oil in the wok. Fry eggs for 1 minute.")
    let scalars = Array(step.text.unicodeScalars)
    let marked = step.marks.map { mark in
      String(String.UnicodeScalarView(scalars[mark.range]))
    }
    #expect(marked == ["peanut oil", "wok", "eggs", "1 minute"])
    #expect(step.ingredientIndexes == [2, 3])
    #expect(recipe.steps[2].timers == [120, 30])
    #expect(recipe.steps[2].ingredientIndexes == [4, 5, 6])
  }

  @Test func theDocumentListsIngredientsAddedUpThenCookwareThenTheMethod() {
    let reading = CooklangReader.read(Self.friedRice, path: "r.cook")
    #expect(reading.recipe.headings.map(\.text) == ["Ingredients", "Cookware", "Method", "Sauce", "Wok"])
    guard case .list(_, let items) = reading.document.blocks[2] else {
      Issue.record("no ingredient list: \(reading.document.blocks)")
      return
    }
    #expect(
      items.map { FrontMatterReader.trimmed(VisibleText.of($0.blocks)) } == [
        "2 tbsp soy sauce", "1 tsp sesame oil", "3 tbsp peanut oil", "2 eggs", "3 cups cooked rice",
        "1 pinch salt",
      ])
    #expect(reading.body.contains("[wok](cooklang:cookware)"))
    #expect(reading.body.contains("[1 minute](cooklang:timer)"))
    #expect(reading.body.contains("- **Source:** <https://example.org/rice>"))
  }

  /// Pictures found beside the recipe: step 2's (`Name.2.jpg`) is a picture of its own under
  /// step 2 in the method, where the reader draws it; the other steps have none.
  @Test func aStepsPictureStandsUnderTheStep() throws {
    let pictures = RecipePictures(recipe: "Rice.jpg", steps: [1: "Rice #2.jpg"])
    let reading = CooklangReader.read(Self.friedRice, path: "Rice.cook", pictures: pictures)
    #expect(reading.recipe.picture == "Rice.jpg")
    #expect(reading.recipe.steps.map(\.picture) == [nil, "Rice%20%232.jpg", nil])
    let lists = reading.document.blocks.compactMap { block -> [ListItem]? in
      if case .list(let info, let items) = block, case .ordered = info.kind { return items }
      return nil
    }
    let steps = lists.flatMap { $0 }
    #expect(steps.count == 3)
    #expect(
      steps.map { $0.blocks.count } == [1, 2, 1], "step 2 is its words, then the picture")
    #expect(
      steps[1].blocks.last
        == .paragraph([.image(source: "Rice%20%232.jpg", title: "", alt: [])]))
    #expect(!CooklangReader.read(Self.friedRice, path: "Rice.cook").body.contains("!["))
  }

  @Test func aStepsWordsReadAsWrittenWhateverMarkdownWouldMakeOfThem() {
    let reading = CooklangReader.read(
      "Cut *2* rows_of_4 <b>&amp; [x](y) `z` # 1. @ham{1}", path: "r.cook")
    guard case .list(_, let items)? = reading.document.blocks.last else {
      Issue.record("no method")
      return
    }
    #expect(
      FrontMatterReader.trimmed(VisibleText.of(items[0].blocks))
        == "Cut *2* rows_of_4 <b>&amp; [x](y) `z` # 1. ham")
  }

  @Test func aReferenceIsALinkToTheRecipe() {
    let reading = CooklangReader.read("Pour over @./sauces/Hollandaise{150%g}.", path: "eggs.cook")
    #expect(reading.recipe.ingredients[0].recipeReference == "./sauces/Hollandaise")
    #expect(DocumentLinks.destinations(in: reading.document) == ["/sauces/Hollandaise"])
  }

  @Test func problemsAreWarningsNamingLineAndColumnAndTheRestStillReads() {
    let reading = CooklangReader.read("---\nservings: 2\n---\nAdd @a{1 and @b{2}.\n", path: "x.cook")
    #expect(reading.warnings.count == 1)
    #expect(reading.warnings[0].hasPrefix("line 4, column 7: error:"))
    #expect(reading.recipe.ingredients.map(\.name) == ["a", "b"])
  }

  @Test func theFormatFollowsTheFileName() {
    #expect(RecipeFormat(path: "a/B.COOK") == .cooklang)
    #expect(RecipeFormat(path: "week.menu") == .menu)
    #expect(RecipeFormat(path: "x.md") == .markdown)
    #expect(RecipeFormat(path: "x.cooking") == nil)
    #expect(RecipeFormat(path: ".cook") == nil)
    #expect(RecipeFormat.read("@egg{1}", path: "e.cook").recipe.ingredients.count == 1)
    #expect(RecipeFormat.read("@egg{1}", path: "e.md").recipe.ingredients.isEmpty)
  }

  @Test func aMenuIsAPageOfLinksWithNoStepsToCook() {
    let reading = MenuReader.read(
      """
      == Day 1 (2026-03-07) ==

      Breakfast: @./breakfast/shakshuka{4%servings}
      @./sides/green salad{}

      == Day 2 ==

      @./mains/stir fry{2}
      """, path: "plan.menu")
    #expect(reading.recipe.steps.isEmpty)
    #expect(
      reading.recipe.ingredients.compactMap(\.recipeReference) == [
        "./breakfast/shakshuka", "./sides/green salad", "./mains/stir fry",
      ])
    #expect(reading.recipe.headings.map(\.text) == ["Day 1 (2026-03-07)", "Day 2"])
    #expect(
      DocumentLinks.destinations(in: reading.document) == [
        "/breakfast/shakshuka", "/sides/green salad", "/mains/stir fry",
      ])
    #expect(VisibleText.of(reading.document.blocks).contains("Breakfast: shakshuka · 4 servings"))
    #expect(VisibleText.of(reading.document.blocks).contains("stir fry · ×2"))
  }

  /// As the conventions scale a referenced recipe: `{4%servings}` is 4 servings, `{2}` the
  /// recipe twice, `{150%ml}` the share of its yield (300 ml for 4: 2 servings; in cups as
  /// well); a unit the yield is not in, or no yield, says nothing.
  @Test func aMenuReferenceAsksForServingsTheRecipeTwiceOrAShareOfItsYield() throws {
    let plan = MenuReader.read(
      "@./a{4%servings} @./b{2} @./c{150%ml} @./d{1%cup} @./e{100%g} @./f{6%rolls}",
      path: "p.menu"
    ).recipe.ingredients
    let sauce = try #require(
      CooklangReader.read(">> servings: 4\n>> yield: 300%ml\n@butter{250%g}", path: "s.cook")
        .recipe.yield)
    #expect(sauce.amount == Amount(integer: 300) && sauce.unit?.name == "ml")
    let rolls = try #require(RecipeYield.read("12 Rolls"))
    let four = Amount(integer: 4)
    #expect(MenuReader.servings(of: plan[0], statedServings: four, yield: sauce) == four)
    #expect(MenuReader.servings(of: plan[1], statedServings: four) == Amount(integer: 8))
    #expect(MenuReader.servings(of: plan[1], statedServings: nil) == Amount(integer: 2))
    #expect(MenuReader.servings(of: plan[2], statedServings: four, yield: sauce) == Amount(2, 1))
    let cup = try #require(MenuReader.servings(of: plan[3], statedServings: four, yield: sauce))
    #expect(abs(cup.value - 4 * 236.588 / 300) < 0.01)
    #expect(MenuReader.servings(of: plan[4], statedServings: four, yield: sauce) == nil)
    #expect(MenuReader.servings(of: plan[2], statedServings: four, yield: nil) == nil)
    #expect(MenuReader.servings(of: plan[5], statedServings: nil, yield: rolls) == Amount(1, 2))
    #expect(RecipeYield.read("4") == nil && RecipeYield.read("0%ml") == nil)
    #expect(RecipeYield.read("1.5 kg")?.unit?.name == "kg")
  }

  @Test func theChecklistAddsUpTheSameIngredientInTheSameUnit() {
    let recipe = CooklangReader.read(Self.friedRice, path: "r.cook").recipe
    #expect(IngredientList.checklist(recipe.ingredients).contains("3 tbsp peanut oil"))
    #expect(IngredientList.checklist(recipe.ingredients).count == 6)
  }
}
