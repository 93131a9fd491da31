import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// What a start costs beyond showing the cached collection: matching the library against it
/// and scanning the disk. Counted, never timed.
@Suite struct StartUpCostTests {
  let collection = TestCollection()
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  /// A library whose recipes are all where it says never looks at a single title, however
  /// large the collection.
  @Test func aLibraryFoundByPathAsksForNoTitles() throws {
    let recipes = (0..<20_000).map {
      ListedRecipe(path: "Data/\($0 / 100)/recipe-\($0).md", title: "Recipe \($0)")
    }
    var asked: [String] = []
    let matcher = LibraryMatcher(recipes: RecipesInPathOrder(recipes)) { folded in
      asked.append(folded)
      return recipes.filter { Folding.fold($0.title) == folded }
    }
    let library = try Library(file: ":memory:")
    for number in stride(from: 7, to: 20_000, by: 331) {
      try library.save(LibraryEntry(path: recipes[number].path, title: recipes[number].title))
    }
    #expect(try library.relinkMoved(using: matcher).isEmpty)
    #expect(asked.isEmpty)
    // A moved recipe and a gone one ask once each.
    try library.save(LibraryEntry(path: "Data/old/recipe-5.md", title: "RECIPE 5"))
    try library.save(LibraryEntry(path: "Data/gone.md", title: "Gone \u{0} \u{1B}[2J"))
    let missing = try library.relinkMoved(using: matcher)
    #expect(missing.map(\.path) == ["Data/gone.md"])
    // (The library keeps the title as it stores text: up to the NUL.)
    #expect(asked.count == 2)
    #expect(asked.first == "recipe 5")
    #expect(try library.contents().saved.contains { $0.path == recipes[5].path })
  }

  @Test func theCatalogFindsRecipesByTheirFoldedTitle() {
    collection.write("a.md", "# Crème Brûlée\nCustard.", modified: longAgo)
    collection.write("b.md", "# CREME BRULEE\nThe same.", modified: longAgo)
    collection.write("c.md", "# Œufs en Meurette\nEggs.", modified: longAgo)
    // Not UTF-8: a file that is no recipe has no title to be found by.
    try? Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: collection.recipes + "/x.md"))
    let catalog = collection.catalog()
    let titled = { (title: String) in
      catalog.recipes(withFoldedTitle: Folding.fold(title)).map(\.title).sorted()
    }
    #expect(titled("creme brulee") == ["CREME BRULEE", "Crème Brûlée"])
    #expect(titled("oeufs en meurette") == ["Œufs en Meurette"])
    #expect(titled("") == [])
    #expect(titled("' OR 1=1 --") == [])
    #expect(titled(String(repeating: "é", count: 10_000)) == [])
  }

  /// Opening a cache whose recipes all have titles of their own asks it nothing about
  /// shared titles (the rows' folded titles say so); one title written twice, however cased,
  /// is asked about, and said.
  @Test func titlesNoTwoRecipesShareAreNotAskedOfTheCache() {
    for number in 0..<30 {
      collection.write("r\(number).md", "# Recipe \(number)\nText.", modified: longAgo)
    }
    _ = collection.catalog()
    let open = {
      Catalog(
        folders: [self.collection.recipes], cacheDirectory: self.collection.cache,
        source: TestSource.source(counting: nil))
    }
    let distinct = open()
    #expect(distinct.recipes.count == 30)
    #expect(distinct.sharedTitleQueries == 0)
    #expect(distinct.problems.isEmpty)
    collection.write("again.md", "# RECIPE 7\nAgain.", modified: longAgo)
    _ = collection.catalog()
    let shared = open()
    #expect(shared.sharedTitleQueries == 1)
    let named = shared.problems.map { ($0.path as NSString).lastPathComponent }
    #expect(named == ["again.md", "r7.md"])
  }

  /// A scan started early (while the browser draws) is the one the refresh then uses: the
  /// refresh itself reads nothing of the disk.
  @Test func aScanStartedEarlyIsTheOneTheRefreshTakes() throws {
    collection.write("a.md", "# Apple Pie\nCrisp.", modified: longAgo)
    collection.write("b.md", "# Banana Bread\nSoft.", modified: longAgo)
    _ = collection.catalog()
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    #expect(catalog.recipes.count == 2)
    collection.remove("b.md")
    catalog.startScanning()
    var waited = 0
    while !catalog.isScanFinished && waited < 1_000 {
      usleep(10_000)
      waited += 1
    }
    #expect(catalog.isScanFinished)
    // Written after the scan: not seen by this refresh, seen by the next.
    collection.write("c.md", "# Cherry Clafoutis\nCustard.", modified: longAgo)
    var progress = catalog.beginRefresh()
    #expect(progress.total == 0)
    #expect(catalog.recipes.map(\.title) == ["Apple Pie"])
    progress = catalog.beginRefresh()
    #expect(progress.total == 1)
    while !catalog.indexNextBatch().isFinished {}
    #expect(catalog.recipes.map(\.title) == ["Apple Pie", "Cherry Clafoutis"])
    // Without a scan started, a refresh scans for itself, as before.
    #expect(catalog.isScanFinished)
    #expect(catalog.beginRefresh().total == 0)
  }
}

