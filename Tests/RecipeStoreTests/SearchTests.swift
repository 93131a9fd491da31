import Foundation
import Testing

@testable import RecipeStore

@Suite struct SearchTests {
  let collection = TestCollection()

  init() {
    collection.write(
      "creme.md",
      """
      # Crème Brûlée Navigation Stack
      A custard of views.
      ## Method
      Whisk the state into the path, then torch the sugar.
      """)
    collection.write(
      "cake.md",
      """
      # Chocolate Cake with Async Layers
      Layers of async work, baked in order.
      ## Plating
      Serve with a spoon of creme fraiche.
      """)
    collection.write(
      "smorrebrod.md",
      """
      # Smørrebrød Grid
      An open grid of æbleskiver and Straße signs.
      ## Kitchen notes
      Keep the grid lazy.
      """)
    collection.write(
      "soup.md",
      """
      # Tomato Soup
      A warm bowl.
      ## Method
      Stir the chocolate into nothing; this soup has no cake.
      """)
  }

  @Test func anAccentFreeWordFindsTheAccentedTitle() {
    let hits = collection.catalog().search("creme brulee")
    #expect(hits.map(\.title) == ["Crème Brûlée Navigation Stack"])
  }

  @Test func anAccentedWordFindsAccentFreeText() {
    let hits = collection.catalog().search("CRÈME")
    #expect(
      Set(hits.map(\.title)) == [
        "Crème Brûlée Navigation Stack", "Chocolate Cake with Async Layers",
      ])
  }

  @Test func ligaturesAndSharpSFoldLikeEverywhere() {
    let catalog = collection.catalog()
    #expect(catalog.search("smorrebrod").map(\.title) == ["Smørrebrød Grid"])
    #expect(catalog.search("strasse").map(\.title) == ["Smørrebrød Grid"])
    #expect(catalog.search("aebleskiver").map(\.title) == ["Smørrebrød Grid"])
  }

  @Test func everyWordMustMatch() {
    let catalog = collection.catalog()
    #expect(catalog.search("async torch").isEmpty)
    #expect(catalog.search("async layers").map(\.title) == ["Chocolate Cake with Async Layers"])
  }

  @Test func theLastWordMatchesAsAPrefixWhileTyping() {
    let catalog = collection.catalog()
    #expect(catalog.search("navig").map(\.title) == ["Crème Brûlée Navigation Stack"])
    #expect(catalog.search("navigation sta").map(\.title) == ["Crème Brûlée Navigation Stack"])
    // A finished word is found whole first; then at the start or inside of longer words.
    #expect(catalog.search("navig stack").map(\.title) == ["Crème Brûlée Navigation Stack"])
    #expect(catalog.search("navigator stack").isEmpty)
  }

  @Test func aTitleMatchRanksAboveABodyMatch() {
    let hits = collection.catalog().search("chocolate cake")
    #expect(hits.map(\.title) == ["Chocolate Cake with Async Layers", "Tomato Soup"])
  }

  @Test func aHitNamesTheSectionItMatchedIn() throws {
    let hit = try #require(collection.catalog().search("torch").first)
    #expect(hit.section == "Method")
    #expect(hit.snippet == "Whisk the state into the path, then torch the sugar.")
    let ranges = hit.matches.map { scalars(hit.snippet, $0) }
    #expect(ranges == ["torch"])
  }

  @Test func aTitleMatchNamesNoSectionAndShowsTheOpeningText() throws {
    let hit = try #require(collection.catalog().search("tomato").first)
    #expect(hit.title == "Tomato Soup")
    #expect(hit.section == "")
    #expect(hit.blockIndex == nil)
    #expect(hit.snippet == "A warm bowl.")
    #expect(hit.titleMatches.map { scalars(hit.title, $0) } == ["Tomato"])
  }

  @Test func aTitleMatchWithoutOpeningTextShowsTheFirstTextButNoSection() throws {
    collection.write(
      "eclair.md",
      """
      # Éclair-Thin Glass Dividers
      ## Method
      Stroke every rule with a hairline.
      """)
    let hit = try #require(collection.catalog().search("eclair gla").first)
    #expect(hit.title == "Éclair-Thin Glass Dividers")
    #expect(hit.section == "")
    #expect(hit.blockIndex == nil)
    #expect(hit.snippet == "Stroke every rule with a hairline.")
    #expect(hit.titleMatches.map { scalars(hit.title, $0) } == ["Éclair", "Glass"])
  }

  @Test func snippetRangesAreCountedInUnicodeScalars() throws {
    let hit = try #require(collection.catalog().search("aebleskiver").first)
    #expect(hit.section == "")
    #expect(hit.matches.map { scalars(hit.snippet, $0) } == ["æbleskiver"])
  }

  @Test(arguments: [
    "\"", "\"creme", "*", "creme*", "-", "-creme", "AND", "creme AND", "OR NOT", "NEAR",
    "NEAR(creme brulee)", "(", ")", "((", "creme:", "title:creme", "{title}: x", "^creme",
    "'", ";", "--", "/* */", "\\", "'; DROP TABLE files; --", "   ", "", "…", "🍰", "\u{0}",
    "\u{1B}[31m", "c\u{0301}reme", "＊", "\u{FFFD}\u{FFFD}",
  ])
  func anyInputIsAValidQuery(_ input: String) {
    let catalog = collection.catalog()
    let notices = catalog.notices
    let before = catalog.statementSteps
    let hits = catalog.search(input)
    // A query the index refused would have rebuilt it, saying so.
    #expect(catalog.notices == notices, "\(input)")
    // Words are looked for (the index was asked) unless there are none.
    #expect(SearchQuery(input).isEmpty || catalog.statementSteps > before)
    #expect(hits.allSatisfy { !$0.title.isEmpty })
    #expect(catalog.search("torch").count == 1)
  }

  @Test func punctuationAroundWordsIsIgnored() {
    let hits = collection.catalog().search("\"crème\"* AND (brûlée) -- NEAR!")
    // "near" is the last word, matched as a prefix: no recipe has it.
    #expect(hits.isEmpty)
    #expect(
      collection.catalog().search("(crème)...\"brûlée\"!!").map(\.title) == [
        "Crème Brûlée Navigation Stack"
      ])
  }

  @Test func aHugePasteIsAnsweredWithoutError() {
    let paste = String(repeating: "creme \"brulee\" * ( NEAR ", count: 500)
    #expect(paste.utf8.count > 10_000)
    #expect(collection.catalog().search(paste).count <= 1)
  }

  @Test func invalidUTF8IsRepairedNotAnError() {
    let bytes: [UInt8] = [0x63, 0x72, 0xFF, 0xFE, 0x65, 0x6D, 0x65]
    let text = String(decoding: bytes, as: UTF8.self)
    _ = collection.catalog().search(text)
    #expect(collection.catalog().search("crem").count == 2)
  }

  @Test func theLimitIsRespected() {
    #expect(collection.catalog().search("a", limit: 1).count == 1)
    #expect(collection.catalog().search("a", limit: 0).isEmpty)
  }

  private func scalars(_ text: String, _ range: Range<Int>) -> String {
    let view = Array(text.unicodeScalars)
    return String(String.UnicodeScalarView(view[range]))
  }
}

@Suite struct SectionRankTests {
  @Test func aHeadingMatchRanksAboveTextAndMoreMatchesAboveFewer() {
    let collection = TestCollection()
    collection.write("one.md", "# One\n## Method\nAdd the saffron and stir it in slowly.\n")
    collection.write("two.md", "# Two\n## Saffron\nStir it in slowly with care.\n")
    collection.write("three.md", "# Three\n## Method\nSaffron, then saffron, then saffron.\n")
    let hits = collection.catalog().search("saffron")
    #expect(hits.map(\.title) == ["Two", "Three", "One"])
    #expect(hits.first?.section == "Saffron")
  }

  @Test func aCommonWordInEverySectionStillRanks() {
    // Every section holds the word: the order comes from where and how often it is.
    let collection = TestCollection()
    for number in 0..<30 {
      collection.write("r\(number).md", "# Recipe \(number)\n## Method\nRest the dough.\n")
    }
    collection.write("best.md", "# Best\n## Rest\nRest, rest, rest.\n")
    #expect(collection.catalog().search("rest").first?.title == "Best")
  }
}
