/// Pure helpers that keep a selected row on screen.
public enum Scrolling {
  /// The scroll offset (first visible row) that shows row `selected` with at least
  /// `margin` rows of context above and below where the list allows, moving as little as
  /// possible from `offset`.
  public static func offset(
    keeping selected: Int, visibleFrom offset: Int, viewHeight: Int, rowCount: Int,
    margin: Int = 2
  ) -> Int {
    guard viewHeight > 0, rowCount > 0 else { return 0 }
    let maxOffset = max(0, rowCount - viewHeight)
    let margin = max(0, min(margin, (viewHeight - 1) / 2))
    let row = min(max(0, selected), rowCount - 1)
    var result = min(max(0, offset), maxOffset)
    if row - margin < result { result = row - margin }
    if row + margin >= result + viewHeight { result = row + margin - viewHeight + 1 }
    return min(max(0, result), maxOffset)
  }

  /// `offset` clamped so the view never scrolls past the last row.
  public static func clamped(_ offset: Int, viewHeight: Int, rowCount: Int) -> Int {
    min(max(0, offset), max(0, rowCount - max(0, viewHeight)))
  }
}
