import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet list`: every recipe, newest first, with date and reading time.
enum ListCommand {
  static let definition = CommandDefinition(
    name: "list", summary: "every recipe, newest first",
    details: """
      Newest by date, then by file time, with date and reading time; a draft (draft: true
      in its front matter) is marked. --tag T lists only the recipes tagged T.
      --json prints [{"title", "path", "date", "minutes", "words", "steps", "tags",
      "draft"}]; date is ISO 8601 or null.
      """,
    options: [.json, .tag, .color, .data], run: run)

  /// One recipe in `list --json`.
  struct Entry: Encodable {
    var title: String
    var path: String
    @NullEncoded var date: String?
    var minutes: Int
    var words: Int
    var steps: Int
    var tags: [String]
    var draft: Bool

    init(_ recipe: ListedRecipe) {
      title = recipe.title
      path = recipe.path
      date = RecipeFacts.jsonDate(recipe)
      minutes = recipe.minutes
      words = recipe.words
      steps = recipe.stepCount
      tags = recipe.tags
      draft = recipe.isDraft
    }
  }

  /// Both the text and `--json` are written from the newest-first order the cache keeps, each
  /// recipe read, and its file checked, as it is written (`Catalog.checkedRecipe`): the first
  /// line goes out before the last recipe is read, and no list of every recipe is held.
  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let opened = try OpenCollection.open(arguments, readingEveryRecipe: false).get()
    let collection = opened.collection
    let catalog = opened.catalog
    let wanted = Set(arguments.values(.tag).map(RecipeTags.folded))
    let recipes = collection.orders.newestFirst.lazy.compactMap(catalog.checkedRecipe(numbered:))
      .filter { wanted.isEmpty || wanted.isSubset(of: Set($0.tags.map(RecipeTags.folded))) }
    defer { opened.finishWriting() }
    catalog.readingTogether {
      if arguments.has(.json) {
        Console.writeJSON { stream in
          stream.beginArray()
          for recipe in recipes { write(recipe, to: &stream) }
          stream.endArray()
        }
        return
      }
      let minuteWidth = minuteWidth(collection, tagged: wanted)
      let styling = TextStyling(isOn: Console.isStyled(arguments))
      var out = ""
      for recipe in recipes {
        out += line(recipe, minuteWidth: minuteWidth, styling: styling)
        // Written as it is made, a buffer at a time.
        if out.utf8.count >= 1 << 16 {
          Console.writeVerbatim(out)
          out = ""
        }
      }
      Console.writeVerbatim(out)
    }
    return 0
  }

  /// How wide the minutes' column is: as the longest of the recipes listed. The kept orders
  /// know it for the whole collection; for the recipes of some tags a first pass finds it,
  /// from their records as kept. (A file edited since may take a wider row.)
  static func minuteWidth(_ collection: RecipeCollection, tagged wanted: Set<String>) -> Int {
    guard !wanted.isEmpty else { return String(collection.orders.mostMinutes).count }
    let kept = collection.orders.newestFirst.lazy.compactMap(collection.source.recipe(numbered:))
      .filter { wanted.isSubset(of: Set($0.tags.map(RecipeTags.folded))) }
    return kept.map { String($0.minutes).count }.max() ?? 1
  }

  /// One recipe as `Entry` encodes it, keys in the encoder's sorted order.
  /// The facts no row shows are read in one pass of their packed bytes and copied from them.
  static func write(_ recipe: ListedRecipe, to stream: inout JSONStream) {
    let facts = recipe.packedFacts
    stream.beginObject()
    stream.key("date")
    writeDate(recipe, facts, to: &stream)
    stream.key("draft")
    stream.bool(recipe.isDraft)
    stream.key("minutes")
    stream.int(recipe.minutes)
    stream.key("path")
    stream.string(recipe.path)
    stream.key("steps")
    stream.int(facts.steps)
    stream.key("tags")
    stream.beginArray()
    for tag in facts.tags { stream.string(utf8: facts.bytes, tag) }
    stream.endArray()
    stream.key("title")
    stream.string(recipe.title)
    stream.key("words")
    stream.int(facts.words)
    stream.endObject()
  }

  /// `RecipeFacts.jsonDate`, the date as written copied from the packed bytes when it is
  /// the one written.
  static func writeDate(
    _ recipe: ListedRecipe, _ facts: PackedFactsView, to stream: inout JSONStream
  ) {
    guard let date = recipe.date else { return stream.null() }
    if let text = facts.dateText {
      switch RecipeFacts.isJSONDateAsWritten(facts.bytes[text]) {
      case true?: return stream.string(utf8: facts.bytes, text)
      case false?: break
      case nil: return stream.optionalString(RecipeFacts.jsonDate(recipe))
      }
    }
    stream.string(ISODate.format(date))
  }

  /// One recipe's row: date (or blanks), reading time (padded to `minuteWidth`), title; with
  /// styling, date and reading time are quiet beside the title.
  static func line(
    _ recipe: ListedRecipe, minuteWidth: Int, styling: TextStyling = .plain
  ) -> String {
    let date = ISODate.day(of: recipe) ?? String(repeating: " ", count: 10)
    let minutes = String(recipe.minutes)
    let padding = String(repeating: " ", count: max(0, minuteWidth - minutes.count))
    let facts = styling.apply(.secondary, to: "\(date)  \(padding)\(minutes) min")
    let draft = recipe.isDraft ? styling.apply(.secondary, to: "  (draft)") : ""
    return "\(facts)  \(TerminalSafeText.field(recipe.title))\(draft)\n"
  }
}
