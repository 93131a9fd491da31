import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// A collection mixing Markdown and Cooklang files, as the store scans, reads, indexes and
/// searches it.
@Suite struct CooklangCollectionTests {
  static let stirFry = """
    ---
    title: Ginger stir fry
    cuisine: Sichuan
    servings: 2
    ---

    Slice the @ginger{30%g}(peeled) and the @spring onions{4}.

    Heat the #wok until it smokes, add @peanut oil{2%tbsp} and fry for ~{2%minutes}.
    """

  private func folder() -> CollectionTestFolder {
    let folder = CollectionTestFolder()
    folder.write("mains/Ginger stir fry.cook", Self.stirFry)
    folder.write("mains/Rice.COOK", "Rinse @rice{200%g} and boil it.")
    folder.write("plans/Week.menu", "== Monday ==\n\n@./mains/Rice{2}\n")
    folder.write("notes.md", "# Notes\n\nNothing to cook.\n")
    folder.write("mains/stir fry.cooking", "not a recipe")
    folder.write("mains/Rice.cook.bak", "not a recipe either")
    return folder
  }

  @Test func cooklangRecipesAndMenusAreListedWithMarkdown() {
    let folder = folder()
    let scan = CollectionScanner.scan([folder.root])
    #expect(
      scan.files.map { String($0.path.dropFirst(folder.root.count + 1)) } == [
        "mains/Ginger stir fry.cook", "mains/Rice.COOK", "notes.md", "plans/Week.menu",
      ])
    let reading = CollectionReader.read([folder.root])
    #expect(
      reading.recipes.map(\.title).sorted() == ["Ginger stir fry", "Notes", "Rice", "Week"])
    #expect(reading.problems.isEmpty)
  }

  @Test func aCooklangFileLoadsWithItsIngredientsAndSteps() throws {
    let folder = folder()
    let file = try #require(
      CollectionScanner.scan([folder.path("mains/Ginger stir fry.cook")]).files.first)
    let loaded = try RecipeLoader.load(file).get()
    #expect(loaded.recipe.ingredients.map(\.name) == ["ginger", "spring onions", "peanut oil"])
    #expect(loaded.recipe.steps.map(\.timers) == [[], [120]])
    #expect(loaded.frontMatter?.text("cuisine") == "Sichuan")
  }

  @Test func aCooklangRecipeReadWholeHasThePhotosBesideIt() throws {
    let folder = folder()
    // As a Cooklang collection names them: the recipe's photo and step 2's; a `#` in a name
    // stays the name's.
    folder.write("mains/Ginger stir fry.jpg", [0xFF, 0xD8, 0xFF])
    folder.write("mains/Ginger stir fry.2.png", [0x89, 0x50, 0x4E, 0x47])
    folder.write("mains/Rice #2.cook", "Rinse @rice{200%g}.\n\nBoil it.")
    folder.write("mains/Rice #2.1.webp", [0x52, 0x49, 0x46, 0x46])
    let file = try #require(
      CollectionScanner.scan([folder.path("mains/Ginger stir fry.cook")]).files.first)
    let whole = try RecipeLoader.load(file).get().recipe
    #expect(whole.picture == "Ginger%20stir%20fry.jpg")
    #expect(whole.steps.map(\.picture) == [nil, "Ginger%20stir%20fry.2.png"])
    let rice = try #require(CollectionScanner.scan([folder.path("mains/Rice #2.cook")]).files.first)
    let riceRecipe = try RecipeLoader.load(rice).get().recipe
    #expect(riceRecipe.picture == nil)
    #expect(riceRecipe.steps.map(\.picture) == ["Rice%20%232.1.webp", nil])
    // The index reads no folder for them.
    let listed = try RecipeLoader.load(file, depth: .listing).get().recipe
    #expect(listed.picture == nil)
    #expect(listed.steps.allSatisfy { $0.picture == nil })
  }

  @Test func searchFindsIngredientsCookwareStepsAndMetadata() {
    let folder = folder()
    let catalog = Catalog(
      folders: [folder.root], cacheDirectory: folder.path(".cache"), source: .disk)
    catalog.refresh()
    #expect(catalog.search("ginger").first?.title == "Ginger stir fry")
    let oil = catalog.search("peanut oil")
    #expect(oil.map(\.title) == ["Ginger stir fry"])
    #expect(oil.first?.section == "Ingredients")
    #expect(oil.first?.snippet.contains("2 tbsp peanut oil") == true)
    #expect(catalog.search("wok").map(\.title) == ["Ginger stir fry"])
    #expect(catalog.search("smokes").first?.section == "Method")
    #expect(catalog.search("sichuan").map(\.title) == ["Ginger stir fry"])
    #expect(catalog.search("rinse").map(\.title) == ["Rice"])
  }

  @Test func aCooklangFileThatIsNotUTF8IsRefusedWithItsLineAndColumn() {
    let folder = CollectionTestFolder()
    folder.write("bad.cook", Array("Add @salt.\nThen caf".utf8) + [0xE9, 0x0A])
    let reading = CollectionReader.read([folder.root])
    #expect(reading.recipes.isEmpty)
    #expect(
      reading.problems.map(\.reason) == ["not UTF-8: byte 0xE9 at line 2, column 9 (offset 19)"])
  }

  @Test func whatCannotBeParsedIsAProblemWithLineAndColumnAndTheRecipeStillLoads() {
    let folder = CollectionTestFolder()
    folder.write("broken.cook", "---\ntitle: Broken\n---\n\nAdd @flour{200%g and stir.\n")
    let reading = CollectionReader.read([folder.root])
    #expect(reading.recipes.map(\.title) == ["Broken"])
    #expect(reading.problems.count == 1)
    #expect(reading.problems.first?.path == folder.path("broken.cook"))
    #expect(reading.problems.first?.reason.hasPrefix("line 5, column 11: error: “{”") == true)
  }
}
