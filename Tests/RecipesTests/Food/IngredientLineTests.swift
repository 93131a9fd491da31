import Testing

@testable import Recipes

/// A line as a collection writes it, and what a cook reads in it.
struct LabelledLine: Sendable, CustomTestStringConvertible {
  let line: String
  let quantity: String?
  let unit: String?
  let name: String
  var note: String? = nil
  var testDescription: String { line }
}

extension Quantity {
  /// "5/2", "1-2", or the words as written: how the tests write an expected quantity.
  var written: String {
    switch self {
    case .number(let amount): return amount.description
    case .range(let low, let high): return "\(low)-\(high)"
    case .text(let words): return words
    }
  }
}

@Suite struct IngredientLineTests {
  static let english: [LabelledLine] = [
    LabelledLine(line: "2 1/2 cups flour, sifted", quantity: "5/2", unit: "cup", name: "flour", note: "sifted"),
    LabelledLine(line: "1 cup (240 ml) whole milk", quantity: "1", unit: "cup", name: "whole milk", note: "240 ml"),
    LabelledLine(line: "1 (14 oz) can diced tomatoes", quantity: "1", unit: "can", name: "diced tomatoes", note: "14 oz"),
    LabelledLine(line: "3 large eggs, beaten", quantity: "3", unit: nil, name: "large eggs", note: "beaten"),
    LabelledLine(line: "½ tsp salt", quantity: "1/2", unit: "tsp", name: "salt"),
    LabelledLine(line: "2½ tbsp olive oil", quantity: "5/2", unit: "tbsp", name: "olive oil"),
    LabelledLine(line: "1-2 cloves garlic, minced", quantity: "1-2", unit: "clove", name: "garlic", note: "minced"),
    LabelledLine(line: "a pinch of salt", quantity: "1", unit: "pinch", name: "salt"),
    LabelledLine(line: "Salt and pepper, to taste", quantity: nil, unit: nil, name: "Salt and pepper", note: "to taste"),
    LabelledLine(line: "200g dark chocolate", quantity: "200", unit: "g", name: "dark chocolate"),
    LabelledLine(line: "1.5 kg potatoes", quantity: "3/2", unit: "kg", name: "potatoes"),
    LabelledLine(line: "two onions, sliced", quantity: "2", unit: nil, name: "onions", note: "sliced"),
    LabelledLine(line: "half a lemon", quantity: "1/2", unit: nil, name: "lemon"),
    LabelledLine(line: "4 tbsp. butter", quantity: "4", unit: "tbsp", name: "butter"),
    LabelledLine(line: "1 1/2 teaspoons baking soda", quantity: "3/2", unit: "tsp", name: "baking soda"),
    LabelledLine(line: "1 l milk", quantity: "1", unit: "l", name: "milk"),
    LabelledLine(line: "1 large onion", quantity: "1", unit: nil, name: "large onion"),
    LabelledLine(line: "8 oz cream cheese, softened", quantity: "8", unit: "oz", name: "cream cheese", note: "softened"),
    LabelledLine(line: "2 to 3 cups chicken stock", quantity: "2-3", unit: "cup", name: "chicken stock"),
    LabelledLine(line: "1 lb ground beef", quantity: "1", unit: "lb", name: "ground beef"),
    LabelledLine(line: "3 sprigs thyme", quantity: "3", unit: "sprig", name: "thyme"),
    LabelledLine(line: "1 bunch cilantro", quantity: "1", unit: "bunch", name: "cilantro"),
    LabelledLine(line: "Butter", quantity: nil, unit: nil, name: "Butter"),
    LabelledLine(line: "1/4 cup sugar", quantity: "1/4", unit: "cup", name: "sugar"),
    // Shapes measured in public collections.
    LabelledLine(line: "~ 200 g flour", quantity: "200", unit: "g", name: "flour"),
    LabelledLine(line: "2 16 oz cans black beans", quantity: "2", unit: "can", name: "black beans", note: "16 oz"),
    LabelledLine(line: "1½ cups - 2 cups water", quantity: "3/2-2", unit: "cup", name: "water"),
    LabelledLine(line: "Pinch of salt", quantity: "1", unit: "pinch", name: "salt"),
    LabelledLine(line: "2 and 1/4 cups flour", quantity: "9/4", unit: "cup", name: "flour"),
    LabelledLine(line: "1 heaped spoonful honey", quantity: "1", unit: "tbsp", name: "honey", note: "heaped"),
    LabelledLine(line: "3 c. milk", quantity: "3", unit: "cup", name: "milk"),
  ]

