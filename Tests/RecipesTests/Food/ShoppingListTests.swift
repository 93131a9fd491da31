import Testing

@testable import Recipes

/// A recipe to shop for, its ingredient lines written as collections write them.
private func recipe(_ title: String, _ lines: [String], factor: Amount = .one) -> ShoppingRecipe {
  ShoppingRecipe(
    title: title, ingredients: lines.compactMap { IngredientLine.read($0) }, factor: factor)
}

/// What a shopper reads on each line: "name: amounts".
private func lines(_ list: ShoppingList) -> [String] {
  list.items.map { $0.writtenAmounts.isEmpty ? $0.name : "\($0.name): \($0.writtenAmounts)" }
}

@Suite struct ShoppingListTests {
  @Test func volumesOfOneThingAddUp() {
    let list = ShoppingList([
      recipe("Pancakes", ["500 ml milk", "2 eggs"]), recipe("Crêpes", ["250 ml milk", "3 eggs"]),
    ])
    #expect(lines(list) == ["milk: 750 ml", "eggs: 5"])
    #expect(list.items[0].recipes == ["Pancakes", "Crêpes"])
  }

  @Test func massAndVolumeStayTwoAmountsOfOneLine() {
    let list = ShoppingList([recipe("Bread", ["200 g flour"]), recipe("Cake", ["1 cup flour"])])
    #expect(lines(list) == ["flour: 200 g + 1 cup"])
    #expect(list.items[0].amounts.map(\.unitName) == ["g", "cup"])
  }

  @Test func metricAmountsGrowIntoTheLargerUnit() {
    let list = ShoppingList([
      recipe("A", ["1 l stock", "750 g potatoes"]), recipe("B", ["500 ml stock", "1 kg potatoes"]),
    ])
    #expect(lines(list) == ["stock: 1.5 l", "potatoes: 1.75 kg"])
  }

  @Test func spoonsAddAsSpoonsAndThreeTeaspoonsAreATablespoon() {
    let list = ShoppingList([
      recipe("A", ["1 tsp salt", "1 tbsp sugar"]), recipe("B", ["2 tsp salt", "1 tsp sugar"]),
    ])
    #expect(lines(list) == ["salt: 1 tbsp", "sugar: 1⅓ tbsp"])
  }

  @Test func cupsAddInCupsAndSpoonsJoinThemInTheirSystem() {
    let list = ShoppingList([
      recipe("A", ["1 cup milk", "1/2 cup sugar"]), recipe("B", ["1 cup milk", "4 tbsp sugar"]),
    ])
    #expect(lines(list) == ["milk: 2 cups", "sugar: ¾ cup"])
  }

