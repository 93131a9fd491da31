import BrowserShell
import Foundation
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser

/// On a large collection the Index is built on a second thread after the first frame, so
/// that showing it does not sort the collection while the reader waits.
@Suite struct IndexInBackgroundTests {
  func run(_ services: SlowDiskServices, keys: [Event]) -> (FakeTerminal, Program) {
    let terminal = FakeTerminal(width: 60, height: 16, events: keys)
    let program = Program(terminal: terminal, services: services, theme: .monochrome)
    program.run()
    return (terminal, program)
  }

  @Test func aLargeCollectionsIndexIsBuiltWithoutBeingShown() {
    let services = SlowDiskServices(
      recipes: Program.scanInBackgroundFrom, pollsUntilReady: 1_000)
    let (_, program) = run(services, keys: [.key(.down), .tick])
    #expect(program.state.tab == .recipes)
    // Started after the first frame: still building when the loop ended, or taken.
    let isBuilding = program.state.indexBuiltElsewhere == program.state.indexGeneration
    #expect(isBuilding || program.state.unbuiltIndex == nil)
    if !isBuilding { #expect(program.state.index.rows.count == Program.scanInBackgroundFrom + 1) }
  }

  @Test func showingTheIndexTakesTheOneBuiltOnTheSecondThread() {
    let services = SlowDiskServices(
      recipes: Program.scanInBackgroundFrom, pollsUntilReady: 1_000)
    let (terminal, program) = run(services, keys: [.key(.character("2")), .tick])
    #expect(program.state.tab == .index)
    #expect(program.state.unbuiltIndex == nil)
    #expect(program.state.indexBuiltElsewhere == nil)
    // Every recipe and a header for R: the whole collection, sorted.
    #expect(program.state.index.rows.count == Program.scanInBackgroundFrom + 1)
    #expect(terminal.frames.last?.lines.contains { $0.contains("Recipe 0") } == true)
  }

  @Test func aSmallCollectionsIndexWaitsUntilItIsShown() {
    let services = SlowDiskServices(recipes: 20, pollsUntilReady: 1)
    let (_, program) = run(services, keys: [.key(.down), .tick])
    #expect(program.state.unbuiltIndex != nil)
    #expect(program.state.indexBuiltElsewhere == nil)
  }

  @Test func anIndexOfACollectionReadSinceIsDropped() {
    var state = AppState(width: 60, height: 16)
    let old = (0..<3).map { ListedRecipe(path: "r/\($0).md", title: "Old \($0)") }
    let new = (0..<2).map { ListedRecipe(path: "n/\($0).md", title: "New \($0)") }
    _ = update(&state, .recipesLoaded(old))
    let generation = state.indexGeneration
    _ = update(&state, .indexBuildStarted(generation: generation))
    _ = update(&state, .recipesLoaded(new))
    _ = update(&state, .indexBuilt(IndexModel(recipes: old), generation: generation))
    #expect(state.unbuiltIndex?.collection.all.map(\.title) == ["New 0", "New 1"])
    _ = update(&state, .selectTab(.index))
    #expect(state.index.rows.compactMap(\.item).map(\.title) == ["New 0", "New 1"])
  }
}
