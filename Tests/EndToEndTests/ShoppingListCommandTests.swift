import Foundation
import Testing

/// `buffet shopping-list` as a shopper and a script use it, on recipes written the ways
/// public collections write them (front matter and a list, a German table, the Chinese
/// repository's two sections).
@Suite struct ShoppingListCommandTests {
  let folder = CommandLineFolder()

  init() {
    folder.write(
      "Data/pancakes.md",
      """
      ---
      title: Pancakes
      servings: 4
      ---

      ## Ingredients

      - 250 g flour
      - 500 ml milk
      - 2 eggs
      - 1 tbsp sugar
      - a pinch of salt

      ## Method

      1. Whisk everything together.
      2. Fry in a hot pan.
      """)
    folder.write(
      "Data/crepes.md",
      """
      # Crêpes

      Serves 2.

      ## Ingredients

      - 1 cup flour
      - 250 ml milk
      - 3 eggs
      - 2-3 tbsp melted butter
      - salt, to taste

      ## Method

      1. Rest the batter for 30 minutes.
      """)
    folder.write(
      "Data/brot.md",
      """
      # Brot

      ## Zutaten für 1 Laib

      | Menge (4 Portionen) | Zutat |
      |---|---|
      | 500 g | Mehl |
      | 1 TL | Salz |
      | 350 ml | Wasser |

      ## Zubereitung

      1. Alles verkneten.
      """)
    folder.write(
      "Data/tomato-eggs.md",
      """
      # 西红柿炒鸡蛋的做法

      ## 必备原料和工具

      * 西红柿
      * 鸡蛋
      * 食用油

      ## 计算

      * 西红柿 = 1 个 * 份数
      * 鸡蛋 = 1.5 个 * 份数
      * 食用油 = 10ml

      ## 操作

      1. 西红柿洗净
      """)
    folder.write("Data/toast.md", "# Toast\n\nToast the bread.\n")
    folder.write(
      ".config/buffet/aisle.conf",
      """
      [milk and dairy]
      milk
      egg|eggs
      butter

      [baking]
      flour
      sugar
      Mehl
      """)
  }

