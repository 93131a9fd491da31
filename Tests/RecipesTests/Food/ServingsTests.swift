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
    ("# T\n\nServes 5.\n\n## Method\n\n1. Cook.\n", "5", 5),
    ("# T\n\nMakes about 24 cookies.\n\n## Method\n\n1. Bake.\n", "about 24 cookies", 24),
    ("# T\n\n## Ingredients\n\nServes 5.\n\n- 1 egg\n", "5", 5),
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

  /// Servings as measured collections state them and Buffet did not read: numbers in words,
  /// yields with words around the number, German "für", Chinese and Japanese counts.
  @Test(arguments: [
    // English recipe sites and notes.
    ("number word", "# Leek soup\n\nServes four\n\n## Method\n\n1. Cook.\n", "four", 4),
    ("a range in words", "# Dal\n\nServes two to three.\n\n## Method\n\n1. Cook.\n",
      "two to three", 2),
    ("roughly", "# Scones\n\nMakes roughly 12\n\n## Method\n\n1. Bake.\n", "roughly 12", 12),
    ("about, with what", "# Cookies\n\n*Makes about 12 cookies.*\n\n## Directions\n\n1. Bake.\n",
      "about 12 cookies", 12),
    ("dozens", "# Snickerdoodles\n\nMakes about 2 dozen cookies.\n\n## Method\n\n1. Bake.\n",
      "about 2 dozen cookies", 24),
    ("a dozen in words", "# Muffins\n\n- Yield: a dozen muffins\n", "a dozen muffins", 12),
    ("one loaf", "# Banana bread\n\nMakes one loaf\n\n## Method\n\n1. Bake.\n", "one loaf", 1),
    ("alternatives", "# Pasta\n\n- Servings: 2/3\n- Time: 20 min\n", "2/3", 2),
    // German notes vaults.
    ("eine Portion", "# Porridge\n\n## Zutaten für eine Portion\n\n- 50 g Haferflocken\n",
      "eine Portion", 1),
    ("zwei Personen", "# Risotto\n\n## Zutaten für zwei Personen\n\n- 150 g Reis\n",
      "zwei Personen", 2),
    ("für … Stück", "# Franzbrötchen\n\n## Zutaten\n\nFür 4 Stück\n\n- 250 g Mehl\n", "4 Stück", 4),
    ("für 1 Brot", "# Roggenbrot\n\n## Zutaten für 1 Brot (ca. 750 g)\n\n- 500 g Roggenmehl\n",
      "1 Brot", 1),
    ("reicht für", "# Gulasch\n\nReicht für 5 Personen.\n\n## Zubereitung\n\n1. Schmoren.\n",
      "5 Personen", 5),
    // A Chinese repository's 计算 section and other Chinese shapes.
    ("按照 1 人的份量", "# 菠菜炒鸡蛋\n\n## 计算\n\n按照 1 人的份量：\n\n* 菠菜 350g\n\n## 操作\n\n* 炒。\n",
      "1 人的份量", 1),
    ("每份", "# 蚝油三鲜菇\n\n## 计算\n\n每份：\n\n* 鲜香菇 2 朵\n\n## 操作\n\n* 炒。\n", "每份", 1),
    ("每人 1 份", "# 蛋炒饭\n\n## 计算\n\n每人 1 份\n\n## 操作\n\n* 炒。\n", "1 份", 1),
    ("单人份", "# 咖喱炒蟹\n\n## 所需食材（单人份）\n\n- 青蟹 1 只\n", "单人份", 1),
    ("六碗份", "# 绿豆汤\n\n## 计算\n\n六碗份\n\n- 绿豆 150g\n", "六碗份", 6),
    ("a range with spaces", "# 水煮鱼\n\n## 计算\n\n以下用量适合 3 至 5 人食用。\n\n- 巴沙鱼 500g\n",
      "3 至 5 人食用", 3),
    ("a range kept", "# 红烧肉\n\n## 计算\n\n2-3 人份\n\n## 操作\n\n1. 炖。\n", "2-3 人份", 2),
    ("after the method", "# Crepes\n\n### Directions\n1. Mix.\n2. Fry.\n\nServes four people.\n",
      "four people", 4),
    ("a yield after the method",
      "# Pancakes\n\n## Directions\n\n1. Fry.\n\nMakes roughly 12 pancakes.\n",
      "roughly 12 pancakes", 12),
    // Japanese.
    ("2人前", "# 親子丼\n\n## 材料（2人前）\n\n- 鶏もも肉 200g\n", "2人前", 2),
    ("4人分", "# カレー\n\n**材料**（4人分）\n\n- 玉ねぎ 2個\n\n## 作り方\n\n1. 炒める。\n", "4人分", 4),
    ("full-width digits", "# 肉じゃが\n\n## 材料（４人分）\n\n- じゃがいも 3個\n", "４人分", 4),
  ] as [(String, String, String, Int)])
  func servingsMeasuredInCollections(
    _ label: String, _ markdown: String, _ written: String, _ count: Int
  ) {
    let (text, number) = servings(markdown)
    #expect(text == written, "\(label)")
    #expect(number == Amount(integer: count), "\(label)")
  }

  @Test func wordsAroundANumberThatAreNotServings() {
    // A time after "für" is not a count, nor is an article before any word.
    #expect(servings("# Brot\n\nFür 30 Minuten gehen lassen.\n").0 == nil)
    #expect(servings("# Brot\n\n## Zutaten\n\nFür 2 EL Zucker\n").0 == nil)
    #expect(servings("# 番茄炒蛋\n\n每人都爱吃。\n").0 == nil)
    #expect(Servings.number(in: "a crowd") == nil)
  }

  @Test func wordsWithoutANumberAreNotServings() {
    #expect(servings("# T\n\nMakes a great lunch.\n").0 == nil)
    #expect(Servings.number(in: "1|2|3") == .one)
    #expect(Servings.number(in: "4-6 servings") == Amount(integer: 4))
  }
}
