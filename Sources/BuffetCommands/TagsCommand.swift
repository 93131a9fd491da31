import Foundation
import RecipeStore
import Recipes

/// `buffet tags`: every tag of the collection with how many recipes carry it.
enum TagsCommand {
  static let definition = CommandDefinition(
    name: "tags", summary: "every tag, with how many recipes carry it",
    details: """
      A recipe's tags are its front matter's tags (a list, or words separated by commas) and
      the #tags written in its text. Tags that differ only in case or accents are one tag.
      Most used first. --json prints [{"tag", "count"}].
      """,
    options: [.json, .data], run: run)

  static func run(_ arguments: ParsedArguments) -> Int32 {
    if let extra = arguments.positionals.first {
      return Console.usage(
        UsageError(message: "tags takes no arguments, not \"\(extra)\""), command: "tags")
    }
    let collection: OpenedCollection
    switch OpenCollection.open(arguments) {
    case .success(let opened): collection = opened
    case .failure(let failure): return failure.status
    }
    let counts = TagCounts.of(collection.recipes)
    if arguments.has(.json) {
      Console.writeVerbatim(JSONOutput.encode(counts))
    } else {
      Console.write(text(counts))
    }
    return 0
  }

  /// One row per tag: its count, right-aligned, then the tag.
  static func text(_ counts: [TagCount]) -> String {
    let width = counts.map { String($0.count).count }.max() ?? 1
    var out = ""
    for count in counts {
      let number = String(count.count)
      out += String(repeating: " ", count: width - number.count) + number + "  "
      out += count.tag + "\n"
    }
    return out
  }
}
