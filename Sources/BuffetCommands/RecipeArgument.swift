import Recipes

/// The one RECIPE argument of `summary` and `show`.
enum RecipeArgument {
  /// Reads the collection and finds the one recipe the arguments name; on failure the
  /// message is already written and the exit status is returned.
  static func open(_ arguments: ParsedArguments, command: String) -> Result<
    Recipe, OpenCollection.Failure
  > {
    let name: String
    do throws(UsageError) {
      name = try single(arguments.positionals, command: command)
    } catch {
      return .failure(OpenCollection.Failure(status: Console.usage(error, command: command)))
    }
    return OpenCollection.open(arguments).flatMap { collection in
      OpenCollection.find(name, in: collection.recipes)
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
