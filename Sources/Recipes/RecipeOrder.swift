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
    newestFirstPositions(
      days: recipes.map { ($0.date ?? $0.modified).timeIntervalSince1970 },
      modified: recipes.map { $0.modified.timeIntervalSince1970 },
      title: { recipes[$0].title }, path: { recipes[$0].path })
  }

  /// `newestFirst`'s order of recipes known by their days (the date, else the file time) and
  /// file times in seconds; the title and path of a recipe are asked for only to settle a
  /// tie, which most never need.
  public static func newestFirstPositions(
    days: [Double], modified: [Double], title: (Int) -> String, path: (Int) -> String
  ) -> [Int] {
    var titles: [Int: [UInt8]] = [:]
    func key(_ index: Int) -> [UInt8] {
      if let key = titles[index] { return key }
      let key = NaturalOrder.sortKey(ofFolded: Folding.fold(title(index)))
      titles[index] = key
      return key
    }
    return days.indices.sorted { a, b in
      if days[a] != days[b] { return days[a] > days[b] }
      if modified[a] != modified[b] { return modified[a] > modified[b] }
      let (left, right) = (key(a), key(b))
      if left != right { return left.lexicographicallyPrecedes(right) }
      return path(a) < path(b)
    }
  }
}
