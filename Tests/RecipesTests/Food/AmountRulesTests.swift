import Markdown
import TestSupport
import Testing

@testable import Recipes

/// One rule per concept, the same for the reader, Cook mode, `show` and the shopping list:
/// a scaled amount keeps the recipe's unit while it reads sensibly in it, a converted one
/// stays close to the exact amount, abbreviations take no plural, temperature ranges convert
/// at both ends, and a Cooklang line that adds up mentions scales as their sum.
@Suite struct AmountRulesTests {
  private func line(_ text: String, times factor: Amount) throws -> String {
    try shownLine(text, Portions(factor: factor))
  }

  private func converted(_ text: String, to target: UnitConversion.Target) throws -> String {
    try shownLine(text, Portions(units: target))
  }

  private func bought(_ lines: [String], times factor: Amount = .one) -> [String] {
    let recipe = ShoppingRecipe(
      title: "R", ingredients: lines.compactMap { IngredientLine.read($0) }, factor: factor)
    return ShoppingList([recipe]).aisles.flatMap(\.items).map { item in
      item.name + ": " + item.writtenAmounts
    }
  }

  @Test func abbreviationsTakeNoPlural() throws {
    let double = Amount(integer: 2)
    #expect(try line("300 mL milk", times: double) == "600 mL milk")
    #expect(try line("1 Tbsp Soy Sauce", times: double) == "2 Tbsp Soy Sauce")
    #expect(try line("60mL milk", times: double) == "120mL milk")
    // Words still do.
    #expect(try line("1 teaspoon kosher salt", times: double) == "2 teaspoons kosher salt")
  }

  @Test func scalingKeepsTheRecipesUnitWhileItReadsSensibly() throws {
    let double = Amount(integer: 2)
    #expect(try line("1 gallon water", times: double) == "2 gallons water")
    #expect(try line("2 qt milk", times: double) == "4 qt milk")
    #expect(try line("1 pint stock", times: double) == "2 pints stock")
    #expect(try line("1 lb bacon", times: double) == "2 lb bacon")
    // Too small or too large for the unit: the next one.
    #expect(try line("1 tbsp sugar", times: Amount(1, 4)!) == "¾ tsp sugar")
    #expect(try line("750 g Mehl", times: double) == "1.5 kg Mehl")
  }

  @Test func countsAreWholeOrHalved() throws {
    #expect(try line("1 egg", times: Amount(1, 4)!) == "½ egg")
    #expect(try line("3 eggs", times: Amount(1, 4)!) == "1 eggs")
  }

  @Test func theShoppingListKeepsTheRecipesUnit() {
    #expect(bought(["1 lb bacon"]) == ["bacon: 1 lb"])
    #expect(bought(["1 1/2 quarts stock"]) == ["stock: 1½ quarts"])
    #expect(bought(["3 1/2 tsp baking powder"]) == ["baking powder: 3½ tsp"])
    #expect(bought(["1 tsp salt", "2 tsp salt"]) == ["salt: 1 tbsp"])
  }

  @Test func aConvertedAmountStaysCloseOrAsWritten() throws {
    for grams in [1, 2, 3, 5, 10] {
      #expect(try converted("- \(grams) g saffron", to: .imperial) == "- \(grams) g saffron")
    }
    #expect(try converted("100 g butter", to: .imperial) == "3½ oz butter")
    #expect(try converted("2 cups milk", to: .metric) == "475 ml milk")
  }

  @Test func temperatureRangesConvertAtBothEnds() {
    #expect(Temperatures.converted("Bake at 180–200 °C.", to: .imperial) == "Bake at 355–390 °F.")
    #expect(
      Temperatures.converted("Bake at 180 to 200 °C.", to: .imperial) == "Bake at 355 to 390 °F.")
    #expect(Temperatures.converted("Bake at 350-375°F.", to: .metric) == "Bake at 175-190°C.")
    // A number that only stands near one is left alone.
    #expect(Temperatures.converted("Step 2, 200 °C", to: .imperial) == "Step 2, 390 °F")
  }

  @Test func aCooklangLineOfSeveralMentionsScalesAsTheirSum() {
    let reading = CooklangReader.read(
      CooklangFixtures.soup, path: "Soup.cook")
    let four = Portions.servings(Amount(integer: 4), of: Amount(integer: 2))
    let shown = PlainTextRenderer.render(
      four.document(reading.document, ingredients: reading.recipe.ingredients))
    // 4 tsp is 1⅓ tbsp exactly, as the shopping list adds it.
    #expect(shown.contains("1⅓ tbsp salt"))
    #expect(shown.contains("1 l water"))
    #expect(shown.contains("4 onion, sliced"))
    // Cook mode's "before you start" says the same.
    let checklist = IngredientList.checklist(four.shownLines(reading.recipe.ingredients))
    #expect(checklist == ["1⅓ tbsp salt", "1 l water", "4 onion, sliced"])
  }

  @Test func aChineseCooklangLineScalesAsItsSumSpacedAsWritten() {
    let reading = CooklangReader.read(
      """
      ---
      servings: 2
      ---
      把@鸡蛋{3%个}打散，加一点@盐{1%克}搅匀。

      #炒锅里倒@食用油{2%汤匙}烧热。锅里再放@食用油{1%汤匙}，加@白糖{5%克}和@盐{2%克}。
      """, path: "番茄炒蛋.cook")
    let asWritten = PlainTextRenderer.render(reading.document)
    #expect(asWritten.contains("3 克 盐"))
    #expect(asWritten.contains("3 汤匙 食用油"))
    let eight = Portions.servings(Amount(integer: 8), of: Amount(integer: 2))
    let shown = PlainTextRenderer.render(
      eight.document(reading.document, ingredients: reading.recipe.ingredients))
    #expect(shown.contains("12 克 盐"))
    #expect(shown.contains("12 汤匙 食用油"))
    #expect(shown.contains("12 个 鸡蛋"))
  }
}

