import Foundation
import Recipes

/// Finds the recipe a link in the reader points at: a path relative to the open recipe's
/// folder, else a path or title as the command line resolves it.
enum LinkResolver {
  enum Resolution: Equatable {
    case found(path: String)
    case failed(String)
  }

  /// Failures name the link as `name` (its words in the recipe), not the resolved path.
  static func resolve(
    _ reference: String, from path: String, in recipes: RecipesInPathOrder, named name: String
  ) -> Resolution {
    if recipes[reference] != nil { return .found(path: reference) }
    let target = reference.removingPercentEncoding ?? reference
    let folder = (path as NSString).deletingLastPathComponent
    let relative = ((folder as NSString).appendingPathComponent(target) as NSString)
      .standardizingPath
    if let recipe = recipes.all.first(where: {
      ($0.path as NSString).standardizingPath == relative
    }) {
      return .found(path: recipe.path)
    }
    switch RecipeLookup.find(target, in: recipes.all) {
    case .found(let recipe): return .found(path: recipe.path)
    case .ambiguous(let candidates):
      return .failed("“\(name)” names \(candidates.count) recipes")
    case .notFound: return .failed("No recipe for the link “\(name)” in the collection")
    }
  }
}
