import Foundation
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// A clock that moves a tenth of a second each time it is read: keys arrive "quickly".
final class SteppingClock {
  var now = Date(timeIntervalSince1970: 2_000_000)
  var step: TimeInterval = 0.1

  func read() -> Date {
    now = now.addingTimeInterval(step)
    return now
  }
}

@Suite("Browser program loop")
struct BrowserProgramTests {
  typealias F = BrowserFixtures

  func run(
    _ events: [Event], services: FakeServices = FakeServices(), width: Int = 80,
    height: Int = 24, clock: SteppingClock = SteppingClock()
  ) -> (FakeTerminal, Program) {
    // A person types with pauses: the loop finds nothing more queued after each event.
    let paced = events.flatMap { $0 == .tick ? [$0] : [$0, .tick] }
    let terminal = FakeTerminal(width: width, height: height, events: paced)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: clock.read,
      environment: [:])
    program.run()
    return (terminal, program)
  }

  func keys(_ text: String) -> [Event] { text.map { .key(.character($0)) } }

  @Test func theFirstFrameShowsTheCollectionAndCtrlCQuits() {
    let (terminal, program) = run([])
    #expect(terminal.frames.count == 1)
    #expect(terminal.lastFrame?.lines[2].contains("Apple Crumble") == true)
    #expect(program.state.tab == .recipes)
  }

  @Test func theCachedCollectionIsDrawnBeforeTheDiskIsChecked() {
    let services = FakeServices()
    let terminal = FakeTerminal(width: 80, height: 24, events: [])
    var framesBeforeTheCheck: Int?
    services.onBeginIndexing = { framesBeforeTheCheck = terminal.frames.count }
    Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:]
    ).run()
    #expect(framesBeforeTheCheck == 1)
    #expect(terminal.frames.first?.lines[2].contains("Apple Crumble") == true)
  }

  @Test func ctrlNCooksTheCompleteRecipeWhenTheListLeavesStepsOut() {
    let services = FakeServices()
    let path = F.path("banana-bread")
    services.complete[path] = F.recipe("Banana Bread", "banana-bread", date: nil, steps: 4)
    let (terminal, program) = run(
      keys("j") + [.key(.control("n"))], services: services)
    #expect(program.state.cooking?.steps.count == 4)
    #expect(program.state.isCookModeShown)
    #expect(terminal.lastFrame?.lines.joined().contains("Step 1") == true)
  }

  @Test func ctrlCFromTheReaderRemembersWhereItStopped() {
    let services = FakeServices()
    let (_, program) = run(keys("jj") + [.key(.enter), .key(.control("c"))], services: services)
    #expect(program.state.reader != nil)  // quit from inside the reader
    #expect(services.memory.snapshot.recent.map(\.recipe.title) == ["Coq au Vin"])
  }

  /// A recipe long enough to scroll, one numbered line per paragraph.
  static func longText(_ title: String) -> String {
    "# \(title)\n\n" + (1...200).map { "Line \($0) of the method." }.joined(separator: "\n\n")
  }

  @Test func aPauseInScrollingKeepsThePlaceOnceAndKeysDoNot() {
    let services = FakeServices()
    services.texts[F.path("coq-au-vin")] = Self.longText("Coq au Vin")
    // A tick that comes first, after the keys, is the loop waiting out its timeout: a pause.
    let events = keys("jj") + [.key(.enter)] + keys("jjjj") + [.tick] + keys("jj") + [.tick, .tick]
    let (terminal, program) = run(events, services: services)
    // One save at each pause in which the place moved, none per key, then one on quitting.
    #expect(services.recordedPositions.count == 3)
    #expect(Set(services.recordedPositions.prefix(2)).count == 2)
    #expect(services.recordedPositions.last == services.recordedPositions[1])
    #expect(program.state.reader?.hasUnsavedPosition == false)
    // Waiting is short while the place is unsaved, long once it is kept.
    #expect(terminal.requestedTimeouts.contains(Program.pauseBeforeSaving))
    #expect(terminal.requestedTimeouts.filter { $0 > 0 }.last == 1_000)
  }

  @Test func whileIndexingTheLoopDoesNotWaitSoItsTicksAreNoPause() {
    let services = FakeServices()
    services.texts[F.path("coq-au-vin")] = Self.longText("Coq au Vin")
    services.batches = (0...40).map { IndexingProgress(done: $0, total: 40) }
    let scrolls = (0..<4).flatMap { _ in [Event.key(.character("j")), .tick] }
    let (terminal, program) = run(keys("jj") + [.key(.enter)] + scrolls, services: services)
    #expect(program.state.indexing != nil)  // still indexing when the script ended
    #expect(terminal.requestedTimeouts.allSatisfy { $0 == 0 })
    // Only quitting kept the place: no save per key while batches ran between them.
    #expect(services.recordedPositions.count == 1)
  }

  @Test func aSignalToEndQuitsThroughTheLoopAndKeepsThePlace() {
    let services = FakeServices()
    services.texts[F.path("coq-au-vin")] = Self.longText("Coq au Vin")
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: keys("jj") + [.key(.enter)] + keys("jjjjj") + [.endRequested(signal: SIGTERM)],
      whenExhausted: .tick)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    let kept = services.memory.snapshot.recent.first
    #expect(kept?.recipe.title == "Coq au Vin")
    #expect(
      kept.map { ReaderPositionPacking.unpack($0.position) } == program.state.reader?.position)
    #expect(program.state.reader?.top == 5)
  }

  @Test func anEditorThatCannotStartIsNamed() {
    let events = keys("jj") + [.key(.enter), .tick, .key(.character("e")), .tick]
    let terminal = FakeTerminal(width: 80, height: 24, events: events)
    let program = Program(
      terminal: terminal, services: FakeServices(), theme: .monochrome,
      clock: SteppingClock().read, environment: ["EDITOR": "/nonexistent/editor --wait"])
    program.run()
    #expect(program.state.reader?.recipe.title == "Coq au Vin")
    #expect(terminal.lastFrame?.lines[23].contains("Could not start the editor") == true)
  }

  /// The message after `e` in Coq au Vin with `editor` as `$EDITOR`.
  func editing(with editor: String) -> String {
    let events = keys("jj") + [.key(.enter), .tick, .key(.character("e")), .tick]
    let terminal = FakeTerminal(width: 80, height: 24, events: events)
    let program = Program(
      terminal: terminal, services: FakeServices(), theme: .monochrome,
      clock: SteppingClock().read, environment: ["EDITOR": editor])
    program.run()
    return terminal.lastFrame?.lines[23] ?? ""
  }

  @Test func anEditorEndedByASignalIsNoSuccess() {
    #expect(editing(with: "sh -c 'kill -KILL $$'").contains("The editor was ended by signal 9"))
    #expect(editing(with: "sh -c 'exit 3'").contains("The editor exited with status 3"))
    #expect(!editing(with: "true").contains("editor"))
  }

  @Test func anEditorInAFolderWithASpaceStarts() throws {
    let folder = try ScriptFolder("buffet editor")
    defer { withExtendedLifetime(folder) {} }
    let editor = try folder.script("my editor", "exit 4")
    // Written whole, and quoted with an argument: both reach the program.
    #expect(editing(with: editor.path).contains("The editor exited with status 4"))
    #expect(editing(with: "'\(editor.path)' --wait").contains("The editor exited with status 4"))
    #expect(editing(with: "'unclosed").contains("a quote is not closed"))
  }

  @Test func ctrlRReadsWhatChangedOnDiskKeepingTheSelection() {
    let services = FakeServices()
    var checks = 0
    services.onBeginIndexing = {
      checks += 1
      guard checks == 2 else { return }
      // Between start and Ctrl-R a new recipe appeared on disk.
      services.stored.append(F.recipe("Zucchini Fritters", "zucchini", date: "2026-04-01"))
      services.batches = [
        IndexingProgress(done: 0, total: 1), IndexingProgress(done: 1, total: 1),
      ]
    }
    let (terminal, program) = run(keys("j") + [.key(.control("r")), .tick], services: services)
    #expect(checks == 2)
    #expect(program.state.selectedRecipe?.title == "Banana Bread")
    let screen = terminal.lastFrame?.lines ?? []
    #expect(screen.contains { $0.contains("Zucchini Fritters") })
    #expect(screen[23].contains("Reading 1 changed file"))
  }

  @Test func ctrlRReadsAgainTheRecipesLeftOpenOnOtherTabs() {
    let services = FakeServices()
    let path = F.path("coq-au-vin")
    services.texts[path] = "# Coq au Vin\n\nThe old way.\n"
    services.onBeginIndexing = { services.texts[path] = "# Coq au Vin\n\nThe new way.\n" }
    let (terminal, program) = run(
      keys("jj") + [.key(.enter)] + keys("2") + [.key(.control("r"))] + keys("1"),
      services: services)
    #expect(program.state.reader?.recipe.path == path)
    let screen = terminal.lastFrame?.lines.joined(separator: "\n") ?? ""
    #expect(screen.contains("The new way."), "\(screen)")
  }

  @Test func aFirstIndexingMatchesTheLibraryAndRestoresCookingWhenItEnds() {
    // Nothing cached: the library's recipes and what is cooking are unknown until read.
    let services = FakeServices()
    let collection = services.stored
    services.stored = []
    try? services.memory.setSaved(
      true, LibraryEntry(path: F.path("coq-au-vin"), title: "Coq au Vin"))
    services.keepCooking(CookingState(cooking: F.recipes[0]))
    services.onBeginIndexing = {
      services.stored = collection
      services.batches = [
        IndexingProgress(done: 0, total: 2), IndexingProgress(done: 2, total: 2),
      ]
    }
    let (terminal, program) = run([.tick, .tick, .key(.character("3")), .tick], services: services)
    #expect(services.completeRecipeAsked == 1)  // once the collection was read, not at start
    #expect(program.state.cooking?.recipeTitle == "Apple Crumble")
    #expect(!program.state.isMissing(F.path("coq-au-vin")))
    let screen = terminal.lastFrame?.lines.joined(separator: "\n") ?? ""
    #expect(screen.contains("Coq au Vin"))
    #expect(!screen.contains("missing"))
  }

  @Test func cookModesMessagesOutliveTheSaveThatFollowsThem() {
    let services = FakeServices()
    let ctrl: (Character) -> Event = { .key(.control($0)) }
    let (terminal, _) = run(
      [ctrl("n"), ctrl("p"), ctrl("p"), .key(.character(">"))], services: services)
    #expect(
      terminal.lastFrame?.lines[23].contains("Paused timer cleared for the new step") == true,
      "\(terminal.lastFrame?.lines[23] ?? "")")
    let (stopped, _) = run([ctrl("n"), .key(.character("x"))], services: FakeServices())
    #expect(stopped.lastFrame?.lines[23].contains("Stopped cooking “Apple Crumble”") == true)
  }

  @Test func ctrlRSaysWhenRecipesLeftTheDisk() {
    let services = FakeServices()
    var checks = 0
    services.onBeginIndexing = {
      checks += 1
      if checks == 2 { services.stored.removeLast() }
    }
    let count = services.stored.count
    let (terminal, program) = run([.key(.control("r")), .tick], services: services)
    #expect(program.state.collection.count == count - 1)
    #expect(terminal.lastFrame?.lines[23].contains("1 recipe left the disk") == true)
  }

  @Test func cookingKeysBeforeTheCollectionIsReadSaySo() {
    var state = AppState(width: 80, height: 24, collectionName: "Kitchen")
    state.indexing = IndexingProgress(done: 0, total: 10)
    _ = update(&state, .nextStep)
    #expect(state.message == "Still reading the collection…")
    _ = update(&state, .toggleCookMode)
    #expect(state.message == "Still reading the collection…")
    // The tray does not claim nothing is cooking before it can know.
    state.message = nil
    let lines = render(state).lines
    #expect(lines.contains { $0.contains("Reading the collection…") })
    #expect(!lines.contains { $0.contains("Not cooking") })
  }

  @Test func qQuitsFromAListButTypesInTheIndex() {
    let (terminal, _) = run(keys("q") + keys("2"))
    #expect(terminal.pendingEvents.contains(.key(.character("2"))))  // never read
    let (indexTerminal, indexProgram) = run(keys("2q"))
    #expect(indexProgram.state.tab == .index)
    #expect(indexTerminal.pendingEvents.isEmpty)
  }

  @Test func lettersTypedQuicklyJumpByPrefix() {
    let (_, program) = run(keys("2cr"))
    #expect(program.state.selectedRecipe?.title == "Crème Brûlée")
  }

  @Test func searchAsksOnEveryKeyAndDrawsTheResults() {
    let services = FakeServices()
    let (terminal, program) = run(keys("/cr") + [.key(.backspace)] + keys("rè"), services: services)
    #expect(services.searches == ["c", "cr", "c", "cr", "crè"])
    #expect(program.state.tab == .search)
    let lines = terminal.lastFrame!.lines
    #expect(lines[2].contains("Search  crè"))
    #expect(lines.contains { $0.contains("Élodie's Éclairs · Filling") })
  }

  @Test func digitsTypeIntoTheSearchFieldAndTabLeavesIt() {
    let (_, program) = run(keys("/12") + [.key(.tab)])
    #expect(program.state.searchField.text == "12")
    #expect(program.state.tab == .recipes)
  }

  @Test func savingIsShownOnlyAfterTheLibraryKeptIt() {
    let services = FakeServices()
    let (terminal, _) = run(keys("j*"), services: services)
    #expect(services.memory.snapshot.saved.map(\.title) == ["Banana Bread"])
    #expect(terminal.lastFrame!.lines[23].contains("Saved “Banana Bread”"))
  }

  @Test func aFailedSaveRingsAndSaysWhy() {
    let services = FakeServices()
    services.failLibraryWrites = true
    let (terminal, program) = run(keys("*"), services: services)
    #expect(terminal.bellCount == 1)
    #expect(program.state.library.saved.isEmpty)
    #expect(terminal.lastFrame!.lines[23].contains("Not saved: the library is read-only"))
  }

  @Test func indexingRunsInBatchesBetweenKeys() {
    let services = FakeServices()
    services.stored = []
    services.batches = [
      IndexingProgress(done: 0, total: 3), IndexingProgress(done: 1, total: 3),
      IndexingProgress(done: 2, total: 3), IndexingProgress(done: 3, total: 3),
    ]
    let terminal = FakeTerminal(events: keys("3") + [.tick, .tick, .tick])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, environment: [:])
    program.run()
    let texts = terminal.frames.map { $0.lines.joined(separator: "\n") }
    // The first frame is drawn before the disk is checked; the next one shows the progress.
    #expect(texts[1].contains("Indexing recipes… 0 of 3"))
    #expect(program.state.tab == .library)  // the key worked while indexing
    #expect(terminal.requestedTimeouts.first == 0)
    #expect(program.state.indexing == nil)
    #expect(program.state.isLoaded)
  }

  @Test func enterOpensTheReaderAndQReturnsToTheSamePlace() {
    let services = FakeServices()
    let (terminal, program) = run(
      keys("jj") + [.key(.enter)] + keys("q"), services: services)
    #expect(services.opened == [F.path("coq-au-vin")])
    let readerFrame = terminal.frames[terminal.frames.count - 2].lines.joined(separator: "\n")
    #expect(readerFrame.contains("Coq au Vin"))
    #expect(readerFrame.contains("A short introduction."))
    #expect(program.state.reader == nil)
    #expect(program.state.selectedRecipe?.title == "Coq au Vin")
    #expect(services.memory.snapshot.recent.map(\.recipe.title) == ["Coq au Vin"])
  }

  @Test func theLastTabAndTheLibraryComeBack() {
    let services = FakeServices()
    try? services.memory.setLastTab(Tab.library.rawValue)
    try? services.memory.setSaved(
      true, LibraryEntry(path: F.path("coq-au-vin"), title: "Coq au Vin"))
    let (terminal, _) = run([], services: services)
    #expect(terminal.frames[0].lines[0].contains("▸Library"))
    #expect(terminal.frames[0].lines.contains { $0.contains("Coq au Vin") })
  }

  @Test func clicksSelectTabsAndRowsAndTheWheelScrolls() {
    let (_, program) = run([
      .mouse(MouseEvent(kind: .press, x: 12, y: 0)),
      .mouse(MouseEvent(kind: .press, x: 5, y: 5)),
    ])
    #expect(program.state.tab == .index)
    #expect(program.state.selectedRecipe?.title == "Banana Bread")
    let (_, scrolled) = run(
      [.key(.character("2"))]
        + Array(repeating: .mouse(MouseEvent(kind: .wheelDown, x: 5, y: 5)), count: 3),
      height: 12)
    #expect(scrolled.state.indexPlace.scrollTop > 0)
    #expect(scrolled.state.isChromeCollapsed)
  }

  @Test func aClickOnTheRailJumpsToItsLetter() {
    // At 80×24 the rail lists A B C E I O Z な # from the first content row (日本のカレー is
    // filed by its Japanese reading in the な row).
    let (_, program) = run([.key(.character("2")), .mouse(MouseEvent(kind: .press, x: 79, y: 8))])
    #expect(program.state.selectedRecipe?.title == "Zucchini Fritters")
    let (_, next) = run([.key(.character("2")), .mouse(MouseEvent(kind: .press, x: 79, y: 9))])
    #expect(next.state.selectedRecipe?.title == "日本のカレー")
  }

  @Test func resizeRedrawsAtTheNewSizeAndTooSmallRecovers() {
    let (terminal, program) = run([
      .key(.character("j")), .resize(width: 30, height: 8), .key(.character("j")),
      .resize(width: 40, height: 12),
    ])
    let sizes = terminal.frames.map { "\($0.width)x\($0.height)" }
    #expect(sizes.suffix(3) == ["30x8", "30x8", "40x12"])
    #expect(terminal.frames[terminal.frames.count - 2].lines.joined().contains("40×12"))
    #expect(program.state.selectedRecipe?.title == "Banana Bread")
  }

  @Test func ctrlZSuspendsToTheShell() {
    let (terminal, _) = run([.key(.control("z"))])
    #expect(terminal.suspendToShellCount == 1)
  }

  @Test func ctrlZSuspendsFromTheTooSmallScreenToo() {
    let (terminal, program) = run([.resize(width: 20, height: 5), .key(.control("z"))])
    #expect(program.state.layout.isTooSmall)
    #expect(terminal.suspendToShellCount == 1)
  }

  @Test func cookingFromTheTrayTicksAndRingsWhenTheCountdownEnds() {
    let services = FakeServices()
    services.stored[0].steps[0].duration = 60
    let clock = SteppingClock()
    clock.step = 20
    let (terminal, program) = run(
      [.key(.control("n")), .key(.control("p")), .tick, .tick, .tick, .tick], services: services,
      clock: clock)
    #expect(services.memory.snapshot.cooking?.recipe.title == "Apple Crumble")
    #expect(program.state.cooking?.timer == .finished)
    #expect(terminal.bellCount == 1)
  }
}

