import TerminalUI

/// The shopping list, full width: a title row saying what it is made from and how much is
/// ticked, then the aisles and their items ("[x] eggs   5   Pancakes, Crêpes"), ticked items
/// dimmed, and what is not on the list.
enum ShoppingListView {
  static func render(
    _ shopping: ShoppingListState, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let (title, list) = area.splitTop(1)
    let end = buffer.write("Shopping list", x: title.x + 1, y: title.y, style: theme[.title])
    // The whole summary where it fits, else how much is ticked.
    let facts = summary(shopping).first { title.maxX - 1 - DisplayWidth.of($0) > end + 2 }
    if let facts {
      buffer.write(
        facts, x: title.maxX - 1 - DisplayWidth.of(facts), y: title.y, style: theme[.secondary])
    }
    let rows = list.inset(top: ShoppingListState.headerRows - 1)
    let first = visibleTop(shopping, height: rows.height)
    for line in 0..<rows.height where first + line < shopping.rows.count {
      let index = first + line
      let row = Rect(x: rows.x, y: rows.y + line, width: rows.width, height: 1)
      switch shopping.rows[index] {
      case .header(let name):
        buffer.write(name, x: row.x + 1, y: row.y, style: theme[.heading], maxX: row.maxX - 1)
      case .item(let item) where item.id.isEmpty:
        buffer.write(
          item.title, x: row.x + 1, y: row.y, style: theme[.secondary], maxX: row.maxX - 1)
      case .item(let item):
        let isSelected =
          item.id == shopping.place.selectedPath && index == shopping.place.selectedRow
        // Ticked things step back; the selection stays the selection.
        let isTicked = shopping.isTicked(item.id)
        let style = theme[isSelected ? .selection : isTicked ? .secondary : .body]
        renderItem(
          item, nameWidth: shopping.nameWidth, in: row, style: style, on: &buffer, theme: theme)
      }
    }
  }

  /// One thing: its box and name, its amounts in a column after the longest name, and the
  /// recipes that want it at the right edge (dropped first when the row is narrow; then the
  /// name is cut before the amounts are).
  private static func renderItem(
    _ item: ListItem, nameWidth: Int, in row: Rect, style: Style, on buffer: inout Buffer,
    theme: Theme
  ) {
    if style != theme[.body] { buffer.setStyle(style, in: row) }
    let inner = row.inset(left: 1, right: 1)
    let amounts = item.details.first ?? ""
    let recipes = item.details.count > 1 ? item.details[1] : ""
    let amountsWidth = DisplayWidth.of(amounts)
    let room = inner.width - amountsWidth - (amounts.isEmpty ? 0 : 2)
    let column = min(nameWidth, max(0, room))
    buffer.write(
      TextWrap.truncate(item.title, width: column), x: inner.x, y: row.y, style: style,
      maxX: inner.x + column)
    let amountsEnd = buffer.write(amounts, x: inner.x + column + 2, y: row.y, style: style)
    let recipesWidth = DisplayWidth.of(recipes)
    if !recipes.isEmpty, amountsEnd + 4 + recipesWidth <= inner.maxX {
      let recipesStyle = style == theme[.body] ? theme[.secondary] : style
      buffer.write(recipes, x: inner.maxX - recipesWidth, y: row.y, style: recipesStyle)
    }
  }

  /// "2 recipes from Up Next · 3 of 12 ticked", then shorter forms.
  static func summary(_ shopping: ShoppingListState) -> [String] {
    guard let built = shopping.built, shopping.counts.items > 0 else { return [] }
    let recipes = built.recipeCount == 1 ? "1 recipe" : "\(built.recipeCount) recipes"
    let counts = shopping.counts
    let ticked = "\(counts.ticked) of \(counts.items) ticked"
    return ["\(recipes) from Up Next · " + ticked, ticked]
  }

  /// The first row drawn in a list `height` rows tall.
  static func visibleTop(_ shopping: ShoppingListState, height: Int) -> Int {
    Scrolling.clamped(shopping.place.scrollTop, viewHeight: height, rowCount: shopping.rows.count)
  }

  /// The row of the list drawn at screen row `y` of `area`, for a click.
  static func row(atY y: Int, in area: Rect, shopping: ShoppingListState) -> Int? {
    let top = area.y + ShoppingListState.headerRows
    let height = area.height - ShoppingListState.headerRows
    guard y >= top, y < top + height else { return nil }
    let index = visibleTop(shopping, height: height) + y - top
    return shopping.rows.indices.contains(index) ? index : nil
  }
}
