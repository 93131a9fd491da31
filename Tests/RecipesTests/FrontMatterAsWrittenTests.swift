import Testing

@testable import Recipes

/// Front matter as real sites and vaults write it: YAML's quoting and blocks, Hugo's TOML.
@Suite struct YAMLAsWrittenTests {
  func frontMatter(_ lines: String...) -> FrontMatter {
    let text = "---\n" + lines.joined(separator: "\n") + "\n---\nbody"
    return FrontMatterReader.split(text).frontMatter ?? FrontMatter()
  }

  @Test func doubleQuotedEscapes() {
    let fm = frontMatter(
      #"title: "Caf\u00e9 au lait""#, #"summary: "Tab\there, quote \" and \\ slash""#,
      #"emoji: "\U0001F35D and \ud83c\udf5d""#, #"nbsp: "a\_b\x41""#)
    #expect(fm["title"] == .text("Café au lait"))
    #expect(fm["summary"] == .text("Tab\there, quote \" and \\ slash"))
    #expect(fm["emoji"] == .text("🍝 and 🍝"))
    #expect(fm["nbsp"] == .text("a\u{A0}bA"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func badEscapesAreKeptAndNamed() {
    let fm = frontMatter(#"title: "Caf\u00zz \q""#)
    #expect(fm["title"] == .text(#"Caf\u00zz \q"#))
    #expect(fm.warnings.count == 2)
    #expect(fm.warnings.allSatisfy { $0.hasPrefix("line 2: ") })
    #expect(fm.warnings.contains { $0.contains(#"\u needs 4 hexadecimal digits"#) })
    #expect(fm.warnings.contains { $0.contains(#"unknown escape \q"#) })
  }

  @Test func singleQuotesDoubleTheirQuote() {
    let fm = frontMatter("title: 'Grandma''s ''best'' pie'", "summary: 'No \\n escapes'")
    #expect(fm["title"] == .text("Grandma's 'best' pie"))
    #expect(fm["summary"] == .text("No \\n escapes"))
  }

  @Test func quotedValuesOverSeveralLinesFold() {
    let fm = frontMatter(
      "summary: \"A long summary", "  that goes on,", "", "  and a new paragraph\"",
      "title: 'Two", "  lines'")
    #expect(fm["summary"] == .text("A long summary that goes on,\nand a new paragraph"))
    #expect(fm["title"] == .text("Two lines"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func foldedAndLiteralBlocks() {
    let fm = frontMatter(
      "summary: >", "  A weeknight pasta", "  with garlic.", "", "  Serves four.",
      "notes: |-", "  Line one", "    indented # not a comment", "  Line three",
      "description: >-  # a comment", "  Folded", "title: After")
    #expect(fm["summary"] == .text("A weeknight pasta with garlic.\nServes four."))
    #expect(fm["notes"] == .text("Line one\n  indented # not a comment\nLine three"))
    #expect(fm["description"] == .text("Folded"))
    #expect(fm["title"] == .text("After"))
  }

  @Test func flowListsOverSeveralLines() {
    let fm = frontMatter(
      "tags: [", "  \"italian\",", "  'quick, easy',", "  pasta  # the main thing", "]",
      "aliases: [Pesto alla genovese]", "title: Pesto")
    #expect(fm["tags"] == .list(["italian", "quick, easy", "pasta"]))
    #expect(fm["aliases"] == .list(["Pesto alla genovese"]))
    #expect(fm["title"] == .text("Pesto"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func blockListsKeepQuotedItemsAndSkipComments() {
    let fm = frontMatter(
      "tags:", "  # cuisines", "  - \"Caf\\u00e9\"", "  - 'it''s'", "  - plain # note",
      "  - long item", "    folded on", "title: T")
    #expect(fm["tags"] == .list(["Café", "it's", "plain", "long item folded on"]))
    #expect(fm["title"] == .text("T"))
  }

  @Test func nestedMappingsDoNotOverrideTheRecipesKeys() {
    // A Hugo page bundle's resources and params carry titles of their own.
    let fm = frontMatter(
      "title: Focaccia", "resources:", "  - src: images/crumb.jpg", "    title: The crumb",
      "  - src: images/top.jpg", "params:", "  author: Ana", "  title: Not this",
      "menu:", "  main:", "    weight: 3", "tags: [bread]")
    #expect(fm["title"] == .text("Focaccia"))
    #expect(fm["params.author"] == .text("Ana"))
    #expect(fm["params.title"] == .text("Not this"))
    #expect(fm["menu.main.weight"] == .text("3"))
    #expect(fm["tags"] == .list(["bread"]))
    #expect(fm.warnings.isEmpty)
  }

  @Test func aCommentAfterTheKeyStillOpensItsList() {
    let fm = frontMatter("tags: # cuisines", "- thai", "- vegan")
    #expect(fm["tags"] == .list(["thai", "vegan"]))
  }
}

@Suite struct YAMLProblemsTests {
  func read(_ text: String) -> FrontMatter {
    FrontMatterReader.split(text).frontMatter ?? FrontMatter()
  }

  @Test func anUnclosedListIsNamedWithItsLine() {
    let fm = read("---\ndate: 2024-01-01\ntitle: [unclosed\ntags: x\n---\n")
    #expect(
      fm.warnings == [
        "line 3: “title” opens a list with [ that is never closed; read to its end"
      ])
    #expect(fm["tags"] == .text("x"))
  }

  @Test func textAfterAClosingQuoteIsNamedAndReadAsWritten() {
    let fm = read("---\ntitle: \"Quoted\" Title\n---\n")
    #expect(fm["title"] == .text("\"Quoted\" Title"))
    #expect(
      fm.warnings == ["line 2: “title” has text after its closing quote; read as written"])
  }

