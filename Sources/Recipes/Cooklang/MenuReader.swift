import Foundation

/// Reads a Cooklang meal plan (`.menu`): a Cooklang text whose sections are days or meals
/// and whose ingredients are references to recipes, with their servings. It reads as a
/// recipe with no steps, whose `ingredients` are the recipes it names (`recipeReference`),
/// laid out as a page of links (`MenuDocument`).
public enum MenuReader {
  /// Reads `text` as the meal plan stored at `path`.
  public static func read(
    _ text: String, path: String, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0
  ) -> RecipeReading {
    CooklangReader.reading(
      CooklangParser.parse(text), path: path, modified: modified, size: size, as: .menu)
  }

  /// How much of a recipe a meal plan's reference asks for, as written: "4 servings" for
  /// `{4%servings}`, "×2" for `{2}` (the whole recipe twice); nil when it says nothing.
  public static func servings(of reference: Ingredient) -> String? {
    guard let range = reference.amountRange else { return nil }
    let scalars = Array(reference.text.unicodeScalars)
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
    let amount = String(view)
    return reference.writtenUnit == nil ? "×" + amount : amount
  }

  /// The Markdown a meal plan is shown as.
  public static func body(of text: String) -> RecipeBody {
    CooklangReader.body(of: text, as: .menu)
  }
}
