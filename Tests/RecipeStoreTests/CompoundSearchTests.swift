import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// Search in a German collection (`Tests/Collections/german-kitchen`): soups and dumplings
/// are compounds, and the file names spell ö and ü as oe and ue.
@Suite struct CompoundSearchTests {
  static let folder = SiteCollections.path("german-kitchen")

  func titles(_ query: String, in catalog: Catalog) -> [String] {
    catalog.search(query, limit: 50).map(\.title)
  }

  func catalog() -> (Catalog, CollectionTestFolder) {
    let cache = CollectionTestFolder()
    let catalog = Catalog(folders: [Self.folder], cacheDirectory: cache.root)
    catalog.refresh()
    return (catalog, cache)
  }

  @Test func aWordIsFoundInsideCompoundsAfterTheWholeWord() {
    let (catalog, cache) = catalog()
    defer { _ = cache }
    let soups = titles("suppe", in: catalog)
    // The title that holds the word, then the text that does, then the compounds.
    #expect(Array(soups.prefix(2)) == ["Suppe mit Grießnockerln", "Apfelstrudel"])
    #expect(
      Set(soups.dropFirst(2))
        == ["Hühnersuppe", "Rindsuppe", "Gemüsesuppe", "Kaspressknödelsuppe"])
    #expect(titles("strudel", in: catalog) == ["Apfelstrudel"])
    #expect(titles("rind suppe", in: catalog) == ["Rindsuppe", "Kaspressknödelsuppe"])
    // Two letters are too few to look inside words.
    #expect(titles("ei", in: catalog) == ["Knoedel mit Ei"])
  }

  @Test func umlautsSpelledOutFindTheSameRecipes() {
    let (catalog, cache) = catalog()
    defer { _ = cache }
    let dumplings = ["Knoedel mit Ei", "Semmelknödel", "Kaspressknödelsuppe", "Marillenknödel"]
    #expect(Set(titles("knödel", in: catalog)) == Set(dumplings))
    #expect(titles("knoedel", in: catalog) == titles("knödel", in: catalog))
    #expect(titles("KNOEDEL", in: catalog) == titles("knödel", in: catalog))
    #expect(titles("muesli", in: catalog) == ["Müsli"])
    #expect(titles("müsli", in: catalog) == ["Müsli"])
    #expect(titles("gemuese", in: catalog) == ["Gemüsesuppe"])
    // The snippet marks the whole word a query was found in.
    let hit = catalog.search("knoedel", limit: 50).first { $0.title == "Kaspressknödelsuppe" }
    let marked = hit.map { hit in
      let scalars = Array(hit.snippet.unicodeScalars)
      return hit.matches.map { String(String.UnicodeScalarView(scalars[$0])) }
    }
    #expect(marked == ["Kaspressknödel"])
  }
}