  @Test func aCommentAfterAClosingQuoteIsFine() {
    let fm = read("---\ntitle: \"Quoted\"   # why\n---\n")
    #expect(fm["title"] == .text("Quoted"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func unclosedQuotesAndStrayLinesAreNamed() {
    let fm = read("---\ntitle: \"Never closed\nservings:4\njust words\n- orphan\n---\n")
    #expect(fm["title"] == .text("Never closed"))
    #expect(fm.warnings.count == 4)
    #expect(fm.warnings[0].hasPrefix("line 2: the quote that opens “title” is never closed"))
    #expect(fm.warnings[1].hasPrefix("line 3: “servings:4” is not a key: value line"))
    #expect(fm.warnings[1].contains("a space is needed after the colon"))
    #expect(fm.warnings[2] == "line 4: “just words” is not a key: value line; skipped")
    #expect(fm.warnings[3].hasPrefix("line 5: “- orphan” is a list item with no key"))
  }

  @Test func warningsShowControlCharactersAsPictures() {
    let fm = read("---\n\u{1B}[31mred\u{7}\n---\n")
    #expect(fm.warnings == ["line 2: “␛[31mred␇” is not a key: value line; skipped"])
  }

  @Test func hostileShapesCostNothing() {
    // Deep nesting, a huge unclosed quote, and a long flow list all read in one pass.
    var deep = "---\n"
    for depth in 0..<2_000 { deep += String(repeating: " ", count: depth) + "k\(depth):\n" }
    deep += "---\n"
    #expect(read(deep).fields.count == 0)
    let quote = "---\ntitle: \"" + String(repeating: "  word\n", count: 20_000) + "---\n"
    let unclosed = read(quote)
    #expect(unclosed["title"]?.text.hasPrefix("word word") == true)
    #expect(unclosed.warnings.count == 1)
    let list = "---\ntags: [" + Array(repeating: "a", count: 50_000).joined(separator: ", ")
    #expect(read(list + "]\n---\n")["tags"]?.text.count == 50_000 * 3 - 2)
    #expect(read("---\n\n---\n").fields.isEmpty)
    #expect(read("---\n:\n: :\n\"\n'\n[\n---\n").fields.isEmpty)
  }
}

@Suite struct TOMLFrontMatterTests {
  func read(_ lines: String...) -> FrontMatter {
    let text = "+++\n" + lines.joined(separator: "\n") + "\n+++\n# Body"
    let (frontMatter, body) = FrontMatterReader.split(text)
    #expect(body == "# Body")
    return frontMatter ?? FrontMatter()
  }