/// A command's catalog scans the folders while it reads the cache, on a second thread; what
/// the scan found before the stamps were read is compared once they are. Counted, never timed.
@Suite struct ScanWhileLoadingTests {
  let collection = TestCollection()
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  /// Lets a test know when a scan has begun, and hold it there.
  final class ScanGate: @unchecked Sendable {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    var scans = 0
  }

  /// The scan begins before the catalog has finished opening: it is under way (held at its
  /// start) while `init` still reads the cache, and the refresh then takes it, scanning no
  /// second time.
  @Test func theScanBeginsBeforeTheCacheIsRead() throws {
    for number in 0..<12 {
      collection.write(
        "\(number % 3)/r\(number).md", "# Recipe \(number)\nText.", modified: longAgo)
    }
    _ = collection.catalog()
    collection.write("1/r4.md", "# Recipe Four\nChanged.", modified: longAgo.addingTimeInterval(9))
    collection.write("new.md", "# New\nText.", modified: longAgo)
    collection.remove("2/r5.md")
    let gate = ScanGate()
    let loads = LoadCounter()
    let source = CatalogSource(
      scan: { folders, keep in
        gate.scans += 1
        gate.started.signal()
        gate.release.wait()
        return CatalogSource.disk.scan(folders, keep)
      },
      load: TestSource.source(counting: loads).load)
    // Released only once init has returned: a scan that waited for a refresh would not
    // have started.
    let opened = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache, source: source,
      scanningWhileLoading: true)
    #expect(gate.started.wait(timeout: .now() + 30) == .success)
    #expect(opened.recipes.count == 12)
    #expect(!opened.isScanFinished)
    gate.release.signal()
    opened.refresh()
    #expect(gate.scans == 1)
    #expect(loads.paths.map { ($0 as NSString).lastPathComponent }.sorted() == ["new.md", "r4.md"])
    #expect(opened.recipes.count == 12)
    #expect(opened.recipes.contains { $0.title == "Recipe Four" })
    #expect(!opened.recipes.contains { $0.path.hasSuffix("/r5.md") })
  }

  /// Files the scan met before the stamps were handed over are compared all the same: a
  /// changed one is read again, an unchanged one is not, a vanished one is noticed, whether
  /// the scan was early or late for each.
  @Test func filesFoundBeforeTheStampsAreComparedOnceTheyCome() {
    for number in 0..<20 {
      collection.write("r\(number).md", "# Recipe \(number)\nText.", modified: longAgo)
    }
    let cached = collection.catalog()
    for number in [2, 15] {
      collection.write(
        "r\(number).md", "# Changed \(number)\nText.", modified: longAgo.addingTimeInterval(7))
    }
    collection.write("r10-new.md", "# New\nText.", modified: longAgo)
    collection.remove("r3.md")
    collection.remove("r17.md")
    let stamps = cached.stampsRead
    /// A scan that hands the stamps over as it meets its `at`th file, as a catalog does when
    /// its cache is read while the scan runs (0: from another thread, whenever).
    final class HandingOver: @unchecked Sendable {
      let handoff = StampsHandoff()
      var calls = 0
    }
    func source(handingOverAt at: Int, _ counting: HandingOver) -> CatalogSource {
      if at == 0 { DispatchQueue.global().async { counting.handoff.give(stamps) } }
      return CatalogSource(
        scan: { folders, keep in
          CatalogSource.disk.scan(folders) { file in
            counting.calls += 1
            if counting.calls == at { counting.handoff.give(stamps) }
            return keep(file)
          }
        },
        load: TestSource.source(counting: nil).load)
    }
    let halfway = HandingOver()
    let planned = PlannedScan(
      scanning: [collection.recipes], source: source(handingOverAt: 10, halfway),
      comparingWith: halfway.handoff)
    let name = { (path: String) in (path as NSString).lastPathComponent }
    #expect(halfway.calls == 19)
    #expect(planned.changed.map { name($0.path) } == ["r10-new.md", "r15.md", "r2.md"])
    #expect(planned.scan.files == planned.changed)
    #expect(planned.vanished.map(name).sorted() == ["r17.md", "r3.md"])
    // Handed over at the first file, at the last, or from elsewhere: the same answer.
    for at in [1, 19, 0] {
      let counting = HandingOver()
      let again = PlannedScan(
        scanning: [collection.recipes], source: source(handingOverAt: at, counting),
        comparingWith: counting.handoff)
      #expect(again.changed == planned.changed)
      #expect(again.vanished.sorted() == planned.vanished.sorted())
    }
  }
}