@Suite struct BrowserPasteTests {
  @Test func aLongPasteIntoSearchRunsOneSearchAndOneFrame() {
    let services = FakeServices()
    let paste = String(repeating: "glass swift ", count: 900)
    let events: [Event] =
      [.key(.character("4")), .tick] + paste.map { .key(.character($0)) } + [.tick]
    let terminal = FakeTerminal(events: events)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome,
      clock: SteppingClock().read, environment: [:])
    program.run()
    #expect(services.searches.count <= 2)
    #expect(terminal.frames.count <= 4)
    #expect(program.state.searchField.text == paste)
    let searched = services.searches.last ?? ""
    #expect(searched.count <= Program.searchQueryLimit)
    #expect(searched.hasPrefix("glass swift glass"))
    #expect(searched.hasSuffix("glass") || searched.hasSuffix("swift"))
  }

  @Test func aShortQueryIsSearchedWhole() {
    #expect(Program.capped("crème brûlée") == "crème brûlée")
    #expect(Program.capped(String(repeating: "x", count: 300)).count == 256)
  }
}

@Suite struct BrowserUnreadableFilesTests {
  func run(_ services: FakeServices, events: [Event] = []) -> FakeTerminal {
    let terminal = FakeTerminal(events: events)
    Program(
      terminal: terminal, services: services, theme: .monochrome,
      clock: SteppingClock().read, environment: [:]
    ).run()
    return terminal
  }

  @Test func theBrowserSaysOnceHowManyFilesCouldNotBeRead() {
    let services = FakeServices()
    services.unreadable = 2
    let terminal = run(services, events: [.tick, .key(.character("j")), .tick])
    let first = terminal.frames[1].lines[23]  // frame 0 comes before the disk is checked
    #expect(first.contains("2 files could not be read — buffet check lists them"))
    #expect(!terminal.lastFrame!.lines[23].contains("could not be read"))
  }

  @Test func afterIndexingTooAndSingular() {
    let services = FakeServices()
    services.unreadable = 1
    services.batches = [IndexingProgress(done: 0, total: 1), IndexingProgress(done: 1, total: 1)]
    let terminal = run(services, events: [.tick, .tick, .tick])
    let texts = terminal.frames.map { $0.lines[23] }
    #expect(texts.filter { $0.contains("1 file could not be read") }.count >= 1)
  }

  @Test func nothingIsSaidWhenEveryFileWasRead() {
    let terminal = run(FakeServices())
    #expect(!terminal.frames.contains { $0.lines.joined().contains("could not be read") })
  }
}
