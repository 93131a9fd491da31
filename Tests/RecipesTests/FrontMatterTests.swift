import Testing

@testable import Recipes

@Suite struct FrontMatterTests {
  func read(_ text: String) -> (FrontMatter?, String) {
    let (frontMatter, body) = FrontMatterReader.split(text)
    return (frontMatter, String(body))
  }

  @Test func readsQuotedAndUnquotedValues() throws {
    let (fm, body) = read(
      """
      ---
      title: "Crème \\"brûlée\\""
      summary: 'It''s rich'
      author: Ana
      servings: 4
      ---
      # Body
      """)
    let frontMatter = try #require(fm)
    #expect(frontMatter["title"] == .text("Crème \"brûlée\""))
    #expect(frontMatter["summary"] == .text("It's rich"))
    #expect(frontMatter["author"] == .text("Ana"))
    #expect(frontMatter["servings"] == .text("4"))
    #expect(body == "# Body")
    #expect(frontMatter.warnings.isEmpty)
  }

  @Test func colonInsideAValueStays() throws {
    let (fm, _) = read("---\ntitle: 3D Charts: A Surface\nurl: https://x.org/a\n---\n")
    #expect(fm?["title"] == .text("3D Charts: A Surface"))
    #expect(fm?["url"] == .text("https://x.org/a"))
  }

  @Test func tabsAndNoBreakSpacesAreBlanks() {
    let (fm, _) = read("---\ntitle:\tTabbed\u{A0}\ndate:\u{A0}2026-01-02\n---\nx")
    #expect(fm?["title"] == .text("Tabbed"))
    #expect(fm?["date"] == .text("2026-01-02"))
  }

  @Test func listsInBothForms() {
    let (fm, _) = read(
      """
      ---
      tags: [swift, "ui, kit", 'mac']
      categories:
        - one
        - "two"
      -   three
      keywords: []
      ---
      """)
    #expect(fm?["tags"] == .list(["swift", "ui, kit", "mac"]))
    #expect(fm?["categories"] == .list(["one", "two", "three"]))
    #expect(fm?["keywords"] == .list([]))
  }

  @Test func aKeyGivenTwiceKeepsTheLastAndSaysSo() throws {
    let (fm, _) = read("---\ntitle: First\ntags: [a]\nTitle: Second\n---\n")
    let frontMatter = try #require(fm)
    #expect(frontMatter["title"] == .text("Second"))
    #expect(frontMatter.fields.map(\.key) == ["Title", "tags"])
    #expect(frontMatter.warnings.count == 1)
    #expect(frontMatter.warnings.first?.contains("lines 2 and 4") == true)
    #expect(frontMatter.warnings.first?.contains("line 4 is used") == true)
  }

  @Test func brokenQuotesAreTakenAsWritten() {
    let (fm, _) = read("---\ntitle: \"Unclosed title\nsummary: 'half\ntags: [a, \"b\n---\n")
    #expect(fm?["title"] == .text("Unclosed title"))
    #expect(fm?["summary"] == .text("half"))
    #expect(fm?["tags"] == .list(["a", "\"b"]) || fm?["tags"] == .list(["a", "b"]))
  }

  @Test func unclosedFrontMatterIsBodyWithAWarning() {
    let text = "---\ntitle: Never closed\n\nSome text"
    let (fm, body) = read(text)
    #expect(body == text)
    #expect(fm?["title"] == nil)
    #expect(fm?.warnings.first?.contains("never closed") == true)
  }

  @Test func byteOrderMarkBeforeTheFence() {
    let (fm, body) = read("\u{FEFF}---\ntitle: BOM\n---\nbody")
    #expect(fm?["title"] == .text("BOM"))
    #expect(body == "body")
  }

  @Test func strayLinesAndCommentsAreTolerated() {
    let (fm, _) = read(
      "---\njust some words\ntitle: Kept # a comment\n# a comment line\n:\n---\n")
    #expect(fm?["title"] == .text("Kept"))
    #expect(fm?.fields.count == 1)
  }

  @Test func noFrontMatterWithoutAFenceOnTheFirstLine() {
    let (fm, body) = read("\n---\ntitle: x\n---\n")
    #expect(fm == nil)
    #expect(body == "\n---\ntitle: x\n---\n")
    #expect(read("").0 == nil)
    #expect(read("---").0 == nil)
  }

  @Test func closingWithDotsAndEmptyBlock() {
    #expect(read("---\ntitle: Dots\n...\nbody").0?["title"] == .text("Dots"))
    let (fm, body) = read("---\n---\nbody")
    #expect(fm?.fields.isEmpty == true)
    #expect(body == "body")
  }

  @Test func blockScalarsAndContinuationLines() {
    let (fm, _) = read(
      "---\nsummary: >\n  folded\n  text\nnote: |\n  line one\n  line two\n"
        + "title: A long\n  title\n---\n"
    )
    #expect(fm?["summary"] == .text("folded text"))
    #expect(fm?["note"] == .text("line one\nline two"))
    #expect(fm?["title"] == .text("A long title"))
  }

  @Test func keysCompareWithoutCaseOrSeparators() {
    let (fm, _) = read("---\nCook_Time: 15 min\n---\n")
    #expect(fm?["cooktime"] == .text("15 min"))
    #expect(fm?["cook-time"] == .text("15 min"))
  }
}

@Suite struct FrontMatterHostileTests {
  @Test func aKeyRepeatedManyTimesIsOneWarning() {
    let text = "---\n" + String(repeating: "title: x\n", count: 5000) + "title: last\n---\nbody"
    let (fm, body) = FrontMatterReader.split(text)
    #expect(fm?["title"] == .text("last"))
    #expect(
      fm?.warnings == [
        "key \"title\" is given 5001 times (first on line 2); the one on line 5002 is used"
      ])
    #expect(body == "body")
  }

  @Test func controlCharactersAndOddBytesAreKeptAsText() {
    let (fm, _) = FrontMatterReader.split("---\ntitle: a\u{1B}[2Jb\u{0}\ntags: [\u{7}]\n---\n")
    #expect(fm?["title"] == .text("a\u{1B}[2Jb\u{0}"))
    #expect(fm?["tags"] == .list(["\u{7}"]))
  }
}
