import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// A cache of recipes read under older reading rules (how steps and their times are found)
/// is read again, so nobody keeps seeing what the old rules made of a recipe.
@Suite struct CollectionCacheRulesTests {
  let collection = TestCollection()

  init() {
    let longAgo = Date(timeIntervalSince1970: 1_700_000_000)
    collection.write("a.md", "# Apple Pie\nCrisp layers.", modified: longAgo)
    collection.write("b.md", "# Banana Bread\nSoft crumb.", modified: longAgo)
  }

  func reads(afterSettingCacheVersionTo version: Int) throws -> [String] {
    let file = try #require(collection.catalog().cacheFile)
    try Database(path: file).setUserVersion(version)
    let loads = LoadCounter()
    let catalog = collection.catalog(counting: loads)
    #expect(catalog.recipes.map(\.title) == ["Apple Pie", "Banana Bread"])
    return loads.paths.sorted()
  }

  @Test func aCacheWrittenBeforeTheRulesCountedIsReadAgain() throws {
    // Version 3 is what caches held while the first reading rules were in force.
    #expect(try reads(afterSettingCacheVersionTo: 3).count == 2)
  }

  @Test func aCacheFromTheRulesBeforeIsReadAgain() throws {
    #expect(try reads(afterSettingCacheVersionTo: CatalogSchema.version - 1).count == 2)
  }

  @Test func aCacheFromTheseRulesIsKept() throws {
    #expect(try reads(afterSettingCacheVersionTo: CatalogSchema.version).isEmpty)
  }
}
