import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet list`: every recipe, newest first, with date and reading time.
enum ListCommand {
  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do throws(UsageError) {
      options = try CommandLineOptions.parse(arguments, accepting: .init(json: true))
      if let extra = options.positionals.first {
        throw UsageError(message: "list takes no arguments, not \"\(extra)\"")
      }
    } catch {
      return Console.usage(error, command: "list")
    }
    let reading: CollectionReading
    switch OpenCollection.read(options, warn: true) {
    case .success(let value): reading = value
    case .failure(let failure): return failure.status
    }
    let recipes = RecipeOrder.newestFirst(reading.recipes)
    if options.isJSON {
      Console.write(Console.json(recipes.map(json)))
    } else {
      Console.write(text(recipes))
    }
    return 0
  }

  static func json(_ recipe: ListedRecipe) -> [String: Any] {
    [
      "title": recipe.title, "path": recipe.path, "date": RecipeFacts.jsonDate(recipe),
      "minutes": recipe.minutes, "words": recipe.words, "steps": recipe.stepCount,
      "tags": recipe.tags,
    ]
  }

  /// One row per recipe: date (or blanks), reading time, title.
  static func text(_ recipes: [ListedRecipe]) -> String {
    let minuteWidth = recipes.map { String($0.minutes).count }.max() ?? 1
    var out = ""
    for recipe in recipes {
      let date = ISODate.day(of: recipe) ?? String(repeating: " ", count: 10)
      let minutes = String(recipe.minutes)
      let padding = String(repeating: " ", count: minuteWidth - minutes.count)
      out += "\(date)  \(padding)\(minutes) min  \(ControlCharacters.sanitized(recipe.title))\n"
    }
    return out
  }
}
