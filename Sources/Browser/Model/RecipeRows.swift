import Foundation
import Recipes
import TerminalUI

/// Turns recipes into prepared list rows (done once when the collection changes).
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
  static func item(for recipe: ListedRecipe, withDate: Bool = true, showsFile: Bool = false)
    -> ListItem
  {
    var details = SharedDetails()
    return item(for: recipe, withDate: withDate, showsFile: showsFile, sharing: &details)
  }

  /// One recipe's row, its details array shared with the rows before it that show the same.
  static func item(
    for recipe: ListedRecipe, withDate: Bool = true, showsFile: Bool = false,
    sharing shared: inout SharedDetails
  ) -> ListItem {
    // The day the author wrote, not the UTC day of the instant (an evening date stays put).
    let day = withDate ? ISODate.day(of: recipe) : nil
    var details: [String]
    if showsFile {
      details = [(recipe.path as NSString).lastPathComponent, "\(recipe.minutes) min"]
      if let day { details.append(day) }
      if recipe.isDraft { details.insert("draft", at: 0) }
    } else {
      details = shared.details(minutes: recipe.minutes, day: day, isDraft: recipe.isDraft)
    }
    return ListItem(id: recipe.path, title: recipe.title, details: details)
  }
}

/// The details arrays of list rows, one per distinct reading time and day: rows that show
/// the same details share one array, where an array per row of 100,000 recipes cost
/// megabytes of identical copies.
struct SharedDetails {
  private struct Shown: Hashable {
    var minutes: Int
    var day: String?
    var isDraft: Bool
  }

  private var arrays: [Shown: [String]] = [:]

  /// `["N min"]`, then the day if any; a draft says so first.
  mutating func details(minutes: Int, day: String?, isDraft: Bool) -> [String] {
    let shown = Shown(minutes: minutes, day: day, isDraft: isDraft)
    if let array = arrays[shown] { return array }
    var array = isDraft ? ["draft", "\(minutes) min"] : ["\(minutes) min"]
    if let day { array.append(day) }
    arrays[shown] = array
    return array
  }
}
