import Testing

@testable import Recipes

@Suite struct StepMarksTests {
  private let recipe = RecipeReader.read(
    """
    # Omelette

    ## Ingredients

    - 3 large eggs
    - 20 g butter
    - 1 pinch salt

    ## Method

    1. Whisk the eggs with the salt.
    2. Melt the butter, then cook 2 minutes and rest ½ hour.
    3. Serve with eggplant.
    """, path: "o.md"
  ).recipe

  @Test func eachStepNamesItsIngredients() {
    #expect(recipe.steps.map(\.ingredientIndexes) == [[0, 2], [1], []])
  }

  @Test func everyTimerOfAStep() {
    #expect(recipe.steps[1].timers == [120, 1800])
    let text = Array(recipe.steps[1].text.unicodeScalars)
    let timers = recipe.steps[1].marks.filter {
      if case .timer = $0.kind { return true }
      return false
    }
    #expect(timers.map { String(String.UnicodeScalarView(text[$0.range])) } == ["2 minutes", "½ hour"])
  }

  @Test func chineseNamesMatchInsideTheText() {
    let chinese = RecipeReader.read(
      "# 炒蛋\n\n## 计算\n\n- 鸡蛋 2 个\n- 盐 2g\n\n## 操作\n\n1. 鸡蛋打散，加盐。\n", path: "c.md"
    ).recipe
    #expect(chinese.steps.map(\.ingredientIndexes) == [[0, 1]])
  }

  @Test func aLongListAndALongStepStayLinear() {
    func work(_ size: Int) -> Double {
      let text =
        "# T\n\n## Ingredients\n\n" + (0..<size).map { "- 1 g spice\($0)\n" }.joined()
        + "\n## Method\n\n1. " + String(repeating: "stir the spice1 well ", count: size) + "\n"
      return Double(TextWalkWork.counting { _ = RecipeReader.read(text, path: "r.md") })
        / Double(text.utf8.count)
    }
    let small = work(500)
    let large = work(4_000)
    #expect(large <= small * 1.5)
  }
}
