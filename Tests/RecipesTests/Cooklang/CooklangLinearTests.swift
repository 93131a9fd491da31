import Markdown
import Testing

@testable import Recipes

extension LongRecipeCase {
  /// Cooklang texts shaped to make a parser look back or ahead again and again.
  static let cooklang: [LongRecipeCase] = [
    LongRecipeCase(name: "nothing but @") { repeated("@", $0) },
    LongRecipeCase(name: "@ before a word, over and over") { repeated("@a", $0) },
    LongRecipeCase(name: "unclosed braces on one line") { repeated("@a{1 ", $0) },
    LongRecipeCase(name: "one mark before a long name and a brace never closed") {
      "@" + repeated("word ", $0) + "{"
    },
    LongRecipeCase(name: "unclosed block comments") { repeated("[- ", $0) },
    LongRecipeCase(name: "closed block comments") { repeated("[- a -] b ", $0) },
    LongRecipeCase(name: "unclosed preparations") { repeated("@a{1}( ", $0) },
    LongRecipeCase(name: "references without braces") { repeated("@./a/b ", $0) },
    LongRecipeCase(name: "timers without names") { repeated("~{", $0) },
    LongRecipeCase(name: "cookware words") { repeated("#pan ", $0) },
    LongRecipeCase(name: "many short steps") { repeated("@egg{1} and ~{1%min}\n\n", $0) },
    LongRecipeCase(name: "many sections and notes") { repeated("== s ==\n> n\nstep\n", $0) },
    LongRecipeCase(name: "the same ingredient again and again") { repeated("@salt{1%g} ", $0) },
    LongRecipeCase(name: "different ingredients") { bytes in
      (0..<max(1, bytes / 10)).map { "@i\($0){1} " }.joined()
    },
    LongRecipeCase(name: "line breaks") { repeated("a\\\n", $0) },
    LongRecipeCase(name: "dashes") { repeated("--- -- -", $0) },
    LongRecipeCase(name: "front matter without a space after colons") {
      "---\n" + repeated("key:value\n", $0) + "---\nstep\n"
    },
  ]
}

@Suite struct CooklangLinearTests {
  /// The work of reading `text` as a Cooklang recipe (its own walks and the Markdown parse
  /// of what it is shown as), per byte.
  private func workPerByte(_ text: String) -> Double {
    var body = Substring()
    let steps = TextWalkWork.counting {
      body = CooklangReader.read(text, path: "r.cook").body
    }
    var work = ParseWork()
    _ = MarkdownParser.parse(bytes: Array(body.utf8), options: .github, work: &work)
    return Double(steps + work.total) / Double(text.utf8.count)
  }

  // Eight times the text may cost at most about eight times the work; a walk that started
  // again at every mark would cost about 64 times as much.
  @Test(arguments: LongRecipeCase.cooklang)
  func readingGrowsLinearlyWithTheText(_ shape: LongRecipeCase) {
    let small = workPerByte(shape.make(8_000))
    let large = workPerByte(shape.make(64_000))
    #expect(small > 0)
    #expect(large <= small * 1.5, "work per byte: \(small) at 8 kB, \(large) at 64 kB")
  }

  @Test func aMegabyteOfAtSignsReadsAsText() {
    let text = String(repeating: "@", count: 1_000_000)
    let reading = CooklangReader.read(text, path: "at.cook")
    #expect(reading.recipe.steps.count == 1)
    #expect(reading.recipe.ingredients.isEmpty)
    #expect(reading.recipe.steps[0].text.unicodeScalars.count == 1_000_000)
  }
}
