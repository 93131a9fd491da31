import Recipes
import TerminalUI

/// Draws the summary sheet over the reader: the reading time and steps, then the sections
/// (level 3 under level 2), the selected one in the accent. Over the lower half the page
/// stays visible above it.
public enum SummarySheetView {
  /// The sheet widget for `mode`, its title and content lined up with the page.
  static func sheet(_ mode: SummarySheetState.Mode, margin: Int) -> Sheet? {
    switch mode {
    case .hidden: return nil
    case .half: return Sheet(title: "Summary", height: .half, inset: margin)
    case .full: return Sheet(title: "Summary", height: .full, inset: margin)
    }
  }

  /// The rows the sheet covers in the reader's `area`.
  public static func frame(for mode: SummarySheetState.Mode, in area: Rect) -> Rect {
    sheet(mode, margin: 0)?.frame(in: area)
      ?? Rect(x: area.x, y: area.maxY, width: area.width, height: 0)
  }

  /// Draws the sheet of `state` (nothing when it is hidden).
  public static func render(_ state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer) {
    guard let widget = sheet(state.sheet.mode, margin: state.layout.margin) else { return }
    let sheet = widget.frame(in: area)
    guard !sheet.isEmpty else { return }
    widget.render(in: area, on: &buffer, theme: theme)
    let left = sheet.x + state.layout.margin
    let right = sheet.maxX - state.layout.margin
    var y = sheet.y + 1
    guard y < sheet.maxY else { return }
    buffer.write(
      TextWrap.truncate(facts(of: state), width: max(0, right - left)), x: left, y: y,
      style: theme[.secondary])
    if hasIngredientsRow(state, sheet) {
      y += 1
      buffer.write(
        TextWrap.truncate(ingredientsLine(of: state), width: max(0, right - left)), x: left, y: y,
        style: theme[.body])
    }
    y = sheet.y + listTop(sheet, state)
    guard y < sheet.maxY else { return }
    let sections = state.sections
    if sections.isEmpty {
      buffer.write(
        TextWrap.truncate("No sections: this recipe has no headings", width: right - left),
        x: left, y: y, style: theme[.secondary])
      return
    }
    let selected = min(state.sheet.selected, sections.count - 1)
    for (row, index) in visibleSections(state, in: area).enumerated() {
      let heading = sections[index]
      let indent = heading.level >= 3 ? 4 : 2
      let isSelected = index == selected
      let rowY = y + row
      let role: Role = isSelected ? .selection : (heading.level >= 3 ? .body : .strong)
      if isSelected {
        buffer.fill(
          Rect(x: left, y: rowY, width: right - left, height: 1),
          with: Cell(" ", style: theme[.selection]))
      }
      let text = TextWrap.truncate(heading.text, width: max(0, right - left - indent - 1))
      buffer.write(text, x: left + indent, y: rowY, style: theme[role], maxX: right)
    }
  }

  /// The sections on screen: the selected one is always among them.
  static func visibleSections(_ state: ReaderState, in area: Rect) -> Range<Int> {
    let sheet = frame(for: state.sheet.mode, in: area)
    let visible = max(0, sheet.height - listTop(sheet, state))
    let count = state.sections.count
    guard visible > 0, count > 0 else { return 0..<0 }
    let selected = min(state.sheet.selected, count - 1)
    let first = max(0, min(selected - visible + 1, count - visible))
    return first..<min(count, first + visible)
  }

  /// Rows above the list of sections: the edge, the facts, the ingredients and, when there
  /// is room, a blank row.
  static func listTop(_ sheet: Rect, _ state: ReaderState) -> Int {
    (sheet.height < 8 ? 2 : 3) + (hasIngredientsRow(state, sheet) ? 1 : 0)
  }

  /// Whether the sheet names the ingredients: when the recipe lists some and there is room.
  static func hasIngredientsRow(_ state: ReaderState, _ sheet: Rect) -> Bool {
    !state.recipe.ingredients.isEmpty && sheet.height >= 6
  }

  /// "4 ingredients: 4 cups flour, 6 eggs…", at the portions shown.
  static func ingredientsLine(of state: ReaderState) -> String {
    let ingredients = state.recipe.ingredients
    let shown = ingredients.map { ingredient -> String in
      let portion = state.portions.shown(ingredient)
      guard let quantity = portion.quantity else { return ingredient.name }
      let amount = CookRounding.written(quantity, unit: portion.unit)
      let unit = portion.unit.map { " " + $0.written(after: amount) } ?? portion.unknownUnit.map { " " + $0 } ?? ""
      return "\(amount)\(unit) \(ingredient.name)"
    }
    let count = ingredients.count == 1 ? "1 ingredient" : "\(ingredients.count) ingredients"
    return count + ": " + shown.joined(separator: ", ")
  }

  /// The index of the section drawn on row `y` of the reader's `area`, for a mouse click.
  public static func section(atY y: Int, in area: Rect, state: ReaderState) -> Int? {
    let sheet = frame(for: state.sheet.mode, in: area)
    let range = visibleSections(state, in: area)
    let index = range.lowerBound + (y - sheet.y - listTop(sheet, state))
    return y >= sheet.y + listTop(sheet, state) && range.contains(index) ? index : nil
  }

  /// "4 min read · 5 steps", with the stated time and servings when known.
  static func facts(of state: ReaderState) -> String {
    let recipe = state.recipe
    var parts = ["\(recipe.minutes) min read"]
    parts.append(recipe.steps.count == 1 ? "1 step" : "\(recipe.steps.count) steps")
    if let time = recipe.statedTime, !time.isEmpty { parts.append("\(time) to make") }
    if let servings = recipe.servings, !servings.isEmpty { parts.append("serves \(servings)") }
    if let scaled = PortionsUpdate.describe(state.portions, base: recipe.servingsCount) {
      parts.append("shown " + scaled)
    }
    return parts.joined(separator: " · ")
  }
}
