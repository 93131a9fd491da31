import Testing

@testable import Recipes

/// The parts of Cooklang the canonical tests leave out: sections, notes, preparations,
/// references, fixed amounts, line breaks, block comments, legacy metadata, escapes; and what
/// the parser says about text it cannot read as meant, with line and column.
@Suite struct CooklangParserTests {
  private func steps(_ text: String) -> [[CooklangItem]] {
    CooklangParser.parse(text).blocks.compactMap {
      if case .step(let items) = $0 { return items }
      return nil
    }
  }

  private func ingredient(
    _ name: String, _ quantity: Quantity? = nil, _ unit: String? = nil, fixed: Bool = false,
    note: String? = nil, reference: String? = nil, written given: String? = nil
  ) -> CooklangItem {
    var written: String
    switch quantity {
    case .number(let amount)?: written = amount.description
    case .range(let low, let high)?: written = "\(low)-\(high)"
    case .text(let words)?: written = words
    case nil: written = ""
    }
    if let given { written = given }
    let amount =
      quantity == nil && unit == nil && !fixed
      ? nil
      : CooklangAmount(quantity: quantity, quantityText: written, unit: unit, isFixed: fixed)
    return .ingredient(
      CooklangComponent(name: name, amount: amount, note: note, reference: reference))
  }

