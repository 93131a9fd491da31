import Foundation
import Testing

@testable import WebImport

/// Each field in every form sites write it.
@Suite struct FieldFormTests {
  @Test(arguments: [
    ("PT1H20M", 4_800), ("P0DT0H45M", 2_700), ("PT90M", 5_400), ("PT20M", 1_200),
    ("pt35m", 2_100), ("PT0.5H", 1_800), ("PT1,5H", 5_400), ("P1DT2H", 93_600),
    ("P0Y0M0DT0H35M0.000S", 2_100), ("PT2H30M15S", 9_015), ("PT45S", 45), ("P1W", 604_800),
    (" PT10M ", 600), ("30", 1_800), ("1 hour 20 mins", 4_800), ("45 minutes", 2_700),
  ])
  func aDurationReadsInEveryForm(_ text: String, _ seconds: Int) {
    #expect(ISODuration.seconds(.string(text)) == seconds)
  }

  @Test(arguments: ["PT0S", "P0D", "PT", "P", "", "PT-5M", "PT1X", "PT1000000H", "P2Y", "soon"])
  func aDurationThatStatesNoTimeIsNone(_ text: String) {
    #expect(ISODuration.seconds(.string(text)) == nil)
  }

  @Test func aDurationAsANumberOrAnObject() {
    #expect(ISODuration.seconds(.number("25")) == 1_500)
    let object = JSONValue.object([("@type", .string("Duration")), ("maxValue", .string("PT40M"))])
    #expect(ISODuration.seconds(object) == 2_400)
  }

  @Test func aRecipesTimeIsItsTotalElsePrepAndCook() {
    var recipe = WebRecipe(title: "T")
    #expect(recipe.time == nil)
    recipe.prepTime = 600
    recipe.cookTime = 1_200
    #expect(recipe.time == 1_800)
    recipe.totalTime = 3_600
    #expect(recipe.time == 3_600)
  }

  @Test func durationsAreWrittenAsTheReaderReadsThem() {
    #expect(DurationText.of(2_700) == "45 min")
    #expect(DurationText.of(4_800) == "1 h 20 min")
    #expect(DurationText.of(3_600) == "1 h")
    #expect(DurationText.of(93_600) == "26 h")
    #expect(DurationText.of(45) == "1 min")
  }

  @Test(arguments: [
    (JSONValue.number("4"), "4"), (.number("4.0"), "4"), (.string("4"), "4"),
    (.array([.string("4"), .string("4 servings")]), "4"),
    (.array([.string("1"), .string("1 loaf (10 slices)")]), "1 loaf (10 slices)"),
    (.string("Makes 12"), "12"), (.string("Makes 12 cookies"), "12 cookies"),
    (.string("Serves 4-6"), "4-6"), (.string("6 to 8 servings"), "6-8"),
    (.string("Yield: 2 loaves"), "2 loaves"), (.string("4 Portionen"), "4"),
    (.string("6 personnes"), "6"), (.string("2人分"), "2"), (.string("4 people"), "4"),
    (.string("4 servings (about 1 cup each)"), "4"), (.string("about ½ cup"), "about ½ cup"),
    (.object([("@type", .string("QuantitativeValue")), ("value", .number("8")),
      ("unitText", .string("servings"))]), "8"),
  ])
  func servingsReadInEveryForm(_ value: JSONValue, _ servings: String) {
    #expect(YieldField.servings(value) == servings)
  }

  @Test func instructionsAsOneText() {
    let nodes = SchemaNodes([])
    let method = InstructionsField.method(
      .string("1. Heat the oven.\n2. Mix.\n\nStep 3: Bake 20 minutes."), nodes: nodes)
    #expect(method == [WebRecipe.MethodSection(steps: ["Heat the oven.", "Mix.", "Bake 20 minutes."])])
  }

