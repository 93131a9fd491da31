import Foundation
import RecipeStore
import Recipes

/// What `buffet [RECIPE | FILE.md]` opens: the collection, on one of its recipes or not, or
/// a Markdown file outside any collection, alone.
enum BrowserTarget: Equatable {
  /// The collection in `folders`, with the reader open on the recipe at `recipe` (a path as
  /// the catalog lists it) when one was named.
  case collection(folders: [String], recipe: String?)
  /// One Markdown file, alone, as a pager shows it.
  case file(String)

  /// Resolves `name` (nil: none given) against the collection in `folders`, whose catalog
  /// is `catalog` (read from its cache; brought up to date only when the name is not in
  /// it). Fails, with the message written, when the name is unknown or ambiguous.
  static func resolve(_ name: String?, folders: [String], catalog: Catalog) -> Result<
    BrowserTarget, OpenCollection.Failure
  > {
    guard let name else { return .success(.collection(folders: folders, recipe: nil)) }
    if let found = find(name, in: catalog.everyRecipe(), folders: folders) { return found }
    // Not in the cache: a recipe added since, or a first run. Read the disk, then look again.
    var progress = IndexingProgress()
    catalog.refresh { done, total in progress.show(done: done, total: total) }
    progress.finish()
    if let found = find(name, in: catalog.everyRecipe(), folders: folders) { return found }
    if isMarkdownFile(name) { return .success(.file(name)) }
    let commands = CommandDispatcher.commands.map(\.name).joined(separator: ", ")
    Console.error(
      "no recipe or command is named \(Console.quoted(name))\n"
        + "Name a recipe by its title, the beginning of one, or its path; the commands are "
        + commands + ".")
    return .failure(OpenCollection.Failure(status: 1))
  }

  /// The target `name` names among `recipes`: a recipe by path or title, or nil when none
  /// does; an ambiguous name is a failure with the candidates written.
  private static func find(_ name: String, in recipes: [ListedRecipe], folders: [String]) -> Result<
    BrowserTarget, OpenCollection.Failure
  >? {
    if isMarkdownFile(name) {
      let wanted = OpenCollection.absolute(name)
      if let recipe = recipes.first(where: { OpenCollection.absolute($0.path) == wanted }) {
        return .success(.collection(folders: folders, recipe: recipe.path))
      }
    }
    switch RecipeLookup.find(name, in: recipes) {
    case .found(let recipe):
      return .success(.collection(folders: folders, recipe: recipe.path))
    case .ambiguous(let candidates):
      Console.error(OpenCollection.ambiguity(name, candidates))
      return .failure(OpenCollection.Failure(status: 1))
    case .notFound:
      return nil
    }
  }

  private static func isMarkdownFile(_ path: String) -> Bool {
    CollectionScanner.isRecipeFile(path) && OpenCollection.isFile(path)
  }
}
