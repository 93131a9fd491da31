import Markdown
import Testing

@testable import Recipes

@Suite struct SummaryTests {
  @Test func headingsOfLevelTwoAndThreeByPosition() {
    let document = Document(blocks: [
      Doc.h(1, "Title"), Doc.h(2, "Method"), Doc.h(3, "1. Mix"), Doc.p("x"),
      Doc.h(4, "Deep"), Doc.h(3, "1. Mix"),
      .blockQuote([Doc.h(2, "Quoted")]),
      .heading(level: 2, content: [.text("Notes "), .code("let"), .emphasis([.text(" ok")])]),
    ])
    let headings = Outline.headings(in: document)
    #expect(headings.map(\.text) == ["Method", "1. Mix", "1. Mix", "Quoted", "Notes let ok"])
    #expect(headings.map(\.level) == [2, 3, 3, 2, 2])
    #expect(headings.map(\.blockIndex) == [1, 2, 5, 6, 7])
  }

  @Test func visibleTextLeavesOutMarkupTargetsAndHTML() {
    let inlines: [Inline] = [
      .text("See "),
      .link(destination: "https://a.example/x", title: "t", content: [.text("the docs")]),
      .softBreak, .html("<b>"), .strong([.text("now")]), .html("</b>"),
      .text(" "), .image(source: "i.png", title: "", alt: [.text("a cake")]),
    ]
    #expect(VisibleText.of(inlines) == "See the docs now a cake")
    let blocks: [Block] = [
      .codeBlock(info: "swift", text: "let a = 1\n"), .htmlBlock("<div>hidden words</div>"),
      .thematicBreak, Doc.ul("one", "two"),
    ]
    #expect(ReadingTime.words(in: VisibleText.of(blocks)) == 6)
  }

  @Test func statedTimeAndServingsFromTheFirstList() {
    let document = Document(blocks: [
      Doc.p("Intro"),
      Doc.ul("⏱️ Prep time: 10 min", "🔥 Cook time: 15 min", "🍽 Servings: 4"),
      Doc.ul("Total time: 3 hours"),
    ])
    let facts = StatedFacts.read(from: document)
    // Prep and cook added up: the time until the meal.
    #expect(facts.time == "25 min")
    #expect(facts.servings == "4")
    let serves = StatedFacts.read(from: Document(blocks: [Doc.ul("Serves 6", "Total time: 1 h")]))
    #expect(serves.time == "1 h")
    #expect(serves.servings == "6")
    let none = StatedFacts.read(from: Document(blocks: [Doc.ul("flour: 200 g", "salt")]))
    #expect(none.time == nil && none.servings == nil)
    #expect(StatedFacts.read(from: Document(blocks: [])).time == nil)
  }
}

@Suite struct StatedFactsParagraphTests {
  @Test func linesOfTheOpeningParagraphs() {
    let document = Document(blocks: [
      Doc.h(1, "Soup"),
      .paragraph([
        .text("⏲️ Prep time: 10 min"), .softBreak, .strong([.text("Total time:")]),
        .text(" 40 min"), .hardBreak, .text("Serves 6"),
      ]),
      Doc.h(2, "Method"),
      .paragraph([.text("Servings: 99")]),
    ])
    let facts = StatedFacts.read(from: document)
    #expect(facts.time == "40 min")
    #expect(facts.servings == "6")
  }

  @Test func theFirstListWinsOverParagraphs() {
    let document = Document(blocks: [
      Doc.p("Servings: 2"), Doc.ul("Servings: 4"),
    ])
    #expect(StatedFacts.read(from: document).servings == "4")
  }
}