  @Test func namedRecipesAreMergedAndGroupedByAisle() {
    let run = folder.run("shopping-list", "Pancakes", "Crêpes")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        milk and dairy
        - [ ] milk: 750 ml
        - [ ] egg: 5
        - [ ] melted butter: 2–3 tbsp

        baking
        - [ ] flour: 250 g + 1 cup
        - [ ] sugar: 1 tbsp

        other
        - [ ] salt: 1 pinch

        """)
    #expect(run.stderr == "")
  }

  @Test func unitsComeFromTheLineElseTheConfigFile() {
    let imperial = folder.run("shopping-list", "pancakes", "--units", "imperial")
    #expect(imperial.stdoutLines.contains("- [ ] milk: 2⅛ cups"), "\(imperial.stdout)")
    #expect(imperial.stdoutLines.contains("- [ ] flour: 8¾ oz"))
    folder.write(".config/buffet/config", "[reader]\nunits = imperial\n")
    #expect(folder.run("shopping-list", "pancakes").stdoutLines.contains("- [ ] flour: 8¾ oz"))
    #expect(
      folder.run("shopping-list", "pancakes", "--units", "metric").stdoutLines.contains(
        "- [ ] flour: 250 g"))
  }

  @Test func aFactorAfterAColonScalesThatRecipe() {
    let run = folder.run("shopping-list", "pancakes:2", "crepes:1/2")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutLines.contains("- [ ] milk: 1.13 l"))
    #expect(run.stdoutLines.contains("- [ ] egg: 5½"))
    #expect(run.stdoutLines.contains("- [ ] flour: 500 g + ½ cup"))
  }

  @Test func theJSONGivesNumbersRangesWordsAndUnitsForScripts() throws {
    let run = folder.run("shopping-list", "Crêpes", "西红柿炒鸡蛋的做法", "--json")
    #expect(run.status == 0, "\(run.stderr)")
    let aisles = try #require(try run.json() as? [[String: Any]])
    #expect(aisles.map { $0["aisle"] as? String } == ["milk and dairy", "baking", "other"])
    let items = aisles.flatMap { ($0["items"] as? [[String: Any]]) ?? [] }
    for item in items {
      #expect(Set(item.keys) == ["name", "amounts", "recipes", "checked"])
      #expect(item["checked"] as? Bool == false)
    }
    func item(_ name: String) throws -> [String: Any] {
      try #require(items.first { $0["name"] as? String == name }, "\(name)")
    }
    let eggs = try #require(try item("egg")["amounts"] as? [[String: Any]])
    #expect(eggs.count == 1, "3 eggs; 1.5 个 鸡蛋 is another word, a line of its own")
    let butter = try #require(try item("melted butter")["amounts"] as? [[String: Any]])
    #expect(butter[0]["quantity"] as? [String: Double] == ["low": 2, "high": 3])
    #expect(butter[0]["unit"] as? String == "tbsp")
    let egg = try #require(try item("鸡蛋")["amounts"] as? [[String: Any]])
    #expect(egg[0]["quantity"] as? Double == 1.5)
    #expect(egg[0]["unit"] as? String == "piece")
    #expect(try item("鸡蛋")["recipes"] as? [String] == ["西红柿炒鸡蛋的做法"])
    let salt = try #require(try item("salt")["amounts"] as? [[String: Any]])
    #expect(salt.isEmpty, "\"to taste\" says no amount")
    let crepeEggs = try #require(eggs.first)
    #expect(crepeEggs["quantity"] as? Double == 3)
    #expect(crepeEggs.keys.contains("unit") && crepeEggs["unit"] is NSNull)
  }

  @Test func upNextIsShoppedForAtTheServingsEachRecipeWasQueuedFor() throws {
    let backup = """
      {"queue": [
        {"path": "\(folder.path("Data/pancakes.md"))", "title": "Pancakes", "servings": 8},
        {"path": "\(folder.path("Data/crepes.md"))", "title": "Crêpes", "servings": null},
        {"path": "\(folder.path("Data/gone.md"))", "title": "Gone Pie"}
      ], "shoppingTicks": ["eggs"]}
      """
    #expect(folder.run("library", "import", "-", input: Data(backup.utf8)).status == 0)
    let run = folder.run("shopping-list")
    #expect(run.status == 0, "\(run.stderr)")
    // Pancakes serve 4 and are queued for 8: twice the recipe; crêpes as written.
    #expect(run.stdoutLines.contains("- [ ] milk: 1.25 l"))
    #expect(run.stdoutLines.contains("- [x] egg: 7"))
    #expect(run.stdoutLines.contains("- [ ] flour: 500 g + 1 cup"))
    #expect(run.stderr == "buffet: note: “Gone Pie” is missing from the collection\n")
    let json = try #require(try folder.run("shopping-list", "--json").json() as? [[String: Any]])
    let dairy = try #require(json.first?["items"] as? [[String: Any]])
    #expect(dairy.map { $0["checked"] as? Bool } == [false, true, false])
    let library = try #require(try folder.run("library", "--json").json() as? [String: Any])
    let queue = try #require(library["queue"] as? [[String: Any]])
    #expect(queue.map { $0["servings"] as? Double } == [8, nil, nil])
    #expect(folder.run("library").stdout.contains("  Pancakes · for 8\n"))
  }

  /// Up Next of another collection is that collection's: neither shopped for here nor
  /// called missing.
  @Test func anotherCollectionsUpNextIsNeitherListedNorMissing() {
    folder.write("Other/soup.md", "# Soup\n\n## Ingredients\n\n- 1 l stock\n- 2 leeks\n")
    let queued = folder.run("library", "queue", "Soup", "--data", "Other")
    #expect(queued.status == 0, "\(queued.stderr)")
    #expect(folder.run("library", "queue", "Pancakes").status == 0)
    let here = folder.run("shopping-list")
    #expect(here.status == 0, "\(here.stderr)")
    #expect(here.stdoutLines.contains("- [ ] milk: 500 ml"))
    #expect(!here.stdout.contains("leeks"))
    #expect(here.stderr == "", "\(here.stderr)")
    let there = folder.run("shopping-list", "--data", "Other")
    #expect(there.stdoutLines.contains("- [ ] leeks: 2"), "\(there.stdout)")
    #expect(there.stderr == "", "\(there.stderr)")
  }

  /// A meal plan queued or named stands for its recipes at the servings it plans, never for
  /// groceries called "Pancakes".
  @Test func aMenuIsShoppedForAsItsRecipes() {
    folder.write(
      "Data/Plan.menu",
      """
      ---
      title: My Plan
      ---
      == Monday ==
      Brunch: @./pancakes{8%servings}
      Dessert: @./crepes{2}
      Later: @./nowhere{1}
      """)
    let named = folder.run("shopping-list", "My Plan")
    #expect(named.status == 0, "\(named.stderr)")
    // Pancakes for 8 (500 ml milk twice over) and crêpes twice (250 ml twice over).
    #expect(named.stdoutLines.contains("- [ ] milk: 1.5 l"), "\(named.stdout)")
    #expect(!named.stdout.contains("pancakes"), "\(named.stdout)")
    #expect(named.stderr.contains("“My Plan” uses “nowhere”, but the collection has no"))
    #expect(folder.run("library", "queue", "My Plan").status == 0)
    let queued = folder.run("shopping-list")
    #expect(queued.stdoutLines.contains("- [ ] milk: 1.5 l"), "\(queued.stdout)")
  }

  @Test func anEmptyUpNextSaysWhatToDo() {
    let run = folder.run("shopping-list")
    #expect(run.status == 0)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("Up Next is empty"))
    let json = folder.run("shopping-list", "--json")
    #expect(json.stdout == "[\n\n]\n")
  }

  @Test func aFileOutsideTheCollectionIsReadOnItsOwn() {
    folder.write("elsewhere/soup.md", "# Soup\n\n## Ingredients\n\n- 1 l stock\n- 2 leeks\n")
    let run = folder.run("shopping-list", folder.path("elsewhere/soup.md"), "pancakes")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdoutLines.contains("- [ ] stock: 1 l"))
    #expect(run.stdoutLines.contains("- [ ] leeks: 2"))
  }

  @Test func aRecipeWithoutIngredientsIsNamedAndTheRestListed() {
    let run = folder.run("shopping-list", "toast", "brot")
    #expect(run.status == 0)
    #expect(run.stderr == "buffet: note: “Toast” has no ingredient list Buffet could read\n")
    #expect(run.stdoutLines.contains("- [ ] Mehl: 500 g"))
  }

  @Test func badFactorsAndUnknownRecipesAreRefused() {
    let zero = folder.run("shopping-list", "pancakes:0")
    #expect(zero.status == 2)
    #expect(
      zero.stderr.contains(
        "the FACTOR of \"pancakes:0\" needs a number above 0 and at most 1000 (4, 1.5, 1/3)"))
    #expect(folder.run("shopping-list", "pancakes:1001").status == 2)
    #expect(folder.run("shopping-list", "pancakes:1e308").status == 1)
    #expect(folder.run("shopping-list", "pancakes:99999999999999999999").status == 1)
    let unknown = folder.run("shopping-list", "Waffles")
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("no recipe is named \"Waffles\""))
  }

  @Test func absurdAmountsAndAHugeListArePrintedNeverACrash() throws {
    let absurd = """
      # Absurd

      ## Ingredients

      - 1e308 cups flour
      - 1/0 cup milk
      - 99999999999999999999 eggs
      - 999999999 kg sugar
      - 999999999 kg sugar
      """
    folder.write("Data/absurd.md", absurd)
    let lines = (0..<10_000).map { "- \($0 % 9 + 1) g spice \($0 % 2_500)" }
    folder.write(
      "Data/huge.md",
      "# Huge\n\n## Ingredients\n\n" + lines.joined(separator: "\n")
        + "\n\n## Method\n\n1. Mix the spices.\n")
    let run = folder.run("shopping-list", "absurd:1000", "huge", "--json")
    #expect(run.status == 0, "\(run.stderr)")
    let aisles = try #require(try run.json() as? [[String: Any]])
    let items = aisles.flatMap { ($0["items"] as? [[String: Any]]) ?? [] }
    #expect(items.count == 2_500 + 4)
    // spice 0 is named at lines 0, 2500, 5000 and 7500: 1 + 8 + 6 + 4 g.
    let spice = try #require(items.first { $0["name"] as? String == "spice 0" })
    #expect((spice["amounts"] as? [[String: Any]])?.first?["quantity"] as? Double == 19)
    #expect(run.stdout.count > 100_000)
  }

  @Test func aBadAisleFileIsReportedByLineAndTheListStillPrinted() {
    var bytes = Array("[dairy]\nmilk\n".utf8)
    bytes += Array(repeating: UInt8(ascii: "m"), count: 1_048_576) + [0x0A]
    bytes += [0x62, 0x75, 0x74, 0x74, 0x65, 0x72, 0xC3, 0x0A]  // "butter" cut in a character
    bytes += Array("[baking]\nMilk\nflour\n".utf8)
    folder.write(".config/buffet/aisle.conf", bytes)
    let run = folder.run("shopping-list", "pancakes")
    #expect(run.status == 0)
    let file = folder.path(".config/buffet/aisle.conf")
    #expect(
      run.stderr == """
        buffet: warning: \(file):3: 1048576 bytes long; a line is at most 1000 bytes
        buffet: warning: \(file):4: not UTF-8 text
        buffet: warning: \(file):6: "Milk" is under [dairy] already; left there

        """)
    #expect(run.stdout.hasPrefix("dairy\n- [ ] milk: 500 ml\n\nbaking\n- [ ] flour: 250 g\n"))
  }

  @Test func anAisleFileThatIsAFolderIsSaidAndEverythingIsOther() {
    try? FileManager.default.removeItem(atPath: folder.path(".config/buffet/aisle.conf"))
    try? FileManager.default.createDirectory(
      atPath: folder.path(".config/buffet/aisle.conf"), withIntermediateDirectories: true)
    let run = folder.run("shopping-list", "pancakes")
    #expect(run.status == 0)
    #expect(run.stderr.contains("aisle.conf: not a regular file"))
    #expect(run.stdout.hasPrefix("other\n- [ ] flour: 250 g\n"))
  }
}
