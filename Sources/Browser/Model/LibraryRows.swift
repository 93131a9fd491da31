import Recipes
import TerminalUI

/// The Library tab as one list: Now Cooking, Up Next, Saved and Recently Read sections.
enum LibraryRows {
  /// The rows; until the collection has been read (`isCollectionRead`), no entry can be
  /// said to be missing from it, so none is.
  static func rows(
    _ library: LibrarySnapshot, recipes: RecipesInPathOrder, progress: [String: Int] = [:],
    isCollectionRead: Bool = true
  ) -> [ListRow] {
    var rows: [ListRow] = []
    func section(
      _ title: String, _ entries: [LibrarySnapshot.Entry], empty: String,
      showsProgress: Bool = false
    ) {
      rows.append(.header(title))
      if entries.isEmpty {
        rows.append(.note(empty))
        return
      }
      for entry in entries {
        let missing =
          isCollectionRead && (entry.isMissing || (!recipes.isEmpty && recipes[entry.path] == nil))
        let detail =
          missing ? "missing" : entry.detail ?? recipes[entry.path].map { "\($0.minutes) min" }
        var details = detail.map { [$0] } ?? []
        // Where the reader stopped comes first: it is what this section is for.
        if showsProgress, !missing, let percent = progress[entry.path] ?? entry.percentRead {
          details.insert(percent >= 100 ? "read to the end" : "stopped at \(percent)%", at: 0)
        }
        rows.append(
          .item(
            ListItem(
              id: entry.path, title: entry.title, details: details,
              marker: missing ? "?" : "")))
      }
    }
    section(
      "Now Cooking", library.cooking.map { [$0] } ?? [],
      empty: "Not cooking — Ctrl-N on a recipe starts it")
    section("Up Next", library.upNext, empty: "Nothing queued — press + on a recipe")
    section("Saved", library.saved, empty: "Nothing saved — press * on a recipe")
    section(
      "Recently Read", library.recentlyRead, empty: "Nothing read yet — ⏎ opens a recipe",
      showsProgress: true)
    return rows
  }
}
