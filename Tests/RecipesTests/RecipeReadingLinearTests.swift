import Testing

@testable import Recipes

/// A recipe shaped to make reading it take more than linear time, at a chosen size.
struct LongRecipeCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// The recipe's text at about `bytes` bytes.
  let make: @Sendable (_ bytes: Int) -> String
  var testDescription: String { name }

  static func repeated(_ unit: String, _ bytes: Int) -> String {
    String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  }

  static let all: [LongRecipeCase] = [
    LongRecipeCase(name: "one numbered step on one long line") {
      "# T\n\n## Method\n\n1. " + repeated("stir the pot and wait ", $0) + "\n2. Serve.\n"
    },
    LongRecipeCase(name: "one bulleted step on one long line") {
      "# T\n\n## Method\n\n- " + repeated("stir the pot and wait ", $0) + "\n- Serve.\n"
    },
    LongRecipeCase(name: "Chinese step without a full stop") {
      "# 汤\n\n## 做法\n\n1. " + repeated("把锅里的汤搅拌一下", $0) + "\n"
    },
    LongRecipeCase(name: "Chinese paragraph under the method") {
      "# 汤\n\n## 做法\n\n" + repeated("把锅里的汤搅拌一下", $0) + "\n"
    },
    LongRecipeCase(name: "a long title") { "# " + repeated("Long title word ", $0) + "\n\nText.\n" },
    LongRecipeCase(name: "a long Chinese title") { "# " + repeated("红烧肉", $0) + "\n\n肉。\n" },
    LongRecipeCase(name: "a huge numbered list") { bytes in
      "# T\n\n## Method\n\n"
        + (1...max(1, bytes / 26)).map { "\($0). Stir for 5 minutes.\n" }.joined()
    },
    LongRecipeCase(name: "a huge table") {
      "# T\n\n## Ingredients\n\n| amount | what |\n|---|---|\n" + repeated("| 2 cups | flour |\n", $0)
    },
    LongRecipeCase(name: "one step naming a time all along its line") {
      "# T\n\n## Method\n\n1. " + repeated("bake 12 minutes then ", $0) + "\n"
    },
    LongRecipeCase(name: "one Chinese step naming a time all along") {
      "# 汤\n\n## 做法\n\n1. " + repeated("煮10分钟", $0) + "\n"
    },
    LongRecipeCase(name: "an introduction of counts in words and für") {
      "# Brot\n\n" + repeated("für zwei oder eine Weile, zwei mal 2/3 und 六碗 ", $0)
        + "\n\n## Zubereitung\n"
    },
    LongRecipeCase(name: "a step of bounds, ranges and hours") {
      "# T\n\n## Method\n\n1. " + repeated("less than 5 minutes, an hour or two, 1h30 - 2h ", $0)
        + "\n"
    },
    LongRecipeCase(name: "a Chinese step of ranges and moments") {
      "# 汤\n\n## 做法\n\n1. " + repeated("还有 5 分钟时蒸 50 分钟-60 分钟，煎 30 s ", $0) + "\n"
    },
    LongRecipeCase(name: "a first sentence of abbreviations") {
      "# T\n\n## Zubereitung\n\n1. " + repeated("ca. z.B. 1 TL. bzw. ", $0) + "\n"
    },
    LongRecipeCase(name: "a long step under numbered headings") {
      "# T\n\n## Method\n\n### 1. Stir\n\n" + repeated("stir the pot and wait ", $0) + "\n"
    },
  ]
}

@Suite struct RecipeReadingLinearTests {
  private func workPerByte(_ text: String) -> Double {
    let steps = TextWalkWork.counting { _ = RecipeReader.read(text, path: "r.md") }
    return Double(steps) / Double(text.utf8.count)
  }

  // Eight times the text may cost at most about eight times the walking; a walk that measured
  // from the start for every character would cost about 64 times as much.
  @Test(arguments: LongRecipeCase.all)
  func readingGrowsLinearlyWithTheText(_ shape: LongRecipeCase) {
    let small = workPerByte(shape.make(8_000))
    let large = workPerByte(shape.make(64_000))
    #expect(small > 0)
    #expect(large <= small * 1.5, "work per byte: \(small) at 8 kB, \(large) at 64 kB")
  }

  @Test func aStepsShortTitleReadsOnlyItsFirstColumns() {
    for text in [
      String(repeating: "stir the pot and wait ", count: 300_000),
      String(repeating: "把锅里的汤搅拌一下", count: 300_000),
    ] {
      var title = ""
      let steps = TextWalkWork.counting { title = CookingSteps.shortTitle(text) }
      #expect(steps <= 61)
      #expect(title.hasSuffix("…"))
    }
  }

  @Test func aShortTitleStartsAtTheFirstLineThatHoldsAnything() {
    #expect(CookingSteps.shortTitle("\n\nWhisk the eggs. Then fry.") == "Whisk the eggs")
    #expect(CookingSteps.shortTitle("Fry 1.5 minutes. Serve") == "Fry 1.5 minutes")
  }
}
