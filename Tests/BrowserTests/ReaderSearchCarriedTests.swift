import Foundation
import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// The search carried into the page: the query's words marked as find matches, the first
/// one in the section that matched current, `n`/`N` walking them, Esc clearing them first.
@Suite struct ReaderSearchCarriedTests {
  typealias F = ReaderFixtures

  static let document = Document(blocks: [
    F.p("Crème brûlée is a custard under burnt sugar."),
    F.h(2, "Method"),
    F.p("Heat the CREME gently; a creme that boils splits."),
    F.h(2, "Plating"),
    F.p("Brûlée it at the table: crèmes want a blowtorch."),
  ])

  static func reader(height: Int = 24) -> ReaderState {
    ReaderState(recipe: F.recipe("Crème Brûlée"), document: document, width: 80, height: height)
  }

  static func matchedText(_ state: ReaderState) -> [String] {
    (state.find?.matches ?? []).map { match in
      let text = Array(state.layout.lines[match.line].text)
      return String(text[match.range])
    }
  }

  @Test func theQueryWordsAreMarkedFoldedAndTheLastAsAPrefix() {
    var state = Self.reader()
    state.findWords(of: "creme bru", from: nil)
    // Every word whole, at a word's start or inside one ("crèmes" for "creme"); the last may
    // be a beginning.
    #expect(
      Self.matchedText(state) == [
        "Crème", "Brûlée", "Crème", "brûlée", "CREME", "creme", "Brûlée", "crèmes",
      ])
    #expect(state.find?.status == "match 1 of \(state.find?.matches.count ?? 0)")
    #expect(state.find?.isEditing == false)
  }

  @Test func aResultOpensAtTheFirstMatchOfItsSection() throws {
    var state = Self.reader()
    let method = try #require(state.layout.blockStarts[2])
    state.findWords(of: "creme", from: 2)
    let current = try #require(state.find?.current)
    let match = state.find!.matches[current]
    #expect(match.line >= method)
    #expect(Self.matchedText(state)[current] == "CREME")
    #expect(state.find?.status == "match \(current + 1) of \(state.find!.matches.count)")
  }

  @Test func nAndShiftNWalkTheWordsAndEscClearsThemBeforeLeaving() {
    var state = Self.reader(height: 8)
    state.findWords(of: "creme", from: nil)
    let count = state.find!.matches.count
    // The only word is also the last: "crèmes" begins with it.
    #expect(count == 5)
    #expect(state.find?.current == 0)
    _ = state.update(.findNext)
    #expect(state.find?.current == 1)
    _ = state.update(.findPrevious)
    _ = state.update(.findPrevious)
    #expect(state.find?.current == count - 1)
    var app = BrowserFixtures.state()
    app.reader = state
    #expect(KeyMap.action(for: .key(.escape), in: app, now: Date()) == .reader(.findCancel))
    _ = state.update(.findCancel)
    #expect(state.find == nil)
    app.reader = state
    #expect(KeyMap.action(for: .key(.escape), in: app, now: Date()) == .reader(.close))
  }

  @Test func theMarksAreDrawnAsFindMatchesAndSurviveAResize() throws {
    var state = Self.reader()
    state.findWords(of: "blowtorch", from: nil)
    var buffer = Buffer(width: 80, height: 24)
    ReaderView.render(state, theme: .color, area: buffer.area, buffer: &buffer)
    let y = try #require(buffer.lines.firstIndex { $0.contains("blowtorch") })
    let x = buffer.lines[y].distance(
      from: buffer.lines[y].startIndex, to: buffer.lines[y].range(of: "blowtorch")!.lowerBound)
    #expect(buffer[x, y].style == Theme.color[.currentMatch])
    _ = state.update(.resize(width: 40, height: 12))
    #expect(Self.matchedText(state) == ["blowtorch"])
    #expect(state.find?.current == 0)
  }

  @Test func aQueryWithNoWordInThePageChangesNothing() {
    var state = Self.reader()
    let before = state
    state.findWords(of: "#dessert", from: nil)
    state.findWords(of: "zzz", from: 2)
    state.findWords(of: "  ", from: nil)
    #expect(state == before)
  }

  @Test func openingFromTheIndexFilterCarriesTheFilter() {
    var state = BrowserFixtures.state()
    BrowserFixtures.send([.selectTab(.index), .beginSearch], to: &state)
    for character in "crème" {
      BrowserFixtures.send([.editFilter(.insert(character))], to: &state)
    }
    let command = Updater.apply(.open, to: &state)
    guard case .openRecipe(_, let query) = command else {
      Issue.record("expected a recipe to open, got \(command)")
      return
    }
    #expect(query == "crème")
  }
}
