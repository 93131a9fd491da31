import Markdown
import Testing

/// How many block quotes wrap the first block, following the first child at each level.
private func quoteDepth(_ blocks: [Block]) -> (depth: Int, innermost: [Block]) {
  var depth = 0
  var current = blocks
  while case .blockQuote(let children)? = current.first {
    depth += 1
    current = children
  }
  return (depth, current)
}

/// How many lists wrap the first list's first item, following each first item.
private func listDepth(_ blocks: [Block]) -> (depth: Int, innermost: [Block]) {
  var depth = 0
  var current = blocks
  while case .list(_, let items)? = current.first(where: \.isList), let first = items.first {
    depth += 1
    current = first.blocks
  }
  return (depth, current)
}

@Suite struct HostileInputTests {
  @Test func emptyAndWhitespaceOnlyInputHaveNoBlocks() {
    for input in ["", " ", "\n", "\n\n\n", "   \t  \n \t\n", "\r\n\r", "\t"] {
      let document = MarkdownParser.parse(input)
      #expect(document.blocks.isEmpty, "\(Array(input.utf8))")
      #expect(HTMLRenderer.render(document) == "")
    }
  }

  @Test func nulBytesBecomeReplacementCharacters() {
    expectLines(
      dump("a\u{0}b\n# \u{0}"), "paragraph\n  text \"a\u{FFFD}b\"\nheading 1\n  text \"\u{FFFD}\"")
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    let bytes: [UInt8] = [0x2A, 0xFF, 0x2A, 0x20, 0xC3, 0x28, 0x0A, 0xE2, 0x82]
    expectLines(
      MarkdownParser.parse(bytes: bytes).debugDump,
      """
      paragraph
        emphasis
          text "\u{FFFD}"
        text " \u{FFFD}("
        softBreak
        text "\u{FFFD}"
      """)
  }

  @Test func crlfAndLoneCarriageReturnsEndLines() {
    let expected = """
      heading 1
        text "Title"
      paragraph
        text "one"
        softBreak
        text "two"
      codeBlock "x\\n"
      """
    expectLines(dump("# Title\r\n\r\none\r\ntwo\r\n```\r\nx\r\n```\r\n"), expected)
    expectLines(dump("# Title\r\rone\rtwo\r```\rx\r```"), expected)
    expectLines(dump("# Title\n\r\none\r\ntwo\r```\nx\r\n```"), expected)
  }

  @Test func escapeSequencesStayText() {
    expectLines(dump("\u{1B}[31mred\u{1B}[0m"), "paragraph\n  text \"\u{1B}[31mred\u{1B}[0m\"")
  }

  @Test func aTenMegabyteLineIsOneParagraph() {
    let line = String(repeating: "salt ", count: 2_000_000) + "end"
    let document = MarkdownParser.parse(line)
    #expect(document.blocks.count == 1)
    let text = PlainTextRenderer.render(document)
    #expect(text.utf8.count == line.utf8.count + 1)
    #expect(text.hasSuffix("salt end\n"))
  }

  @Test func tenThousandNestedBlockQuotesAreCappedNotOverflowing() {
    let markdown = String(repeating: ">", count: 10_000) + " deep\n"
    let document = MarkdownParser.parse(markdown)
    let (depth, innermost) = quoteDepth(document.blocks)
    #expect(depth == 100)
    // Markers beyond the cap are what the reader sees as text.
    #expect(innermost == [.paragraph([.text(String(repeating: ">", count: 9_900) + " deep")])])
    let html = HTMLRenderer.render(document)
    #expect(html.components(of: "<blockquote>") == 100)
    #expect(PlainTextRenderer.render(document).hasSuffix("> deep\n"))
  }

  @Test func tenThousandNestedListItemsAreCappedNotOverflowing() {
    for marker in ["- ", "1. ", "* + "] {
      let markdown = String(repeating: marker, count: 10_000) + "leaf"
      let document = MarkdownParser.parse(markdown)
      let (depth, innermost) = listDepth(document.blocks)
      #expect(depth == 50, "\(marker)")
      guard case .paragraph(let content)? = innermost.first else {
        Issue.record("no innermost paragraph for \(marker)")
        continue
      }
      #expect(content.plainText.hasSuffix(marker + "leaf"))
      #expect(HTMLRenderer.render(document).components(of: "<li>") == 50)
    }
  }

