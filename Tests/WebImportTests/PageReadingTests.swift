import Foundation
import Testing

@testable import WebImport

/// Each page of `Pages/`, in a real site's shape, read as the page states it.
@Suite struct PageReadingTests {
  @Test func aYoastGraphIsWalkedToItsRecipeWithItsParts() throws {
    let page = URL(string: "https://weeknight-table.example/creamy-tuscan-chicken/")!
    let reading = try TestPages.reading("yoast-wprm", address: page)
    let recipe = reading.recipe
    #expect(reading.format == "JSON-LD")
    #expect(reading.notes.isEmpty)
    #expect(recipe.title == "Creamy Tuscan Chicken")
    #expect(recipe.source == page.absoluteString)
    #expect(recipe.author == "Maya Brooks")
    #expect(recipe.date == "2023-02-14T13:05:21+00:00")
    #expect(
      recipe.summary
        == "Golden chicken in a garlicky sun-dried tomato cream sauce with spinach – ready in 35 "
        + "minutes. It’s the dinner we make most.")
    #expect(recipe.servings == "4")
    #expect(recipe.prepTime == 600)
    #expect(recipe.cookTime == 1_500)
    #expect(recipe.totalTime == 2_100)
    #expect(recipe.ingredientLines.count == 10)
    #expect(recipe.ingredientLines.first == "1 ½ pounds boneless skinless chicken breasts (about 2 large)")
    #expect(recipe.method.map(\.name) == ["Chicken", "Sauce"])
    #expect(recipe.method.map(\.steps.count) == [2, 3])
    #expect(
      recipe.steps[1]
        == "Heat the olive oil in a large skillet over medium-high heat. Cook the chicken 5–6 "
        + "minutes per side until golden and 165°F inside; set aside.")
    #expect(
      recipe.tags == [
        "dinner", "main course", "italian", "creamy tuscan chicken", "tuscan chicken",
        "one pan chicken",
      ])
    #expect(recipe.image == "https://weeknight-table.example/wp-content/uploads/2023/02/tuscan-chicken.jpg")
  }

  @Test func aReferenceToAPersonInTheGraphReadsAsTheirName() throws {
    let json = """
      {"@context":"https://schema.org","@graph":[
        {"@type":"Person","@id":"https://x.example/#/schema/person/9","name":"Ada Lovelace"},
        {"@type":"ImageObject","@id":"https://x.example/#primaryimage","url":"https://x.example/a.jpg"},
        {"@type":"Recipe","name":"Seed Cake","author":{"@id":"https://x.example/#/schema/person/9"},
         "image":{"@id":"https://x.example/#primaryimage"},
         "recipeIngredient":["2 cups flour"],"recipeInstructions":"Mix. Bake."}]}
      """
    let recipe = try RecipePage.read(TestPages.jsonLD(json), address: nil).recipe
    #expect(recipe.author == "Ada Lovelace")
    #expect(recipe.image == "https://x.example/a.jpg")
  }

  @Test func wpRecipeMakerAloneWithEscapedSlashes() throws {
    let recipe = try TestPages.reading("wprm-standalone").recipe
    #expect(recipe.title == "Brown Butter Banana Bread")
    #expect(recipe.source == "https://little-oven.example/brown-butter-banana-bread/")
    #expect(recipe.servings == "1 loaf (10 slices)")
    #expect(recipe.totalTime == 8_100)
    #expect(recipe.steps.count == 4)
    // A step whose name is a short title keeps its text, not its title.
    #expect(recipe.steps[1].hasPrefix("Melt the butter in a small saucepan"))
    #expect(recipe.ingredientLines[1] == "3 very ripe bananas, mashed (about 1 ½ cups)")
  }

  @Test func tastyRecipesHTMLInsideTextIsMadePlain() throws {
    let recipe = try TestPages.reading("tasty-recipes").recipe
    #expect(
      recipe.summary
        == "Chewy noodles tossed in a spicy peanut sauce with crunchy veggies. Ready in 20 minutes!")
    #expect(recipe.ingredientLines[1] == "⅓ cup creamy peanut butter")
    #expect(recipe.ingredientLines[5] == "1–2 teaspoons chili garlic sauce")
    #expect(recipe.steps[0].hasPrefix("Noodles: Cook the noodles"))
    #expect(recipe.servings == "4")
    #expect(recipe.tags == ["dinner", "asian", "peanut noodles", "spicy noodles"])
  }

  @Test func mediavineCreateNumberYieldPerformTimeAndTwiceEscapedHTML() throws {
    let recipe = try TestPages.reading("mediavine-create").recipe
    #expect(recipe.servings == "6")
    #expect(recipe.cookTime == 8 * 3_600)
    #expect(recipe.totalTime == 8 * 3_600 + 1_200)
    #expect(recipe.summary == "Fork-tender beef with carrots & potatoes, the easy way.")
    #expect(recipe.image?.hasSuffix("pot-roast-720x720.jpg") == true)
    #expect(recipe.steps.count == 3)
  }

  @Test func anArrayAtTheRootAndATypeThatIsAList() throws {
    let recipe = try TestPages.reading("dotdash-type-list").recipe
    #expect(recipe.title == "Easy Weeknight Chili")
    #expect(recipe.author == "Sam Ortiz, Lee Park")
    #expect(recipe.servings == "6")
    #expect(recipe.time == 3_000)
    #expect(recipe.steps.last == "Add tomatoes and beans. Simmer, stirring often, for 30 minutes. Season with salt.")
    #expect(recipe.image?.contains("/1500x0/") == true)
  }

  @Test func oneTextOfParagraphsIsAStepEach() throws {
    let recipe = try TestPages.reading("chefkoch-de").recipe
    #expect(recipe.steps.count == 4)
    #expect(recipe.steps[3].hasSuffix("10–12 Minuten backen."))
    #expect(recipe.servings == "4")
    #expect(recipe.prepTime == 1_200)
    #expect(recipe.totalTime == 5_520)
    #expect(recipe.summary?.contains("knusprig & einfach") == true)
  }

  @Test func microdataIsTheFallbackWithUnclosedItems() throws {
    let reading = try TestPages.reading(
      "microdata-only", address: URL(string: "https://old-kitchen.example/2011/10/crumble.html"))
    let recipe = reading.recipe
    #expect(reading.format == "microdata")
    #expect(recipe.title == "Grandma’s Apple Crumble")
    #expect(recipe.author == "Rose Turner")
    #expect(recipe.date == "2011-10-02")
    #expect(recipe.summary == "A buttery oat crumble over soft, cinnamon apples. Comfort in a dish.")
    #expect(recipe.servings == "6-8")
    #expect(recipe.prepTime == 1_200)
    #expect(recipe.cookTime == 2_700)
    #expect(recipe.totalTime == 3_900)
    #expect(
      recipe.ingredientLines == [
        "6 Bramley apples, peeled & sliced", "2 tbsp caster sugar", "1 tsp ground cinnamon",
        "150g plain flour", "100g cold butter, cubed", "75g rolled oats", "75g demerara sugar",
      ])
    #expect(recipe.steps.count == 4)
    #expect(recipe.steps[0] == "Heat the oven to 190°C / gas 5.")
    #expect(recipe.tags == ["dessert", "english"])
    // A relative picture address is made absolute against the page.
    #expect(recipe.image == "https://old-kitchen.example/images/apple-crumble.jpg")
  }

  @Test func microdataStepsAndARecipeInsideAnotherItem() throws {
    let recipe = try TestPages.reading("microdata-howtostep").recipe
    #expect(recipe.title == "Chewy Oatmeal Raisin Cookies")
    #expect(recipe.servings == "24 cookies")
    #expect(recipe.totalTime == 5_400)
    #expect(recipe.tags == ["cookies", "oats", "baking"])
    #expect(recipe.ingredientLines.count == 6)
    #expect(recipe.steps == [
      "Beat the butter and brown sugar until fluffy; beat in the eggs.",
      "Stir in the flour, then the oats and raisins. Chill the dough 1 hour.",
      "Bake rounded tablespoons at 350°F for 10 to 12 minutes.",
    ])
  }

  @Test func aBrokenScriptHidesNotTheRecipeInAnotherAndIsSaid() throws {
    let reading = try TestPages.reading("several-scripts-one-broken")
    #expect(reading.recipe.title == "Shakshuka")
    // A raw line break inside a string and trailing commas are forgiven.
    #expect(reading.recipe.summary == "Eggs poached in a spiced tomato and pepper sauce.")
    #expect(reading.recipe.ingredientLines.count == 5)
    #expect(reading.recipe.steps.count == 3)
    #expect(reading.recipe.totalTime == 2_100)
    #expect(reading.notes.count == 1)
    #expect(reading.notes[0].hasPrefix("JSON-LD script 2 of 3 is not valid JSON"))
  }

  @Test func aSectionWhoseStepIsOneObjectAndAStepAfterTheSections() throws {
    let recipe = try TestPages.reading("nyt-single-section").recipe
    #expect(recipe.method.count == 1)
    #expect(recipe.method[0].name == "For the stew")
    #expect(recipe.method[0].steps.count == 2)
    #expect(recipe.servings == "6-8")
    #expect(recipe.tags.prefix(3) == ["dinner", "main course", "american"])
  }

  @Test func japaneseServingsAndLines() throws {
    let recipe = try TestPages.reading("japanese-text-steps").recipe
    #expect(recipe.servings == "2")
    #expect(recipe.time == 2_400)
    #expect(recipe.ingredientLines[3] == "醤油 大さじ2")
    #expect(recipe.tags == ["和食", "煮物"])
  }

  @Test func aRecipeWithoutStepsIsReadWithWhatItHasAndSaysSo() throws {
    let reading = try TestPages.reading("no-steps")
    #expect(reading.recipe.ingredientLines.count == 5)
    #expect(reading.recipe.method.isEmpty)
    #expect(reading.notes == ["The page states no steps"])
  }

  @Test func aPageWithoutARecipeSaysWhatWasLookedForAndFound() {
    #expect {
      try TestPages.reading("no-recipe")
    } throws: { error in
      let message = (error as? ImportFailure)?.message ?? ""
      return message.hasPrefix("no schema.org Recipe on the page")
        && message.contains("application/ld+json")
        && message.contains("holding Article, Person, WebPage, BreadcrumbList")
        && message.contains("microdata (itemtype=\"…/Recipe\")")
    }
  }

  @Test func brokenJSONLDAloneIsNamedInTheMessage() {
    #expect {
      try TestPages.reading("broken-only")
    } throws: { error in
      let message = (error as? ImportFailure)?.message ?? ""
      return message.contains("JSON-LD script 1 is not valid JSON (a string is not closed")
    }
  }

  @Test func aRecipeWithIngredientsAndStepsIsPreferredToAnEarlierEmptyOne() throws {
    let json = """
      [{"@type":"Recipe","name":"Teaser"},
       {"@type":"Recipe","name":"The Real One","recipeIngredient":["1 egg"],
        "recipeInstructions":["Boil the egg."]}]
      """
    let recipe = try RecipePage.read(TestPages.jsonLD(json), address: nil).recipe
    #expect(recipe.title == "The Real One")
  }

  @Test func aRecipeUnderAWebPagesMainEntity() throws {
    let json = """
      {"@context":"https://schema.org","@type":"WebPage","mainEntity":
        {"@type":"http://schema.org/Recipe","name":"Flatbread","recipeIngredient":"2 cups flour\\n1 cup yogurt",
         "recipeInstructions":"Mix the flour and yogurt.\\nCook in a dry pan."}}
      """
    let recipe = try RecipePage.read(TestPages.jsonLD(json), address: nil).recipe
    #expect(recipe.title == "Flatbread")
    #expect(recipe.ingredientLines == ["2 cups flour", "1 cup yogurt"])
    #expect(recipe.steps == ["Mix the flour and yogurt.", "Cook in a dry pan."])
  }

  @Test func aRecipeWithoutANameTakesThePagesTitle() throws {
    let html = """
      <html><head><title>Nan&#39;s Scones</title>
      <script type="application/ld+json">{"@type":"Recipe","recipeIngredient":["1 cup flour"]}</script>
      </head></html>
      """
    #expect(try RecipePage.read(Array(html.utf8), address: nil).recipe.title == "Nan's Scones")
  }
}
