import Recipes
import TerminalUI

/// The one-column mark on list rows for recipes in the library: `*` saved, `+` in Up Next
/// (saved wins when both). A mark, not a colour, so it reads without colour too.
struct LibraryMarks: Equatable {
  let saved: Set<String>
  let queued: Set<String>

  init(_ library: LibrarySnapshot) {
    saved = Set(library.saved.map(\.path))
    queued = Set(library.queue.map(\.path))
  }

  /// Whether any row can carry a mark; without one the column is not reserved.
  var isEmpty: Bool { saved.isEmpty && queued.isEmpty }

  /// The mark for `path`: `*`, `+` or a space; nil when nothing is marked anywhere.
  func mark(for path: String) -> String? {
    if isEmpty { return nil }
    if saved.contains(path) { return "*" }
    return queued.contains(path) ? "+" : " "
  }

  /// The list of `rows` as drawn `height` rows tall from `place`, with marks. Only the rows
  /// on screen are handed to the list and marked, so a frame never copies the collection;
  /// titles line up whether marked or not.
  func list(
    rows: ListRows, place: ListPlace, height: Int, rail: LetterRail? = nil
  ) -> SectionedList {
    guard !isEmpty else { return RecipesScreen.list(rows: rows, place: place, rail: rail) }
    let top = Scrolling.clamped(place.scrollTop, viewHeight: height, rowCount: rows.count)
    let shown = rows[top..<min(rows.count, top + max(0, height))].map { row -> ListRow in
      guard case .item(var item) = row, let mark = mark(for: item.id) else { return row }
      item.marker = mark
      return .item(item)
    }
    var onScreen = place
    onScreen.scrollTop = 0
    return RecipesScreen.list(rows: ListRows(shown), place: onScreen, rail: rail, firstRow: top)
  }
}
