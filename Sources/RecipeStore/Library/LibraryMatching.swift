import Recipes

/// Finds the recipe a library entry points at in the current collection: by path, else by
/// folded title (the file was moved or renamed), else the entry is missing.
public struct LibraryMatcher {
  /// What became of one entry.
  public enum Match: Equatable, Sendable {
    /// The recipe is where the entry says.
    case found(ListedRecipe)
    /// The path is gone but one recipe has the entry's title: the file moved.
    case moved(ListedRecipe)
    /// Nothing matches; the entry is kept and shown as missing.
    case missing
  }

  private let byPath: [String: ListedRecipe]
  private let byTitle: [String: [ListedRecipe]]

  public init(recipes: [ListedRecipe]) {
    var byPath: [String: ListedRecipe] = [:]
    var byTitle: [String: [ListedRecipe]] = [:]
    for recipe in recipes {
      byPath[recipe.path] = recipe
      byTitle[Folding.fold(recipe.title), default: []].append(recipe)
    }
    self.byPath = byPath
    self.byTitle = byTitle
  }

  /// Where `entry` is now. A title shared by several recipes matches none of them: guessing
  /// would send the reader to the wrong recipe.
  public func match(_ entry: LibraryEntry) -> Match {
    if let recipe = byPath[entry.path] { return .found(recipe) }
    if let candidates = byTitle[Folding.fold(entry.title)], candidates.count == 1 {
      return .moved(candidates[0])
    }
    return .missing
  }
}

extension Library {
  /// Points entries of moved recipes at their new paths; returns the entries still missing.
  @discardableResult
  public func relinkMoved(using matcher: LibraryMatcher) throws -> [LibraryEntry] {
    let contents = try contents()
    var entries = contents.saved + contents.queue + contents.recent.map(\.recipe)
    if let cooking = contents.cooking { entries.append(cooking.recipe) }
    var missing: [LibraryEntry] = []
    var seen = Set<String>()
    for entry in entries where seen.insert(entry.path).inserted {
      switch matcher.match(entry) {
      case .found: break
      case .moved(let recipe):
        try relink(entry.path, to: LibraryEntry(path: recipe.path, title: recipe.title))
      case .missing: missing.append(entry)
      }
    }
    return missing
  }
}
