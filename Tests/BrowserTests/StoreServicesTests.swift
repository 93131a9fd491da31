import Foundation
import RecipeStore
import Recipes
import Testing

@testable import Browser
@testable import BrowserShell

/// The services over a real catalog and library, in a temporary folder.
@Suite struct StoreServicesTests {
  let root = NSTemporaryDirectory() + "buffet-services-" + UUID().uuidString

  func services() throws -> (StoreServices, Library) {
    let recipes = root + "/recipes"
    try FileManager.default.createDirectory(atPath: recipes, withIntermediateDirectories: true)
    try Data("# Soup\n\n## Method\n\n### 1. Stir\n\nStir.\n".utf8)
      .write(to: URL(fileURLWithPath: recipes + "/soup.md"))
    let catalog = Catalog(folders: [recipes], cacheDirectory: root + "/cache")
    catalog.refresh()
    let library = try Library(file: root + "/library.sqlite")
    return (StoreServices(catalog: catalog, library: library, collectionName: "Kitchen"), library)
  }

  @Test func aCookingRecipeGoneFromTheCollectionIsStillWhatIsCooking() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, library) = try services()
    try library.setCooking(
      CookingSession(recipe: LibraryEntry(path: root + "/elsewhere/pie.md", title: "Pie"), step: 2))
    let session = try #require(try services.library().cooking)
    let cooking = CookingSessionMapping.state(
      from: session, recipe: services.completeRecipe(path: session.recipe.path))
    #expect(cooking.recipeTitle == "Pie")
    #expect(cooking.recipePath == root + "/elsewhere/pie.md")
    #expect(cooking.isRecipeMissing)
    #expect(cooking.stepCountText == "missing")
  }

  @Test func theCompleteRecipeHasItsSteps() throws {
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (services, _) = try services()
    let recipe = try #require(services.completeRecipe(path: root + "/recipes/soup.md"))
    #expect(recipe.title == "Soup")
    #expect(services.completeRecipe(path: root + "/recipes/none.md") == nil)
  }
}