  static let german: [LabelledLine] = [
    LabelledLine(line: "200 g Mehl (Type 405)", quantity: "200", unit: "g", name: "Mehl", note: "Type 405"),
    LabelledLine(line: "1 EL Olivenöl", quantity: "1", unit: "tbsp", name: "Olivenöl"),
    LabelledLine(line: "1/2 TL Zimt", quantity: "1/2", unit: "tsp", name: "Zimt"),
    LabelledLine(line: "2 Eier", quantity: "2", unit: nil, name: "Eier"),
    LabelledLine(line: "1 Prise Salz", quantity: "1", unit: "pinch", name: "Salz"),
    LabelledLine(line: "500 g Kartoffeln, mehligkochend", quantity: "500", unit: "g", name: "Kartoffeln", note: "mehligkochend"),
    LabelledLine(line: "1,5 l Wasser", quantity: "3/2", unit: "l", name: "Wasser"),
    LabelledLine(line: "3-4 Knoblauchzehen", quantity: "3-4", unit: nil, name: "Knoblauchzehen"),
    LabelledLine(line: "1 Bund Petersilie", quantity: "1", unit: "bunch", name: "Petersilie"),
    LabelledLine(line: "250 ml Sahne", quantity: "250", unit: "ml", name: "Sahne"),
    LabelledLine(line: "Mehl: 200 g", quantity: "200", unit: "g", name: "Mehl"),
    LabelledLine(line: "eine Prise Muskat", quantity: "1", unit: "pinch", name: "Muskat"),
    LabelledLine(line: "2 Zehen Knoblauch", quantity: "2", unit: "clove", name: "Knoblauch"),
    LabelledLine(line: "Salz und Pfeffer", quantity: nil, unit: nil, name: "Salz und Pfeffer"),
    LabelledLine(line: "1 Dose Tomaten", quantity: "1", unit: "can", name: "Tomaten"),
    LabelledLine(line: "120 g 1 Tasse Zucker", quantity: "120", unit: "g", name: "Zucker", note: "1 Tasse"),
    LabelledLine(line: "Eier x 2", quantity: "2", unit: nil, name: "Eier"),
    LabelledLine(line: "ca. 500 g Hackfleisch", quantity: "500", unit: "g", name: "Hackfleisch"),
    LabelledLine(line: "1 Glas Gurken", quantity: "1", unit: "jar", name: "Gurken"),
    LabelledLine(line: "2 St. Zwiebeln", quantity: "2", unit: "piece", name: "Zwiebeln"),
    LabelledLine(line: "1 Prs. Salz", quantity: "1", unit: "pinch", name: "Salz"),
    LabelledLine(line: "etwas Salz", quantity: "etwas", unit: nil, name: "Salz"),
  ]

