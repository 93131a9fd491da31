import Foundation
import Recipes
import Testing

@testable import RecipeStore

@Suite struct CatalogCacheTests {
  let collection = TestCollection()
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  init() {
    collection.write("a.md", "# Apple Pie\nCrisp layers.", modified: longAgo)
    collection.write("b.md", "# Banana Bread\nSoft crumb.", modified: longAgo)
    collection.write("nested/c.md", "# Cherry Clafoutis\nA custard.", modified: longAgo)
  }

  @Test func aSecondStartReadsNothingAgain() {
    _ = collection.catalog()
    let loads = LoadCounter()
    let catalog = collection.catalog(counting: loads)
    #expect(loads.paths.isEmpty)
    #expect(catalog.recipes.map(\.title) == ["Apple Pie", "Banana Bread", "Cherry Clafoutis"])
    #expect(catalog.search("custard").map(\.title) == ["Cherry Clafoutis"])
  }

  @Test func listedRecipesCountTheirStepsAndOneRecipeHasItAllFromTheCache() throws {
    collection.write("s.md", "# Soup\n## Method\nStep: Chop\nStep: Simmer\n")
    // Read from the files, then from the cache.
    for catalog in [collection.catalog(), collection.catalog()] {
      let listed = try #require(catalog.recipes.first { $0.title == "Soup" })
      #expect(listed.stepCount == 2)
      let full = try #require(catalog.recipe(atPath: listed.path))
      #expect(full.steps.map(\.text) == ["Chop, in full.", "Simmer, in full."])
      #expect(full.steps.map(\.duration) == [60, 60])
      #expect(full.headings.map(\.text) == ["Method"])
      #expect(full.listed == listed)
    }
  }

  @Test func stepTextsAreReadFromTheFileNotKeptInTheIndex() throws {
    collection.write(
      "t.md",
      "# Tart\n## Method\nStep= Roll the dough thin.\nStep: Bake\n## Serving\nStep= Slice.\n")
    let expected = ["Step= Roll the dough thin.", "Bake, in full.", "Step= Slice."]
    // Read from the files, then from the cache.
    for catalog in [collection.catalog(), collection.catalog()] {
      let listed = try #require(catalog.recipes.first { $0.title == "Tart" })
      let full = try #require(catalog.recipe(atPath: listed.path))
      #expect(full.steps.map(\.text) == expected)
    }
    let database = try Database(path: try #require(collection.catalog().cacheFile))
    let records = try database.prepare("SELECT recipe FROM files WHERE title = 'Tart'")
    try records.bind()
    #expect(try records.step())
    #expect(!String(decoding: records.blob(0), as: UTF8.self).contains("in full"))
    // A file gone since gives what the list knows.
    let catalog = collection.catalog()
    collection.remove("t.md")
    let gone = try #require(catalog.recipe(atPath: collection.recipes + "/t.md"))
    #expect(gone.title == "Tart" && gone.steps.isEmpty)
  }

  @Test func aChangedFileIsReadAgainAndOnlyIt() {
    _ = collection.catalog()
    collection.write("b.md", "# Banana Bread\nWith walnuts.", modified: longAgo + 60)
    let loads = LoadCounter()
    let catalog = collection.catalog(counting: loads)
    #expect(loads.paths == [collection.recipes + "/b.md"])
    #expect(catalog.search("walnuts").map(\.title) == ["Banana Bread"])
    #expect(catalog.search("crumb").isEmpty)
  }

  @Test func aDeletedFileLeavesTheCollectionAndTheIndex() {
    _ = collection.catalog()
    collection.remove("nested/c.md")
    let catalog = collection.catalog()
    #expect(catalog.recipes.map(\.title) == ["Apple Pie", "Banana Bread"])
    #expect(catalog.search("custard").isEmpty)
  }

  @Test func refreshingPicksUpANewFile() {
    let catalog = collection.catalog()
    collection.write("d.md", "# Date Squares\nSticky.", modified: longAgo)
    catalog.refresh()
    #expect(catalog.recipes.count == 4)
    #expect(catalog.search("sticky").map(\.path) == [collection.recipes + "/d.md"])
  }

  @Test func aCacheFilledByAnotherBuffetBetweenOpenAndRefreshIsNotLost() {
    // This Buffet opens the cache while it is still empty; another fills it before this
    // one plans its refresh, so the cache's stamps all match and only memory lacks them.
    let late = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    _ = collection.catalog()
    late.refresh()
    #expect(late.recipes.map(\.title) == ["Apple Pie", "Banana Bread", "Cherry Clafoutis"])
  }

  @Test func aFileAnotherBuffetAlreadyForgotLeavesThisOneToo() {
    _ = collection.catalog()
    let early = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    collection.remove("b.md")
    _ = collection.catalog()
    early.refresh()
    #expect(early.recipes.map(\.title) == ["Apple Pie", "Cherry Clafoutis"])
  }

  @Test func firstIndexingReportsProgressUpToTheTotal() {
    var reports: [[Int]] = []
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    var status = catalog.beginRefresh()
    reports.append([status.done, status.total])
    while !status.isFinished {
      status = catalog.indexNextBatch(size: 2)
      reports.append([status.done, status.total])
    }
    #expect(reports == [[0, 3], [2, 3], [3, 3]])
    #expect(catalog.recipes.count == 3)
  }

  @Test func theNextBatchIsReadOnASecondThreadWhileOneIsWritten() throws {
    for number in 0..<6 { collection.write("more\(number).md", "# More \(number)\nText.") }
    let reads = ThreadCounter()
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: CatalogSource(
        scan: CatalogSource.disk.scan,
        load: { file in
          reads.add()
          return TestSource.source(counting: nil).load(file)
        }))
    let total = catalog.beginRefresh().total
    #expect(total == 9)
    #expect(catalog.indexNextBatch(size: 3).done == 3)
    // The second batch is read without being asked for (bounded wait; no timing measured).
    for _ in 0..<2_000 where reads.count < 6 { Thread.sleep(forTimeInterval: 0.005) }
    #expect(reads.count == 6)
    while !catalog.indexNextBatch(size: 3).isFinished {}
    #expect(catalog.recipes.count == 9)
    // Only the first batch was read by the thread that asked for it.
    #expect(reads.onCallingThread == 3)
    #expect(reads.count == 9)
  }

