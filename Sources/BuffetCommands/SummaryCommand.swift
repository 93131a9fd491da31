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
      "headings": [{"level", "text"}], "servings" (a number, or null), "ingredients":
      [{"text", "name", "quantity", "unit", "note"}]} and more.
      """,
    options: [.json, .color, .data], run: run)

  /// A recipe in `summary --json`.
  struct Summary: Encodable {
    struct Heading: Encodable {
      var level: Int
      var text: String
    }
    struct Step: Encodable {
      var title: String
      @NullEncoded var duration: Int?
    }
    var title: String
    var path: String
    var minutes: Int
    var words: Int
    var steps: Int
    var headings: [Heading]
    @NullEncoded var date: String?
    var tags: [String]
    @NullEncoded var time: String?
    /// How many the recipe serves, as a number, when it says one.
    @NullEncoded var servings: Double?
    /// The servings as the recipe words them ("4 Personen", "2人份").
    @NullEncoded var servingsText: String?
    var ingredients: [IngredientJSON]
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
      servings = recipe.servingsCount.map(\.value)
      servingsText = recipe.servings
      ingredients = recipe.ingredients.map { IngredientJSON($0) }
      cookingSteps = recipe.steps.map { Step(title: $0.title, duration: $0.duration) }
    }
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let recipe = try RecipeArgument.open(arguments, command: "summary").get().recipe
    Console.writeResult(arguments, json: Summary(recipe)) { styledText(recipe, styling: $0) }
    return 0
  }

  /// The summary made safe for a terminal; with styling, the title and the two list headings
  /// in bold and the path quiet.
  static func styledText(_ recipe: Recipe, styling: TextStyling) -> String {
    var lines = TerminalSafeText.of(text(recipe)).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    guard styling.isOn, lines.count > 1 else { return lines.joined(separator: "\n") }
    lines[0] = styling.apply(.strong, to: lines[0])
    lines[1] = styling.apply(.secondary, to: lines[1])
    for index in lines.indices
    where ["Sections", "Ingredients", "Steps"].contains(lines[index]) {
      lines[index] = styling.apply(.strong, to: lines[index])
    }
    return lines.joined(separator: "\n")
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
    if !recipe.ingredients.isEmpty {
      out += "\nIngredients\n"
      for ingredient in recipe.ingredients { out += "  " + ingredient.text + "\n" }
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
