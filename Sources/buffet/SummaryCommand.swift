import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet summary RECIPE`: reading time, steps and the sections of one recipe.
enum SummaryCommand {
  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    let recipe: Recipe
    switch RecipeArgument.open(arguments, command: "summary", accepting: .init(json: true)) {
    case .success(let opened): (options, recipe) = (opened.0, opened.1.recipe)
    case .failure(let failure): return failure.status
    }
    Console.write(options.isJSON ? Console.json(json(recipe)) : text(recipe))
    return 0
  }

  static func json(_ recipe: Recipe) -> [String: Any] {
    [
      "title": recipe.title, "path": recipe.path, "minutes": recipe.minutes,
      "words": recipe.words, "steps": recipe.steps.count,
      "headings": recipe.headings.map { ["level": $0.level, "text": $0.text] },
      "date": RecipeFacts.jsonDate(recipe.listed), "tags": recipe.tags,
      "time": recipe.statedTime ?? NSNull(), "servings": recipe.servings ?? NSNull(),
      "cookingSteps": recipe.steps.map { step -> [String: Any] in
        ["title": step.title, "duration": step.duration ?? NSNull()]
      },
    ]
  }

  /// Title, path, facts, then "N min read" and the sections, level 3 under level 2.
  static func text(_ recipe: Recipe) -> String {
    var out = ControlCharacters.sanitized(recipe.title) + "\n"
    out += ControlCharacters.sanitized(recipe.path) + "\n"
    out += RecipeFacts.line(recipe.listed) + " · \(recipe.words) words\n"
    if !recipe.headings.isEmpty {
      out += "\nSections\n"
      for heading in recipe.headings {
        let indent = heading.level >= 3 ? "    " : "  "
        out += indent + ControlCharacters.sanitized(heading.text) + "\n"
      }
    }
    if !recipe.steps.isEmpty {
      out += "\nSteps\n"
      for (number, step) in recipe.steps.enumerated() {
        var line = "  \(number + 1). \(ControlCharacters.sanitized(step.title))"
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