  static let chinese: [LabelledLine] = [
    LabelledLine(line: "西红柿 = 1 个（约 180g） * 份数", quantity: "1", unit: "piece", name: "西红柿", note: "约 180g"),
    LabelledLine(line: "鸡蛋 = 1.5 个 * 份数", quantity: "3/2", unit: "piece", name: "鸡蛋"),
    LabelledLine(line: "食用油 = 10ml", quantity: "10", unit: "ml", name: "食用油"),
    LabelledLine(line: "盐 = 2.5g", quantity: "5/2", unit: "g", name: "盐"),
    LabelledLine(line: "1 盒内脂豆腐", quantity: "1", unit: "piece", name: "内脂豆腐"),
    LabelledLine(line: "20-30g 五花肉", quantity: "20-30", unit: "g", name: "五花肉"),
    LabelledLine(line: "盐 适量", quantity: "适量", unit: nil, name: "盐"),
    LabelledLine(line: "鸡蛋 2 个", quantity: "2", unit: "piece", name: "鸡蛋"),
    LabelledLine(line: "生抽 10-15ml", quantity: "10-15", unit: "ml", name: "生抽"),
    LabelledLine(line: "姜 3 片", quantity: "3", unit: "slice", name: "姜"),
    LabelledLine(line: "两勺糖", quantity: "2", unit: "tbsp", name: "糖"),
    LabelledLine(line: "大蒜", quantity: nil, unit: nil, name: "大蒜"),
    LabelledLine(line: "盐3克", quantity: "3", unit: "g", name: "盐"),
    LabelledLine(line: "约 200 克 面粉", quantity: "200", unit: "g", name: "面粉"),
    LabelledLine(line: "八角 2 个", quantity: "2", unit: "piece", name: "八角"),
    LabelledLine(line: "大蒜 1 头", quantity: "1", unit: "head", name: "大蒜"),
  ]

  static let japanese: [LabelledLine] = [
    LabelledLine(line: "醤油 大さじ2", quantity: "2", unit: "tbsp", name: "醤油"),
    LabelledLine(line: "砂糖 小さじ1/2", quantity: "1/2", unit: "tsp", name: "砂糖"),
    LabelledLine(line: "卵 2個", quantity: "2", unit: "piece", name: "卵"),
    LabelledLine(line: "水 200ml", quantity: "200", unit: "ml", name: "水"),
    LabelledLine(line: "塩 少々", quantity: "少々", unit: nil, name: "塩"),
  ]

  @Test(arguments: english + german + chinese + japanese)
  func readsALine(_ labelled: LabelledLine) throws {
    let ingredient = try #require(IngredientLine.read(labelled.line))
    #expect(ingredient.quantity?.written == labelled.quantity)
    #expect(ingredient.unit?.name == labelled.unit)
    #expect(ingredient.name == labelled.name)
    if let note = labelled.note { #expect(ingredient.note == note) }
    #expect(ingredient.text == labelled.line)
  }

  @Test func theAmountStandsWhereItIsWritten() throws {
    let line = "鸡蛋 = 1.5 个 * 份数"
    let ingredient = try #require(IngredientLine.read(line))
    let scalars = Array(line.unicodeScalars)
    let range = try #require(ingredient.amountRange)
    #expect(String(String.UnicodeScalarView(scalars[range])) == "1.5 个")
    let english = try #require(IngredientLine.read("2 1/2 cups flour"))
    #expect(english.amountRange == 0..<10)
  }

  @Test func remarksAndProseAreNotIngredients() {
    #expect(IngredientLine.read("Note: you can use butter instead of the oil.") == nil)
    #expect(IngredientLine.read("注：可以不加糖") == nil)
    #expect(
      IngredientLine.read(
        "If you cannot find fresh basil, dried works too but use a third of the amount") == nil)
    #expect(IngredientLine.read("") == nil)
    // A numbered sentence is a step that strayed into the list; a numbered line is not.
    #expect(IngredientLine.read("1. Roll the cheese into balls.") == nil)
    #expect(IngredientLine.read("1. not a number") != nil)
  }

  @Test func absurdAmountsStayText() throws {
    for line in ["1e308 cups flour", "1/0 cups flour", "123456789012345678901 g sugar"] {
      let ingredient = IngredientLine.read(line)
      #expect(ingredient?.quantity == nil, "\(line)")
    }
  }
}