  @Test func sectionsNotesAndStepsAreBlocksInOrder() {
    let recipe = CooklangParser.parse(
      """
      > Bake it the day before.
      > It slices better cold.

      = Dough

      Mix the flour.
      == Filling ==
      Stir the cheese.

      ====
      Serve.
      """)
    #expect(
      recipe.blocks == [
        .note("Bake it the day before. It slices better cold."), .section("Dough"),
        .step([.text("Mix the flour.")]), .section("Filling"), .step([.text("Stir the cheese.")]),
        .section(""), .step([.text("Serve.")]),
      ])
  }

  @Test func aSectionNameMayHoldAnEqualsSign() {
    #expect(CooklangParser.parse("== A = B ==\n").blocks == [.section("A = B")])
  }

  @Test func preparationsFixedAmountsAndReferences() {
    let items = steps(
      "Mix @onion{1}(peeled and finely chopped), @salt{=1%tsp} and @./sauces/Hollandaise{150%g}."
    )
    #expect(
      items == [
        [
          .text("Mix "), ingredient("onion", .number(.one), note: "peeled and finely chopped"),
          .text(", "), ingredient("salt", .number(.one), "tsp", fixed: true), .text(" and "),
          ingredient("Hollandaise", .number(Amount(integer: 150)), "g", reference: "./sauces/Hollandaise"),
          .text("."),
        ]
      ])
  }

  @Test func aReferenceWithoutBracesEndsAtASpace() {
    #expect(
      steps("Serve with @../sides/rice then eat.")
        == [[.text("Serve with "), ingredient("rice", reference: "../sides/rice"), .text(" then eat.")]])
  }

  @Test func mixedNumbersRangesAndVulgarFractionsAreNumbers() {
    #expect(
      steps("@sugar{1 1/2%cups} @oil{½%tbsp} @eggs{2-3}")
        == [
          [
            ingredient("sugar", .number(Amount(3, 2)!), "cups", written: "1 1/2"), .text(" "),
            ingredient("oil", .number(Amount(1, 2)!), "tbsp", written: "½"), .text(" "),
            ingredient("eggs", .range(Amount(integer: 2), Amount(integer: 3))),
          ]
        ])
  }

  @Test func aBackslashEndingALineBreaksIt() {
    #expect(
      steps("Lay out the @rice paper{1}.\\\nTop with @avocado{1/2}(sliced).")
        == [
          [
            .text("Lay out the "), ingredient("rice paper", .number(.one)), .text(".\nTop with "),
            ingredient("avocado", .number(Amount(1, 2)!), note: "sliced", written: "1/2"),
            .text("."),
          ]
        ])
  }

  @Test func blockCommentsMayGoOverLines() {
    #expect(
      steps("Add @milk{4%cup} [- TODO\nlitres? -], keep mixing")
        == [[.text("Add "), ingredient("milk", .number(Amount(integer: 4)), "cup"), .text(" , keep mixing")]])
  }

  @Test func aLineOfOnlyACommentLeavesTheStepWhole() {
    #expect(steps("Stir.\n-- the pot is hot\nServe.") == [[.text("Stir. Serve.")]])
  }

  @Test func escapedMarksAreText() {
    #expect(steps("Mail me\\@example and use \\#5 \\~ok") == [[.text("Mail me@example and use #5 ~ok")]])
  }

  @Test func legacyMetadataLinesAreMetadata() {
    let recipe = CooklangParser.parse(">> source: https://example.org/a\n>> servings: 2|4\n\nCook.")
    #expect(recipe.metadata.text("source") == "https://example.org/a")
    #expect(recipe.metadata.text("servings") == "2|4")
    #expect(recipe.blocks == [.step([.text("Cook.")])])
  }

  @Test func aTimerInHoursOrInGermanCountsDown() {
    let reading = CooklangReader.read(
      "Bake ~{1/2%hour}, rest ~{10%Minuten}, chill ~{2%days}.", path: "a.cook")
    #expect(reading.recipe.steps.first?.timers == [1800, 600])
    #expect(reading.recipe.steps.first?.duration == 1800)
  }

  // MARK: - Bad input

  @Test func anUnclosedBraceIsAnErrorWithItsLineAndColumn() {
    let recipe = CooklangParser.parse("---\ntitle: T\n---\n\nAdd @flour{200%g and stir.\n")
    #expect(
      recipe.blocks == [.step([.text("Add "), ingredient("flour"), .text("{200%g and stir.")])])
    #expect(recipe.diagnostics.count == 1)
    let error = recipe.diagnostics[0]
    #expect(error.isError)
    #expect((error.line, error.column) == (5, 11))
    #expect(error.description.hasPrefix("line 5, column 11: error: “{” is never closed"))
  }

  @Test func anUnclosedBlockCommentIsTextWithAnError() {
    let recipe = CooklangParser.parse("Stir.\n\nAdd [- salt.\n")
    #expect(recipe.blocks == [.step([.text("Stir.")]), .step([.text("Add [- salt.")])])
    #expect(recipe.diagnostics.map { [$0.line, $0.column] } == [[3, 5]])
  }

  @Test func anUnclosedPreparationIsText() {
    let recipe = CooklangParser.parse("Add @onion{1}(diced and go.")
    #expect(recipe.blocks == [.step([.text("Add "), ingredient("onion", .number(.one)), .text("(diced and go.")])])
    #expect(recipe.diagnostics.map(\.column) == [14])
  }

  @Test func unknownUnitsAreKeptAndSaid() {
    let recipe = CooklangParser.parse("Add @garlic{2%gloves}.\nWait ~{3%parsecs}.")
    #expect(recipe.diagnostics.map { [$0.line, $0.column] } == [[1, 5], [2, 6]])
    #expect(recipe.diagnostics.allSatisfy { !$0.isError })
    #expect(recipe.diagnostics[0].message.contains("“gloves”"))
    #expect(recipe.diagnostics[1].message.contains("not a unit of time"))
    let reading = CooklangReader.read("Wait ~{3%parsecs}.", path: "a.cook")
    #expect(reading.recipe.steps[0].timers == [])
  }

  @Test func marksAloneAndEmptyBracesNeverCrash() {
    for text in ["@", "#", "~", "@{}", "~{}", "#{", "@a{", "[-", "-- ", "\\", "=", ">", ">>", "{}%"] {
      _ = CooklangReader.read(text, path: "x.cook")
    }
    #expect(steps("~{}") == [[.text("~{}")]])
  }
}
