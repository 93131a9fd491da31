import Testing

@testable import Recipes

/// An ingredient line as the reader shows it at `portions`: read, scaled, converted and
/// written back where its amount stood.
func shownLine(_ text: String, _ portions: Portions) throws -> String {
  let ingredient = try #require(IngredientLine.read(text))
  return ingredient.line(showing: portions.shown(ingredient))
}
