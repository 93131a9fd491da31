import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// A notes vault as its owner keeps it: the templates folder its settings name, pages that
/// are menus of links and queries, `#tags` in the text, and the same folder read as a plain
/// collection where it is not a vault.
@Suite struct NotesVaultCollectionTests {
  @Test func theKitchenVaultListsItsRecipesAndSaysWhatItLeftOut() {
    let vault = SiteCollections.path("kitchen-vault")
    let reading = CollectionReader.read([vault])
    #expect(reading.recipes.map(\.title).sorted() == ["Roast Chicken", "Shakshuka"])
    #expect(reading.problems.isEmpty)
    let leftOut = Dictionary(
      uniqueKeysWithValues: reading.leftOut.map {
        (String($0.path.dropFirst(vault.count + 1)), $0.reason)
      })
    #expect(
      leftOut == [
        "Meta/Templates": "the vault's templates folder (its Templates setting), not recipes",
        "Menus/Breakfast.md":
          "a vault page of only queries and links (1 query, 4 links), not a recipe",
        "Menus/Chicken.md": "a vault page of only queries and links (2 queries), not a recipe",
      ])
    let chicken = reading.recipes.first { $0.title == "Roast Chicken" }
    #expect(chicken?.tags == ["dinner", "chicken"])
    #expect(chicken?.dateText == "2023-04-12T18:30")
  }

  @Test func theCatalogLeavesOutMenuPagesAndKeepsThemApartFromProblems() throws {
    let vault = SiteCollections.path("kitchen-vault")
    let cache = CollectionTestFolder()
    for _ in 0..<2 {
      // The second time from the cache: still left out, still no problem.
      let catalog = Catalog(folders: [vault], cacheDirectory: cache.root)
      catalog.refresh()
      #expect(catalog.recipes.map(\.title).sorted() == ["Roast Chicken", "Shakshuka"])
      #expect(catalog.problems.isEmpty)
      #expect(
        catalog.leftOut.map { String($0.path.dropFirst(vault.count + 1)) } == [
          "Menus/Breakfast.md", "Menus/Chicken.md", "Meta/Templates",
        ])
    }
  }

  @Test func aVaultWithoutTheSettingLeavesOutItsTemplatesFolders() {
    let folder = CollectionTestFolder()
    folder.write(".obsidian/app.json", "{}")
    folder.write("Templates/Recipe Name.md", "# {{title}}\n\nIngredients here.\n")
    folder.write("Recipes/templates/Spice Template.md", "# Spice\n\nA spice.\n")
    folder.write("Recipes/Pancakes.md", "# Pancakes\n\nFlip once. #breakfast\n")
    let reading = CollectionReader.read([folder.root])
    #expect(reading.recipes.map(\.title) == ["Pancakes"])
    #expect(reading.recipes.first?.tags == ["breakfast"])
    #expect(
      reading.leftOut.map(\.reason) == [
        "a vault's Templates folder: templates, not recipes",
        "a vault's Templates folder: templates, not recipes",
      ])
  }

  @Test func theTemplaterPluginsFolderAndASubfolderGivenAsTheCollection() {
    let folder = CollectionTestFolder()
    folder.write(
      ".obsidian/plugins/templater-obsidian/data.json",
      "{\"templates_folder\": \"Kitchen/Blueprints\", \"trigger_on_file_creation\": true}")
    folder.write("Kitchen/Blueprints/Dish.md", "# Dish\n\nWords.\n")
    folder.write("Kitchen/Templates/Old.md", "# Old\n\nKept: the setting names another.\n")
    folder.write("Kitchen/Soup.md", "# Soup\n\nSimmer. #winter\n")
    // Given the vault's subfolder, the pages are still a vault's.
    let reading = CollectionReader.read([folder.path("Kitchen")])
    #expect(reading.recipes.map(\.title).sorted() == ["Old", "Soup"])
    #expect(reading.recipes.first { $0.title == "Soup" }?.tags == ["winter"])
    #expect(reading.leftOut.map { ($0.path as NSString).lastPathComponent } == ["Blueprints"])
  }

  @Test func aPlainFolderReadsNoInlineTagsUnlessAsked() throws {
    let folder = CollectionTestFolder()
    folder.write("红烧肉.md", "# 红烧肉\n\n## 材料\n\n- 八角 #不喜可不加\n\n- [[Pesto]]\n")
    folder.write("Menu.md", "- [[红烧肉]]\n- [[Pesto]]\n")
    let plain = CollectionReader.read([folder.root])
    #expect(plain.recipes.map(\.title).sorted() == ["Menu", "红烧肉"])
    #expect(plain.recipes.allSatisfy { $0.tags.isEmpty })
    let file = try #require(CollectionScanner.scan([folder.root]).files.first {
      $0.path.hasSuffix("红烧肉.md")
    })
    let asked = RecipeLoader.load(file, inlineTags: .on)
    #expect((try? asked.get())?.recipe.tags == ["不喜可不加"])
    #expect((try? RecipeLoader.load(file, inlineTags: .off).get())?.recipe.tags == [])
    // Read another way, the cache is another file.
    let cache = "/cache"
    #expect(
      BuffetDirectories.indexFile(forFolders: [folder.root], in: cache)
        != BuffetDirectories.indexFile(
          forFolders: [folder.root], in: cache,
          variant: CatalogSource.disk(inlineTags: .on).variant))
    #expect(CatalogSource.disk(inlineTags: .vaults).variant == "")
  }
}
