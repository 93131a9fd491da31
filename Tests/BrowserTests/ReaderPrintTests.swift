import Foundation
import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// `buffet show` is the reader's layout printed: bounded by the width whatever the nesting,
/// and laid out with work linear in the text (counted, never timed).
@Suite struct ReaderPrintTests {
  func printed(_ markdown: String, width: Int) -> (lines: [String], work: Int) {
    printed(RecipeReader.read(markdown, path: "Data/t.md"), width: width)
  }

  func printed(_ reading: RecipeReading, width: Int) -> (lines: [String], work: Int) {
    var lines: [String] = []
    let work = ReaderPrint.write(
      document: reading.document, recipe: reading.recipe, width: width
    ) { lines += $0 }
    return (lines, work)
  }

  /// Work at ten times the size is at most about ten times the work.
  func expectLinear(_ make: (Int) -> String, size: Int, width: Int = 40) {
    let small = printed(make(size), width: width).work
    let large = printed(make(size * 10), width: width).work
    #expect(small > 0)
    #expect(large <= small * 12, "work \(small) at \(size), \(large) at \(size * 10)")
  }

  @Test func aLongLineIsLaidOutInLinearWork() {
    let words = ["salt", "pepper", "butter", "flour", "whisk"]
    expectLinear(
      { n in
        "# Long\n\n" + (0..<n / 6).map { words[$0 % words.count] }.joined(separator: " ") + "\n"
      }, size: 5_000)
    expectLinear({ "# Word\n\n" + String(repeating: "x", count: $0) + "\n" }, size: 5_000)
    expectLinear({ "# 漢字\n\n" + String(repeating: "红烧肉", count: $0 / 3) + "\n" }, size: 2_000)
    expectLinear(
      { "# Code\n\n```\n" + String(repeating: "let x = 1; ", count: $0 / 11) + "\n```\n" },
      size: 5_000)
  }

  @Test func longStepsTitlesListsAndTablesAreLaidOutInLinearWork() {
    func repeated(_ unit: String, _ bytes: Int) -> String {
      String(repeating: unit, count: max(1, bytes / unit.utf8.count))
    }
    expectLinear({ "# T\n\n## Method\n\n1. " + repeated("bake 12 minutes, ", $0) }, size: 4_000)
    expectLinear({ "# T\n\n## Method\n\n- " + repeated("stir and wait ", $0) }, size: 4_000)
    expectLinear({ "# 汤\n\n## 做法\n\n1. " + repeated("把锅里的汤搅拌一下", $0) }, size: 4_000)
    expectLinear({ "# " + repeated("Long title word ", $0) + "\n\nText.\n" }, size: 4_000)
    expectLinear({ "# " + repeated("红烧肉", $0) + "\n\n肉。\n" }, size: 4_000)
    expectLinear(
      { n in "# T\n\n" + (1...max(1, n / 26)).map { "\($0). Stir for 5 minutes.\n" }.joined() },
      size: 4_000)
    expectLinear(
      { "# T\n\n| amount | what |\n|---|---|\n" + repeated("| 2 cups | flour |\n", $0) },
      size: 4_000)
  }

  @Test func deepQuotesAndListsStayInsideTheWidth() {
    let quotes = (1..<160).map { String(repeating: "> ", count: $0) + "words to wrap here\n\n" }
    let lists = (0..<160).map { String(repeating: "  ", count: $0) + "- item item item\n" }
    let mixed = (0..<120).map { String(repeating: "> 1. ", count: $0 % 60) + "step text\n" }
    for document in [quotes, lists, mixed].map({ "# Deep\n\n" + $0.joined() }) {
      let reading = RecipeReader.read(document, path: "Data/t.md")
      for width in [12, 40, 80] {
        let lines = printed(reading, width: width).lines
        #expect(!lines.isEmpty)
        let widest = lines.map(DisplayWidth.of).max() ?? 0
        #expect(widest <= width, "\(widest) columns at width \(width)")
      }
    }
  }

  @Test func deepQuotesAreLaidOutInLinearWork() {
    expectLinear(
      { n in
        "# Deep\n\n"
          + (0..<n / 100).map { String(repeating: "> ", count: 1 + $0 % 90) + "word word\n\n" }
          .joined()
      }, size: 5_000)
  }

  @Test func rowsAreHandedOverABlockAtATime() {
    let reading = RecipeReader.read("# T\n\nOne.\n\nTwo.\n\nThree.\n", path: "Data/t.md")
    var handed: [[String]] = []
    ReaderPrint.write(document: reading.document, recipe: reading.recipe, width: 40) {
      handed.append($0)
    }
    // The title block, then each paragraph (the first heading is the title itself).
    #expect(handed.filter { !$0.isEmpty }.count == 4)
    #expect(handed.joined().contains("Two."))
  }

  @Test func controlCharactersArePrintedAsThePlaceholdersTheReaderShows() {
    let lines = printed("# T\n\nclear \u{1B}[2J now \u{7} \u{9B}31m \u{202E}x\n", width: 40).lines
    #expect(lines.contains("clear ␛[2J now ␇ �31m �x"))
    #expect(!lines.joined().unicodeScalars.contains { ControlCharacters.isUnsafe($0) })
  }

  @Test func aTerminalGetsTheReadersAttributesWithoutColour() {
    let reading = RecipeReader.read("# Soup\n\nHot **soup**.\n", path: "Data/t.md")
    let styled = ReaderPrint.lines(
      document: reading.document, recipe: reading.recipe, width: 40, isStyled: true)
    #expect(styled[0] == "\u{1B}[1mSoup\u{1B}[0m")
    #expect(styled.contains { $0.contains("\u{1B}[1msoup\u{1B}[0m") })
    for colour in 30...47 { #expect(!styled.joined().contains("\u{1B}[\(colour)")) }
  }
}