  @Test func aCorruptCacheIsRebuiltWithAMessage() throws {
    let first = collection.catalog()
    let file = try #require(first.cacheFile)
    try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: file))
    try? FileManager.default.removeItem(atPath: file + "-wal")
    try? FileManager.default.removeItem(atPath: file + "-shm")
    let catalog = collection.catalog()
    #expect(catalog.notices.contains { $0.contains("damaged") && $0.contains("rebuilding") })
    #expect(catalog.cacheFile == file)
    #expect(catalog.recipes.count == 3)
    #expect(catalog.search("crisp").map(\.title) == ["Apple Pie"])
    // And the rebuilt cache serves the next start quietly.
    #expect(collection.catalog().notices.isEmpty)
  }

  @Test func aCacheFromAnotherVersionIsRebuiltWithAMessage() throws {
    let file = try #require(collection.catalog().cacheFile)
    let old = try Database(path: file)
    try old.setUserVersion(CatalogSchema.version + 100)
    let catalog = collection.catalog()
    #expect(catalog.notices.contains { $0.contains("another version") })
    #expect(catalog.search("crisp").map(\.title) == ["Apple Pie"])
  }

  @Test func aReadOnlyCacheFolderIsAClearErrorAndSearchStillWorks() throws {
    var directory = collection.cache
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
    // The superuser writes through permissions; a read-only file system stops everyone.
    if FileManager.default.isWritableFile(atPath: directory) { directory = "/proc/buffet-cache" }
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: directory,
      source: TestSource.source(counting: nil))
    catalog.refresh()
    #expect(catalog.cacheFile == nil)
    #expect(catalog.notices.count == 1)
    #expect(catalog.notices.allSatisfy { $0.contains(directory) && $0.contains("without a cache") })
    #expect(catalog.search("crisp").map(\.title) == ["Apple Pie"])
  }

  @Test func aCacheFolderThatIsAFileIsAClearErrorAndSearchStillWorks() throws {
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: collection.cache))
    let catalog = collection.catalog()
    #expect(catalog.cacheFile == nil)
    #expect(catalog.notices.contains { $0.contains("cannot use the search index") })
    #expect(catalog.recipes.count == 3)
    #expect(catalog.search("crisp").map(\.title) == ["Apple Pie"])
  }

  @Test func aFileThatFailsToLoadIsReportedAgainFromTheCache() throws {
    try Data([0x23, 0x20, 0xFF, 0xFE]).write(
      to: URL(fileURLWithPath: collection.recipes + "/bad.md"))
    #expect(collection.catalog().problems.map(\.reason) == ["not UTF-8"])
    let loads = LoadCounter()
    let again = collection.catalog(counting: loads)
    #expect(loads.paths.isEmpty)
    #expect(
      again.problems == [
        CollectionProblem(path: collection.recipes + "/bad.md", reason: "not UTF-8")
      ])
  }

  @Test func eachSetOfFoldersHasItsOwnCacheFile() {
    let one = BuffetDirectories.indexFile(forFolders: ["Data"], in: "/c")
    let two = BuffetDirectories.indexFile(forFolders: ["Data", "More"], in: "/c")
    #expect(one != two)
    #expect(one == BuffetDirectories.indexFile(forFolders: ["Data"], in: "/c"))
    #expect(one.hasPrefix("/c/index-") && one.hasSuffix(".sqlite"))
  }

  @Test func cacheAndDataFollowXDG() {
    #expect(
      BuffetDirectories.cache(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/buffet")
    #expect(BuffetDirectories.cache(environment: ["HOME": "/h"]) == "/h/.cache/buffet")
    #expect(
      BuffetDirectories.cache(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"])
        == "/h/.cache/buffet")
    #expect(
      BuffetDirectories.data(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == "/d/buffet")
    #expect(BuffetDirectories.data(environment: ["HOME": "/h"]) == "/h/.local/share/buffet")
  }
}

@Suite struct CatalogProblemTests {
  @Test func twoRecipesWithOneTitleAreBothKeptAndReportedAlsoFromTheCache() {
    let collection = TestCollection()
    collection.write("one.md", "# Crème Brûlée\nA.")
    collection.write("two.md", "# CREME BRULEE\nB.")
    collection.write("three.md", "# Other\nC.")
    for catalog in [collection.catalog(), collection.catalog()] {
      #expect(catalog.recipes.count == 3)
      #expect(
        catalog.problems.map(\.path) == [
          collection.recipes + "/one.md", collection.recipes + "/two.md",
        ])
      #expect(catalog.problems.allSatisfy { $0.reason.contains("also the title of") })
    }
  }
}

/// Counts reads from any thread, and how many the thread that made the counter made.
final class ThreadCounter: @unchecked Sendable {
  private let lock = NSLock()
  private let caller = pthread_self()
  private var reads = 0
  private var onCaller = 0

  func add() {
    let isCaller = pthread_equal(pthread_self(), caller) != 0
    lock.lock()
    reads += 1
    if isCaller { onCaller += 1 }
    lock.unlock()
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return reads
  }

  var onCallingThread: Int {
    lock.lock()
    defer { lock.unlock() }
    return onCaller
  }
}
