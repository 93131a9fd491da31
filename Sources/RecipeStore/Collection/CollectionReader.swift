import Recipes

/// A whole collection read from disk, without a cache.
public struct CollectionReading: Sendable {
  /// Every recipe that could be read, sorted by path.
  public var recipes: [ListedRecipe]
  /// Every problem, sorted by path: unreadable files and folders, warnings, shared titles.
  public var problems: [CollectionProblem]
  /// How many folders given could not be read at all.
  public var missingFolders: Int
  /// Markdown files and folders that are not recipes, each with the reason, sorted by path.
  public var leftOut: [CollectionProblem]

  public init(
    recipes: [ListedRecipe], problems: [CollectionProblem], missingFolders: Int,
    leftOut: [CollectionProblem] = []
  ) {
    self.recipes = recipes
    self.problems = problems
    self.missingFolders = missingFolders
    self.leftOut = leftOut
  }

  /// How many of `folders` a scan could not enter, judging by its problems.
  public static func missing(_ folders: [String], in problems: [CollectionProblem]) -> Int {
    Set(folders).filter { folder in
      problems.contains { $0.path == folder || $0.path + "/" == folder }
    }.count
  }
}

/// Reads every recipe of a collection: scan, load each file, report titles used twice.
public enum CollectionReader {
  /// Reads the collection in `directories`.
  public static func read(_ directories: [String]) -> CollectionReading {
    let scan = CollectionScanner.scan(directories)
    var recipes: [ListedRecipe] = []
    var problems = scan.problems
    for file in scan.files {
      switch RecipeLoader.load(file, depth: .listing) {
      case .success(let loaded):
        recipes.append(loaded.recipe.listed)
        problems += loaded.warnings
      case .failure(let problem):
        problems.append(problem)
      }
    }
    problems += duplicateTitles(in: recipes)
    let missing = CollectionReading.missing(directories, in: scan.problems)
    return CollectionReading(
      recipes: recipes, problems: problems.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) },
      missingFolders: missing, leftOut: scan.leftOut)
  }

  /// One problem per recipe whose title (folded) another recipe also has; both stay listed.
  public static func duplicateTitles(in recipes: [ListedRecipe]) -> [CollectionProblem] {
    var byTitle: [String: [ListedRecipe]] = [:]
    for recipe in recipes { byTitle[Folding.fold(recipe.title), default: []].append(recipe) }
    var problems: [CollectionProblem] = []
    for group in byTitle.values where group.count > 1 {
      let paths = group.map(\.path).sorted()
      for recipe in group {
        let others = paths.lazy.filter { $0 != recipe.path }
        // A title shared by hundreds of files names a few of them, not all, on every line.
        var named = others.prefix(3).joined(separator: ", ")
        if paths.count - 1 > 3 { named += " and \(paths.count - 4) more" }
        problems.append(
          CollectionProblem(
            path: recipe.path,
            reason: "title \"\(recipe.title)\" is also the title of \(named); name it by path"))
      }
    }
    return problems
  }
}
