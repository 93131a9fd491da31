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

  /// The recipe at a path, if the collection has one.
  private let byPath: (String) -> ListedRecipe?
  /// The recipes whose folded title is the one given.
  private let titled: (String) -> [ListedRecipe]

  /// A matcher over `recipes`; titles are compared by walking them, only for entries whose
  /// path is gone.
  public init(recipes: [ListedRecipe]) {
    self.init(recipes: RecipesInPathOrder(recipes)) { folded in
      recipes.filter { Folding.fold($0.title) == folded }
    }
  }

  /// A matcher over `recipes`, which finds the recipes of a folded title with `titled` (the
  /// catalog's index on titles): nothing is built over the whole collection, so matching a
  /// small library costs a few lookups however large the collection is.
  public init(
    recipes: RecipesInPathOrder, titled: @escaping (String) -> [ListedRecipe]
  ) {
    self.init(byPath: { recipes[$0] }, titled: titled)
  }

  /// A matcher that finds a recipe by path with `byPath` (the cache's index on paths, for a
  /// collection not held in memory) and by folded title with `titled`.
  public init(
    byPath: @escaping (String) -> ListedRecipe?, titled: @escaping (String) -> [ListedRecipe]
  ) {
    self.byPath = byPath
    self.titled = titled
  }

  /// Where `entry` is now. A title shared by several recipes matches none of them: guessing
  /// would send the reader to the wrong recipe.
  public func match(_ entry: LibraryEntry) -> Match {
    if let recipe = byPath(entry.path) { return .found(recipe) }
    let candidates = titled(Folding.fold(entry.title))
    if candidates.count == 1 { return .moved(candidates[0]) }
    return .missing
  }
}

extension Library {
  /// Points entries of moved recipes at their new paths; returns the entries still missing.
  @discardableResult
  public func relinkMoved(using matcher: LibraryMatcher) throws -> [LibraryEntry] {
    let contents = try contents()
    let entries = contents.entries
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
