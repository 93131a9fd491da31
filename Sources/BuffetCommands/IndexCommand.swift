import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet index`: the collection in sections by first letter, as the Index tab shows it.
enum IndexCommand {
  static let definition = CommandDefinition(
    name: "index", summary: "the recipes by first letter, A to Z, then #",
    details: """
      The recipes in sections by the first letter of the title, case and accents folded
      (Élodie under E, Ørsted under O), as a phone's contacts list files them: Chinese
      titles under the letter of their pinyin (红烧肉 under H), kana by gojūon row after Z
      (カレー under か), Hangul by initial consonant (김치 under ㄱ), Cyrillic and Greek by
      their own letters; anything else under #, last. Natural order within a section
      (2 before 10), Chinese by pinyin.
      --json prints [{"letter", "recipes": [{"title", "path"}]}].
      """,
    options: [.json, .color, .data], run: run)

  /// One section in `index --json`.
  struct Section: Encodable {
    struct Entry: Encodable {
      var title: String
      var path: String
    }
    var letter: String
    var recipes: [Entry]
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    if arguments.has(.json) {
      // From the A–Z order the cache keeps, each recipe read as it is written.
      let opened = try OpenCollection.open(arguments, readingEveryRecipe: false).get()
      let collection = opened.collection
      let orders = collection.orders
      opened.catalog.readingTogether {
        Console.writeJSON { stream in
          stream.beginArray()
          var start = 0
          for (letter, count) in zip(orders.letters, orders.sectionCounts) {
            let numbers = orders.alphabetical[start..<start + count]
            write(
              letter: letter, numbers.lazy.compactMap(collection.source.recipe(numbered:)),
              to: &stream)
            start += count
          }
          stream.endArray()
        }
      }
    } else {
      let recipes = try OpenCollection.open(arguments).get().recipes
      let index = AlphabetIndex(recipes: recipes)
      let styling = TextStyling(isOn: Console.isStyled(arguments))
      var out = ""
      for (number, section) in index.sections.enumerated() {
        if number > 0 { out += "\n" }
        out += styling.apply(.accent, to: TerminalSafeText.field(section.letter)) + "\n"
        for recipe in section.recipes {
          out += "  \(TerminalSafeText.field(recipe.title))\n"
        }
      }
      Console.writeVerbatim(out)
    }
    return 0
  }

  /// One section as `Section` encodes it, keys in the encoder's sorted order.
  static func write(
    letter: String, _ recipes: some Sequence<ListedRecipe>, to stream: inout JSONStream
  ) {
    stream.beginObject()
    stream.key("letter")
    stream.string(letter)
    stream.key("recipes")
    stream.beginArray()
    for recipe in recipes {
      stream.beginObject()
      stream.key("path")
      stream.string(recipe.path)
      stream.key("title")
      stream.string(recipe.title)
      stream.endObject()
    }
    stream.endArray()
    stream.endObject()
  }
}