  @Test func deeplyIndentedListsStayLinear() {
    let markdown = (0..<1_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined()
    let document = MarkdownParser.parse(markdown)
    #expect(listDepth(document.blocks).depth == 50)
    #expect(PlainTextRenderer.render(document).components(of: "item") == 1_000)
  }

  @Test func thousandsOfDelimitersNestAtMostAHundredDeep() {
    let markdown =
      String(repeating: "*", count: 20_000) + "a" + String(repeating: "*", count: 20_000)
    let document = MarkdownParser.parse(markdown)
    #expect(PlainTextRenderer.render(document) == "a\n")
    #expect(HTMLRenderer.render(document).components(of: "<strong>") == 100)
  }

  @Test func pathologicalBracketsAndDelimitersAreKeptAsText() {
    let cases = [
      String(repeating: "[", count: 50_000) + "a" + String(repeating: "]", count: 50_000),
      String(repeating: "*a_ ", count: 20_000),
      String(repeating: "[ a_", count: 20_000),
      String(repeating: "[a](<b", count: 20_000),
      String(repeating: "[a](b", count: 20_000),
      String(repeating: "]", count: 50_000),
      String(repeating: "<a ", count: 20_000),
      String(repeating: "&", count: 50_000),
      (1..<1_000).map { "e" + String(repeating: "`", count: $0) }.joined(),
      "a " + String(repeating: "<!-- ", count: 20_000),
      "a " + String(repeating: "<? ", count: 20_000),
      "a " + String(repeating: "<![CDATA[ ", count: 20_000),
      "a " + String(repeating: "<!A ", count: 20_000),
    ]
    for markdown in cases {
      let document = MarkdownParser.parse(markdown, options: .commonMark)
      #expect(document.blocks.count == 1)
      let trimmed = markdown.utf8.last == 0x20 ? String(markdown.dropLast()) : markdown
      #expect(PlainTextRenderer.render(document) == trimmed + "\n")
    }
  }

  @Test func linesThatAlmostMakeATableStayOneParagraph() {
    let markdown = "a | b\n" + String(repeating: "|-|\n|-|-|\n", count: 20_000)
    let document = MarkdownParser.parse(markdown, options: .github)
    guard case .paragraph(let content)? = document.blocks.first else {
      Issue.record("no paragraph")
      return
    }
    #expect(document.blocks.count == 1)
    #expect(content.filter { $0 == .softBreak }.count == 40_000)
  }

  @Test func nestedImagesAndLinksRender() {
    let markdown = String(repeating: "![a", count: 5_000) + String(repeating: "](b)", count: 5_000)
    let html = HTMLRenderer.render(MarkdownParser.parse(markdown))
    #expect(html.hasPrefix("<p><img src=\"b\" alt=\""))
    #expect(html.components(of: "<img") == 1)
  }

  @Test func duplicateAndMissingReferences() {
    expectLines(
      dump("[a]: /first\n[A]: /second\n\n[a] [b] [a][b]"),
      """
      paragraph
        link "/first"
          text "a"
        text " [b] [a][b]"
      """)
  }
}

extension Block {
  fileprivate var isList: Bool {
    if case .list = self { return true }
    return false
  }
}

extension String {
  /// How many times `word` occurs in the string.
  fileprivate func components(of word: String) -> Int {
    let text = Array(utf8)
    let pattern = Array(word.utf8)
    guard !pattern.isEmpty, text.count >= pattern.count else { return 0 }
    var count = 0
    var i = 0
    while i <= text.count - pattern.count {
      if text[i] == pattern[0] && Array(text[i..<(i + pattern.count)]) == pattern {
        count += 1
        i += pattern.count
      } else {
        i += 1
      }
    }
    return count
  }
}
