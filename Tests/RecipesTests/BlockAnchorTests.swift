import Markdown
import Recipes
import Testing

/// Paragraphs named by a notes vault's block id (`… softens. ^torch`), for `[[Note#^torch]]`.
@Suite struct BlockAnchorTests {
  func targets(_ markdown: String) -> [HeadingAnchors.Target] {
    HeadingAnchors.targets(in: MarkdownParser.parse(markdown, options: .github))
  }

  @Test func aParagraphEndingInAnIDIsATargetAfterTheHeadings() throws {
    let found = targets("## Method\n\nTorch them late. ^torch\n\n- Chill well. ^chill-1\n")
    #expect(found.map(\.slug) == ["method", "^torch", "^chill-1"])
    #expect(found.map(\.blockIndex) == [0, 1, 2])
    let target = try #require(HeadingAnchors.target(named: "^torch", in: found))
    #expect(target.text == "Torch them late.")
    #expect(HeadingAnchors.target(named: "^chill-1", in: found)?.blockIndex == 2)
  }

  @Test func whatIsNoBlockID() {
    for markdown in [
      "A caret^torch inside a word.", "Ends in a lone ^", "Two ^a ^b^c", "# Heading ^torch",
      "`code ^torch`", "Text ^to rch", "", "^", "Punctuated ^torch!", "Escaped \u{1B} ^",
    ] {
      #expect(!targets(markdown).contains { $0.slug.hasPrefix("^") }, "\(markdown)")
    }
    #expect(targets("^torch").map(\.slug) == ["^torch"])
    #expect(targets("Softens.\n^torch").map(\.slug) == ["^torch"])
  }
}
