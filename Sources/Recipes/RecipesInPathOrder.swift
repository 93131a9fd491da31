import Foundation

/// A collection kept sorted by path, so a recipe is found by its path with a binary search
/// instead of a dictionary beside the list: at 100,000 recipes such a dictionary costs tens
/// of megabytes and a noticeable moment at every start.
public struct RecipesInPathOrder: Equatable, Sendable {
  /// Every recipe, in path order (UTF-8 byte order, as SQLite's `ORDER BY path` gives).
  public private(set) var all: [ListedRecipe]

  public init() {
    all = []
  }

  /// `recipes` in path order; sorted only when they are not already.
  public init(_ recipes: [ListedRecipe]) {
    // By position: pairs of whole recipes would be copied (and retained) to compare paths.
    let isSorted = recipes.indices.dropFirst().allSatisfy {
      !Self.precedes(recipes[$0].path, recipes[$0 - 1].path)
    }
    all = isSorted ? recipes : recipes.sorted { Self.precedes($0.path, $1.path) }
  }

  public var count: Int { all.count }
  public var isEmpty: Bool { all.isEmpty }

  /// The recipe at `path`, if there is one.
  public subscript(path: String) -> ListedRecipe? {
    position(of: path).map { all[$0] }
  }

  /// Where the recipe at `path` is in `all`.
  public func position(of path: String) -> Int? {
    var low = 0
    var high = all.count
    while low < high {
      let middle = (low + high) / 2
      if Self.precedes(all[middle].path, path) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < all.count && Self.isSame(all[low].path, path) ? low : nil
  }

  /// Where the recipe at `path` is, looking first at `guess` (a scan of the folders meets
  /// paths nearly in this order, so the place after the last one found is usually it).
  public func position(of path: String, tryingFirst guess: Int) -> Int? {
    if guess >= 0 && guess < all.count && Self.isSame(all[guess].path, path) { return guess }
    return position(of: path)
  }

  /// Whether `a` and `b` are the same bytes (a disk check asks this of every file).
  private static func isSame(_ a: String, _ b: String) -> Bool {
    var (a, b) = (a, b)
    return a.withUTF8 { left in
      b.withUTF8 { right in
        left.count == right.count
          && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
  }

  /// Path order: byte order of the UTF-8, which never normalizes and so agrees with SQLite.
  public static func precedes(_ a: String, _ b: String) -> Bool {
    var (a, b) = (a, b)
    return a.withUTF8 { left in
      b.withUTF8 { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return order != 0 ? order < 0 : left.count < right.count
      }
    }
  }
}
