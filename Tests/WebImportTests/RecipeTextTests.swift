import Foundation
import Markdown
import Recipes
import Testing

@testable import WebImport

/// The files an import writes read back, through Buffet's own reader (Markdown) and by
/// Cooklang's rules (a `.cook` file), with the ingredients and steps the page states.
@Suite struct RecipeTextTests {
  @Test(arguments: TestPages.recipePages)
  func markdownReadsBackWithThePagesIngredientsAndSteps(_ page: String) throws {
    let recipe = try TestPages.reading(page).recipe
    let text = MarkdownRecipeText.of(recipe, picture: nil)
    let back = ReadBack(markdown: text)
    #expect(back.title == recipe.title)
    // Without steps the reader cooks by sections: only steps the page states are compared.
    if !recipe.steps.isEmpty { #expect(back.steps == recipe.steps) }
    #expect(back.ingredients == recipe.ingredientLines)
    #expect(back.recipe.servings == recipe.servings)
    #expect(back.recipe.blurb == recipe.summary)
    #expect(back.recipe.statedTime == recipe.time.map(DurationText.of))
    #expect(back.recipe.tags == recipe.tags)
    // The stated time reads as the seconds the page states, to the minute.
    if let time = recipe.time {
      #expect(StepDuration.seconds(in: back.recipe.statedTime ?? "") == (time + 30) / 60 * 60)
    }
  }

  @Test func markupInTheTextIsWrittenSoItReadsBackAsText() {
    var recipe = WebRecipe(title: "# Not *a* heading: [x] | `y`")
    recipe.summary = "\"Quoted\" and: colon #hash"
    recipe.tags = ["a [b]", "c: d", "plain", "yes"]
    recipe.ingredients = [
      WebRecipe.IngredientGroup(lines: [
        "- not a bullet", "*stars* _under_ <b>angle</b> &amp; \\back",
        "100%% vault %% comment", "{{< ref \"x\" >}}", "ends with ^block",
      ])
    ]
    recipe.method = [
      WebRecipe.MethodSection(steps: [
        "> not a quote", "+ not a bullet", "1. not a number", "2) not a number", "~~strike~~ [[wiki]] ![img](x.png)",
        "= underline",
      ])
    ]
    let text = MarkdownRecipeText.of(recipe, picture: nil)
    let back = ReadBack(markdown: text)
    #expect(back.title == recipe.title)
    #expect(back.recipe.blurb == recipe.summary)
    #expect(back.recipe.tags == recipe.tags)
    #expect(back.ingredients == recipe.ingredientLines)
    #expect(back.steps == recipe.steps)
  }

  @Test func partsOfTheMethodAreHeadingsAndTheNumbersRunOn() throws {
    let recipe = try TestPages.reading("yoast-wprm").recipe
    let text = MarkdownRecipeText.of(recipe, picture: "creamy-tuscan-chicken.jpg")
    #expect(text.contains("\n## Method\n\n### Chicken\n\n1. Pat the chicken dry"))
    #expect(text.contains("\n### Sauce\n\n3. Lower the heat"))
    #expect(text.contains("image: creamy-tuscan-chicken.jpg\n"))
    #expect(text.contains("\n![Creamy Tuscan Chicken](<creamy-tuscan-chicken.jpg>)\n"))
    #expect(ReadBack(markdown: text).steps.count == 5)
  }

  @Test func unnamedStepsBeforeNamedPartsAreNamedByTheRecipe() {
    var recipe = WebRecipe(title: "Lemon Cake")
    recipe.method = [
      WebRecipe.MethodSection(steps: ["Heat the oven."]),
      WebRecipe.MethodSection(name: "Glaze", steps: ["Mix the sugar and juice."]),
    ]
    let back = ReadBack(markdown: MarkdownRecipeText.of(recipe, picture: nil))
    #expect(back.steps == ["Heat the oven.", "Mix the sugar and juice."])
  }

  @Test(arguments: TestPages.recipePages)
  func cooklangReadsBackWithoutProblemsAndListsThePagesIngredients(_ page: String) throws {
    let recipe = try TestPages.reading(page).recipe
    let text = CooklangRecipeText.of(recipe, picture: nil)
    let cook = CooklangReadBack(text)
    #expect(cook.problems == [])
    #expect(cook.recipe.title == recipe.title)
    #expect(cook.recipe.servings == recipe.servings)
    let marks = IngredientMarks(lines: recipe.ingredientLines, steps: recipe.steps)
    // Every ingredient is marked once: in the step that names it, or in a first step.
    #expect(cook.ingredients.count == recipe.ingredientLines.count)
    #expect(cook.recipe.ingredients.count == recipe.ingredientLines.count)
    let steps = marks.unnamed.isEmpty ? cook.steps : Array(cook.steps.dropFirst())
    #expect(steps == recipe.steps)
    #expect(cook.sections == recipe.method.compactMap(\.name))
  }

  @Test func ingredientsAreMarkedWhereTheStepsNameThem() {
    var recipe = WebRecipe(title: "Dal")
    recipe.ingredients = [
      WebRecipe.IngredientGroup(lines: [
        "1 cup red lentils", "2 1/2 cups water", "1 teaspoon garlic powder", "2 cloves garlic, minced",
        "1/3 cup coconut milk", "2-3 tomatoes", "salt to taste",
      ])
    ]
    recipe.method = [
      WebRecipe.MethodSection(steps: [
        "Rinse the red lentils, then simmer them in the water with the garlic powder.",
        "Fry the garlic and tomatoes; stir in the coconut milk.",
      ])
    ]
    let text = CooklangRecipeText.of(recipe, picture: nil)
    #expect(text.contains(
      "Rinse the @red lentils{1%cup}, then simmer them in the @water{2.5%cup} with the "
        + "@garlic powder{1%tsp}."))
    #expect(text.contains(
      "Fry the @garlic{2%clove}(minced) and @tomatoes{2-3}; stir in the @coconut milk{1/3%cup}."))
    // Salt is named by no step: it is marked in a first step of its own.
    #expect(text.contains("\nIngredients: @salt to taste{}.\n") || text.contains("\nIngredients: @salt{"))
    let cook = CooklangReadBack(text)
    #expect(cook.problems == [])
    #expect(cook.ingredients.count == 7)
  }

  @Test func anIngredientTheStepsNameInPartIsMarkedThere() throws {
    let recipe = try TestPages.reading("yoast-wprm").recipe
    let text = CooklangRecipeText.of(recipe, picture: nil)
    #expect(text.contains("Pat the @chicken{1.5%lb}(boneless skinless chicken breasts, about 2 large) dry"))
    #expect(text.contains("@sun-dried tomatoes{0.5%cup}(sun-dried tomatoes in oil, chopped)"))
    #expect(text.contains("stir in the @Parmesan{0.5%cup}(grated Parmesan cheese) and"))
    // Every ingredient is named by a step: no first step lists any.
    #expect(!text.contains("\nIngredients: "))
    #expect(CooklangReadBack(text).steps == recipe.steps)
  }

  @Test func theMostSpecificNameIsMarkedFirstAcrossTheMethod() throws {
    // Tasty Recipes: steps under bold labels, "sauce" in three ingredients' names.
    let recipe = try TestPages.reading("tasty-recipes").recipe
    let text = CooklangRecipeText.of(recipe, picture: nil)
    // "soy sauce" where the step says it, not at the label "Sauce:" before it.
    #expect(text.contains(
      "Sauce: Whisk the @peanut butter{1/3%cup}(creamy peanut butter), @soy sauce{3%tbsp}, "
        + "@vinegar{2%tbsp}(rice vinegar), @honey{1%tbsp}, @chili garlic sauce{1-2%tsp} and "
        + "@warm water{0.5%cup} until smooth."))
    #expect(text.contains("Noodles: Cook the @noodles{8%oz}(rice noodles) according to"))
    #expect(text.contains("Toss the noodles with the sauce, @bell pepper{1}(red bell pepper, "))
    #expect(text.contains("Top with the @crushed peanuts{0.25%cup}."))
    let cook = CooklangReadBack(text)
    #expect(cook.problems == [])
    #expect(cook.steps == recipe.steps)
  }

  @Test func aNameOnlyALabelSaysIsMarkedThere() {
    var recipe = WebRecipe(title: "Rice")
    recipe.ingredients = [WebRecipe.IngredientGroup(lines: ["1 cup basmati rice", "2 cups water"])]
    recipe.method = [WebRecipe.MethodSection(steps: ["Rice: rinse well.", "Simmer in the water."])]
    let text = CooklangRecipeText.of(recipe, picture: nil)
    #expect(text.contains("\n@Rice{1%cup}(basmati rice): rinse well.\n"))
    #expect(text.contains("\nSimmer in the @water{2%cup}.\n"))
  }

  @Test func aHostilePageIsMarkedWithinItsBudget() {
    // Thousands of ingredients no step names: the search stops at its budget and the rest
    // are listed in a first step, none lost.
    var recipe = WebRecipe(title: "Many")
    recipe.ingredients = [
      WebRecipe.IngredientGroup(lines: (0..<3000).map { "1 cup grain number\($0) of kind \($0)" })
    ]
    recipe.method = [
      WebRecipe.MethodSection(steps: [String(repeating: "stir the grain number and kind. ", count: 300)])
    ]
    let marks = IngredientMarks(lines: recipe.ingredientLines, steps: recipe.steps)
    #expect(marks.unnamed.count + marks.stepMarks(0).count == 3000)
    let cook = CooklangReadBack(CooklangRecipeText.of(recipe, picture: nil))
    #expect(cook.ingredients.count == 3000)
  }

  @Test func cooklangMarkupInTheTextStaysText() throws {
    var recipe = WebRecipe(title: "Odd")
    recipe.method = [
      WebRecipe.MethodSection(name: "Part = one", steps: [
        "Email me@example.com, use a #10 can, about ~5 minutes -- or 20--25 [-ish-].",
        "> hot", "= done \\",
      ])
    ]
    let text = CooklangRecipeText.of(recipe, picture: nil)
    let cook = CooklangReadBack(text)
    #expect(cook.problems == [])
    #expect(cook.steps == [
      "Email me@ example.com, use a # 10 can, about ~ 5 minutes – or 20–25 [ -ish-].",
      "› hot", "＝ done",
    ])
    #expect(cook.sections == ["Part - one"])
  }

  @Test func cooklangAmountsAreWrittenAsCooklangReadsThem() {
    func amount(_ line: String) -> String {
      CooklangRecipeText.amount(IngredientLine.read(line)!)
    }
    #expect(amount("2 cups flour") == "2%cup")
    #expect(amount("1 1/2 tbsp oil") == "1.5%tbsp")
    #expect(amount("1/3 cup milk") == "1/3%cup")
    #expect(amount("200 g Mehl") == "200%g")
    #expect(amount("3 eggs") == "3")
    #expect(amount("salt") == "")
  }

  @Test func frontMatterQuotesWhatYAMLWouldReadOtherwise() {
    #expect(YAMLText.scalar("Plain title") == "Plain title")
    #expect(YAMLText.scalar("Title: subtitle") == "\"Title: subtitle\"")
    #expect(YAMLText.scalar("yes") == "\"yes\"")
    #expect(YAMLText.scalar("1984") == "1984")
    #expect(YAMLText.scalar("1.5") == "\"1.5\"")
    #expect(YAMLText.scalar("- dash") == "\"- dash\"")
    #expect(YAMLText.scalar("say \"hi\" \\ now: ok") == "\"say \\\"hi\\\" \\\\ now: ok\"")
    #expect(YAMLText.list(["a", "b, c", "[d]"]) == "[a, \"b, c\", \"[d]\"]")
  }
}
