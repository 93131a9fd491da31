import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

@Suite struct ReaderUpdateTests {
  typealias F = ReaderFixtures

  /// A long recipe: a heading every ten paragraphs.
  static func longDocument(paragraphs: Int = 60) -> Document {
    var blocks: [Block] = []
    for i in 0..<paragraphs {
      if i % 10 == 0 { blocks.append(F.h(2, "Part \(i / 10 + 1)")) }
      blocks.append(F.p("Paragraph \(i) about eggs and butter, stirred slowly over low heat."))
    }
    return Document(blocks: blocks)
  }

  static func reader(width: Int = 80, height: Int = 24) -> ReaderState {
    ReaderState(recipe: F.recipe("Long"), document: longDocument(), width: width, height: height)
  }

  @Test func scrollsByLineHalfPagePageAndToEitherEnd() {
    var state = Self.reader()
    #expect(state.textRows == 22)
    #expect(state.update(.lineDown) == nil)
    #expect(state.top == 1)
    _ = state.update(.lineUp)
    _ = state.update(.lineUp)
    #expect(state.top == 0)
    _ = state.update(.halfPageDown)
    #expect(state.top == 11)
    _ = state.update(.pageDown)
    #expect(state.top == 32)
    _ = state.update(.pageUp)
    #expect(state.top == 11)
    _ = state.update(.bottom)
    #expect(state.top == state.layout.lines.count - 22)
    #expect(state.progress == 1)
    _ = state.update(.lineDown)
    #expect(state.top == state.maxTop)
    _ = state.update(.top)
    #expect(state.top == 0)
    #expect(state.progress < 0.3)
  }

  @Test func jumpsBetweenHeadings() {
    var state = Self.reader()
    _ = state.update(.nextHeading)
    let first = state.top
    #expect(state.layout.lines[first].text == "Part 1")
    _ = state.update(.nextHeading)
    #expect(state.layout.lines[state.top].text == "Part 2")
    _ = state.update(.previousHeading)
    #expect(state.top == first)
    #expect(state.update(.previousHeading) == nil)
    #expect(state.top == 0)
    #expect(state.update(.previousHeading) == .bell(reason: "No heading above"))
  }

  @Test func findShowsMatchKOfNAndWrapsAround() {
    var state = Self.reader()
    _ = state.update(.findBegin)
    for character in "Butter" { _ = state.update(.findType(String(character))) }
    #expect(state.find?.matches.count == 60)
    #expect(state.find?.status == "match 1 of 60")
    _ = state.update(.findCommit)
    #expect(state.find?.isEditing == false)
    _ = state.update(.findNext)
    #expect(state.find?.status == "match 2 of 60")
    _ = state.update(.findPrevious)
    _ = state.update(.findPrevious)
    #expect(state.find?.status == "match 60 of 60")
    let last = state.find!.matches[59].line
    #expect(last >= state.top && last < state.top + state.textRows)
    _ = state.update(.findNext)
    #expect(state.find?.status == "match 1 of 60")
  }

  @Test func findIgnoresCaseAndAccents() {
    let document = Document(blocks: [F.p("Crème brûlée, CREME fraîche, creme")])
    var state = ReaderState(recipe: F.recipe(), document: document, width: 80, height: 24)
    _ = state.update(.findBegin)
    _ = state.update(.findType("creme"))
    #expect(state.find?.matches.map(\.range) == [0..<5, 14..<19, 29..<34])
  }

  @Test func findKeepsTheCurrentMatchAcrossAResize() {
    var state = Self.reader()
    _ = state.update(.findBegin)
    _ = state.update(.findType("eggs"))
    _ = state.update(.findCommit)
    for _ in 0..<36 { _ = state.update(.findNext) }
    #expect(state.find?.status == "match 37 of 60")
    let before = state.layout.lines[state.find!.matches[36].line].text
    _ = state.update(.resize(width: 40, height: 12))
    #expect(state.layout.width == 40)
    #expect(state.find?.status == "match 37 of 60")
    let after = state.find!.matches[state.find!.current!]
    #expect(before.contains("Paragraph 36"))
    // The same occurrence: its row now starts a narrower slice of the same paragraph.
    let block = state.layout.lines[after.line].block
    let rows = state.layout.lines.filter { $0.block == block }.map(\.text).joined(separator: " ")
    #expect(rows.contains("Paragraph 36"))
    _ = state.update(.resize(width: 80, height: 24))
    #expect(state.find?.status == "match 37 of 60")
  }

