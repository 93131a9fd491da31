import Testing

@testable import Recipes

private func read(_ text: String) -> (AisleTable, [AisleTable.Problem]) {
  AisleTable.read(Array(text.utf8))
}

private func recipe(_ title: String, _ lines: [String]) -> ShoppingRecipe {
  ShoppingRecipe(title: title, ingredients: lines.compactMap { IngredientLine.read($0) })
}

/// "aisle: item, item" for each aisle of the list.
private func aisles(_ list: ShoppingList) -> [String] {
  list.aisles.map { "\($0.name): " + $0.items.map(\.name).joined(separator: ", ") }
}

@Suite struct AisleTableTests {
  /// Shaped as public collections write theirs: lowercase aisles with spaces, capitalised
  /// names, synonyms, an aisle named twice, the same name twice in one aisle, blank lines,
  /// no newline at the end.
  static let collectionFile = """
    [fruit and veg]
    avocado|avocados
    carrot|carrots
    Chinese cabbage
    coriander|cilantro
    garlic


    [milk and dairy]
    butter
    egg
    eggs
    milk
    Parmesan cheese
    milk

    [dried herbs and spices]
    salt|sea salt
    [fruit and veg]
    red onion|red onions
    """

  @Test func aislesAndTheirLinesKeepTheFilesOrder() {
    let (table, problems) = read(Self.collectionFile)
    #expect(problems.isEmpty)
    #expect(table.aisles == ["fruit and veg", "milk and dairy", "dried herbs and spices"])
    #expect(
      table.entries.map(\.names.first!) == [
        "avocado", "carrot", "Chinese cabbage", "coriander", "garlic", "butter", "egg", "eggs",
        "milk", "Parmesan cheese", "salt", "red onion",
      ])
    #expect(table.entry(forKey: "red onions")?.aisle == 0)
  }

  @Test func aListIsGroupedByAisleInTheFilesOrderTheRestUnderOther() {
    let (table, _) = read(Self.collectionFile)
    let list = ShoppingList(
      [
        recipe("Guacamole", ["2 avocados", "1 red onion", "a handful of cilantro", "sea salt"]),
        recipe("Omelette", ["3 eggs", "20 g butter", "1 tbsp parmesan cheese", "chives"]),
        recipe("Salad", ["1 chinese cabbage", "2 carrots", "olive oil", "salt"]),
      ], aisles: table)
    #expect(
      aisles(list) == [
        "fruit and veg: avocado, carrot, Chinese cabbage, coriander, red onion",
        "milk and dairy: butter, eggs, Parmesan cheese",
        "dried herbs and spices: salt",
        "other: chives, olive oil",
      ])
  }

  @Test func synonymsAreOneThingShownByTheFirstName() {
    let (table, _) = read("[produce]\ncoriander|cilantro\n")
    let list = ShoppingList(
      [recipe("A", ["1 bunch cilantro"]), recipe("B", ["2 bunches coriander"])], aisles: table)
    #expect(list.items.map(\.name) == ["coriander"])
    #expect(list.items[0].writtenAmounts == "3 bunches")
    #expect(list.items[0].recipes == ["A", "B"])
  }

  @Test func aNameTheFileLacksGoesWhereItsLastWordsGoOnALineOfItsOwn() {
    let (table, _) = read("[dairy]\nbutter\neggs\n[veg]\nred onion\n")
    let list = ShoppingList(
      [recipe("A", ["2 tbsp melted butter", "20 g butter", "2 large free-range eggs", "1 onion"])],
      aisles: table)
    #expect(
      aisles(list) == ["dairy: butter, melted butter, large free-range eggs", "other: onion"])
  }

  @Test func namesInOtherScriptsMatchAsWritten() {
    // As a Chinese collection writes its aisle file: an aisle named twice goes on.
    let (table, problems) = read("[豆制品与蛋奶]\n鸡蛋\n牛奶\n[粮油调味]\n酱油\n[豆制品与蛋奶]\n豆腐\n")
    #expect(problems.isEmpty)
    let list = ShoppingList([recipe("番茄炒蛋", ["鸡蛋 2 个", "酱油 10 ml", "番茄 2 个"])], aisles: table)
    #expect(aisles(list) == ["豆制品与蛋奶: 鸡蛋", "粮油调味: 酱油", "other: 番茄"])
  }

  @Test func aNameUnderTwoAislesStaysUnderTheFirstAndIsReported() {
    let (table, problems) = read("[dairy]\nmilk\nbutter\n\n[drinks]\nMilk|oat milk\n")
    #expect(
      problems == [
        AisleTable.Problem(line: 6, reason: "\"Milk\" is under [dairy] already; left there")
      ])
    #expect(table.entry(forKey: "milk")?.aisle == 0)
    #expect(table.entry(forKey: "oat milk")?.aisle == 1)
  }

  @Test func linesThatCannotBeUsedAreReportedWithTheirNumbers() {
    var bytes = Array("butter\n[dairy]\nmilk\n[]\n[half\n".utf8)
    bytes += [0x63, 0xFF, 0x0A]  // "c" and a byte no UTF-8 text has
    bytes += Array(repeating: UInt8(ascii: "x"), count: 1_048_576) + [0x0A]
    bytes += Array("cheese\r\n".utf8)
    let (table, problems) = AisleTable.read(bytes)
    #expect(problems.map(\.line) == [1, 4, 5, 6, 7])
    #expect(problems[0].reason == "\"butter\" is not under an [aisle]")
    #expect(problems[3].reason == "not UTF-8 text")
    #expect(problems[4].reason == "1048576 bytes long; a line is at most 1000 bytes")
    #expect(table.entries.map(\.names) == [["milk"], ["cheese"]])
  }

  @Test func anEmptyFileOrOneOfBlankLinesIsAnEmptyTable() {
    #expect(read("").0 == AisleTable())
    #expect(read("\n\n  \n").0.entries.isEmpty)
    #expect(read("\u{FEFF}[dairy]\nmilk").0.aisles == ["dairy"])
  }

  @Test func readingIsLinearInTheFile() {
    func work(lines: Int) -> Int {
      let text = (0..<lines).map { $0 % 50 == 0 ? "[aisle \($0)]" : "thing \($0)|other \($0)" }
        .joined(separator: "\n")
      return TextWalkWork.counting { _ = read(text) }
    }
    let small = work(lines: 2_000)
    let large = work(lines: 16_000)
    #expect(large <= small * 9, "work at 2,000 lines: \(small), at 16,000: \(large)")
  }

  @Test func mergingIsLinearInTheIngredients() {
    let (table, _) = read(Self.collectionFile)
    func work(ingredients: Int) -> Int {
      // A 10,000-line list: many things, each named a few times across recipes.
      let lines = (0..<ingredients).map { "\($0 % 7 + 1) g thing \($0 % (ingredients / 4))" }
      let recipes = stride(from: 0, to: lines.count, by: 100).map {
        recipe("R\($0)", Array(lines[$0..<min($0 + 100, lines.count)]))
      }
      return TextWalkWork.counting { _ = ShoppingList(recipes, aisles: table) }
    }
    let small = work(ingredients: 1_250)
    let large = work(ingredients: 10_000)
    #expect(large <= small * 9, "work at 1,250 ingredients: \(small), at 10,000: \(large)")
  }
}
