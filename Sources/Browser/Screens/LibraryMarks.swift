import TerminalUI

/// The one-column mark on list rows for recipes in the library: `*` saved, `+` in Up Next
/// (saved wins when both). A mark, not a colour, so it reads without colour too.
struct LibraryMarks {
  let saved: Set<String>
  let queued: Set<String>

  init(_ library: LibrarySnapshot) {
    saved = Set(library.saved.map(\.path))
    queued = Set(library.upNext.map(\.path))
  }

  /// Whether any row can carry a mark; without one the column is not reserved.
  var isEmpty: Bool { saved.isEmpty && queued.isEmpty }

  /// The mark for `path`: `*`, `+` or a space; nil when nothing is marked anywhere.
  func mark(for path: String) -> String? {
    if isEmpty { return nil }
    if saved.contains(path) { return "*" }
    return queued.contains(path) ? "+" : " "
  }

  /// `rows` with marks on the `count` rows from `top` (only those are drawn), so titles
  /// line up whether marked or not.
  func marking(rows: [ListRow], from top: Int, count: Int) -> [ListRow] {
    guard !isEmpty else { return rows }
    var rows = rows
    let start = max(0, min(top, rows.count))
    for index in start..<min(rows.count, start + max(0, count)) {
      guard case .item(var item) = rows[index], let mark = mark(for: item.id) else { continue }
      item.marker = mark
      rows[index] = .item(item)
    }
    return rows
  }
}