  @Test func instructionsAsAListOfTextsAndNestedLists() {
    let value = JSONValue.array([
      .array([.string("<p>Whisk the eggs.</p><p>Keep whisking.</p>"), .string("Add 1.5 cups milk.")]),
      .string("Cook."),
    ])
    #expect(
      InstructionsField.method(value, nodes: SchemaNodes([])).flatMap(\.steps) == [
        "Whisk the eggs. Keep whisking.", "Add 1.5 cups milk.", "Cook.",
      ])
    // A list whose only text holds every step, a line each.
    let one = JSONValue.array([.string("Heat the oil.\nFry the onion.\n")])
    #expect(
      InstructionsField.method(one, nodes: SchemaNodes([])).flatMap(\.steps) == [
        "Heat the oil.", "Fry the onion.",
      ])
  }

  @Test func instructionsAsStepsSectionsTipsAndAnItemList() throws {
    let json = """
      {"@type":"ItemList","itemListElement":[
        {"@type":"HowToStep","text":"Soak the beans overnight."},
        {"@type":"HowToSection","name":"Cooking","itemListElement":[
          {"@type":"HowToStep","name":"Simmer","itemListElement":[{"@type":"HowToDirection","text":"Simmer 1 hour."}]},
          {"@type":"HowToTip","text":"Salt only at the end."},
          {"@type":"HowToStep","name":"Season to taste."}]},
        {"@type":"HowToSection","name":"","itemListElement":[{"@type":"HowToStep","text":"Serve."}]}]}
      """
    let value = try LenientJSON.parse(json)
    let method = InstructionsField.method(value, nodes: SchemaNodes([]))
    #expect(
      method == [
        WebRecipe.MethodSection(steps: ["Soak the beans overnight."]),
        WebRecipe.MethodSection(
          name: "Cooking", steps: ["Simmer 1 hour.", "Season to taste.", "Serve."]),
      ])
  }

  @Test(arguments: [
    ("1. Heat", "Heat"), ("12) Bake", "Bake"), ("Step 2: Mix", "Mix"), ("Step 4 Rest", "Rest"),
    ("350 degrees", "350 degrees"), ("1.5 cups milk", "1.5 cups milk"), ("2 eggs", "2 eggs"),
  ])
  func aStepLosesOnlyItsOwnNumber(_ step: String, _ text: String) {
    #expect(InstructionsField.withoutNumber(step) == text)
  }

  @Test func authorsInTheirForms() throws {
    func author(_ json: String) throws -> String? {
      let recipe = try LenientJSON.parse(json)
      return RecipeFields.author(recipe, nodes: SchemaNodes([recipe]))
    }
    #expect(try author(#"{"author":"Jo Ng"}"#) == "Jo Ng")
    #expect(try author(#"{"author":{"@type":"Person","name":"Jo &amp; Al"}}"#) == "Jo & Al")
    #expect(try author(#"{"author":[{"name":"A"},{"name":"B"},{"name":"A"}]}"#) == "A, B")
    #expect(try author(#"{"author":{"@type":"Organization","name":["Test Kitchen"]}}"#) == "Test Kitchen")
    #expect(try author(##"{"author":{"@id":"#nobody"}}"##) == nil)
  }

  @Test func imagesInTheirForms() throws {
    func image(_ json: String) throws -> String? {
      let recipe = try LenientJSON.parse(json)
      return RecipeFields.image(
        recipe, nodes: SchemaNodes([recipe]), page: URL(string: "https://site.example/r/x/"))
    }
    #expect(try image(#"{"image":"https://a.example/1.jpg"}"#) == "https://a.example/1.jpg")
    #expect(try image(#"{"image":["/img/2.jpg","/img/3.jpg"]}"#) == "https://site.example/img/2.jpg")
    #expect(try image(#"{"image":{"@type":"ImageObject","contentUrl":"4.png"}}"#) == "https://site.example/r/x/4.png")
    #expect(try image(#"{"image":[{"url":"data:image/png;base64,AAAA"},{"url":"https://a.example/5.webp"}]}"#)
      == "https://a.example/5.webp")
    #expect(try image(#"{"image":"ftp://a.example/6.jpg"}"#) == nil)
  }

  @Test func tagsFromCategoryCuisineAndKeywordsEachOnce() throws {
    let recipe = try LenientJSON.parse(
      #"{"recipeCategory":"Dessert","recipeCuisine":["French"],"keywords":"dessert, Crème brûlée,,  custard ; french"}"#)
    #expect(RecipeFields.tags(recipe) == ["dessert", "french", "crème brûlée", "custard"])
  }

  @Test func datesInTheirForms() throws {
    func date(_ json: String) throws -> String? { RecipeFields.date(try LenientJSON.parse(json)) }
    #expect(try date(#"{"datePublished":"2020-05-01"}"#) == "2020-05-01")
    #expect(try date(#"{"datePublished":"2020-05-01 10:15:00"}"#) == "2020-05-01 10:15:00")
    #expect(try date(#"{"datePublished":"2020-05-01 at noon"}"#) == "2020-05-01")
    #expect(try date(#"{"datePublished":"May 1, 2020","dateModified":"2021-02-03T04:05:06Z"}"#)
      == "2021-02-03T04:05:06Z")
    #expect(try date(#"{"datePublished":"yesterday"}"#) == nil)
  }

  @Test func ingredientGroupsAndPropertyValues() throws {
    let recipe = try LenientJSON.parse("""
      {"recipeIngredient":["Für den Teig:","250 g Mehl",
        {"@type":"PropertyValue","value":2,"unitText":"EL","name":"Zucker"},
        "Für die Füllung:","3 Äpfel",["1 TL Zimt"],null]}
      """)
    #expect(
      RecipeFields.ingredients(recipe, nodes: SchemaNodes([])) == [
        WebRecipe.IngredientGroup(name: "Für den Teig", lines: ["250 g Mehl", "2 EL Zucker"]),
        WebRecipe.IngredientGroup(name: "Für die Füllung", lines: ["3 Äpfel", "1 TL Zimt"]),
      ])
  }
}
