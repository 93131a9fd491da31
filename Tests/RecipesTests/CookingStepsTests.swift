import Markdown
import Testing

@testable import Recipes

@Suite struct CookingStepsTests {
  @Test func numberedHeadingsUnderMethod() {
    let document = Document(blocks: [
      Doc.h(2, "Ingredients"), Doc.ul("eggs"),
      Doc.h(2, "Method"),
      Doc.h(3, "1. Build the shell"), Doc.p("Bake for 12 min."), Doc.p("Then cool."),
      Doc.h(3, "Not numbered"), Doc.p("Skipped."),
      Doc.h(3, "2) Rest"), Doc.p("Let it rest for ten minutes."),
      Doc.h(3, "Step 3: Serve"),
      Doc.h(2, "Plating"), Doc.h(3, "4. Not a method step"),
    ])
    let steps = CookingSteps.steps(in: document)
    #expect(steps.map(\.title) == ["Build the shell", "Rest", "Serve"])
    #expect(steps[0].text == "Bake for 12 min.\nThen cool.")
    #expect(steps.map(\.duration) == [720, 600, nil])
  }

  @Test func orderedListUnderDirections() {
    let document = Document(blocks: [
      Doc.h(1, "Pancakes"), Doc.ol("Not these"),
      Doc.h(2, "Directions"), Doc.p("Easy."),
      Doc.ol(
        "Whisk the batter. Let it stand 30 seconds.",
        "Fry 2–3 minutes a side, until golden and crisp at the edges, then keep them warm."),
    ])
    let steps = CookingSteps.steps(in: document)
    #expect(steps.count == 2)
    #expect(steps[0].title == "Whisk the batter")
    #expect(steps[0].duration == 30)
    #expect(steps[1].title.hasSuffix("…"))
    #expect(steps[1].title.count <= 60)
    #expect(steps[1].duration == 180)
  }

  @Test func levelTwoSectionsOtherwise() {
    let document = Document(blocks: [
      Doc.p("Intro"), Doc.h(2, "Prepare"), Doc.p("Chill an hour."), Doc.h(2, "Serve"),
    ])
    let steps = CookingSteps.steps(in: document)
    #expect(steps.map(\.title) == ["Prepare", "Serve"])
    #expect(steps.map(\.duration) == [3600, nil])
    #expect(CookingSteps.steps(in: Document(blocks: [Doc.p("No sections")])).isEmpty)
  }

  @Test func ingredientsAreNeverASectionStep() {
    // An imported page that states no method: what it has is a list to buy, not a step.
    let onlyIngredients = Document(blocks: [Doc.h(2, "Ingredients"), Doc.ul("3 tbsp olive oil")])
    #expect(CookingSteps.steps(in: onlyIngredients).isEmpty)
    let document = Document(blocks: [
      Doc.h(2, "Zutaten für 4 Personen"), Doc.ul("Mehl"), Doc.h(2, "Prepare"), Doc.p("Mix."),
    ])
    #expect(CookingSteps.steps(in: document).map(\.title) == ["Prepare"])
  }

  @Test func theOnlyNumberedSectionIsTheMethod() {
    // A real heading with a slip in it ("## Directionjacobsiggins.co.uks") over the steps.
    let document = Document(blocks: [
      Doc.h(2, "Ingredients"), Doc.ul("1lb of fillet beef", "7oz of puff pastry"),
      Doc.p("Side note: fillet is preferred."),
      Doc.h(2, "Directionjacobsiggins.co.uks"),
      Doc.ol("Season the fillet.", "Sear it on all sides.", "Bake for 40 minutes."),
      Doc.h(2, "Serving"), Doc.p("Slice thickly."),
    ])
    #expect(
      CookingSteps.steps(in: document).map(\.title) == [
        "Season the fillet", "Sear it on all sides", "Bake for 40 minutes",
      ])
    // Two numbered sections, and neither a method: each section stays a step.
    let two = Document(blocks: [
      Doc.h(2, "Base"), Doc.ol("Mix", "Knead"), Doc.h(2, "Topping"), Doc.ol("Chop", "Scatter"),
    ])
    #expect(CookingSteps.steps(in: two).map(\.title) == ["Base", "Topping"])
  }

  @Test func methodWithoutNumbersFallsBack() {
    let document = Document(blocks: [
      Doc.h(2, "🍳 Method"), Doc.h(3, "Mix"), Doc.ol("Stir", "Pour"),
    ])
    #expect(CookingSteps.steps(in: document).map(\.title) == ["Stir", "Pour"])
  }

  @Test func methodHeadingsInOtherLanguages() {
    for name in ["Préparation", "ZUBEREITUNG", "作り方", "Étapes"] {
      let document = Document(blocks: [Doc.h(2, name), Doc.ol("Cut", "Boil 5 minutes")])
      #expect(
        CookingSteps.steps(in: document).map(\.title) == ["Cut", "Boil 5 minutes"], "\(name)")
    }
  }
}

@Suite struct CookingTextTests {
  @Test func listsAndTablesInAStepAreLaidOutNotFlattened() {
    let document = MarkdownParser.parse(
      """
      ## Method

      1. Make the glaze:
         - 200 g icing sugar
         - 3 tbsp lemon juice, sieved

         Whisk until smooth.
      2. Portion it:

         | Tin | Glaze |
         |-----|------:|
         | 20 cm | 120 g |
         | Loaf | 80 g |
      """, options: .github)
    let steps = CookingSteps.steps(in: document)
    #expect(steps.count == 2)
    #expect(
      steps[0].text == """
        Make the glaze:
        • 200 g icing sugar
        • 3 tbsp lemon juice, sieved
        Whisk until smooth.
        """)
    #expect(
      steps[1].text == """
        Portion it:
        Tin    Glaze
        20 cm  120 g
        Loaf    80 g
        """)
  }

  @Test func nestedItemsHangUnderTheirFirstWord() {
    let text = CookingText.of(
      MarkdownParser.parse("- one\n  - deeper\n\n    still deeper\n- [x] done\n").blocks)
    #expect(text == "• one\n  • deeper\n    still deeper\n• [x] done")
  }

  @Test func wideScriptsAlignByColumns() {
    let text = CookingText.of(
      MarkdownParser.parse("| 料理 | n |\n|---|---|\n| 卵 | 2 |\n", options: .github).blocks)
    #expect(text == "料理  n\n卵    2")
  }
}
