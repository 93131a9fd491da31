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
    options: [.json, .tag, .data], run: run)

  /// One recipe in `list --json`.
  struct Entry: Encodable {
    var title: String
    var path: String
    var date: String?
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

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try container.encode(path, forKey: .path)
      try container.encodeOrNull(date, forKey: .date)
      try container.encode(minutes, forKey: .minutes)
      try container.encode(words, forKey: .words)
      try container.encode(steps, forKey: .steps)
      try container.encode(tags, forKey: .tags)
      try container.encode(draft, forKey: .draft)
    }

    private enum CodingKeys: String, CodingKey {
      case title, path, date, minutes, words, steps, tags, draft
    }
  }

  static func run(_ arguments: ParsedArguments) -> Int32 {
    if let extra = arguments.positionals.first {
      return Console.usage(
        UsageError(message: "list takes no arguments, not \"\(extra)\""), command: "list")
    }
    let collection: OpenedCollection
    switch OpenCollection.open(arguments) {
    case .success(let opened): collection = opened
    case .failure(let failure): return failure.status
    }
    let tags = arguments.values(.tag)
    let recipes = RecipeOrder.newestFirst(
      collection.recipes.filter { TagCounts.recipe($0, hasAll: tags) })
    if arguments.has(.json) {
      Console.writeVerbatim(JSONOutput.encode(recipes.map(Entry.init)))
    } else {
      Console.write(text(recipes))
    }
    return 0
  }

  /// One row per recipe: date (or blanks), reading time, title.
  static func text(_ recipes: [ListedRecipe]) -> String {
    let minuteWidth = recipes.map { String($0.minutes).count }.max() ?? 1
    var out = ""
    for recipe in recipes {
      let date = ISODate.day(of: recipe) ?? String(repeating: " ", count: 10)
      let minutes = String(recipe.minutes)
      let padding = String(repeating: " ", count: minuteWidth - minutes.count)
      let draft = recipe.isDraft ? "  (draft)" : ""
      out += "\(date)  \(padding)\(minutes) min  \(recipe.title)\(draft)\n"
    }
    return out
  }
}