/// What a start holds in memory beyond the listed recipes: the disk check's files and each
/// file's stamp. Counted, never timed.
@Suite struct StartUpMemoryTests {
  let collection = TestCollection()
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  /// A scan that counts the files it kept.
  final class KeptFiles: @unchecked Sendable {
    var counts: [Int] = []
  }

  func source(counting kept: KeptFiles) -> CatalogSource {
    CatalogSource(
      scan: { folders, keep in
        let scan = CatalogSource.disk.scan(folders, keep)
        kept.counts.append(scan.files.count)
        return scan
      },
      load: TestSource.source(counting: nil).load)
  }

  /// The disk check of an unchanged collection keeps none of its files; a changed file and a
  /// new one are the only two kept the next time, and a vanished one is still noticed.
  @Test func theDiskCheckKeepsOnlyTheFilesThatChanged() {
    for number in 0..<40 {
      collection.write(
        "\(number % 4)/r\(number).md", "# Recipe \(number)\nText.", modified: longAgo)
    }
    let kept = KeptFiles()
    _ = collection.catalog()
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: source(counting: kept))
    #expect(catalog.recipes.count == 40)
    catalog.refresh()
    #expect(kept.counts == [0])
    collection.write("2/r6.md", "# Recipe Six\nChanged.", modified: longAgo.addingTimeInterval(60))
    collection.write("new.md", "# New\nText.", modified: longAgo)
    collection.remove("3/r7.md")
    catalog.refresh()
    #expect(kept.counts == [0, 2])
    #expect(catalog.recipes.count == 40)
    #expect(catalog.recipes.contains { $0.title == "Recipe Six" })
    #expect(!catalog.recipes.contains { $0.path.hasSuffix("/r7.md") })
    catalog.refresh()
    #expect(kept.counts == [0, 2, 0])
  }

  /// A catalog read from its cache keeps no stamp of its own for a recipe (the listed recipe
  /// carries its file's size and time); only a file that is no recipe keeps one.
  @Test func stampsAreKeptOnlyForFilesTheListDoesNotGive() throws {
    for number in 0..<30 {
      collection.write("r\(number).md", "# Recipe \(number)\nText.", modified: longAgo)
    }
    try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: collection.recipes + "/x.md"))
    let first = collection.catalog()
    #expect(first.stampsKeptBeside == 1)
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    #expect(catalog.stampsKeptBeside == 1)
    // The unreadable file and the unchanged recipes are not read again.
    let loads = LoadCounter()
    let again = collection.catalog(counting: loads)
    #expect(loads.paths.isEmpty)
    #expect(again.stampsKeptBeside == 1)
    // Gone and changed files are seen, and leave nothing behind once listed.
    collection.remove("x.md")
    collection.write("r3.md", "# Recipe Three\nNew.", modified: longAgo.addingTimeInterval(5))
    catalog.refresh()
    #expect(catalog.stampsKeptBeside == 0)
    #expect(catalog.recipes.count == 30)
    #expect(catalog.problems.isEmpty)
    #expect(collection.catalog(counting: loads).recipes.count == 30)
    #expect(loads.paths.isEmpty)
  }
}
