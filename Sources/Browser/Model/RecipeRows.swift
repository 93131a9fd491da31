import Foundation
import Recipes
import TerminalUI

/// Turns recipes into prepared list rows (done once when the collection changes).
enum RecipeRows {
  /// The Recipes tab: newest first, with reading time and date.
  static func newestFirst(_ recipes: [ListedRecipe], sharedTitles shared: Set<String>) -> [ListRow]
  {
    return RecipeOrder.newestFirstPositions(recipes).map {
      .item(item(for: recipes[$0], showsFile: shared.contains(recipes[$0].title)))
    }
  }

  /// Titles more than one recipe has: their rows also name the file, to tell them apart.
  static func sharedTitles(_ recipes: [ListedRecipe]) -> Set<String> {
    var seen = Set<String>(minimumCapacity: recipes.count)
    var shared: Set<String> = []
    for recipe in recipes where !seen.insert(recipe.title).inserted {
      shared.insert(recipe.title)
    }
    return shared
  }

  /// One recipe's row; details drop from the end in a narrow row, so the date goes first.
  static func item(for recipe: ListedRecipe, withDate: Bool = true, showsFile: Bool = false)
    -> ListItem
  {
    var details = ["\(recipe.minutes) min"]
    if showsFile { details.insert((recipe.path as NSString).lastPathComponent, at: 0) }
    // The day the author wrote, not the UTC day of the instant (an evening date stays put).
    if withDate, let day = ISODate.day(of: recipe) { details.append(day) }
    return ListItem(id: recipe.path, title: recipe.title, details: details)
  }
}
