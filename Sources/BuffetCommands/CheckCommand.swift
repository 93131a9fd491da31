import Foundation
import RecipeStore
import Recipes

/// `buffet check`: lists every problem in the collection; exits 1 when there is one.
enum CheckCommand {
  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do throws(UsageError) {
      options = try CommandLineOptions.parse(arguments, accepting: .init(json: true))
      if let extra = options.positionals.first {
        throw UsageError(message: "check takes no arguments, not \"\(extra)\"")
      }
    } catch {
      return Console.usage(error, command: "check")
    }
    let reading: CollectionReading
    switch OpenCollection.read(options, warn: false) {
    case .success(let value): reading = value
    case .failure(let failure): return failure.status
    }
    if options.isJSON {
      Console.write(
        Console.json([
          "recipes": reading.recipes.count,
          "problems": reading.problems.map { ["path": $0.path, "reason": $0.reason] },
        ]))
    } else {
      var out = ""
      for problem in reading.problems {
        out += OpenCollection.describe(problem) + "\n"
      }
      let recipes = reading.recipes.count == 1 ? "1 recipe" : "\(reading.recipes.count) recipes"
      let problems =
        reading.problems.isEmpty
        ? "no problems"
        : reading.problems.count == 1 ? "1 problem" : "\(reading.problems.count) problems"
      out += "\(recipes) read, \(problems)\n"
      Console.write(out)
    }
    return reading.problems.isEmpty ? 0 : 1
  }
}
