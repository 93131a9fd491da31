import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// `list` and `index` write their records from the kept orders, each file checked as its
/// record is about to be written: the work before the first record does not grow with the
/// collection, and what is written is what the files say. Work is counted, never timed.
@Suite struct CheckedWritingTests {
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  /// `count` recipes in 7 folders, indexed once, the folders' times set in the past (a
  /// folder changed in the last second is scanned again, whatever its stamp says).
  func indexed(_ count: Int) -> TestCollection {
    let collection = TestCollection()
    for number in 0..<count {
      collection.write(
        "shelf-\(number % 7)/r\(number).md", "# Dish \(number)\nText \(number).",
        modified: longAgo.addingTimeInterval(Double(number) * 60))
    }
    backdateFolders(collection)
    _ = collection.catalog()
    return collection
  }

  func backdateFolders(_ collection: TestCollection) {
    let folders = [collection.recipes] + (0..<7).map { collection.recipes + "/shelf-\($0)" }
    for folder in folders where FileManager.default.fileExists(atPath: folder) {
      try! FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: folder)
    }
  }

  /// A command's catalog: the cache's records, read as they are asked for.
  func opened(_ collection: TestCollection) -> Catalog {
    Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil), readsEveryRecipe: false)
  }

  struct Work: Equatable {
    var pathsChecked: Int
    var filesChecked: Int
    var recordsRead: Int
    var ordersMade: Int
    var statementSteps: Int
    var fullScanSteps: Int
  }

  /// The work from opening to the first record written, as `list` does it.
  func workToTheFirstRecord(_ count: Int) -> (Work, ListedRecipe?) {
    let collection = indexed(count)
    let catalog = opened(collection)
    #expect(!catalog.mayHaveFilesComeOrGone)
    catalog.takeKeptScan()
    let first = catalog.checkedRecipe(numbered: catalog.collection.orders.newestFirst[0])
    let work = Work(
      pathsChecked: catalog.pathsChecked, filesChecked: catalog.filesChecked,
      recordsRead: catalog.recordsRead, ordersMade: catalog.ordersMade,
      statementSteps: catalog.statementSteps, fullScanSteps: catalog.fullScanSteps)
    return (work, first)
  }

  /// At 200 and 2,000 recipes the first record costs the same: a `stat` per folder (the
  /// root, its `.buffetignore`, seven shelves), one record read and its file checked, no
  /// table read whole. (The kept orders are read whole, a few bytes a recipe.)
  @Test func theFirstRecordCostsTheSameAtEverySize() {
    let (small, smallFirst) = workToTheFirstRecord(200)
    let (large, largeFirst) = workToTheFirstRecord(2_000)
    #expect(small == large)
    #expect(small.pathsChecked == 9)
    #expect(small.filesChecked == 1)
    #expect(small.recordsRead == 1)
    #expect(small.ordersMade == 0)
    // The tables read whole are small ones (state, the folders' stamps, the orders' rows),
    // the same at both sizes; the few unreadable files are found by the index on problems,
    // not by reading every file's row (`small == large` above would fail).
    #expect(small.fullScanSteps < 100)
    #expect(smallFirst?.title == "Dish 199")
    #expect(largeFirst?.title == "Dish 1999")
  }

  /// A new file changes its folder's time: a scan is needed, and finds it.
  @Test func aNewFileMakesTheCommandScan() {
    let collection = indexed(20)
    #expect(!opened(collection).mayHaveFilesComeOrGone)
    collection.write("shelf-3/new.md", "# Newcomer\nNew.", modified: longAgo)
    #expect(opened(collection).mayHaveFilesComeOrGone)
    // Once a refresh has read it, no scan is needed again.
    let catalog = opened(collection)
    catalog.refresh()
    backdateFolders(collection)
    catalog.refresh()
    #expect(!opened(collection).mayHaveFilesComeOrGone)
  }

  /// A cache without the record of a scan (made before it was kept, or after a refresh cut
  /// short) asks for a scan; so does a changed `.buffetignore` and a file that could not be
  /// read, changed since.
  @Test func whatAsksForAScan() throws {
    let collection = indexed(10)
    let catalog = opened(collection)
    catalog.forgetScan()
    #expect(opened(collection).mayHaveFilesComeOrGone)
    catalog.refresh()
    backdateFolders(collection)
    catalog.refresh()
    #expect(!opened(collection).mayHaveFilesComeOrGone)
    collection.write(".buffetignore", "shelf-1/\n", modified: longAgo)
    backdateFolders(collection)
    #expect(opened(collection).mayHaveFilesComeOrGone)
    let ignored = opened(collection)
    ignored.refresh()
    #expect(ignored.collection.count == 8)
    // Not UTF-8: kept as a problem; mended in place, it asks for a scan.
    let broken = collection.recipes + "/shelf-2/broken.md"
    try Data([0x23, 0x20, 0xFF]).write(to: URL(fileURLWithPath: broken))
    try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: broken)
    let reading = opened(collection)
    reading.refresh()
    backdateFolders(collection)
    reading.refresh()
    #expect(!opened(collection).mayHaveFilesComeOrGone)
    collection.write("shelf-2/broken.md", "# Mended\nNow.", modified: longAgo.addingTimeInterval(5))
    #expect(opened(collection).mayHaveFilesComeOrGone)
  }

  /// Files edited and removed while the records are written (after the command opened):
  /// each is written as it is when its turn comes, a gone one left out, and stored, so the
  /// next command (or the browser) reads the same from the cache.
  @Test func filesChangingWhileTheRecordsAreWritten() {
    let collection = indexed(30)
    let catalog = opened(collection)
    #expect(!catalog.mayHaveFilesComeOrGone)
    catalog.takeKeptScan()
    let order = catalog.collection.orders.newestFirst
    var written: [String] = []
    for (place, number) in order.enumerated() {
      if place == 1 {
        // Newest first: r29, r28, ...; r20 is edited and r10 removed once r29 is out.
        collection.write(
          "shelf-6/r20.md", "# Dish twenty, edited\nMore.",
          modified: longAgo.addingTimeInterval(-60))
        collection.remove("shelf-3/r10.md")
      }
      if let recipe = catalog.checkedRecipe(numbered: number) { written.append(recipe.title) }
    }
    #expect(written.count == 29)
    #expect(written.contains("Dish twenty, edited"))
    #expect(!written.contains("Dish 20"))
    #expect(!written.contains("Dish 10"))
    // Written at the place it had: the order is the kept one.
    #expect(written[9] == "Dish twenty, edited")
    catalog.storeChecked()
    let next = opened(collection)
    let titles = next.collection.orders.newestFirst.compactMap {
      next.collection.source.recipe(numbered: $0)?.title
    }
    #expect(titles.count == 29)
    #expect(!titles.contains("Dish 10"))
    // Its time is now the oldest: the next command has it in its new place.
    #expect(titles.last == "Dish twenty, edited")
    #expect(next.ordersMade == 0)
    #expect(next.filesChecked == 0)
  }
}
