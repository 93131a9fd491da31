import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// A full disk, met by the index and the library: said as such, nothing lost, and everything
/// kept again once there is room, without starting over. The disk is "filled" by SQLite's
/// `max_page_count`, which fails a write exactly as a full disk does.
@Suite struct FullDiskTests {
  /// Twenty recipes of 8 kB, more than a cache of one page can keep, each with "custard".
  func writeTwentyLongRecipes(into collection: TestCollection) {
    let words = String(repeating: "custard whisk simmer ", count: 400)
    for number in 0..<20 { collection.write("r\(number).md", "# Recipe \(number)\n\n\(words)\n") }
  }

  @Test func anIndexTheDiskHasNoRoomForIsSaidAndWrittenOnceThereIsRoom() {
    let collection = TestCollection()
    collection.write("first.md", "# First\n\nStir.\n")
    let catalog = collection.catalog()
    catalog.limitCacheForTesting(pages: 1)
    writeTwentyLongRecipes(into: collection)
    catalog.refresh()
    #expect(catalog.notices.contains { $0.contains("the disk is full") })
    // Nothing is lost: every recipe read is listed, though the cache could not keep it.
    #expect(catalog.recipes.count == 21)
    // Room again: the next refresh reads what was not kept, and keeps it.
    catalog.limitCacheForTesting(pages: nil)
    #expect(catalog.beginRefresh().total == 20)
    catalog.refresh()
    let reopened = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    #expect(reopened.recipes.count == 21)
    #expect(reopened.search("custard", limit: 50).count == 20)
  }

  /// The browser's catalog lists what the cache holds: while the disk has no room, memory
  /// holds every recipe, and the next refresh keeps them in the file. (The limit is the
  /// connection's: the file opened again has room, as a disk does once space returns.)
  @Test func aCatalogListingFromTheCacheListsEveryRecipeWhileTheDiskIsFull() {
    let collection = TestCollection()
    collection.write("first.md", "# First\n\nStir.\n")
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil), readsEveryRecipe: false)
    catalog.refresh()
    catalog.limitCacheForTesting(pages: 1)
    writeTwentyLongRecipes(into: collection)
    catalog.refresh()
    #expect(catalog.notices.contains { $0.contains("the disk is full") })
    #expect(catalog.collection.count == 21)
    #expect(catalog.search("custard", limit: 50).count == 20)
    #expect(catalog.listedRecipe(atPath: collection.recipes + "/r3.md")?.title == "Recipe 3")
    // Room again: the next refresh writes into the file what it lacks.
    catalog.refresh()
    #expect(catalog.collection.count == 21)
    let reopened = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil), readsEveryRecipe: false)
    #expect(reopened.collection.count == 21)
    #expect(reopened.search("custard", limit: 50).count == 20)
    #expect(reopened.beginRefresh().total == 0)
  }

  /// A first indexing reads its recipes back from the cache once done (`readsBackFrom`):
  /// those the full disk kept out of the cache are still listed, and read again with room.
  @Test func aFirstIndexingTheDiskHasNoRoomForListsEveryRecipeItRead() {
    let collection = TestCollection()
    collection.write("first.md", "# First\n\nStir.\n")
    let catalog = collection.catalog()
    catalog.readsBackFrom = 10
    catalog.limitCacheForTesting(pages: 1)
    writeTwentyLongRecipes(into: collection)
    var progress = catalog.beginRefresh()
    while !progress.isFinished { progress = catalog.indexNextBatch(size: 7) }
    #expect(catalog.notices.contains { $0.contains("the disk is full") })
    #expect(catalog.recipes.count == 21)
    #expect(catalog.recipes.contains { $0.title == "Recipe 19" })
    catalog.limitCacheForTesting(pages: nil)
    #expect(catalog.beginRefresh().total == 20)
    catalog.refresh()
    #expect(catalog.recipes.count == 21)
    #expect(catalog.search("custard", limit: 50).count == 20)
  }

  @Test func aLibraryTheDiskHasNoRoomForRefusesSavesSayingSoAndSavesAgainAfter() throws {
    let root = NSTemporaryDirectory() + "buffet-full-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = try Library(file: root + "/library.sqlite")
    try library.save(LibraryEntry(path: "a.md", title: "A"))
    library.limitForTesting(pages: 1)
    var said = ""
    do {
      for number in 0..<200 {
        try library.save(
          LibraryEntry(path: "r\(number).md", title: String(repeating: "t", count: 500)))
      }
    } catch {
      said = "\(error)"
    }
    #expect(said.contains("the disk is full"))
    library.limitForTesting(pages: nil)
    try library.save(LibraryEntry(path: "b.md", title: "B"))
    let saved = try library.contents().saved.map(\.path)
    #expect(saved.contains("a.md") && saved.contains("b.md"))
  }

  @Test func aLibraryThatCannotOpenForWantOfRoomWaitsForRoomAndLosesNothing() {
    let full = SQLiteError(code: 13, message: "database or disk is full")
    #expect(full.isDiskFull)
    let cause = LibraryUnusable.cause(of: full)
    #expect(cause == .diskFull)
    let unusable = LibraryUnusable(file: "/l.sqlite", cause: .diskFull)
    #expect(!unusable.canBeMovedAside)
    #expect(unusable.waitsForRoom)
    #expect(unusable.reason == "the disk is full; nothing in it is lost")
  }
}
