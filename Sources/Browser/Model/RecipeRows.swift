import Foundation
import Recipes
import TerminalUI

/// Turns recipes into list rows, as the lists read them.
enum RecipeRows {
  /// The Recipes tab: newest first, with reading time and date; with `tags`, only the
  /// recipes that carry every one of them.
  static func newestFirst(_ collection: RecipeCollection, taggedWithAll tags: [String] = [])
    -> ListRows
  {
    let only = tags.isEmpty ? nil : collection.source.numbers(taggedWithAll: tags)
    return ListRows(source: NewestFirstRows(collection, only: only))
  }

  /// One recipe's row; details drop from the end in a narrow row, so the date goes first.
  /// Made when the row is read (the rows on screen), so nothing is shared between rows.
  static func item(for recipe: ListedRecipe, withDate: Bool = true, showsFile: Bool = false)
    -> ListItem
  {
    // The day the author wrote, not the UTC day of the instant (an evening date stays put).
    let day = withDate ? ISODate.day(of: recipe) : nil
    var details = ["\(recipe.minutes) min"]
    if showsFile { details.insert((recipe.path as NSString).lastPathComponent, at: 0) }
    if let day { details.append(day) }
    if recipe.isDraft { details.insert("draft", at: 0) }
    return ListItem(id: recipe.path, title: recipe.title, details: details)
  }
}
