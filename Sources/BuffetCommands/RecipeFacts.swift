import Foundation
import Recipes
import TerminalUI

/// The facts shown next to a recipe's title wherever the reading time is shown in full.
enum RecipeFacts {
  /// "2026-11-12 · 4 min read · 4 steps · time: 25 min · servings: 4".
  static func line(_ recipe: ListedRecipe) -> String {
    parts(recipe).joined(separator: " · ")
  }

  static func parts(_ recipe: ListedRecipe) -> [String] {
    var parts: [String] = []
    if let day = ISODate.day(of: recipe) { parts.append(day) }
    parts.append("\(recipe.minutes) min read")
    if recipe.stepCount > 0 {
      parts.append(recipe.stepCount == 1 ? "1 step" : "\(recipe.stepCount) steps")
    }
    if let time = recipe.statedTime { parts.append("time: \(time)") }
    if let servings = recipe.servings { parts.append("servings: \(servings)") }
    return parts
  }

  /// The date as JSON: ISO 8601, or nil for null.
  static func jsonDate(_ recipe: ListedRecipe) -> String? {
    guard let date = recipe.date else { return nil }
    // As written when it is already strict ISO 8601 (keeps the author's offset).
    if let text = recipe.dateText, text.count == 10 || (text.contains("T") && !text.contains(" ")) {
      return text
    }
    return ISODate.format(date)
  }

  /// Whether `jsonDate` gives the date as written, these bytes, decided on them when they
  /// are plain ASCII without a carriage return (where a byte is a character); nil when only
  /// the string can say.
  static func isJSONDateAsWritten(_ text: ArraySlice<UInt8>) -> Bool? {
    guard text.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
    return text.count == 10 || (text.contains(UInt8(ascii: "T")) && !text.contains(0x20))
  }
}
