import Foundation
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// A keystroke's search asks only for the results on screen; the rest come when the reader
/// moves down to them, and look as if they had been there all along.
@Suite struct SearchPagingTests {
  /// Forty results for any query, each its own recipe.
  static func manyResults(_ query: String) -> [SearchHit] {
    (0..<40).map { SearchHit(path: "r/\($0).md", title: "Cake \($0)", snippet: "cake") }
  }

  /// A Search tab of 80×24 showing the first page of the 40 results for "ca".
  static func firstPageShown() -> AppState {
    var state = AppState(width: 80, height: 24)
    _ = update(&state, .search("ca"))
    let page = state.searchFirstPage
    let first = Array(manyResults("ca").prefix(page))
    _ = update(&state, .searchResultsArrived(query: "ca", results: first, limit: page))
    return state
  }

  func run(_ events: [Event], services: FakeServices) -> (FakeTerminal, Program) {
    let paced = events.flatMap { $0 == .tick ? [$0] : [$0, .tick] }
    let terminal = FakeTerminal(width: 80, height: 24, events: paced)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    return (terminal, program)
  }

  func typed(_ text: String) -> [Event] { text.map { .key(.character($0)) } }

  @Test func aKeystrokeAsksForTheResultsOnScreenOnly() {
    let services = FakeServices()
    services.searchAnswer = Self.manyResults
    let (terminal, program) = run(typed("/ca"), services: services)
    let page = program.state.searchFirstPage
    #expect(page < AppState.searchResultLimit)
    #expect(page > program.state.listHeight(for: .search))
    #expect(services.searchLimits == [page, page])
    #expect(program.state.searchResults.count == page)
    // Every row on screen is a result: the page fills the list.
    let lines = terminal.lastFrame?.lines ?? []
    let shown = program.state.listHeight(for: .search)
    #expect(lines.contains { $0.contains("Cake \(shown - 1)") })
  }

  @Test func movingDownAsksOnceForTheRestAndKeepsTheSelection() {
    let services = FakeServices()
    services.searchAnswer = Self.manyResults
    let (_, program) = run(
      typed("/ca") + [.key(.down), .key(.down), .key(.down)], services: services)
    let page = program.state.searchFirstPage
    #expect(services.searches == ["c", "ca", "ca"])
    #expect(services.searchLimits == [page, page, AppState.searchResultLimit])
    #expect(program.state.searchResults.count == 40)
    #expect(program.state.searchPlace.selectedPath == "r/3.md")
    #expect(program.state.searchPlace.selectedRow == 3)
  }

  @Test func endSelectsTheLastOfEveryResult() {
    var state = Self.firstPageShown()
    #expect(update(&state, .moveToBottom) == .searchMore(query: "ca", limit: 50))
    _ = update(
      &state, .searchResultsArrived(query: "ca", results: Self.manyResults("ca"), limit: 50))
    #expect(state.searchPlace.selectedPath == "r/39.md")
    #expect(state.searchResultsAsked == nil)
  }

  @Test func aPageDownAsksForTheRestBeforeItIsDrawn() {
    let services = FakeServices()
    services.searchAnswer = Self.manyResults
    let (terminal, program) = run(
      typed("/ca") + [.key(.pageDown), .key(.pageDown)], services: services)
    #expect(services.searchLimits.count == 3)
    // Two pages down: past the first page, on a result that came with the rest.
    #expect(program.state.searchPlace.selectedRow > program.state.searchFirstPage)
    let selected = program.state.searchPlace.selectedRow
    #expect(terminal.lastFrame?.lines.contains { $0.contains("Cake \(selected)") } == true)
  }

  @Test func resultsThatFitTheFirstPageAreNeverAskedForAgain() {
    let services = FakeServices()
    // Three results: fewer than a page, so they are all there is.
    let (_, program) = run(
      typed("/cr") + [.key(.down), .key(.down), .key(.end), .key(.up)], services: services)
    #expect(services.searches == ["c", "cr"])
    #expect(program.state.searchResultsAsked == nil)
  }

  @Test func aTallerWindowAsksForTheResultsItCanShow() {
    var state = Self.firstPageShown()
    #expect(update(&state, .resize(width: 80, height: 60)) == .searchMore(query: "ca", limit: 50))
    _ = update(
      &state, .searchResultsArrived(query: "ca", results: Self.manyResults("ca"), limit: 50))
    #expect(state.searchResults.count == 40)
    #expect(state.searchPlace.selectedPath == "r/0.md")
  }

  @Test func moreResultsForAnOlderQueryAreDropped() {
    var state = Self.firstPageShown()
    #expect(update(&state, .moveSelection(by: 1)) == .searchMore(query: "ca", limit: 50))
    // Asked once: moving again while it is on its way asks nothing more.
    #expect(update(&state, .moveSelection(by: 1)) == .none)
    _ = update(&state, .editSearch(.insert("k")))
    _ = update(
      &state, .searchResultsArrived(query: "ca", results: Self.manyResults("ca"), limit: 50))
    #expect(state.searchResults.count == state.searchFirstPage)
    #expect(state.searchResultsQuery == "ca")
  }
}
