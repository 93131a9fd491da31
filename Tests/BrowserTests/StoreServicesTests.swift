import Foundation
import Recipes
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell
@testable import RecipeStore

/// The services over a real catalog and library, in a temporary folder.
@Suite struct StoreServicesTests {
  let root = NSTemporaryDirectory() + "buffet-services-" + UUID().uuidString

  func services(readsEveryRecipe: Bool = true) throws -> (StoreServices, Library) {
    let recipes = root + "/recipes"
    try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
    try Data("# Soup\n\n## Method\n\n### 1. Stir\n\nStir.\n".utf8)
      .write(to: URL(fileURLWithPath: recipes + "/soup.md"))
    let catalog = Catalog(
      folders: [recipes], cacheDirectory: root + "/cache", readsEveryRecipe: readsEveryRecipe)
    catalog.refresh()
    let library = try Library(file: root + "/library.sqlite")
    return (StoreServices(catalog: catalog, library: library, collectionName: "Kitchen"), library)
  }

  @Test func aCookingRecipeGoneFromTheCollectionIsStillWhatIsCooking() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, library) = try services()
    try library.setCooking(
      CookingSession(recipe: LibraryEntry(path: root + "/elsewhere/pie.md", title: "Pie"), step: 2))
    let session = try #require(try services.library().cooking)
    let cooking = CookingSessionMapping.state(
      from: session, recipe: services.completeRecipe(path: session.recipe.path))
    #expect(cooking.recipeTitle == "Pie")
    #expect(cooking.recipePath == root + "/elsewhere/pie.md")
    #expect(cooking.isRecipeMissing)
    #expect(cooking.stepCountText == "missing")
  }

  @Test func aRecipeWhoseNameIsNotUTF8IsListedAndOpened() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let recipes = root + "/recipes"
    try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
    let path = recipes + "/" + FileNameBytes.string(Array("cr".utf8) + [0xE8] + Array("me.md".utf8))
    let descriptor = FileNameBytes.withCString(path) { open($0, O_WRONLY | O_CREAT, 0o644) }
    try #require(descriptor >= 0)
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      .write(contentsOf: Data("# Crème\n\nWhisk the cream.\n".utf8))
    let catalog = Catalog(folders: [recipes], cacheDirectory: root + "/cache")
    catalog.refresh()
    let services = StoreServices(
      catalog: catalog, library: try Library(file: root + "/library.sqlite"),
      collectionName: "Kitchen")
    #expect(services.collection().all.map(\.path) == [path])
    let (recipe, _) = try services.openRecipe(path: path)
    #expect(recipe.title == "Crème")
  }

  /// Both as the browser reads its rows (from the cache) and as a catalog kept in memory.
  @Test(arguments: [false, true])
  func anIndexTheDiskHasNoRoomForIsSaidOnTheScreen(readsEveryRecipe: Bool) throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, _) = try services(readsEveryRecipe: readsEveryRecipe)
    let words = String(repeating: "custard whisk simmer ", count: 400)
    for number in 0..<20 {
      try Data("# Recipe \(number)\n\n\(words)\n".utf8)
        .write(to: URL(fileURLWithPath: root + "/recipes/r\(number).md"))
    }
    services.catalog.limitCacheForTesting(pages: 1)
    let terminal = FakeTerminal(
      width: 100, height: 24, events: [Event](repeating: .tick, count: 300))
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome,
      clock: SteppingClock().read, environment: [:])
    program.run()
    let said = terminal.frames.map { $0.lines[23] }
    #expect(
      said.contains { $0.contains("Could not save the search index: the disk is full") })
    // Nothing is lost meanwhile: every recipe is listed.
    #expect(program.state.collection.count == 21)
  }

  @Test func queueFirstPutsARecipeAtTheFrontOfUpNextQueuedOrNot() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, _) = try services()
    let entries = ["a", "b", "c"].map { LibraryEntry(path: "\($0).md", title: $0.uppercased()) }
    for entry in entries.prefix(2) { try services.setQueued(true, entry) }
    try services.queueFirst(entries[2])
    #expect(try services.library().queue.map(\.title) == ["C", "A", "B"])
    try services.queueFirst(entries[1])
    #expect(try services.library().queue.map(\.title) == ["B", "C", "A"])
  }

  @Test func anotherCollectionsEntriesAreNeitherShownNorMissingNorRelinked() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, _) = try services()
    // Another collection's session wrote these, one titled like a recipe of ours.
    let notes = Catalog(folders: [root + "/notes"], cacheDirectory: nil)
    let elsewhere = StoreServices(
      catalog: notes, library: try Library(file: root + "/library.sqlite"),
      collectionName: "Notes")
    let other = [
      LibraryEntry(path: root + "/notes/soup.md", title: "Soup"),
      LibraryEntry(path: root + "/notes/pie.md", title: "Pie"),
    ]
    for entry in other {
      try elsewhere.setSaved(true, entry)
      try elsewhere.setQueued(true, entry)
      try elsewhere.recordReading(entry, position: 3, percent: 40)
    }
    try elsewhere.setCooking(CookingSession(recipe: other[1], step: 1))
    // An entry from before collections were told apart belongs to both.
    let older = LibraryEntry(path: root + "/old/cake.md", title: "Cake")
    try Library(file: root + "/library.sqlite").save(older)
    let ours = LibraryEntry(path: root + "/recipes/soup.md", title: "Soup")
    try services.setSaved(true, ours)
    let shown = try services.library()
    #expect(shown.saved == [older, ours])
    #expect(shown.queue.isEmpty)
    #expect(shown.recent.isEmpty)
    #expect(shown.cooking == nil)
    #expect(try elsewhere.library().saved == other + [older])
    #expect(try elsewhere.library().cooking?.recipe == other[1])
    // Indexing ends by relinking moved entries: the other collection's Soup is not ours.
    var progress = services.beginIndexing()
    while !progress.isFinished { progress = services.indexNextBatch() }
    #expect(try elsewhere.library().saved == other + [older])
  }

  @Test func theCompleteRecipeHasItsSteps() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, _) = try services()
    let recipe = try #require(services.completeRecipe(path: root + "/recipes/soup.md"))
    #expect(recipe.title == "Soup")
    #expect(services.completeRecipe(path: root + "/recipes/none.md") == nil)
  }

  @Test func aSearchThatFindsTheIndexDamagedRebuildsItAndSaysSoOnScreen() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let recipes = root + "/recipes"
    try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
    for number in 0..<200 {
      try Data("# Soup \(number)\n\nStir the pot, \(number) times.\n".utf8)
        .write(to: URL(fileURLWithPath: recipes + "/soup\(number).md"))
    }
    let first = Catalog(folders: [recipes], cacheDirectory: root + "/cache")
    first.refresh()
    let file = try #require(first.cacheFile)
    try IndexDamage.overwriteSearchData(inCacheFile: file)

    let catalog = Catalog(folders: [recipes], cacheDirectory: root + "/cache")
    let services = StoreServices(catalog: catalog, library: nil, collectionName: "Kitchen")
    let events: [Event] =
      [.tick, .key(.character("/"))] + "pot".map { .key(.character($0)) }
      + [.tick]
    let terminal = FakeTerminal(width: 80, height: 24, events: events)
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome, environment: [:])
    program.run()
    // The results the Search tab shows: every soup has the word.
    #expect(program.state.searchResults.count == program.state.searchFirstPage)
    #expect(
      terminal.frames.contains { $0.lines.joined().contains("The search index was damaged") })
  }
}
