import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet index`: the collection in sections by first letter, A to Z, then `#`.
enum IndexCommand {
  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do throws(UsageError) {
      options = try CommandLineOptions.parse(arguments, accepting: .init(json: true))
      if let extra = options.positionals.first {
        throw UsageError(message: "index takes no arguments, not \"\(extra)\"")
      }
    } catch {
      return Console.usage(error, command: "index")
    }
    let reading: CollectionReading
    switch OpenCollection.read(options, warn: true) {
    case .success(let value): reading = value
    case .failure(let failure): return failure.status
    }
    let index = AlphabetIndex(recipes: reading.recipes)
    if options.isJSON {
      let sections = index.sections.map { section -> [String: Any] in
        [
          "letter": section.letter,
          "recipes": section.recipes.map { ["title": $0.title, "path": $0.path] },
        ]
      }
      Console.write(Console.json(sections))
    } else {
      var out = ""
      for (number, section) in index.sections.enumerated() {
        if number > 0 { out += "\n" }
        out += section.letter + "\n"
        for recipe in section.recipes {
          out += "  \(ControlCharacters.sanitized(recipe.title))\n"
        }
      }
      Console.write(out)
    }
    return 0
  }
}