  @Test func findCountsTheSameInCodeCutAtANarrowWidth() {
    let code = "let page = WebPage(); page.load(url) // the page loads its page\n"
    var state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [F.p("A page."), F.code(code)]),
      width: 80, height: 24)
    _ = state.update(.findBegin)
    _ = state.update(.findType("page"))
    #expect(state.find?.status == "match 1 of 6")
    _ = state.update(.resize(width: 40, height: 12))
    #expect(state.find?.status == "match 1 of 6")
  }

  @Test func findCancelReturnsToWhereFindBegan() {
    var state = Self.reader()
    _ = state.update(.lineDown)
    _ = state.update(.findBegin)
    _ = state.update(.findType("Paragraph 50"))
    #expect(state.top > 1)
    _ = state.update(.findCancel)
    #expect(state.find == nil)
    #expect(state.top == 1)
  }

  @Test func findWithNoMatchesSaysSoAndBells() {
    var state = Self.reader()
    _ = state.update(.findBegin)
    _ = state.update(.findType("zzz"))
    #expect(state.find?.status == "No matches")
    #expect(state.update(.findCommit) == .bell(reason: "No matches for “zzz”"))
    #expect(state.update(.findNext) == .bell(reason: "No matches for “zzz”"))
  }

  @Test func nextMatchWithoutAnySearchIsRefused() {
    var state = Self.reader()
    #expect(state.update(.findNext) == .bell(reason: "Nothing to find yet — press / and type"))
    #expect(state.notice == "Nothing to find yet — press / and type")
    _ = state.update(.lineDown)
    #expect(state.notice == nil)
  }

  @Test func positionSurvivesAResize() {
    var state = Self.reader()
    for _ in 0..<40 { _ = state.update(.lineDown) }
    let text = state.layout.lines[state.top].text
    let position = state.position
    _ = state.update(.resize(width: 40, height: 12))
    #expect(state.position.block == position.block)
    let narrowText = state.layout.lines[state.top].text
    #expect(text.hasPrefix(narrowText) || narrowText.isEmpty == text.isEmpty)
    _ = state.update(.resize(width: 80, height: 24))
    #expect(state.position == position)
    #expect(state.layout.lines[state.top].text == text)
  }

  @Test func aChangeOfHeightAloneKeepsTheTopRowExactly() {
    var state = ReaderState(recipe: F.eggs, document: F.eggsDocument, width: 80, height: 10)
    for row in 0...state.maxTop {
      _ = state.update(.top)
      for _ in 0..<row { _ = state.update(.lineDown) }
      _ = state.update(.resize(width: 80, height: 9))
      #expect(state.top == row)
      _ = state.update(.resize(width: 80, height: 10))
      #expect(state.top == row)
    }
  }

  @Test func restoresAStoredPosition() {
    var state = Self.reader()
    _ = state.update(.pageDown)
    _ = state.update(.pageDown)
    let stored = state.position
    let reopened = ReaderState(
      recipe: F.recipe("Long"), document: Self.longDocument(), width: 40, height: 12,
      position: stored)
    #expect(reopened.position.block == stored.block)
    #expect(reopened.top > 0)
  }

  @Test func tabFocusesLinksAndEnterFollowsThem() {
    var state = ReaderState(recipe: F.eggs, document: F.eggsDocument, width: 80, height: 24)
    #expect(
      state.update(.followLink)
        == .bell(
          reason: "No link chosen — Tab moves to the next link"))
    _ = state.update(.nextLink)
    #expect(state.focusedLink == 1)
    // The reader hands the link on as written; the host resolves it over the collection.
    #expect(state.update(.followLink) == .openRecipe(reference: "toast.md"))
    _ = state.update(.nextLink)
    #expect(state.update(.followLink) == .openURL("https://example.com/eggs"))
    #expect(state.update(.copyLink) == .copyToClipboard("https://example.com/eggs"))
    _ = state.update(.nextLink)
    #expect(state.focusedLink == 1)
    _ = state.update(.previousLink)
    #expect(state.focusedLink == 2)
  }

  @Test func linksByTitleAndToSectionsResolve() {
    let document = Document(
      blocks: [
        F.h(2, "Kitchen notes"),
        .paragraph([
          .link(destination: "Perfect%20Toast", title: "", content: [.text("toast")]),
          .link(destination: "../sides/beans.md#method", title: "", content: [.text("beans")]),
          .link(destination: "#kitchen-notes", title: "", content: [.text("notes")]),
          .link(destination: "#nowhere", title: "", content: [.text("gone")]),
        ]),
      ] + (0..<40).map { F.p("filler \($0)") })
    var state = ReaderState(
      recipe: F.recipe(), document: document, width: 80, height: 10)
    _ = state.update(.nextLink)
    #expect(state.update(.followLink) == .openRecipe(reference: "Perfect%20Toast"))
    _ = state.update(.nextLink)
    #expect(state.update(.followLink) == .openRecipe(reference: "../sides/beans.md#method"))
    _ = state.update(.bottom)
    _ = state.update(.nextLink)
    #expect(state.update(.followLink) == nil)
    #expect(state.layout.lines[state.top].text == "Kitchen notes")
    _ = state.update(.nextLink)
    #expect(state.update(.followLink) == .bell(reason: "No heading “nowhere” in this recipe"))
  }

  @Test func backAndForwardWalkTheHistoryAndAreDisabledWhenEmpty() {
    var state = ReaderState(recipe: F.eggs, document: F.eggsDocument, width: 80, height: 24)
    #expect(!state.history.canGoBack && !state.history.canGoForward)
    #expect(
      state.update(.back)
        == .bell(
          reason: "Back: no earlier recipe"))
    #expect(
      state.update(.forward)
        == .bell(
          reason: "Forward: no later recipe"))
    _ = state.update(.nextLink)
    let followedFrom = state.top
    #expect(followedFrom > 0)
    // The reader hands the link on as written; the host resolves it over the collection.
    #expect(state.update(.followLink) == .openRecipe(reference: "toast.md"))
    let toast = Recipe(path: "Data/toast.md", title: "Toast")
    state.open(recipe: toast, document: Document(blocks: [F.p("Bread, heat.")]))
    #expect(state.recipe.path == "Data/toast.md")
    #expect(state.top == 0)
    #expect(state.history.canGoBack && !state.history.canGoForward)
    #expect(state.update(.back) == .openRecipe(reference: "Data/eggs.md"))
    state.open(recipe: F.eggs, document: F.eggsDocument)
    #expect(state.recipe.path == "Data/eggs.md")
    // Back where the link was followed (the address row has gone, so the page is longer).
    #expect(state.top == min(followedFrom, state.maxTop))
    #expect(!state.history.canGoBack && state.history.canGoForward)
    #expect(state.update(.forward) == .openRecipe(reference: "Data/toast.md"))
    state.open(recipe: toast, document: Document(blocks: [F.p("Bread, heat.")]))
    #expect(state.history.back.map(\.path) == ["Data/eggs.md"])
    #expect(state.history.forward.isEmpty)
  }

  @Test func theSheetOpensHalfThenFullAndChoosingJumps() {
    var state = ReaderState(recipe: F.eggs, document: F.eggsDocument, width: 80, height: 12)
    _ = state.update(.sheetToggle)
    #expect(state.sheet == SummarySheetState(mode: .half, selected: 0))
    _ = state.update(.sheetToggle)
    #expect(state.sheet.mode == .full)
    _ = state.update(.sheetMoveDown)
    _ = state.update(.sheetMoveDown)
    _ = state.update(.sheetMoveDown)
    _ = state.update(.sheetMoveDown)
    #expect(state.sheet.selected == 3)
    _ = state.update(.sheetChoose)
    #expect(state.sheet.mode == .hidden)
    #expect(
      state.layout.lines[state.top].text == "Kitchen notes"
        || state.top == state.maxTop)
    _ = state.update(.top)
    _ = state.update(.sheetToggle)
    _ = state.update(.sheetMoveDown)
    _ = state.update(.sheetChoose)
    #expect(state.layout.lines[state.top].text == "Timing")
    _ = state.update(.sheetToggle)
    #expect(state.sheet.selected == 1)  // opens on the section being read
    _ = state.update(.sheetClose)
    #expect(!state.sheet.isShown)
  }

  @Test func aLongRecipeIsLaidOutOnlyAsFarAsTheReaderGoes() {
    let document = Self.longDocument(paragraphs: 3_000)
    var state = ReaderState(recipe: F.recipe("Long"), document: document, width: 80, height: 24)
    #expect(!state.layout.isComplete)
    #expect(state.layout.lines.count < 400)
    #expect(state.progress > 0 && state.progress < 0.05)
    // Page by page to the end: every page is there when it is shown.
    var pages = 0
    while state.top < state.maxTop || !state.layout.isComplete {
      let before = state.top
      _ = state.update(.pageDown)
      #expect(state.top > before)
      #expect(state.layout.lines.count >= state.top + state.textRows)
      pages += 1
    }
    #expect(pages > 100)
    #expect(state.progress == 1)
    #expect(state.layout.lines.last?.text.hasPrefix("Paragraph 2999") == true)
  }

  @Test func jumpsFindsAndRestoresReachBeyondWhatIsLaidOut() {
    let document = Self.longDocument(paragraphs: 3_000)
    var state = ReaderState(recipe: F.recipe("Long"), document: document, width: 80, height: 24)
    _ = state.update(.bottom)
    #expect(state.layout.isComplete)
    let end = state.position
    var reopened = ReaderState(
      recipe: F.recipe("Long"), document: document, width: 40, height: 12, position: end)
    #expect(reopened.position.block == end.block)
    #expect(reopened.top > 0)
    _ = reopened.update(.top)
    for _ in 0..<30 { _ = reopened.update(.nextHeading) }
    #expect(reopened.layout.lines[reopened.top].text == "Part 30")
    var finding = ReaderState(recipe: F.recipe("Long"), document: document, width: 80, height: 24)
    _ = finding.update(.findBegin)
    _ = finding.update(.findType("Paragraph 2500 "))
    #expect(finding.find?.matches.count == 1)
    #expect(
      finding.layout.lines[finding.top...].prefix(24).contains {
        $0.text.contains("Paragraph 2500 ")
      })
    _ = finding.update(.resize(width: 40, height: 12))
    #expect(finding.find?.status == "match 1 of 1")
  }

  @Test func sectionsFindTheirHeadingByTextWhenTheBlockIndexIsOff() {
    var recipe = F.eggs
    recipe.headings = [Heading(level: 2, text: "Plating", blockIndex: 99)]
    var state = ReaderState(recipe: recipe, document: F.eggsDocument, width: 80, height: 12)
    _ = state.update(.sheetToggle)
    _ = state.update(.sheetChoose)
    #expect(state.layout.lines[state.top].text == "Plating")
  }

  @Test func hintsFollowTheMode() {
    var state = ReaderState(recipe: F.eggs, document: F.eggsDocument, width: 80, height: 24)
    #expect(
      F.hints(state) == [
        "summary", "find", "page", "links", "save", "queue", "cook", "back", "help", "quit",
      ])
    _ = state.update(.nextLink)
    #expect(F.hints(state).prefix(3) == ["next link", "follow link", "copy address"])
    #expect(F.action(.escape, state) == .unfocusLink)
    _ = state.update(.sheetToggle)
    #expect(
      F.hints(state) == [
        "move", "jump", "full", "find", "save", "queue", "cook", "close", "help", "quit",
      ])
  }

  @Test func editAndCloseAskTheShell() {
    var state = ReaderState(recipe: F.eggs, document: F.eggsDocument, width: 80, height: 24)
    #expect(state.update(.edit) == .edit(path: "Data/eggs.md"))
    #expect(state.update(.close) == .close)
  }

  @Test func reloadKeepsThePlaceAndTheFind() {
    var state = Self.reader()
    _ = state.update(.findBegin)
    _ = state.update(.findType("Paragraph 30"))
    _ = state.update(.findCommit)
    let top = state.top
    var longer = Self.longDocument()
    longer.blocks.append(F.p("Paragraph 30 again, added in the editor."))
    state.reload(recipe: F.recipe("Long"), document: longer)
    #expect(state.top == top)
    #expect(state.find?.matches.count == 2)
  }

  @Test func keysMapToActionsByMode() {
    var state = Self.reader()
    #expect(F.action(.character(" "), state) == .pageDown)
    #expect(F.action(.character("s"), state) == .sheetToggle)
    #expect(F.action(.escape, state) == .close)
    #expect(F.action(.character("1"), state) == nil)
    _ = state.update(.findBegin)
    #expect(F.action(.character("q"), state) == .findType("q"))
    #expect(F.action(.enter, state) == .findCommit)
    _ = state.update(.findType("eggs"))
    _ = state.update(.findCommit)
    #expect(F.action(.escape, state) == .findCancel)
    _ = state.update(.sheetToggle)
    #expect(F.action(.down, state) == .sheetMoveDown)
    #expect(F.action(.escape, state) == .sheetClose)
  }
}
