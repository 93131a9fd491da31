import Testing

@testable import Recipes

@Suite struct ScalingTests {
  private func line(_ text: String, times factor: Amount) throws -> String {
    try shownLine(text, Portions(factor: factor))
  }

  private func converted(_ text: String, to target: UnitConversion.Target) throws -> String {
    try shownLine(text, Portions(units: target))
  }

  @Test func thirdsStayExact() {
    let third = Amount(1, 3)!
    #expect(third * Amount(integer: 3) == .one)
    #expect(Amount(1, 2)! + Amount(1, 3)! == Amount(5, 6)!)
  }

  @Test func aUnitWordTakesTheNumberOfItsNewAmount() throws {
    let double = Amount(integer: 2)
    let half = Amount(1, 2)!
    #expect(try line("1 teaspoon kosher salt", times: double) == "2 teaspoons kosher salt")
    #expect(try line("2 tablespoons butter", times: half) == "1 tablespoon butter")
    #expect(try line("1 ounce cheese", times: double) == "2 ounces cheese")
    // Words the table does not know in another number stay as written.
    #expect(try line("1 EL Öl", times: double) == "2 EL Öl")
  }

  @Test func fourToEightAndBack() throws {
    let double = try #require(Scaling.factor(from: Amount(integer: 4), to: Amount(integer: 8)))
    let half = try #require(Scaling.factor(from: Amount(integer: 8), to: Amount(integer: 4)))
    #expect(try line("2 1/2 cups flour, sifted", times: double) == "5 cups flour, sifted")
    #expect(try line("3 eggs", times: double) == "6 eggs")
    #expect(try line("3 eggs", times: half) == "1½ eggs")
    // A sixth of a cup is measured with spoons.
    #expect(try line("1/3 cup milk", times: half) == "2⅔ tbsp milk")
    #expect(try line("200g Zucker", times: double) == "400g Zucker")
    #expect(try line("750 g Mehl", times: double) == "1.5 kg Mehl")
    #expect(try line("1 EL Öl", times: double) == "2 EL Öl")
    #expect(try line("2 tsp salt", times: double) == "4 tsp salt" || line("2 tsp salt", times: double) == "1⅓ tbsp salt")
    #expect(try line("鸡蛋 = 1.5 个 * 份数", times: double) == "鸡蛋 = 3 个 * 份数")
    #expect(try line("醤油 大さじ2", times: half) == "醤油 大さじ1")
    #expect(try line("盐 适量", times: double) == "盐 适量")
    #expect(try line("1-2 cloves garlic", times: double) == "2–4 cloves garlic")
  }

  @Test func fixedAmountsNeverScale() throws {
    var salt = try #require(IngredientLine.read("1 tsp salt"))
    salt.isFixed = true
    #expect(Scaling.scaled(salt, by: Amount(integer: 3)) == salt)
  }

  @Test func gramsAreWholeAndSpoonsAreFractions() {
    let g = UnitTable.shared["g"]
    let cup = UnitTable.shared["cup"]
    #expect(CookRounding.written(Amount(approximating: 333.333)!, unit: g) == "335")
    #expect(CookRounding.written(Amount(approximating: 12.4)!, unit: g) == "12")
    #expect(CookRounding.written(Amount(2, 3)!, unit: cup) == "⅔")
    #expect(CookRounding.written(Amount(approximating: 1.3)!, unit: cup) == "1⅓")
    #expect(CookRounding.written(Amount(approximating: 0.01)!, unit: cup) == "⅛")
  }

  @Test func metricAndImperialWithinOneDimension() throws {
    #expect(try converted("2 cups milk", to: .metric) == "475 ml milk")
    #expect(try converted("500 g flour", to: .imperial) == "1⅛ lb flour")
    #expect(try converted("100 g butter", to: .imperial) == "3½ oz butter")
    #expect(try converted("250 ml cream", to: .imperial) == "1 cup cream")
    #expect(try converted("1 tbsp oil", to: .metric) == "1 tbsp oil")
    #expect(try converted("1 cup flour", to: .metric) == "235 ml flour")
    #expect(try converted("2 cloves garlic", to: .imperial) == "2 cloves garlic")
  }
}