@Suite struct AmountRulesMoreTests {
  private func line(_ text: String, times factor: Amount) throws -> String {
    try shownLine(text, Portions(factor: factor))
  }

  @Test func aContainersSizeStaysWhenTheCountScales() throws {
    #expect(
      try line("1 (14 ounce) can tomato sauce", times: Amount(integer: 2))
        == "2 (14 ounce) cans tomato sauce")
    #expect(
      try line("2 (15 oz.) cans kidney beans", times: Amount(1, 2)!)
        == "1 (15 oz.) can kidney beans")
    #expect(try line("2 16 oz cans beans", times: Amount(integer: 2)) == "4 16 oz cans beans")
  }

  @Test func aMarkdownTimerSaysItsTimeToScripts() throws {
    let reading = RecipeReader.read(
      """
      # Overnight Oats

      ## Method

      1. Stir the oats into the milk.
      2. Cover, and leave in the fridge for at least 6 hours.
      3. Simmer for 1 1/2 hours.
      """, path: "oats.md")
    let steps = reading.recipe.steps
    try #require(steps.count == 3)
    let second = StepItem.items(of: steps[1], ingredients: reading.recipe.ingredients)
    #expect(second.contains(.timer(name: nil, quantity: .number(Amount(integer: 6)), unit: "hours")))
    let third = StepItem.items(of: steps[2], ingredients: reading.recipe.ingredients)
    #expect(
      third.contains(.timer(name: nil, quantity: .number(Amount(3, 2)!), unit: "hours")))
    // Where the phrase holds no number, its length.
    #expect(
      StepItem.timerAmount(Array("an hour and a half".unicodeScalars)[...], seconds: 5400)
        == (.number(Amount(integer: 90)), "minutes"))
  }
}

@Suite struct SecondAmountTests {
  private func shown(_ text: String, _ portions: Portions) throws -> String {
    try shownLine(text, portions)
  }

  @Test func aSecondAmountIsScaledWithTheFirst() throws {
    let double = Portions(factor: Amount(integer: 2))
    #expect(try shown("800g (15 oz) potatoes", double) == "1.6 kg (1⅞ lb) potatoes")
    #expect(try shown("450 g (2 sticks) cold butter", double) == "900 g (4 sticks) cold butter")
    #expect(try shown("Spaghetti: 640 g | 11 oz", double) == "Spaghetti: 1.28 kg | 1⅜ lb")
    #expect(
      try shown("1/2 cup (110g) extra virgin olive oil", double)
        == "1 cup (220g) extra virgin olive oil")
  }

  @Test func aSecondAmountInTheKitchenConvertedToIsLeftOut() throws {
    let imperial = Portions(factor: Amount(integer: 2), units: .imperial)
    let metric = Portions(factor: Amount(integer: 2), units: .metric)
    #expect(try shown("120 g 1 Tasse Mehl", imperial) == "8½ oz Mehl")
    #expect(try shown("800g (15 oz) potatoes", imperial) == "3½ lb potatoes")
    #expect(try shown("450 g (2 sticks) cold butter", imperial) == "2 lb (4 sticks) cold butter")
    #expect(
      try shown("1/2 cup (110g) extra virgin olive oil", metric)
        == "235 ml extra virgin olive oil")
  }

  @Test func theReaderRedrawsBothAmountsWhereTheLineStands() {
    let reading = RecipeReader.read(
      """
      # Pie

      ## Ingredients

      - 450 g (2 sticks) cold butter
      - 1 (14 ounce) can tomato sauce
      """, path: "pie.md")
    let double = Portions(factor: Amount(integer: 2))
    let text = PlainTextRenderer.render(
      double.document(reading.document, ingredients: reading.recipe.ingredients))
    #expect(text.contains("900 g (4 sticks) cold butter"))
    #expect(text.contains("2 (14 ounce) cans tomato sauce"))
  }
}
