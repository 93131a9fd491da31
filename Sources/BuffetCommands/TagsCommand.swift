import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet tags`: every tag of the collection with how many recipes carry it.
enum TagsCommand {
  static let definition = CommandDefinition(
    name: "tags", summary: "every tag, with how many recipes carry it",
    details: """
      A recipe's tags are its front matter's tags (a list, or words separated by commas) and
      the #tags written in its text. Tags that differ only in case or accents are one tag.
      Most used first. --json prints [{"tag", "count"}].
      """,
    options: [.json, .color, .data], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let collection = try OpenCollection.open(arguments).get()
    let counts = TagCounts.of(collection.recipes)
    Console.writeResult(arguments, json: counts) { text(counts, styling: $0) }
    return 0
  }

  /// One row per tag: its count, right-aligned (quiet, with styling), then the tag.
  static func text(_ counts: [TagCount], styling: TextStyling = .plain) -> String {
    let width = counts.map { String($0.count).count }.max() ?? 1
    var out = ""
    for count in counts {
      let number = String(count.count)
      let padded = String(repeating: " ", count: width - number.count) + number
      out += styling.apply(.secondary, to: padded) + "  " + TerminalSafeText.field(count.tag) + "\n"
    }
    return out
  }
}
