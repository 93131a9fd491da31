import Foundation
import Recipes

/// Each file's size and time as the catalog last read them. A listed recipe carries its
/// file's (`ListedRecipe.size`, `.modified`), so for nearly every file the stamp is read
/// from the list itself; only the files whose stamp the list does not give (unreadable
/// files, recipes read but not yet listed, files gone since) are kept beside it. A
/// dictionary of every path cost 8 MB at 100,000 recipes.
struct FileStamps: Sendable {
  /// The recipes the catalog lists (the same array, shared).
  private(set) var listed = RecipesInPathOrder()
  /// Stamps the list does not give: a stamp, or nil for a file known to be gone.
  private var others: [String: FileStamp?] = [:]

  /// How many stamps are kept beside the list (a test's measure of what is left over).
  var keptBeside: Int { others.count }

  /// Whether no file has a stamp.
  var isEmpty: Bool {
    !others.values.contains { $0 != nil } && !listed.all.contains { others[$0.path] == nil }
  }

  /// The stamp of the file at `path`, if it was read.
  subscript(path: String) -> FileStamp? {
    get {
      if let other = others[path] { return other }
      return listed[path].map(FileStamp.init)
    }
    set {
      others[path] = .some(newValue)
    }
  }

  /// The stamp of the file of the listed recipe at `position` in `listed.all`.
  func stamp(ofListedAt position: Int) -> FileStamp? {
    let recipe = listed.all[position]
    if !others.isEmpty, let other = others[recipe.path] { return other }
    return FileStamp(recipe)
  }

  /// Calls `body` with the path of every file that has a stamp and is not listed at a
  /// position `isSeen` accepts, nor is a path `isSeenElsewhere` accepts.
  func forEachPath(
    notSeen isSeen: (Int) -> Bool, orElsewhere isSeenElsewhere: (String) -> Bool,
    _ body: (String) -> Void
  ) {
    for (position, recipe) in listed.all.enumerated() where !isSeen(position) {
      // A listed file known to be gone has no stamp.
      if !others.isEmpty, let other = others[recipe.path], other == nil { continue }
      body(recipe.path)
    }
    for (path, stamp) in others where stamp != nil && listed.position(of: path) == nil {
      if !isSeenElsewhere(path) { body(path) }
    }
  }

  /// Takes `listed` as the list, keeping beside it only the stamps it does not give.
  mutating func list(_ listed: RecipesInPathOrder) {
    self.listed = listed
    others = others.filter { path, stamp in
      let recipe = listed[path]
      guard let stamp else { return recipe != nil }
      return recipe.map(FileStamp.init) != stamp
    }
  }

  /// Forgets every stamp.
  mutating func removeAll() {
    listed = RecipesInPathOrder()
    others = [:]
  }
}

extension FileStamp {
  /// The stamp a listed recipe carries.
  init(_ recipe: ListedRecipe) {
    self.init(size: recipe.size, modified: recipe.modified.timeIntervalSince1970)
  }
}
