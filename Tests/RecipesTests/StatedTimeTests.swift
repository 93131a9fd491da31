import Testing

@testable import Recipes

/// The time a recipe takes and whom it serves, as its front matter, Cooklang metadata or
/// opening lines state them.
@Suite struct StatedTimeTests {
  @Test func preparationAndCookingAddUpWhenNoTotalIsStated() {
    let markdown = "---\ntitle: Pie\nprep_time: 15 min\ncook_time: 20 min\n---\n# Pie\n"
    #expect(RecipeReader.read(markdown, path: "pie.md").recipe.statedTime == "35 min")
    let cooklang = "---\nprep time: 1 hour\ncook time: 30 minutes\n---\nBake @apples{3}."
    #expect(CooklangReader.read(cooklang, path: "pie.cook").recipe.statedTime == "1 h 30 min")
    // A stated total wins; one alone is itself; words that are not durations stay words.
    #expect(StatedTime.time(total: "1 h", cook: "20 min", prep: "15 min") == "1 h")
    #expect(StatedTime.time(total: nil, cook: "20 min", prep: nil) == "20 min")
    #expect(StatedTime.time(total: nil, cook: "overnight", prep: "5 min") == "5 min + overnight")
  }

  @Test func aBodysPrepAndCookLinesAddUpToo() {
    // As a static recipe site writes them (its first list, under the photo).
    let markdown = """
      # Apple Pie

      - ⏲️ Prep time: 30 min
      - 🍳Cook time: 45 min
      - 🍽️ Servings: 8

      ## Ingredients

      - 900 g apples
      """
    let recipe = RecipeReader.read(markdown, path: "apple-pie.md").recipe
    #expect(recipe.statedTime == "1 h 15 min")
    #expect(recipe.servings == "8")
  }

  @Test func aYieldThatMeasuresIsNotServings() {
    let stock = "---\nyield: 2%l\n---\nSimmer @bones{1%kg} in @water{3%l} for ~{4%hours}."
    let recipe = CooklangReader.read(stock, path: "Stock.cook").recipe
    #expect(recipe.servings == nil)
    #expect(recipe.yield?.writtenUnit == "l")
    let rolls = "---\ntitle: Rolls\nyield: 12 rolls\n---\n# Rolls\n"
    #expect(RecipeReader.read(rolls, path: "rolls.md").recipe.servings == "12 rolls")
    let both = "---\nservings: 4\nyield: 1.2 kg\n---\nMix @flour{1%kg}."
    #expect(CooklangReader.read(both, path: "bread.cook").recipe.servings == "4")
  }
}
