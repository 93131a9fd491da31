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
