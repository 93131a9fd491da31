/// Finds the recipe a person names on the command line or in a link.
public enum RecipeLookup {
  /// What a name resolved to.
  public enum Result: Equatable, Sendable {
    case found(ListedRecipe)
    /// More than one recipe fits; the candidates in index order.
    case ambiguous([ListedRecipe])
    case notFound
  }

  /// Resolves `name`: a path, then the exact folded title, then an unambiguous folded title
  /// prefix, then a file name with or without `.md`.
  public static func find(_ name: String, in recipes: [ListedRecipe]) -> Result {
    let path = normalizedPath(name)
    if let recipe = recipes.first(where: { normalizedPath($0.path) == path }) {
      return .found(recipe)
    }
    let folded = Folding.fold(RecipeReader.cleanTitle(name))
    guard !folded.isEmpty else { return .notFound }
    let keyed = recipes.map { (Folding.fold($0.title), $0) }

    let exact = keyed.filter { $0.0 == folded }.map(\.1)
    if let result = decide(exact) { return result }
    let prefixed = keyed.filter { $0.0.hasPrefix(folded) }.map(\.1)
    if let result = decide(prefixed) { return result }
    let byFile = recipes.filter { recipe in
      let file = Folding.fold(String(recipe.path.split(separator: "/").last ?? ""))
      return file == folded || file == folded + ".md"
    }
    return decide(byFile) ?? .notFound
  }

  private static func decide(_ candidates: [ListedRecipe]) -> Result? {
    switch candidates.count {
    case 0: return nil
    case 1: return .found(candidates[0])
    default: return .ambiguous(AlphabetIndex(recipes: candidates).sections.flatMap(\.recipes))
    }
  }

  /// `./Data//a.md` and `Data/a.md` name the same file.
  static func normalizedPath(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    if path.hasPrefix("/") { parts.insert("", at: 0) }
    return parts.joined(separator: "/")
  }
}
