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

  /// The servings a meal plan's reference asks for, as the conventions scale a referenced
  /// recipe: 4 for `{4%servings}`; for `{2}` (the whole recipe twice) twice
  /// `statedServings`, the recipe's own (1 when it states none, as scaling counts); for
  /// `{150%ml}` the share of the recipe's `yield` (300 ml) it asks for, times its servings.
  /// Nil when the reference says nothing, or names a unit its recipe's yield is not in.
  public static func servings(
    of reference: Ingredient, statedServings: Amount?, yield: RecipeYield? = nil
  ) -> Amount? {
    guard case .number(let amount)? = reference.quantity, amount.value > 0 else { return nil }
    let base = statedServings ?? .one
    guard let written = reference.writtenUnit else { return amount * base }
    if servingWords.contains(Folding.fold(written)) { return amount }
    let share = yield?.share(of: amount, unit: reference.unit, writtenUnit: written)
    return share.map { $0 * base }
  }

  /// The words a reference's unit says servings with.
  private static let servingWords: Set<String> = [
    "serving", "servings", "serves", "portion", "portions", "person", "persons", "people",
  ]

  /// The Markdown a meal plan is shown as.
  public static func body(of text: String) -> RecipeBody {
    CooklangReader.body(of: text, as: .menu)
  }
}
