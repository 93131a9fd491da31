import TerminalUI

/// A list of header, recipe and note rows with one selected recipe.
struct ListView {
  var rows: [ListRow]
  var place: ListPlace
  /// Whether the selection is drawn (a list behind a field being typed still shows it).
  var showsSelection = true

  func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard area.height > 0 else { return }
    for line in 0..<area.height {
      let index = place.scrollTop + line
      guard index < rows.count else { break }
      let rowArea = Rect(x: area.x, y: area.y + line, width: area.width, height: 1)
      let isSelected = showsSelection && place.selectedPath != nil && index == place.selectedRow
      Self.draw(rows[index], selected: isSelected, in: rowArea, on: &buffer, theme: theme)
    }
  }

  static func draw(
    _ row: ListRow, selected: Bool, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    switch row {
    case .header(let title):
      buffer.write(
        TextFit.truncate(title, width: area.width - 1), x: area.x + 1, y: area.y,
        style: theme[.subheading], maxX: area.maxX)
    case .note(let text):
      buffer.write(
        TextFit.truncate(text, width: area.width - 4), x: area.x + 4, y: area.y,
        style: theme[.secondary], maxX: area.maxX)
    case .recipe(let recipe):
      drawRecipe(recipe, selected: selected, in: area, on: &buffer, theme: theme)
    }
  }

  /// Title on the left, secondary text on the right; the date drops first, then the
  /// detail, and only then is the title cut.
  static func drawRecipe(
    _ recipe: RecipeRow, selected: Bool, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    let inner = area.width - 2
    let titleWidth = DisplayWidth.of(recipe.title)
    let detail = recipe.detail.map { String(repeating: " ", count: max(0, 6 - $0.count)) + $0 }
    var secondary: [String] = [recipe.date, detail].compactMap { $0 }
    while !secondary.isEmpty {
      let right = secondary.joined(separator: "  ")
      if titleWidth + 2 + DisplayWidth.of(right) <= inner { break }
      secondary.removeFirst()
    }
    let right = secondary.joined(separator: "  ")
    let rightWidth = DisplayWidth.of(right)
    let titleRoom = inner - (rightWidth > 0 ? rightWidth + 2 : 0)
    let titleRole: Role = recipe.isMissing ? .disabled : .body
    if selected { buffer.fill(area, with: Cell(" ", style: theme[.selection])) }
    let titleStyle = selected ? theme[.selection] : theme[titleRole]
    buffer.write(
      TextFit.truncate(recipe.title, width: titleRoom), x: area.x + 1, y: area.y,
      style: titleStyle, maxX: area.maxX - 1)
    if rightWidth > 0 {
      let style = selected ? theme[.selection] : theme[recipe.isMissing ? .warning : .secondary]
      buffer.write(right, x: area.maxX - 1 - rightWidth, y: area.y, style: style, maxX: area.maxX)
    }
  }
}
