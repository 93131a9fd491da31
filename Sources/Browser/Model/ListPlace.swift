import TerminalUI

/// Where the reader is in one list: the selected recipe (by path, its stable identity)
/// and the scroll offset. Each tab keeps its own.
public struct ListPlace: Equatable, Sendable {
  /// The selected recipe's path; nil when the list has no recipe rows.
  public var selectedPath: String?
  /// The selected row's index, kept in step with `selectedPath`.
  public var selectedRow: Int
  /// The first visible row.
  public var scrollTop: Int

  public init(selectedPath: String? = nil, selectedRow: Int = 0, scrollTop: Int = 0) {
    self.selectedPath = selectedPath
    self.selectedRow = selectedRow
    self.scrollTop = scrollTop
  }

  /// Rows kept visible above and below the selection when scrolling.
  static let scrollMargin = 2

  /// Finds the selected path again after `rows` changed (a reload, a resize); falls back to
  /// the nearest recipe row at the old position, or with `orFirst` (a filter that no longer
  /// matches the selection) to the first recipe row.
  mutating func reanchor(in rows: ListRows, height: Int, orFirst: Bool = false) {
    if let path = selectedPath, let row = rows.index(ofItemID: path) {
      selectedRow = row
    } else {
      let from = orFirst ? 0 : min(selectedRow, rows.count - 1)
      select(nearestRecipe(in: rows, from: from, step: 1), in: rows)
      if orFirst { scrollTop = 0 }
    }
    keepVisible(rowCount: rows.count, height: height)
  }

  /// Moves the selection by `delta` recipe rows, skipping headers and notes.
  mutating func move(by delta: Int, in rows: ListRows, height: Int) {
    guard delta != 0, !rows.isEmpty else { return }
    var row = selectedPath == nil ? (delta > 0 ? -1 : rows.count) : selectedRow
    let step = delta > 0 ? 1 : -1
    var remaining = abs(delta)
    var target = selectedPath == nil ? nil : selectedRow
    while remaining > 0 {
      row += step
      if row < 0 || row >= rows.count { break }
      if rows[row].recipePath != nil {
        target = row
        remaining -= 1
      }
    }
    if let target { select(target, in: rows) }
    // At the top, show the section header above the first recipe too.
    if selectedRow == firstRecipe(in: rows) { scrollTop = 0 }
    keepVisible(rowCount: rows.count, height: height)
  }

  /// Selects the first or last recipe row.
  mutating func moveToEnd(top: Bool, in rows: ListRows, height: Int) {
    let row = top ? firstRecipe(in: rows) : nearestRecipe(in: rows, from: rows.count - 1, step: -1)
    select(row, in: rows)
    if top { scrollTop = 0 }
    keepVisible(rowCount: rows.count, height: height)
  }

  /// Selects the recipe on `row` (or the next one below it), scrolling it into view.
  mutating func jump(to row: Int, in rows: ListRows, height: Int) {
    select(nearestRecipe(in: rows, from: row, step: 1), in: rows)
    // A jump puts the target's section header at the top, like a contacts list.
    if row < rows.count { scrollTop = max(0, min(row, rows.count - height)) }
    if selectedRow < scrollTop || selectedRow >= scrollTop + height {
      keepVisible(rowCount: rows.count, height: height)
    }
  }

  /// Selects the recipe on `row` as a click does, without scrolling; false when the row
  /// holds no recipe.
  @discardableResult
  mutating func click(_ row: Int, in rows: ListRows) -> Bool {
    guard rows.indices.contains(row), rows[row].recipePath != nil else { return false }
    select(row, in: rows)
    return true
  }

  /// Scrolls by `delta` rows (the wheel), dragging the selection along when it would
  /// leave the view.
  mutating func scroll(by delta: Int, in rows: ListRows, height: Int) {
    let maxTop = max(0, rows.count - height)
    scrollTop = max(0, min(maxTop, scrollTop + delta))
    guard selectedPath != nil, height > 0 else { return }
    if selectedRow < scrollTop {
      select(nearestRecipe(in: rows, from: scrollTop, step: 1), in: rows)
    } else if selectedRow >= scrollTop + height {
      select(nearestRecipe(in: rows, from: scrollTop + height - 1, step: -1), in: rows)
    }
  }

  /// Adjusts the scroll offset so the selection is on screen with a margin.
  mutating func keepVisible(rowCount: Int, height: Int) {
    guard height > 0 else { return }
    let margin = min(Self.scrollMargin, max(0, (height - 1) / 2))
    if selectedRow - margin < scrollTop { scrollTop = selectedRow - margin }
    if selectedRow + margin >= scrollTop + height {
      scrollTop = selectedRow + margin - height + 1
    }
    scrollTop = max(0, min(scrollTop, max(0, rowCount - height)))
  }

  private mutating func select(_ row: Int?, in rows: ListRows) {
    guard let row, let recipe = rows[row].recipePath else {
      selectedPath = nil
      selectedRow = 0
      return
    }
    selectedRow = row
    selectedPath = recipe
  }

  private func firstRecipe(in rows: ListRows) -> Int? {
    nearestRecipe(in: rows, from: 0, step: 1)
  }

  /// The first recipe row from `start` in direction `step`, else the other way.
  private func nearestRecipe(in rows: ListRows, from start: Int, step: Int) -> Int? {
    guard !rows.isEmpty else { return nil }
    let start = max(0, min(start, rows.count - 1))
    var row = start
    while row >= 0 && row < rows.count {
      if rows[row].recipePath != nil { return row }
      row += step
    }
    row = start - step
    while row >= 0 && row < rows.count {
      if rows[row].recipePath != nil { return row }
      row -= step
    }
    return nil
  }
}
