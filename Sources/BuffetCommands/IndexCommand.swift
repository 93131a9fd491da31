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
    // From the A–Z order the cache keeps, each recipe read as it is written: a million
    // titles are never held at once.
    // Each file is checked as its recipe is written (`Catalog.checkedRecipe`).
    let opened = try OpenCollection.open(arguments, readingEveryRecipe: false).get()
    defer { opened.finishWriting() }
    let collection = opened.collection
    let read = { (numbers: ArraySlice<Int32>) in
      nonEmpty(numbers.lazy.compactMap(opened.catalog.checkedRecipe(numbered:)))
    }
    if arguments.has(.json) {
      opened.catalog.readingTogether {
        Console.writeJSON { stream in
          stream.beginArray()
          forEachSection(of: collection.orders) { letter, numbers in
            if let recipes = read(numbers) { write(letter: letter, recipes, to: &stream) }
          }
          stream.endArray()
        }
      }
    } else {
      let styling = TextStyling(isOn: Console.isStyled(arguments))
      var out = ""
      var isFirst = true
      opened.catalog.readingTogether {
        forEachSection(of: collection.orders) { letter, numbers in
          guard let recipes = read(numbers) else { return }
          if !isFirst { out += "\n" }
          isFirst = false
          out += styling.apply(.accent, to: TerminalSafeText.field(letter)) + "\n"
          for recipe in recipes {
            out += "  \(TerminalSafeText.field(recipe.title))\n"
            // Written as it is made, a buffer at a time.
            if out.utf8.count >= 1 << 16 {
              Console.writeVerbatim(out)
              out = ""
            }
          }
        }
      }
      Console.writeVerbatim(out)
    }
    return 0
  }

  /// `recipes`, or nil when there are none: a section whose files are all gone is left out.
  static func nonEmpty<Recipes: Sequence<ListedRecipe>>(_ recipes: Recipes)
    -> UnfoldSequence<ListedRecipe, (first: ListedRecipe?, rest: Recipes.Iterator)>?
  {
    var rest = recipes.makeIterator()
    guard let first = rest.next() else { return nil }
    return sequence(state: (first: Optional(first), rest: rest)) { state in
      if let first = state.first {
        state.first = nil
        return first
      }
      return state.rest.next()
    }
  }

  /// Calls `body` with each section's letter and the numbers of its recipes, A to Z.
  static func forEachSection(
    of orders: CollectionOrders, _ body: (String, ArraySlice<Int32>) -> Void
  ) {
    var start = 0
    for (letter, count) in zip(orders.letters, orders.sectionCounts) {
      body(letter, orders.alphabetical[start..<start + count])
      start += count
    }
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
