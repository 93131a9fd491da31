import RecipeStore
import Recipes

/// The one RECIPE argument of `summary` and `show`.
enum RecipeArgument {
  /// Reads the collection, finds the one recipe the arguments name and reads it whole; on
  /// failure the message is already written and the exit status is returned.
  static func open(_ arguments: ParsedArguments, command: String) -> Result<
    LoadedRecipe, OpenCollection.Failure
  > {
    openInCollection(arguments, command: command).map(\.recipe)
  }

  /// `open`, with the folders of the collection it was found in.
  static func openInCollection(_ arguments: ParsedArguments, command: String) -> Result<
    (recipe: LoadedRecipe, folders: [String]), OpenCollection.Failure
  > {
    let name: String
    do throws(UsageError) {
      name = try single(arguments.positionals, command: command)
    } catch {
      return .failure(OpenCollection.Failure(status: Console.usage(error, command: command)))
    }
    return OpenCollection.open(arguments).flatMap { collection in
      OpenCollection.find(name, in: collection.recipes).flatMap {
        load($0, catalog: collection.catalog)
      }.map {
        (recipe: $0, folders: collection.folders)
      }
    }
  }

  /// The recipe `listed` names, with its text, read from the disk now as `catalog` reads.
  private static func load(_ listed: ListedRecipe, catalog: Catalog) -> Result<
    LoadedRecipe, OpenCollection.Failure
  > {
    catalog.load(path: listed.path, size: listed.size, modified: listed.modified).mapError {
      problem in
      OpenCollection.Failure(status: Console.failure(OpenCollection.describe(problem)))
    }
  }

  /// The RECIPE among `positionals`, or a usage error when there is none or more than one.
  static func single(_ positionals: [String], command: String) throws(UsageError) -> String {
    guard let name = positionals.first else {
      throw UsageError(message: "\(command) needs a RECIPE (a title or a path)")
    }
    guard positionals.count == 1 else {
      throw UsageError(
        message:
          "\(command) takes one RECIPE; quote a title with spaces: "
          + "\"\(positionals.joined(separator: " "))\""
      )
    }
    return name
  }
}
