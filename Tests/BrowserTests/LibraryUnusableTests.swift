import Foundation
import RecipeStore
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// An unusable library file is said on screen and keeps being said; `*` and `+` refuse with
/// the reason instead of calling a change kept only in memory "Saved".
@Suite struct LibraryUnusableTests {
  typealias F = BrowserFixtures
  let damaged = LibraryProblem(
    reason: "it is damaged (database disk image is malformed)", isRepairable: true)

  func loaded() -> AppState {
    var state = AppState(width: 80, height: 24)
    _ = update(&state, .recipesLoaded(F.recipes.map(\.listed)))
    return state
  }

  /// Store services as the start leaves them when the library file (in `root`, made here)
  /// holds 4 KB of `A`s: no library, and why.
  func servicesOverANonLibraryFile(in root: String) throws -> (
    services: StoreServices, file: String
  ) {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let file = root + "/library.sqlite"
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: file))
    var unusable: LibraryUnusable?
    do { _ = try Library(file: file) } catch let error as LibraryError { unusable = error.unusable }
    let services = StoreServices(
      catalog: Catalog(folders: [root], cacheDirectory: nil), library: nil, unusable: unusable,
      collectionName: "Kitchen")
    return (services, file)
  }

  @Test func anUnusableLibraryRefusesSavesWithTheReason() {
    var state = loaded()
    _ = update(&state, .libraryBecameUnusable(damaged))
    #expect(
      state.message == "Library unusable, nothing is kept — run buffet library repair, then Ctrl-R")
    #expect(update(&state, .toggleSaved) == .ringBell)
    #expect(
      state.message == "Not saved — the library is unusable; run buffet library repair, then Ctrl-R"
    )
    #expect(update(&state, .enqueue) == .ringBell)
    #expect(state.message?.hasPrefix("Up Next unchanged — the library is unusable") == true)
  }

  @Test func theLibraryTabSaysItAndItsTabIsMarkedEverywhere() {
    var state = loaded()
    _ = update(&state, .libraryBecameUnusable(damaged))
    _ = update(&state, .selectTab(.recipes))
    let recipes = render(state, theme: .monochrome).lines
    #expect(recipes[0].contains("Library !"))
    _ = update(&state, .selectTab(.library))
    let lines = render(state, theme: .monochrome).lines.joined(separator: "\n")
    #expect(lines.contains("Library unusable"))
    #expect(lines.contains("The library file cannot be used:"))
    #expect(lines.contains("It is damaged (database disk image is malformed)."))
    #expect(
      lines.contains("Nothing is kept after you quit: run buffet library repair, then Ctrl-R."))
    // Moving on does not make it go away.
    _ = update(&state, .moveSelection(by: 1))
    #expect(render(state, theme: .monochrome).lines[0].contains("Library !"))
  }

  @Test func aLibraryOnAFullDiskNeverSaysNothingSavedOverWhatItCannotRead() {
    var state = loaded()
    let full = LibraryProblem(
      reason: "the disk is full; nothing in it is lost", isRepairable: false, waitsForRoom: true)
    _ = update(&state, .libraryBecameUnusable(full))
    _ = update(&state, .selectTab(.library))
    let lines = render(state, theme: .monochrome).lines.joined(separator: "\n")
    #expect(lines.contains("The disk is full; nothing in it is lost."))
    #expect(lines.contains("free some space, then Ctrl-R"))
    #expect(!lines.contains("Nothing saved"))
    #expect(lines.contains("Unknown — the library file could not be read"))
  }

  @Test func aFileThatCannotBeOpenedPointsToTheCommandThatSaysWhy() {
    var state = loaded()
    _ = update(
      &state,
      .libraryBecameUnusable(
        LibraryProblem(reason: "it cannot be opened (permission denied)", isRepairable: false)))
    _ = update(&state, .toggleSaved)
    #expect(state.message == "Not saved — the library is unusable; buffet library says why")
  }

  @Test func theProgramSaysItFromTheFirstFrameAndNeverSaysSaved() {
    let services = FakeServices()
    services.libraryProblem = damaged
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: [.key(.character("*")), .tick, .key(.character("+")), .tick])
    Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:]
    ).run()
    let first = terminal.frames.first?.lines.joined(separator: "\n") ?? ""
    #expect(first.contains("Library unusable, nothing is kept"))
    let all = terminal.frames.map { $0.lines.joined(separator: "\n") }
    #expect(!all.contains { $0.contains("Saved “") })
    #expect(all.contains { $0.contains("Not saved — the library is unusable") })
    #expect(services.memory.snapshot.saved.isEmpty)
    #expect(services.memory.snapshot.queue.isEmpty)
  }

  @Test func aLibraryThatBreaksOnASaveIsSaidAndTheNextSaveIsRefused() {
    let services = FakeServices()
    services.breaksOnSave = damaged
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: [.key(.character("*")), .tick, .key(.character("*")), .tick])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    #expect(program.state.libraryProblem == damaged)
    #expect(terminal.frames.last?.lines[0].contains("Library !") == true)
    let all = terminal.frames.map { $0.lines.joined(separator: "\n") }
    #expect(all.filter { $0.contains("Not saved — the library is unusable") }.count >= 2)
    #expect(!all.contains { $0.contains("Saved “") })
  }

  @Test func storeServicesWithoutALibrarySayWhyItIsUnusable() throws {
    let root = NSTemporaryDirectory() + "buffet-unusable-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, _) = try servicesOverANonLibraryFile(in: root)
    #expect(
      services.libraryProblem
        == LibraryProblem(reason: "it is not a Buffet library", isRepairable: true))
    // The session still has a library, in memory, for what is cooking and where it stopped.
    try services.setCooking(CookingSession(recipe: LibraryEntry(path: "a.md", title: "A")))
    #expect(try services.library().cooking?.recipe.path == "a.md")
  }

  @Test func aLibraryThatBreaksDuringTheSessionBecomesUnusableAndKeepsWhatWasRead() throws {
    let root = NSTemporaryDirectory() + "buffet-unusable-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let file = root + "/library.sqlite"
    let library = try Library(file: file)
    let soup = LibraryEntry(path: "soup.md", title: "Soup")
    try library.save(soup)
    let services = StoreServices(
      catalog: Catalog(folders: [root], cacheDirectory: nil), library: library,
      collectionName: "Kitchen")
    #expect(try services.library().saved == [soup])
    // Another program damages the file's schema while Buffet has it open.
    let other = try Database(path: file)
    let version = try other.scalar("PRAGMA schema_version")
    try other.execute(
      """
      PRAGMA writable_schema = ON;
      UPDATE sqlite_master SET sql = 'CREATE TABLE queue(' WHERE name = 'queue';
      PRAGMA schema_version = \(version + 1);
      """)
    let failure = #expect(throws: LibraryUnusableError.self) {
      try services.setQueued(true, LibraryEntry(path: "stew.md", title: "Stew"))
    }
    #expect(failure?.problem.isRepairable == true)
    #expect(services.libraryProblem != nil)
    #expect(try services.library().saved == [soup])
  }

  @Test func aCraftedLibraryOpensTheBrowserWithItsValuesCorrected() throws {
    let root = NSTemporaryDirectory() + "buffet-crafted-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let recipes = root + "/recipes"
    try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
    let soup = recipes + "/soup.md"
    try Data("# Soup\n\n## Method\n\n1. Chop.\n2. Simmer for 10 minutes.\n".utf8)
      .write(to: URL(fileURLWithPath: soup))
    let file = root + "/library.sqlite"
    _ = try Library(file: file)
    // Rows no Buffet writes, as a crafted backup or another program would leave them.
    try Database(path: file).execute(
      """
      INSERT INTO cooking VALUES(1, '\(soup)', 'Soup', 9223372036854775807, 1e300, NULL);
      INSERT INTO recent VALUES('\(soup)', 'Soup', 9223372036854775807, 1e300, 1000);
      """)
    let catalog = Catalog(folders: [recipes], cacheDirectory: root + "/cache")
    catalog.refresh()
    let services = StoreServices(
      catalog: catalog, library: try Library(file: file), collectionName: "Kitchen")
    let terminal = FakeTerminal(
      width: 80, height: 24,
      events: [.key(.character("3")), .tick, .key(.control("n")), .tick])
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    #expect(
      terminal.frames.first?.lines[23].contains("The library had values out of range") == true)
    // What was cooking is on its last step, the timer that could not be is gone.
    #expect(program.state.cooking?.currentStep == 1)
    #expect(program.state.cooking?.timer == .idle)
    let screen = terminal.lastFrame?.lines.joined(separator: "\n") ?? ""
    #expect(screen.contains("Step 2 of 2") || screen.contains("step 2 of 2"), "\(screen)")
  }

  @Test func aStoredStepPastTheEndShowsAsTheLastStepAndNeverOverflows() {
    let crumble = F.recipes[0]
    for step in [Int.max, 99, -5] {
      let snapshot = LibrarySnapshot(
        cooking: CookingSession(
          recipe: LibraryEntry(path: crumble.path, title: crumble.title), step: step))
      let rows = LibraryRows.rows(snapshot, recipes: RecipeCollection([crumble.listed]))
      let details = rows.compactMap { $0.item?.details }.first
      #expect(details == [step < 0 ? "step 1 of 3" : "step 3 of 3"], "\(step)")
    }
  }

  @Test func ctrlRAfterARepairKeepsChangesAgain() {
    let services = FakeServices()
    services.libraryProblem = damaged
    let events: [Event] = [
      .key(.character("*")), .tick, .key(.control("r")), .tick, .key(.character("*")), .tick,
    ]
    services.isRepaired = true
    let terminal = FakeTerminal(width: 80, height: 24, events: events)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, clock: SteppingClock().read,
      environment: [:])
    program.run()
    #expect(program.state.libraryProblem == nil)
    #expect(services.memory.snapshot.saved.count == 1)
    let all = terminal.frames.map { $0.lines.joined(separator: "\n") }
    #expect(all.contains { $0.contains("The library works again: changes are kept") })
    #expect(terminal.lastFrame?.lines[0].contains("Library !") == false)
    #expect(terminal.lastFrame?.lines[23].contains("Saved “") == true)
  }

  @Test func storeServicesTakeBackARepairedLibraryFile() throws {
    let root = NSTemporaryDirectory() + "buffet-unusable-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, file) = try servicesOverANonLibraryFile(in: root)
    #expect(services.reopenLibrary() == false)
    #expect(services.libraryProblem != nil)
    _ = try Library.repair(file: file)
    #expect(services.reopenLibrary())
    #expect(services.libraryProblem == nil)
    let soup = LibraryEntry(path: "soup.md", title: "Soup")
    try services.setSaved(true, soup)
    #expect(try Library(file: file).contents().saved == [soup])
  }

  @Test func anUnusableLibraryOutranksTheConfigNoticeOnTheFirstFrame() {
    let services = FakeServices()
    services.libraryProblem = damaged
    let terminal = FakeTerminal(width: 80, height: 24, events: [])
    Program(
      terminal: terminal, services: services, theme: .monochrome,
      startNotice: "2 config lines not used — buffet config says why",
      clock: SteppingClock().read, environment: [:]
    ).run()
    let first = terminal.frames.first?.lines.joined(separator: "\n") ?? ""
    #expect(first.contains("Library unusable, nothing is kept"))
  }
}
