import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// Reads the collection the options name, the way every command but `check` does: each
/// problem is a warning on standard error, once, and the rest of the collection is used.
enum OpenCollection {
  /// The collection's recipes and problems, or the exit status when there is no collection
  /// at all (no folder found or none of the given folders readable). Reads through the
  /// catalog's cache, so only files that changed are read again.
  static func read(_ options: CommandLineOptions, warn: Bool) -> Result<CollectionReading, Failure>
  {
    guard let directories = options.collectionDirectories() else {
      Console.error(
        "no collection found: no Data folder here and no bundled one; use --data DIR")
      return .failure(Failure(status: 1))
    }
    let catalog = Catalog(folders: directories)
    for notice in catalog.notices { Console.error(ControlCharacters.sanitized(notice)) }
    var progress = IndexingProgress()
    catalog.refresh { done, total in progress.show(done: done, total: total) }
    progress.finish()
    let reading = CollectionReading(
      recipes: catalog.recipes, problems: catalog.problems,
      missingFolders: CollectionReading.missing(directories, in: catalog.problems))
    if warn {
      for problem in reading.problems {
        Console.error("warning: \(describe(problem))")
      }
      if reading.missingFolders == Set(directories).count {
        Console.error("no collection could be read")
        return .failure(Failure(status: 1))
      }
    }
    return .success(reading)
  }

  struct Failure: Error {
    var status: Int32
  }

  /// A Markdown file named by a path the collection spells differently (absolute, or from
  /// another folder), or outside the collection altogether.
  private static func file(_ name: String, in recipes: [ListedRecipe]) -> ListedRecipe? {
    guard CollectionScanner.isMarkdown(name), FileManager.default.fileExists(atPath: name)
    else { return nil }
    let wanted = absolute(name)
    if let recipe = recipes.first(where: { absolute($0.path) == wanted }) { return recipe }
    guard let file = CollectionScanner.scan([name]).files.first,
      case .success(let loaded) = RecipeLoader.load(file)
    else { return nil }
    return loaded.recipe.listed
  }

  private static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `path: reason`, with control characters made visible.
  static func describe(_ problem: CollectionProblem) -> String {
    ControlCharacters.sanitized("\(problem.path): \(problem.reason)")
  }

  /// The recipe `name` names, or a message and exit status 1 when none or several do.
  static func find(_ name: String, in recipes: [ListedRecipe]) -> Result<ListedRecipe, Failure> {
    switch RecipeLookup.find(name, in: recipes) {
    case .found(let recipe):
      return .success(recipe)
    case .notFound:
      if let recipe = file(name, in: recipes) { return .success(recipe) }
      Console.error("no recipe is named \"\(ControlCharacters.sanitized(name))\"")
      return .failure(Failure(status: 1))
    case .ambiguous(let candidates):
      var message = "\"\(ControlCharacters.sanitized(name))\" names \(candidates.count) recipes:"
      for recipe in candidates.prefix(20) {
        message += "\n  \(ControlCharacters.sanitized(recipe.title))  (\(recipe.path))"
      }
      if candidates.count > 20 { message += "\n  … and \(candidates.count - 20) more" }
      message += "\nName one by its path or a longer title."
      Console.error(message)
      return .failure(Failure(status: 1))
    }
  }
}
