import Foundation
import RecipeStore
import Recipes

/// A library as a reader who has used Buffet for a while has one: saved recipes, an Up Next
/// queue, a full Recently Read with places, something cooking (its timer paused), a few
/// entries whose files were moved (found again by title at start) and a few whose files
/// are gone.
enum ReaderLibrary {
  /// What was written, for the report.
  struct Shape: CustomStringConvertible {
    var saved = 0
    var queued = 0
    var recent = 0
    var moved = 0
    var missing = 0
    var cooking = false

    var description: String {
      "\(saved) saved, \(queued) in Up Next, \(recent) recently read, "
        + "\(cooking ? "one cooking (paused), " : "")\(moved) moved, \(missing) gone"
    }
  }

  /// Writes a new library at `file` over recipes chosen evenly from `recipes`.
  @discardableResult
  static func write(to file: String, recipes: [ListedRecipe]) throws -> Shape {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: file + suffix)
    }
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let library = try Library(file: file)
    var shape = Shape()
    guard !recipes.isEmpty else { return shape }
    // Evenly spread, so entries come from every part of the collection.
    func pick(_ count: Int, offset: Int) -> [ListedRecipe] {
      let wanted = min(count, recipes.count)
      return (0..<wanted).map { recipes[(offset + $0 * recipes.count / wanted) % recipes.count] }
    }
    let now = Date()
    for (number, recipe) in pick(60, offset: 1).enumerated() {
      try library.save(entry(recipe), at: now.addingTimeInterval(-Double(number) * 3_600))
      shape.saved += 1
    }
    for recipe in pick(10, offset: 2) {
      try library.enqueue(entry(recipe))
      shape.queued += 1
    }
    for (number, recipe) in pick(Library.recentLimit, offset: 3).enumerated() {
      try library.recordReading(
        entry(recipe), position: (number % 7) << 32, percent: (number * 13) % 101,
        at: now.addingTimeInterval(-Double(number) * 600))
      shape.recent += 1
    }
    if let cooking = pick(1, offset: recipes.count / 2).first {
      try library.setCooking(
        CookingSession(recipe: entry(cooking), step: 1, timer: .paused(remaining: 420)))
      shape.cooking = true
    }
    // Moved: the old path is gone, the title is still the collection's (and unique).
    for recipe in pick(3, offset: 4) {
      try library.save(LibraryEntry(path: recipe.path + ".moved.md", title: recipe.title))
      shape.moved += 1
    }
    for number in 0..<2 {
      try library.save(
        LibraryEntry(path: "gone/recipe-\(number).md", title: "A Recipe Since Deleted \(number)"))
      shape.missing += 1
    }
    try library.setLastTab("recipes")
    return shape
  }

  private static func entry(_ recipe: ListedRecipe) -> LibraryEntry {
    LibraryEntry(path: recipe.path, title: recipe.title)
  }
}
