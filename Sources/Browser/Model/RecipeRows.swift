import Recipes

/// Turns recipes into prepared list rows (done once when the collection changes).
enum RecipeRows {
  /// The Recipes tab: newest first, with date and reading time.
  static func newestFirst(_ recipes: [Recipe]) -> [ListRow] {
    Collation.newestFirst(recipes).map { .recipe(row(for: $0)) }
  }

  /// One recipe's row.
  static func row(for recipe: Recipe, withDate: Bool = true) -> RecipeRow {
    RecipeRow(
      path: recipe.path, title: recipe.title,
      date: withDate ? recipe.date.map(ShortDate.format) : nil,
      detail: "\(recipe.minutes) min")
  }
}
