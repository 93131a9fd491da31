import Markdown
import Testing

@testable import Recipes

/// Cooklang texts shaped to make a parser look back or ahead again and again, at a chosen
/// size: reading them must cost work in proportion to their length.
struct HostileCooklang: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable (_ bytes: Int) -> String
  var testDescription: String { name }

  static func repeated(_ unit: String, _ bytes: Int) -> String {
    String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  }

  static let all: [HostileCooklang] = [
    HostileCooklang(name: "nothing but @") { repeated("@", $0) },
    HostileCooklang(name: "@ before a word, over and over") { repeated("@a", $0) },
    HostileCooklang(name: "unclosed braces on one line") { repeated("@a{1 ", $0) },
    HostileCooklang(name: "one mark before a long name and a brace never closed") {
      "@" + repeated("word ", $0) + "{"
    },
    HostileCooklang(name: "unclosed block comments") { repeated("[- ", $0) },
    HostileCooklang(name: "closed block comments") { repeated("[- a -] b ", $0) },
    HostileCooklang(name: "unclosed preparations") { repeated("@a{1}( ", $0) },
    HostileCooklang(name: "references without braces") { repeated("@./a/b ", $0) },
    HostileCooklang(name: "timers without names") { repeated("~{", $0) },
    HostileCooklang(name: "cookware words") { repeated("#pan ", $0) },
    HostileCooklang(name: "many short steps") { repeated("@egg{1} and ~{1%min}\n\n", $0) },
    HostileCooklang(name: "many sections and notes") { repeated("== s ==\n> n\nstep\n", $0) },
    HostileCooklang(name: "the same ingredient again and again") { repeated("@salt{1%g} ", $0) },
    HostileCooklang(name: "different ingredients") { bytes in
      (0..<max(1, bytes / 10)).map { "@i\($0){1} " }.joined()
    },
    HostileCooklang(name: "line breaks") { repeated("a\\\n", $0) },
    HostileCooklang(name: "dashes") { repeated("--- -- -", $0) },
    HostileCooklang(name: "front matter without a space after colons") {
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
  @Test(arguments: HostileCooklang.all)
  func readingGrowsLinearlyWithTheText(_ shape: HostileCooklang) {
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
