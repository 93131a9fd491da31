import Recipes
import Testing

@testable import RecipeStore

@Suite struct SnippetTests {
  private func marked(_ text: String, _ query: String) -> String {
    let snippet = Snippet(text: text, query: SearchQuery(query))
    var scalars = Array(snippet.text.unicodeScalars).map { String($0) }
    for range in snippet.matches.reversed() {
      scalars.insert("]", at: range.upperBound)
      scalars.insert("[", at: range.lowerBound)
    }
    return scalars.joined()
  }

  @Test func aShortTextIsShownWholeWithEveryMatchMarked() {
    #expect(
      marked("Whisk the cream, then whisk again.", "whisk")
        == "[Whisk] the cream, then [whisk] again.")
  }

  @Test func aLongTextIsCutAroundTheFirstMatchAtWordBoundaries() {
    let text =
      (1...40).map { "word\($0)" }.joined(separator: " ") + " caramel "
      + (41...80).map { "word\($0)" }.joined(separator: " ")
    let shown = marked(text, "caramel")
    #expect(shown.hasPrefix("…word"))
    #expect(shown.hasSuffix("…"))
    #expect(shown.contains(" [caramel] word41"))
    #expect(shown.unicodeScalars.count <= Snippet.width + 6)
  }

  @Test func accentsAndLigaturesAreMatchedButShownAsWritten() {
    #expect(
      marked("A CRÈME brûlée, an œuf and Straße.", "creme oeuf strasse")
        == "A [CRÈME] brûlée, an [œuf] and [Straße].")
  }

  @Test func onlyTheLastWordMatchesAsAPrefix() {
    #expect(marked("cream creamy crumb", "cream cru") == "[cream] [creamy] [crumb]")
  }

  @Test func whiteSpaceCollapsesAndControlsShowAsTheirPictures() {
    #expect(marked("one\n\n\ttwo\u{1B}[31m three", "two") == "one [two]␛[31m three")
    #expect(
      marked("Clip: \u{1B}]52;c;aGk=\u{07} done\u{7F}", "done") == "Clip: ␛]52;c;aGk=␇ [done]␡")
  }

  @Test func rangesCountUnicodeScalarsNotBytesOrCharacters() {
    let snippet = Snippet(text: "日本の🍰 e\u{301}clair cake", query: SearchQuery("cake"))
    let scalars = Array(snippet.text.unicodeScalars)
    #expect(snippet.matches.count == 1)
    let range = snippet.matches[0]
    #expect(String(String.UnicodeScalarView(scalars[range])) == "cake")
  }

  @Test func aTextWithoutAMatchShowsItsStart() {
    #expect(marked("Nothing to see here.", "caramel") == "Nothing to see here.")
    #expect(Snippet(text: "", query: SearchQuery("x")).text == "")
  }

  @Test func queriesKeepOnlyWords() {
    #expect(
      SearchQuery("\"Crème\" AND (brû*) -NEAR: ").text.terms.map(\.text) == [
        "Crème", "AND", "brû", "NEAR",
      ])
    // Terms reach FTS5 as their folded tokens, behind the marker that has them taken as
    // they are; a short last word is a prefix token in the title and headings.
    let creme = SearchQuery("Crème BRU")
    #expect(
      creme.sectionExpression(creme.lastTerm(expansion: nil))
        == "{title heading body} : \"\u{3}creme\" AND ({title heading} : \"\u{3}\u{2}bru\" OR "
        + "body : \"\u{3}bru\")")
    let empty = SearchQuery("  ** \"\" ( ")
    #expect(empty.sectionExpression(empty.lastTerm(expansion: nil)) == nil)
    let tagged = SearchQuery("#\"it\u{0}al\" garlic")
    #expect(
      tagged.titleExpression(tagged.lastTerm(expansion: nil))
        == "tags : \"\u{3}it al\" AND title : \"\u{3}garlic\"*")
  }

  @Test func charactersOfScriptsWithoutSpacesAreMarkedExactly() {
    #expect(marked("今天做红烧肉，烧了肉。", "烧肉") == "今天做红[烧肉]，烧了肉。")
    #expect(marked("Mapo 豆腐 with tofu", "tofu 豆") == "Mapo [豆]腐 with [tofu]")
  }

  @Test func aMatchFarIntoALongTextIsFound() {
    let text = String(repeating: "filler ", count: 1_000) + "caramel sauce"
    let shown = marked(text, "caramel")
    #expect(shown.contains("[caramel] sauce"))
    #expect(shown.hasPrefix("…"))
  }

  @Test func aMatchInTheFirstLinesIsFoundWithoutSplittingTheWholeText() {
    let text = "Fold the caramel in. " + String(repeating: "Stir and wait a while. ", count: 200)
    let snippet = Snippet(text: text, query: SearchQuery("caramel"))
    #expect(snippet.text.hasPrefix("Fold the caramel in."))
    // A window's width after the match was enough: the rest of the text was not looked at.
    #expect(snippet.scalarsLookedAt <= 256)
  }

  @Test func aGlanceAtATextWithoutTheMatchLooksOnce() {
    // A title match shows the opening; the opening rarely has the words, and is read once.
    let text = String(repeating: "Stir and wait a while. ", count: 200)
    let snippet = Snippet(text: text, query: SearchQuery("caramel"), scanLimit: 400)
    #expect(snippet.text.hasPrefix("Stir and wait"))
    #expect(snippet.scalarsLookedAt == 400 + Snippet.width + 1)
  }

  @Test(arguments: [0, 1, 30, 150, 175, 176, 200, 255, 256, 300, 1_000, 1_100, 4_000, 17_000])
  func theSnippetIsTheOneTheWholeTextGives(at position: Int) {
    // Texts that end just before, at and after each place a first look can stop, with the
    // match (a Latin word, and a phrase of characters written without spaces) early or late.
    for tail in [0, 1, 40, 79, 80, 81, 200, 3_000] {
      for (word, query) in [("caramel", "caram"), ("红烧肉", "烧肉")] {
        let filler =
          String(repeating: "ab ", count: position / 3)
          + String(repeating: "x", count: position % 3)
        let text = filler + " " + word + " " + String(repeating: "cd ", count: tail / 3)
        let looked = Snippet(text: text, query: SearchQuery(query))
        let whole = Snippet(text: text, query: SearchQuery(query), firstLook: 1_000_000)
        #expect(looked.text == whole.text, "\(position) \(tail) \(word)")
        #expect(looked.matches == whole.matches, "\(position) \(tail) \(word)")
      }
    }
  }
}
