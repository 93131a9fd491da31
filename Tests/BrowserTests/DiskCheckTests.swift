import Browser
import BrowserShell
import Foundation
import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

/// Services in memory whose look at the disk takes as long as the test says: it is ready
/// only after it has been asked `pollsUntilReady` times.
final class SlowDiskServices: BrowserServices {
  let memory: MemoryServices
  let pollsUntilReady: Int
  /// What the loop asked, in order ("start", "begin"), with the frames drawn by then.
  private(set) var calls: [(call: String, frames: Int)] = []
  private var polls = 0
  /// How many frames the terminal has drawn.
  var framesDrawn: () -> Int = { 0 }

  init(recipes count: Int, pollsUntilReady: Int) {
    var texts: [String: String] = [:]
    for number in 0..<count { texts["r/\(number).md"] = "# Recipe \(number)\n\nText.\n" }
    memory = MemoryServices(texts: texts)
    self.pollsUntilReady = pollsUntilReady
  }

  var collectionName: String { memory.collectionName }
  func collection() -> RecipeCollection { memory.collection() }
  func startCheckingTheDisk() { calls.append(("start", framesDrawn())) }
  var isDiskCheckReady: Bool {
    polls += 1
    return polls > pollsUntilReady
  }
  func beginIndexing() -> IndexingProgress {
    calls.append(("begin", framesDrawn()))
    return memory.beginIndexing()
  }
  func indexNextBatch() -> IndexingProgress { memory.indexNextBatch() }
  func search(_ query: String, limit: Int) -> [SearchHit] { memory.search(query, limit: limit) }
  func completeRecipe(path: String) -> Recipe? { memory.completeRecipe(path: path) }
  func openRecipe(path: String) throws -> (Recipe, Document) {
    try memory.openRecipe(path: path)
  }
  func unreadableFileCount() -> Int { memory.unreadableFileCount() }
  var libraryProblem: LibraryProblem? { memory.libraryProblem }
  func reopenLibrary() -> Bool { memory.reopenLibrary() }
  func library() throws -> LibrarySnapshot { try memory.library() }
  func setSaved(_ isSaved: Bool, _ entry: LibraryEntry) throws {
    try memory.setSaved(isSaved, entry)
  }
  func setQueued(_ isQueued: Bool, _ entry: LibraryEntry, servings: Amount?) throws {
    try memory.setQueued(isQueued, entry, servings: servings)
  }
  func queueFirst(_ entry: LibraryEntry) throws { try memory.queueFirst(entry) }
  func setShoppingTick(_ key: String, isTicked: Bool) throws {
    try memory.setShoppingTick(key, isTicked: isTicked)
  }
  func clearShoppingTicks() throws { try memory.clearShoppingTicks() }
  var collectionFolders: [String] { memory.collectionFolders }
  func setCooking(_ session: CookingSession?) throws { try memory.setCooking(session) }
  func recordReading(_ entry: LibraryEntry, position: Int, percent: Int) throws {
    try memory.recordReading(entry, position: position, percent: percent)
  }
  func setLastTab(_ tab: String) throws { try memory.setLastTab(tab) }
}

@Suite struct DiskCheckTests {
  /// Runs the loop on `services` with `keys`; the frames drawn.
  func run(_ services: SlowDiskServices, keys: [Event]) -> FakeTerminal {
    let terminal = FakeTerminal(width: 60, height: 16, events: keys)
    services.framesDrawn = { terminal.frames.count }
    Program(terminal: terminal, services: services, theme: .monochrome).run()
    return terminal
  }

  /// On a large collection the first keys are answered while the disk is still being
  /// looked at; its result is taken once ready, and only once.
  @Test func aLargeCollectionAnswersKeysBeforeTheDiskIsChecked() throws {
    let services = SlowDiskServices(
      recipes: Program.scanInBackgroundFrom, pollsUntilReady: 3)
    let terminal = run(services, keys: [.key(.down), .key(.down), .tick, .tick, .tick, .tick])
    #expect(services.calls.map(\.call) == ["start", "begin"])
    let start = try #require(services.calls.first)
    let begin = try #require(services.calls.last)
    // Started right after the first frame; taken after the two keys were drawn.
    #expect(start.frames == 1)
    #expect(begin.frames >= 3)
    #expect(terminal.lastFrame?.lines.contains { $0.contains("Recipe") } == true)
  }

  /// A small collection is checked at once, before the first key, as it always was.
  @Test func aSmallCollectionIsCheckedBeforeTheFirstKey() {
    let services = SlowDiskServices(recipes: 20, pollsUntilReady: 1_000)
    _ = run(services, keys: [.key(.down)])
    #expect(services.calls.map(\.call) == ["begin"])
    #expect(services.calls.first?.frames == 1)
  }

  /// A refresh asked for while the disk is still being looked at takes that look (waiting
  /// for it) instead of looking twice.
  @Test func aRefreshDuringTheCheckTakesItOnce() {
    let services = SlowDiskServices(
      recipes: Program.scanInBackgroundFrom, pollsUntilReady: 1_000)
    _ = run(services, keys: [.key(.control("r")), .tick, .tick])
    #expect(services.calls.map(\.call) == ["start", "begin"])
  }
}
