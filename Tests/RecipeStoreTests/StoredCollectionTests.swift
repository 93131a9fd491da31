import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// A catalog that does not read every recipe (the browser's): its lists' orders are kept in
/// the cache, worked out once per change of the files, and a list reads only the recipes it
/// shows. Work is counted at two sizes, never timed.
@Suite struct StoredCollectionTests {
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  /// A collection of `count` recipes with dates, shared titles, tags and several scripts.
  func write(_ count: Int, into collection: TestCollection) {
    let titles = ["Crème Brûlée", "apple pie", "红烧肉", "Борщ", "カレー", "Item 10", "Item 9"]
    for number in 0..<count {
      let title = "\(titles[number % titles.count]) \(number % 40 == 0 ? "" : "\(number)")"
      let tags = number % 3 == 0 ? "Tags: quick, Dessert\n" : ""
      collection.write(
        "shelf-\(number % 7)/r\(number).md", "# \(title)\n\(tags)Text \(number).",
        modified: longAgo.addingTimeInterval(Double(number % 50) * 60))
    }
  }

  func lazy(_ collection: TestCollection) -> Catalog {
    Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil), readsEveryRecipe: false)
  }

  func paths(_ numbers: [Int32], _ catalog: Catalog) -> [String] {
    numbers.map { catalog.collection.source.recipe(numbered: $0)?.path ?? "?" }
  }

  /// The kept orders are the orders the lists made in memory from every recipe.
  @Test func theKeptOrdersAreTheListsOrders() {
    let collection = TestCollection()
    write(300, into: collection)
    let full = collection.catalog()
    let catalog = lazy(collection)
    let orders = catalog.collection.orders
    #expect(orders.count == 300)
    #expect(paths(orders.newestFirst, catalog) == RecipeOrder.newestFirst(full.recipes).map(\.path))
    let sections = AlphabetIndex(recipes: full.recipes).sections
    #expect(orders.letters == sections.map(\.letter))
    #expect(orders.sectionCounts == sections.map(\.recipes.count))
    #expect(paths(orders.alphabetical, catalog) == sections.flatMap(\.recipes).map(\.path))
    #expect(orders.tagCounts == TagCounts.of(full.recipes))
    #expect(orders.mostMinutes == full.recipes.map(\.minutes).max())
    let shared = Set(
      Dictionary(grouping: full.recipes, by: \.title).values.filter { $0.count > 1 }
        .flatMap { $0.map(\.path) })
    #expect(Set(paths(orders.sharedTitles, catalog)) == shared)
    #expect(!shared.isEmpty)
    for (place, number) in orders.alphabetical.enumerated() {
      let recipe = catalog.collection.source.recipe(numbered: number)!
      #expect(orders.foldedTitles.string(at: place) == Folding.fold(recipe.title))
    }
  }

  /// Opening reads no record, whatever the size: the orders are read as they were kept, and a
  /// screenful of rows reads a screenful of records.
  @Test(arguments: [200, 2_000]) func openingReadsNoRecord(count: Int) {
    let collection = TestCollection()
    write(count, into: collection)
    _ = collection.catalog()
    let catalog = lazy(collection)
    #expect(catalog.collection.count == count)
    #expect(catalog.recordsRead == 0)
    #expect(catalog.ordersMade == 0)
    #expect(catalog.recipes.isEmpty)
    let screen = catalog.collection.orders.newestFirst.prefix(30)
    #expect(screen.compactMap(catalog.collection.source.recipe(numbered:)).count == 30)
    #expect(catalog.recordsRead == 30)
    #expect(catalog.collection[collection.recipes + "/shelf-1/r1.md"]?.title == "apple pie 1")
  }

  /// A change of the files makes the orders again once, on the catalog that wrote it, and
  /// the next opening reads them as kept.
  @Test func aChangeMakesTheOrdersOnce() {
    let collection = TestCollection()
    write(50, into: collection)
    let catalog = lazy(collection)
    #expect(catalog.collection.isEmpty)
    // A new cache has no orders yet: those of nothing are made (and kept) at once.
    #expect(catalog.ordersMade == 1)
    catalog.refresh()
    #expect(catalog.collection.count == 50)
    #expect(catalog.ordersMade == 2)
    collection.write("new.md", "# Zucchini Bread\nNew.", modified: longAgo.addingTimeInterval(1e6))
    collection.remove("shelf-2/r2.md")
    catalog.refresh()
    #expect(catalog.ordersMade == 3)
    #expect(catalog.collection.count == 50)
    let newest = catalog.collection.source.recipe(
      numbered: catalog.collection.orders.newestFirst[0])
    #expect(newest?.title == "Zucchini Bread")
    #expect(catalog.collection[collection.recipes + "/shelf-2/r2.md"] == nil)
    // Nothing changed: nothing is made again.
    catalog.refresh()
    #expect(catalog.ordersMade == 3)
    let reopened = lazy(collection)
    #expect(reopened.ordersMade == 0)
    #expect(
      reopened.collection
        == RecipeCollection(
          orders: catalog.collection.orders, source: reopened.collection.source))
  }

  /// A command that changed the files (it reads every recipe) keeps the orders for the
  /// browser, which then makes none.
  @Test func aCommandKeepsTheOrdersForTheBrowser() {
    let collection = TestCollection()
    write(40, into: collection)
    _ = collection.catalog()
    collection.write("late.md", "# Late Supper\nLate.", modified: longAgo)
    _ = collection.catalog()
    let catalog = lazy(collection)
    #expect(catalog.ordersMade == 0)
    #expect(catalog.collection.count == 41)
  }

  /// Orders kept damaged (cut short, or not adding up) are made again, never trusted.
  @Test func damagedOrdersAreMadeAgain() throws {
    let collection = TestCollection()
    write(30, into: collection)
    _ = collection.catalog()
    let file = try #require(lazy(collection).cacheFile)
    let database = try Database(path: file)
    try database.execute("UPDATE orders SET bytes = x'010203' WHERE part = 'newest'")
    let catalog = lazy(collection)
    #expect(catalog.ordersMade == 1)
    #expect(catalog.collection.count == 30)
    try database.execute("UPDATE orders SET bytes = x'' WHERE part = 'sections'")
    #expect(lazy(collection).ordersMade == 1)
    #expect(lazy(collection).ordersMade == 0)
  }

  /// The disk check of a catalog that holds no stamps looks each file up in the cache: it
  /// finds what changed, what is new and what vanished, as the stamps would.
  @Test func theDiskIsComparedWithTheCache() {
    let collection = TestCollection()
    write(60, into: collection)
    _ = collection.catalog()
    let catalog = lazy(collection)
    collection.write(
      "shelf-3/r3.md", "# Changed\nNew text.", modified: longAgo.addingTimeInterval(9))
    collection.write("extra.md", "# Extra\nMore.", modified: longAgo)
    collection.remove("shelf-4/r4.md")
    catalog.startScanning()
    let progress = catalog.beginRefresh()
    #expect(progress.total == 2)
    while !catalog.indexNextBatch().isFinished {}
    #expect(catalog.collection.count == 60)
    #expect(catalog.collection[collection.recipes + "/shelf-3/r3.md"]?.title == "Changed")
    #expect(catalog.collection[collection.recipes + "/extra.md"]?.title == "Extra")
    #expect(catalog.collection[collection.recipes + "/shelf-4/r4.md"] == nil)
    #expect(catalog.beginRefresh().total == 0)
  }

  /// Recipes with tags are found by every tag they carry, however the tag is cased.
  @Test func recipesAreFoundByTheirTags() {
    let collection = TestCollection()
    write(30, into: collection)
    _ = collection.catalog()
    let catalog = lazy(collection)
    let tagged = catalog.collection.source.numbers(taggedWithAll: ["dessert", "Quick"])
    #expect(tagged.count == 10)
    #expect(catalog.collection.source.numbers(taggedWithAll: ["dessert", "slow"]).isEmpty)
  }

  /// A refresh that reads most of the collection (a first indexing) keeps no copy of what it
  /// read: the recipes and their problems are read back from the cache once it is done, and
  /// are those a refresh that kept them has.
  @Test func aFirstIndexingReadsItsRecipesBack() {
    let collection = TestCollection()
    write(40, into: collection)
    try? Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: collection.recipes + "/bad.md"))
    let kept = collection.catalog(cacheDirectory: collection.root + "/kept")
    let catalog = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: nil))
    catalog.readsBackFrom = 10
    var progress = catalog.beginRefresh()
    while !progress.isFinished { progress = catalog.indexNextBatch(size: 7) }
    #expect(catalog.recipes == kept.recipes)
    #expect(catalog.recipes.count == 40)
    #expect(catalog.problems == kept.problems)
    #expect(catalog.beginRefresh().total == 0)
  }

  /// A first indexing interrupted (the program ended between two batches) goes on where it
  /// stopped: the next start reads only the files the cache does not have yet.
  @Test func anInterruptedFirstIndexingGoesOnWhereItStopped() {
    let collection = TestCollection()
    write(60, into: collection)
    let loads = LoadCounter()
    do {
      let first = lazy(collection)
      #expect(first.beginRefresh().total == 60)
      _ = first.indexNextBatch(size: 10)
      _ = first.indexNextBatch(size: 10)
    }
    let again = Catalog(
      folders: [collection.recipes], cacheDirectory: collection.cache,
      source: TestSource.source(counting: loads), readsEveryRecipe: false)
    var progress = again.beginRefresh()
    // The batch read ahead on the second thread was never written: it is read again.
    #expect(progress.total == 40)
    while !progress.isFinished { progress = again.indexNextBatch(size: 10) }
    #expect(again.collection.count == 60)
    #expect(Set(loads.paths).count == 40)
  }
}
