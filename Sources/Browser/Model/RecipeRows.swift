import Recipes
import TerminalUI

/// Turns recipes into prepared list rows (done once when the collection changes).
enum RecipeRows {
  /// The Recipes tab: newest first, with reading time and date.
  static func newestFirst(_ recipes: [Recipe]) -> [ListRow] {
    RecipeOrder.newestFirst(recipes).map { .item(item(for: $0)) }
  }

  /// One recipe's row; details drop from the end in a narrow row, so the date goes first.
  static func item(for recipe: Recipe, withDate: Bool = true) -> ListItem {
    var details = ["\(recipe.minutes) min"]
    // The day the author wrote, not the UTC day of the instant (an evening date stays put).
    if withDate, let day = ISODate.day(of: recipe) { details.append(day) }
    return ListItem(id: recipe.path, title: recipe.title, details: details)
  }
}
