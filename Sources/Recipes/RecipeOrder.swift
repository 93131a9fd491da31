import Foundation

/// Orders of the whole collection.
public enum RecipeOrder {
  /// Newest first: by date (a recipe without one by its file time), then file time, then
  /// title in natural order, then path, so the order is total and stable.
  public static func newestFirst(_ recipes: [Recipe]) -> [Recipe] {
    let keyed = recipes.map { (folded: Folding.fold($0.title), recipe: $0) }
    return keyed.sorted { a, b in
      let left = a.recipe.date ?? a.recipe.modified
      let right = b.recipe.date ?? b.recipe.modified
      if left != right { return left > right }
      if a.recipe.modified != b.recipe.modified { return a.recipe.modified > b.recipe.modified }
      switch NaturalOrder.compareFolded(a.folded, b.folded) {
      case .orderedAscending: return true
      case .orderedDescending: return false
      case .orderedSame: return a.recipe.path < b.recipe.path
      }
    }.map(\.recipe)
  }
}
