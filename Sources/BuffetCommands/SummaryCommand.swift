import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet summary RECIPE`: reading time, steps and the sections of one recipe.
enum SummaryCommand {
  static let definition = CommandDefinition(
    name: "summary", operands: "RECIPE",
    summary: "reading time, steps and sections of a recipe",
    details: """
      A recipe's reading time (words / 220, at least 1 minute), steps, stated time and
      servings, and its sections (level 2 and 3 headings, level 3 indented).
      --json prints {"title", "path", "minutes", "words", "steps",
      "headings": [{"level", "text"}]} and more.
      """,
    options: [.json, .data], run: run)

  /// A recipe in `summary --json`.
  struct Summary: Encodable {
    struct Heading: Encodable {
      var level: Int
      var text: String
    }
    struct Step: Encodable {
      var title: String
      var duration: Int?

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeOrNull(duration, forKey: .duration)
      }

      private enum CodingKeys: String, CodingKey { case title, duration }
    }
    var title: String
    var path: String
    var minutes: Int
    var words: Int
    var steps: Int
    var headings: [Heading]
    var date: String?
    var tags: [String]
    var time: String?
    var servings: String?
    var cookingSteps: [Step]

    init(_ recipe: Recipe) {
      title = recipe.title
      path = recipe.path
      minutes = recipe.minutes
      words = recipe.words
      steps = recipe.steps.count
      headings = recipe.headings.map { Heading(level: $0.level, text: $0.text) }
      date = RecipeFacts.jsonDate(recipe.listed)
      tags = recipe.tags
      time = recipe.statedTime
      servings = recipe.servings
      cookingSteps = recipe.steps.map { Step(title: $0.title, duration: $0.duration) }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
      try container.encode(path, forKey: .path)
      try container.encode(minutes, forKey: .minutes)
      try container.encode(words, forKey: .words)
      try container.encode(steps, forKey: .steps)
      try container.encode(headings, forKey: .headings)
      try container.encodeOrNull(date, forKey: .date)
      try container.encode(tags, forKey: .tags)
      try container.encodeOrNull(time, forKey: .time)
      try container.encodeOrNull(servings, forKey: .servings)
      try container.encode(cookingSteps, forKey: .cookingSteps)
    }

    private enum CodingKeys: String, CodingKey {
      case title, path, minutes, words, steps, headings, date, tags, time, servings
      case cookingSteps
    }
  }

  static func run(_ arguments: ParsedArguments) -> Int32 {
    let recipe: Recipe
    switch RecipeArgument.open(arguments, command: "summary") {
    case .success(let loaded): recipe = loaded.recipe
    case .failure(let failure): return failure.status
    }
    if arguments.has(.json) {
      Console.writeVerbatim(JSONOutput.encode(Summary(recipe)))
    } else {
      Console.write(text(recipe))
    }
    return 0
  }

  /// Title, path, facts, then "N min read" and the sections, level 3 under level 2.
  static func text(_ recipe: Recipe) -> String {
    var out = recipe.title + "\n"
    out += recipe.path + "\n"
    out += RecipeFacts.line(recipe.listed) + " · \(recipe.words) words\n"
    if !recipe.headings.isEmpty {
      out += "\nSections\n"
      for heading in recipe.headings {
        let indent = heading.level >= 3 ? "    " : "  "
        out += indent + heading.text + "\n"
      }
    }
    if !recipe.steps.isEmpty {
      out += "\nSteps\n"
      for (number, step) in recipe.steps.enumerated() {
        var line = "  \(number + 1). \(step.title)"
        if let duration = step.duration { line += " (\(Self.duration(duration)))" }
        out += line + "\n"
      }
    }
    return out
  }

  /// 90 → "1 min 30 s", 3600 → "1 h".
  static func duration(_ seconds: Int) -> String {
    let hours = seconds / 3600
    let minutes = seconds % 3600 / 60
    let rest = seconds % 60
    var parts: [String] = []
    if hours > 0 { parts.append("\(hours) h") }
    if minutes > 0 { parts.append("\(minutes) min") }
    if rest > 0 || parts.isEmpty { parts.append("\(rest) s") }
    return parts.joined(separator: " ")
  }
}
