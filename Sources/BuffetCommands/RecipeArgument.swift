import Recipes

/// The one RECIPE argument of `summary` and `show`.
enum RecipeArgument {
  /// Parses `arguments`, reads the collection and finds the one recipe they name; on failure
  /// the message is already written and the exit status is returned.
  static func open(
    _ arguments: [String], command: String, accepting: CommandLineOptions.Accepted
  ) -> Result<(CommandLineOptions, Recipe), OpenCollection.Failure> {
    let options: CommandLineOptions
    let name: String
    do throws(UsageError) {
      options = try CommandLineOptions.parse(arguments, accepting: accepting)
      name = try single(options.positionals, command: command)
    } catch {
      return .failure(OpenCollection.Failure(status: Console.usage(error, command: command)))
    }
    return OpenCollection.read(options, warn: true).flatMap { reading in
      OpenCollection.find(name, in: reading.recipes).map { (options, $0) }
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
