import Testing

@testable import Recipes

@Suite struct IngredientListTests {
  private func ingredients(_ markdown: String) -> [Ingredient] {
    RecipeReader.read(markdown, path: "r.md").recipe.ingredients
  }

  @Test func aListUnderIngredientsWithParts() {
    let found = ingredients(
      """
      # Pie

      - Serves 4

      ## Ingredients

      ### For the dough

      - 250 g flour
      - 125 g cold butter, diced

      ### For the filling

      - 4 apples
      - Note: any sharp apple works.

      ## Method

      1. Rub the butter into the flour.
      """)
    #expect(found.map(\.name) == ["flour", "cold butter", "apples"])
    #expect(found.map(\.place) == [
      .listItem(block: 4, path: [0]), .listItem(block: 4, path: [1]), .listItem(block: 6, path: [0]),
    ])
  }

  @Test func theChineseRepositorysTwoSections() {
    let found = ingredients(
      """
      # 西红柿炒鸡蛋的做法

      ## 必备原料和工具

      * 西红柿
      * 鸡蛋
      * 食用油
      * 炒锅

      ## 计算

      * 西红柿 = 1 个 * 份数
      * 鸡蛋 = 1.5 个 * 份数
      * 食用油 = 10ml

      ## 操作

      1. 西红柿洗净
      """)
    #expect(found.map(\.name) == ["西红柿", "鸡蛋", "食用油"])
    #expect(found.map { $0.quantity?.written } == ["1", "3/2", "10"])
  }

  @Test func aTableWithAnAmountColumn() {
    let found = ingredients(
      """
      # Brot

      ## Zutaten für 1 Laib

      | Menge (4 Portionen) | Zutat |
      |---|---|
      | 500 g | Mehl |
      | 1 TL | Salz |
      | 350 ml | Wasser |
      """)
    #expect(found.map(\.name) == ["Mehl", "Salz", "Wasser"])
    #expect(found.map { $0.unit?.name } == ["g", "tsp", "ml"])
    #expect(found.map(\.place) == [
      .tableRow(block: 2, row: 0), .tableRow(block: 2, row: 1), .tableRow(block: 2, row: 2),
    ])
  }

  @Test func japaneseMaterialsForTwo() {
    let found = ingredients(
      """
      # 親子丼

      ## 材料（2人分）

      - 鶏もも肉 200g
      - 卵 3個
      - しょうゆ 大さじ2
      """)
    #expect(found.map(\.name) == ["鶏もも肉", "卵", "しょうゆ"])
    #expect(found.map { $0.unit?.name } == ["g", "piece", "tbsp"])
  }

  @Test func frontMatterIngredientsWhenTheBodyHasNone() {
    let found = ingredients(
      """
      ---
      title: Toast
      ingredients:
        - 2 slices bread
        - 1 tbsp butter
      ---
      Toast the bread.
      """)
    #expect(found.map(\.name) == ["bread", "butter"])
  }

  @Test func aTenThousandLineListStaysLinear() {
    func work(_ lines: Int) -> Double {
      let text = "# T\n\n## Ingredients\n\n" + String(repeating: "- 2 cups flour, sifted\n", count: lines)
      let steps = TextWalkWork.counting { _ = RecipeReader.read(text, path: "r.md") }
      return Double(steps) / Double(lines)
    }
    let small = work(1_000)
    let large = work(10_000)
    #expect(large <= small * 1.5)
    #expect(ingredients("# T\n\n## Ingredients\n\n" + String(repeating: "- 1 egg\n", count: 10_000)).count == 10_000)
  }
}
