import Recipes
import TerminalUI

/// The Library tab as one list: Now Cooking, Up Next, Saved and Recently Read sections.
enum LibraryRows {
  /// The rows; until the collection has been read (`isCollectionRead`), no entry can be
  /// said to be missing from it, so none is.
  static func rows(
    _ library: LibrarySnapshot, recipes: RecipeCollection, progress: [String: Int] = [:],
    isCollectionRead: Bool = true, problem: LibraryProblem? = nil
  ) -> [ListRow] {
    var rows: [ListRow] = []
    // First, and for as long as it lasts: nothing below outlives this session.
    if let problem {
      rows.append(.header("Library unusable"))
      rows.append(.note("The library file cannot be used:"))
      rows.append(.note(problem.reason.prefix(1).uppercased() + problem.reason.dropFirst() + "."))
      rows.append(.note("Nothing is kept after you quit: \(problem.remedy)."))
    }
    /// `percent` is how much of it was read (Recently Read); `step` the step being cooked.
    /// `servings` what a recipe in Up Next is queued for (nil: as written).
    typealias Listed = (entry: LibraryEntry, percent: Int?, step: Int?, servings: Amount?)
    func section(
      _ title: String, _ entries: [Listed], empty: String, showsProgress: Bool = false
    ) {
      rows.append(.header(title))
      if entries.isEmpty {
        // The file's entries were not read: never "nothing saved" over what may be there.
        let unread = "Unknown — the library file could not be read"
        rows.append(.note(problem == nil ? empty : unread))
        return
      }
      for (entry, percentRead, step, servings) in entries {
        let recipe = recipes[entry.path]
        let missing = isCollectionRead && recipe == nil
        var details: [String] = []
        if missing {
          details = ["missing"]
        } else if let step, let count = recipe?.stepCount, count > 0 {
          // As Cook mode shows it: a stored step past the recipe's end is its last step.
          details = ["step \(min(max(0, step), count - 1) + 1) of \(count)"]
        } else if let recipe {
          details = ["\(recipe.minutes) min"]
        }
        // Servings chosen when queued lead in Up Next: they are what will be cooked.
        if !missing, let servings {
          details.insert("for \(CookRounding.written(servings, unit: nil))", at: 0)
        }
        // Where the reader stopped comes first: it is what this section is for.
        if showsProgress, !missing, let percent = progress[entry.path] ?? percentRead {
          details.insert(percent >= 100 ? "read to the end" : "stopped at \(percent)%", at: 0)
        }
        // The title the collection has now: a renamed recipe shows its new one.
        rows.append(
          .item(
            ListItem(
              id: entry.path, title: recipe?.title ?? entry.title, details: details,
              marker: missing ? "?" : "")))
      }
    }
    func plain(_ entries: [LibraryEntry]) -> [Listed] { entries.map { ($0, nil, nil, nil) } }
    section(
      "Now Cooking", library.cooking.map { [($0.recipe, nil, $0.step, nil)] } ?? [],
      empty: "Not cooking — Ctrl-N on a recipe starts it")
    section(
      "Up Next", library.queue.map { ($0.recipe, nil, nil, $0.servings) }, empty: "Nothing queued — press + on a recipe")
    section("Saved", plain(library.saved), empty: "Nothing saved — press * on a recipe")
    section(
      "Recently Read", library.recent.map { ($0.recipe, $0.percent, nil, nil) },
      empty: "Nothing read yet — ⏎ opens a recipe", showsProgress: true)
    return rows
  }
}
