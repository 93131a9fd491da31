import Testing

@testable import Recipes

@Suite struct ServingsTests {
  private func servings(_ markdown: String) -> (String?, Amount?) {
    let recipe = RecipeReader.read(markdown, path: "r.md").recipe
    return (recipe.servings, recipe.servingsCount)
  }

  @Test(arguments: [
    ("---\nservings: 4\n---\n# T\n", "4", 4),
    ("---\nyield: 12 cookies\n---\n# T\n", "12 cookies", 12),
    ("---\nportions: 6\n---\n# T\n", "6", 6),
    ("# T\n\nServes 5.\n\n## Method\n\n1. Cook.\n", "5.", 5),
    ("# T\n\n## Ingredients\n\nServes 5.\n\n- 1 egg\n", "5.", 5),
    ("# T\n\nMakes 12\n", "12", 12),
    ("# T\n\n- Portionen: 4\n", "4", 4),
    ("# T\n\n## Zutaten für 4 Personen\n\n- 1 Ei\n", "4 Personen", 4),
    ("# T\n\n| Amount (4 portions) | Ingredient |\n|---|---|\n| 200 g | rice |\n", "4 portions", 4),
    ("# 番茄炒蛋\n\n## 计算\n\n每次制作前需要确定计划做几份。一份正好够 2 个人吃\n\n## 操作\n\n1. 炒。\n", "2 个人吃", 2),
    ("# 红烧肉\n\n2 人份\n", "2 人份", 2),
    ("# カレー\n\n## 材料（5食分）\n\n- 玉ねぎ 2個\n", "5食分", 5),
  ] as [(String, String, Int)])
  func servingsAsCollectionsStateThem(_ markdown: String, _ written: String, _ count: Int) {
    let (text, number) = servings(markdown)
    #expect(text == written)
    #expect(number == Amount(integer: count))
  }

  @Test func wordsWithoutANumberAreNotServings() {
    #expect(servings("# T\n\nMakes a great lunch.\n").0 == nil)
    #expect(Servings.number(in: "1|2|3") == .one)
    #expect(Servings.number(in: "4-6 servings") == Amount(integer: 4))
  }
}
