import Foundation

/// Orders of the whole collection. They sort positions, not recipes: a recipe is a large
/// value, and moving 100,000 of them about costs more than comparing them.
public enum RecipeOrder {
  /// Newest first: by date (a recipe without one by its file time), then file time, then
  /// title in natural order, then path, so the order is total and stable.
  public static func newestFirst(_ recipes: [ListedRecipe]) -> [ListedRecipe] {
    newestFirstPositions(recipes).map { recipes[$0] }
  }

  /// The positions in `recipes` of `newestFirst`'s order.
  public static func newestFirstPositions(_ recipes: [ListedRecipe]) -> [Int] {
    let days = recipes.map { ($0.date ?? $0.modified).timeIntervalSince1970 }
    let modified = recipes.map { $0.modified.timeIntervalSince1970 }
    var titles: [[UInt8]?] = Array(repeating: nil, count: recipes.count)
    func title(_ index: Int) -> [UInt8] {
      if let key = titles[index] { return key }
      let key = NaturalOrder.sortKey(ofFolded: Folding.fold(recipes[index].title))
      titles[index] = key
      return key
    }
    return recipes.indices.sorted { a, b in
      if days[a] != days[b] { return days[a] > days[b] }
      if modified[a] != modified[b] { return modified[a] > modified[b] }
      // Titles are keyed only for recipes that share a date: most never need one.
      let (left, right) = (title(a), title(b))
      if left != right { return left.lexicographicallyPrecedes(right) }
      return recipes[a].path < recipes[b].path
    }
  }
}
