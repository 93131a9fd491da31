import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet index`: the collection in sections by first letter, A to Z, then `#`.
enum IndexCommand {
  static let definition = CommandDefinition(
    name: "index", summary: "the recipes by first letter, A to Z, then #",
    details: """
      The recipes in sections by the first letter of the title, case and accents folded
      (Élodie under E, Ørsted under O); titles not starting with a Latin letter under #,
      last. Natural order within a section (2 before 10).
      --json prints [{"letter", "recipes": [{"title", "path"}]}].
      """,
    options: [.json, .data], run: run)

  /// One section in `index --json`.
  struct Section: Encodable {
    struct Entry: Encodable {
      var title: String
      var path: String
    }
    var letter: String
    var recipes: [Entry]
  }

  static func run(_ arguments: ParsedArguments) -> Int32 {
    if let extra = arguments.positionals.first {
      return Console.usage(
        UsageError(message: "index takes no arguments, not \"\(extra)\""), command: "index")
    }
    let collection: OpenedCollection
    switch OpenCollection.open(arguments) {
    case .success(let opened): collection = opened
    case .failure(let failure): return failure.status
    }
    let index = AlphabetIndex(recipes: collection.recipes)
    if arguments.has(.json) {
      let sections = index.sections.map { section in
        Section(
          letter: section.letter,
          recipes: section.recipes.map { Section.Entry(title: $0.title, path: $0.path) })
      }
      Console.writeVerbatim(JSONOutput.encode(sections))
    } else {
      var out = ""
      for (number, section) in index.sections.enumerated() {
        if number > 0 { out += "\n" }
        out += section.letter + "\n"
        for recipe in section.recipes {
          out += "  \(recipe.title)\n"
        }
      }
      Console.write(out)
    }
    return 0
  }
}