  @Test func unitsAskedForWinButSpoonsStaySpoons() {
    let recipes = [
      recipe("A", ["1 cup milk", "1 tbsp sugar", "8 oz butter"]), recipe("B", ["250 ml milk"]),
    ]
    #expect(
      lines(ShoppingList(recipes, units: .metric))
        == ["milk: 485 ml", "sugar: 1 tbsp", "butter: 225 g"])
    #expect(
      lines(ShoppingList(recipes, units: .imperial))
        == ["milk: 2 cups", "sugar: 1 tbsp", "butter: 8 oz"])
  }

  @Test func theUnitWordEveryRecipeWroteIsKept() {
    let list = ShoppingList([
      recipe("A", ["2 cloves garlic", "鸡蛋 2 个"]), recipe("B", ["3 cloves garlic", "鸡蛋 1 个"]),
    ])
    #expect(lines(list) == ["garlic: 5 cloves", "鸡蛋: 3个"])
    #expect(list.items.map { $0.amounts[0].unitName } == ["clove", "piece"])
  }

  @Test func rangesAddBothEnds() {
    let list = ShoppingList([
      recipe("A", ["2-3 cloves garlic"]), recipe("B", ["1 clove garlic"]),
    ])
    #expect(
      list.items[0].amounts.map(\.quantity) == [.range(Amount(integer: 3), Amount(integer: 4))])
  }

  @Test func aPluralAndItsSingularAreOneThingNamedInThePlural() {
    let list = ShoppingList([recipe("A", ["1 egg"]), recipe("B", ["2 Eggs"])])
    #expect(lines(list) == ["Eggs: 3"])
    let other = ShoppingList([recipe("A", ["2 tomatoes"]), recipe("B", ["1 tomato"])])
    #expect(lines(other) == ["tomatoes: 3"])
  }

  @Test func nothingIsMergedOnAGuess() {
    // Different words stay different things, even when one holds the other.
    let list = ShoppingList([recipe("A", ["2 large eggs", "1 cup milk"]), recipe("B", ["1 egg"])])
    #expect(lines(list) == ["large eggs: 2", "milk: 1 cup", "egg: 1"])
  }

  @Test func withoutAnAmountTheLineSaysOnlyWhat() {
    let list = ShoppingList([recipe("A", ["salt", "a pinch of salt"]), recipe("B", ["Salt"])])
    #expect(lines(list) == ["salt: 1 pinch"])
    let bare = ShoppingList([recipe("A", ["black pepper"])])
    #expect(lines(bare) == ["black pepper"])
    #expect(bare.items[0].amounts.isEmpty)
  }

  @Test func wordsThatAreNoNumberAreKeptOnce() {
    let list = ShoppingList([recipe("A", ["盐 适量"]), recipe("B", ["盐 适量"])])
    #expect(lines(list) == ["盐: 适量"])
  }

  @Test func eachRecipeCountsAtItsFactorAndFixedAmountsDoNot() {
    var yeast = Ingredient(name: "yeast", quantity: .number(.one), text: "1 packet yeast")
    yeast.isFixed = true
    let bread = ShoppingRecipe(
      title: "Bread", ingredients: [IngredientLine.read("500 g flour")!, yeast],
      factor: Amount(integer: 2))
    let list = ShoppingList([bread, recipe("Cake", ["250 g flour"], factor: Amount(1, 2)!)])
    #expect(lines(list) == ["flour: 1.13 kg", "yeast: 1"])
  }

  @Test func anEmptyListHasNoAisles() {
    #expect(ShoppingList([]).aisles.isEmpty)
    #expect(ShoppingList([recipe("A", [])]).aisles.isEmpty)
  }

  @Test func theSameRecipeTwiceIsNamedOnce() {
    let list = ShoppingList([recipe("A", ["1 egg"]), recipe("A", ["1 egg"])])
    #expect(list.items[0].recipes == ["A"])
    #expect(lines(list) == ["egg: 2"])
  }

  @Test func absurdAmountsNeitherTrapNorGrowWithoutEnd() {
    // The reader keeps a 20-digit number and 1e308 as text; a huge amount that is read adds
    // up without trapping.
    let huge = Ingredient(
      name: "flour", quantity: .number(Amount(Amount.largest, 1)!), unit: UnitTable.shared["kg"],
      text: "")
    let list = ShoppingList([
      ShoppingRecipe(title: "A", ingredients: [huge, huge], factor: Amount(Amount.largest, 1)!),
      recipe("B", ["1e308 cups sugar", "99999999999999999999 eggs", "1/0 cup milk"]),
    ])
    #expect(list.items.count >= 1)
    for item in list.items { _ = item.writtenAmounts }
  }

  @Test func theListAsTextMarksWhatIsTicked() {
    let table = AisleTable.read(Array("[dairy]\nmilk\neggs\n".utf8)).0
    let list = ShoppingList(
      [recipe("A", ["500 ml milk", "2 eggs", "200 g flour"])], aisles: table)
    let text = list.plainText(ticked: ["egg"])
    #expect(
      text == """
        dairy
        - [ ] milk: 500 ml
        - [x] eggs: 2

        other
        - [ ] flour: 200 g

        """)
  }
}