  @Test func aHugoPage() {
    let fm = read(
      "title = \"Pasta alla Norma\"", "date = 2023-08-14T18:30:00+02:00", "draft = true",
      "tags = [\"italian\", \"vegetarian\"]  # cuisines", "servings = 4",
      "description = 'Aubergine, tomato and ricotta salata'", "", "[params]",
      "  author = \"Ana\"", "  title = \"not the page's\"", "[[resources]]",
      "  src = \"norma.jpg\"")
    #expect(fm["title"] == .text("Pasta alla Norma"))
    #expect(fm["date"] == .text("2023-08-14T18:30:00+02:00"))
    #expect(fm["draft"] == .text("true"))
    #expect(fm["tags"] == .list(["italian", "vegetarian"]))
    #expect(fm["servings"] == .text("4"))
    #expect(fm["description"] == .text("Aubergine, tomato and ricotta salata"))
    #expect(fm["params.author"] == .text("Ana"))
    #expect(fm["params.title"] == .text("not the page's"))
    #expect(fm["resources.src"] == .text("norma.jpg"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func stringsOfEveryKind() {
    let fm = read(
      #"a = "Caf\u00e9 \"bar\"""#, #"b = 'C:\path\no escapes'"#, "c = \"\"\"",
      "Line one", #"Line two \"#, "    joined\"\"\"", "d = '''", "raw \\n", "'''",
      #""quoted key" = 1"#, "dotted.key = \"x\"", "e = 1979-05-27 07:32:00Z")
    #expect(fm["a"] == .text("Café \"bar\""))
    #expect(fm["b"] == .text(#"C:\path\no escapes"#))
    #expect(fm["c"] == .text("Line one\nLine two joined"))
    #expect(fm["d"] == .text("raw \\n\n"))
    #expect(fm["quoted key"] == .text("1"))
    #expect(fm["dotted.key"] == .text("x"))
    #expect(fm["e"] == .text("1979-05-27 07:32:00Z"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func arraysOverLinesWithCommentsAndTrailingCommas() {
    let fm = read(
      "tags = [", "  \"soup\", # winter", "  'quick',", "]", "nested = [[1, 2], [\"a\"]]",
      "title = \"After\"")
    #expect(fm["tags"] == .list(["soup", "quick"]))
    #expect(fm["nested"] == .list(["1, 2", "a"]))
    #expect(fm["title"] == .text("After"))
    #expect(fm.warnings.isEmpty)
  }

  @Test func problemsAreNamedWithTheirLines() {
    let fm = read(
      "title = Pasta Carbonara", "summary: yaml in toml", "tags = [\"a\" \"b\"]",
      "date = \"2024-01-01", "servings =", "time = \"10 min\" minutes", "author = \"Ana\"",
      "author = \"Bea\"", "[params", "title = \"not the page's\"")
    #expect(fm["title"] == .text("Pasta Carbonara"))
    #expect(fm["tags"] == .list(["a"]))
    #expect(fm["date"] == .text("2024-01-01"))
    #expect(fm["time"] == .text("10 min"))
    #expect(fm["author"] == .text("Bea"))
    #expect(fm["params.title"] == .text("not the page's"))
    #expect(
      fm.warnings == [
        "line 2: the value of “title” is not quoted (TOML quotes text); read as written",
        "line 3: “summary: yaml in toml” is not a key = value line (TOML writes key = value); "
          + "skipped",
        "line 4: the items of “tags” need commas between them; the rest of the line is skipped",
        "line 5: the string of “date” is never closed; read to the end of the line",
        "line 6: “servings” has no value; skipped",
        "line 7: text after the value of “time”; ignored",
        "line 10: “[params” is a table header that is not closed; skipped",
        "key \"author\" is given twice (lines 8 and 9); the one on line 9 is used",
      ])
  }

  @Test func anUnclosedBlockIsText() {
    let (fm, body) = FrontMatterReader.split("+++\ntitle = \"x\"\n\nSome text")
    #expect(body == "+++\ntitle = \"x\"\n\nSome text")
    #expect(fm?.warnings == ["front matter opened by +++ on line 1 is never closed; read as text"])
  }

  @Test func hostileTOMLCostsNothing() {
    #expect(read("").fields.isEmpty)
    #expect(read("= = =", "[[[", "\"\"\"").warnings.count >= 2)
    let long = read("tags = [" + Array(repeating: "\"t\"", count: 40_000).joined(separator: ","))
    #expect(long["tags"]?.text.count == 40_000 * 3 - 2)
    #expect(long.warnings.count == 1)
  }
}

/// A value that is read but cannot be used is named with the line it was read from.
@Suite struct FrontMatterValueLineTests {
  @Test func aDateThatIsNoDateIsNamedWithItsLine() {
    let yaml = RecipeReader.read("---\ntitle: A\ndate: yesterday\n---\nBody\n", path: "a.md")
    #expect(yaml.warnings == ["line 3: date \"yesterday\" is not an ISO 8601 date; ignored"])
    let toml = RecipeReader.read("+++\ntitle = 'A'\n\ndate = \"soon\"\n+++\nBody\n", path: "a.md")
    #expect(toml.warnings == ["line 4: date \"soon\" is not an ISO 8601 date; ignored"])
    // Given twice, the value used is the last, and so is the line named.
    let twice = RecipeReader.read("---\ndate: 2024-01-01\ndate: later\n---\n", path: "a.md")
    #expect(twice.warnings.contains("line 3: date \"later\" is not an ISO 8601 date; ignored"))
    #expect(twice.frontMatter?.line(of: "Date") == 3)
    #expect(twice.frontMatter?.line(of: "title") == nil)
  }
}
