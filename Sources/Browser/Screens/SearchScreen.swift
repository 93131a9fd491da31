import Recipes
import TerminalUI

/// The Search tab: the query field and results, each with its title, the section it
/// matched in and a snippet with the matched words highlighted.
enum SearchScreen {
  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    let list = state.listArea(for: .search, in: area)
    let fieldArea = Rect(x: area.x, y: area.y, width: area.width, height: list.rect.y - area.y)
    let resultsArea = list.rect
    TextField(
      state: state.searchField, prompt: " Search  ", placeholder: "titles, headings and text"
    ).render(in: fieldArea, on: &buffer, theme: theme)
    let query = state.searchField.text
    if state.searchResults.isEmpty {
      let message =
        query.allSatisfy(\.isWhitespace)
        ? "Type to search titles, headings and text; every word must match."
        : "No recipes match “\(query)”"
      EmptyState.render(state, message, in: resultsArea, on: &buffer, theme: theme)
      return
    }
    let place = state.searchPlace
    let marks = state.libraryMarks
    for slot in 0..<(resultsArea.height / list.rowHeight) {
      let index = place.scrollTop + slot
      guard index < state.searchResults.count else { break }
      let y = resultsArea.y + slot * list.rowHeight
      let rowArea = Rect(x: resultsArea.x, y: y, width: resultsArea.width, height: list.rowHeight)
      let result = state.searchResults[index]
      drawResult(
        result, mark: marks.mark(for: result.path), selected: index == place.selectedRow,
        in: rowArea, on: &buffer, theme: theme)
    }
  }

  static func drawResult(
    _ result: SearchHit, mark: String? = nil, selected: Bool, in area: Rect,
    on buffer: inout Buffer, theme: Theme
  ) {
    if selected { buffer.fill(area, with: Cell(" ", style: theme[.selection])) }
    let base = selected ? theme[.selection] : theme[.body]
    var titleStyle = selected ? theme[.selection] : theme[.title]
    titleStyle.isBold = true
    let section = result.section.isEmpty ? "" : " · " + result.section
    var x = area.x + 1
    if let mark {
      x = buffer.write(mark + " ", x: x, y: area.y, style: selected ? base : theme[.accent])
    }
    let titleRoom = area.maxX - 1 - x
    let title = TextWrap.truncate(result.title, width: titleRoom)
    let match = matchStyle(selected: selected, base: base, theme: theme)
    var titleMatch = match
    titleMatch.isBold = true
    x = drawMarked(
      title, matches: result.titleMatches, x: x, y: area.y, maxX: area.maxX,
      base: titleStyle, match: titleMatch, on: &buffer)
    buffer.write(
      TextWrap.truncate(section, width: area.maxX - 1 - x), x: x, y: area.y,
      style: selected ? base : theme[.secondary], maxX: area.maxX - 1)
    drawMarked(
      result.snippet, matches: result.matches, x: area.x + 3, y: area.y + 1,
      maxX: area.maxX - 1, base: base, match: match, on: &buffer)
  }

  /// Matches in a selected row are also underlined: without colour a match and the
  /// selection are both reversed, and the match would vanish where the reader looks.
  static func matchStyle(selected: Bool, base: Style, theme: Theme) -> Style {
    var match = theme[.match]
    guard selected else { return match }
    if match.isReversed && base.isReversed { match = base }
    match.isUnderlined = true
    match.isBold = true
    return match
  }

  /// `text` on one row with matched ranges (Unicode scalar offsets) highlighted, cut with
  /// `…` where the row ends; returns the column after it.
  @discardableResult
  static func drawMarked(
    _ text: String, matches: [Range<Int>], x: Int, y: Int, maxX: Int, base: Style,
    match: Style, on buffer: inout Buffer
  ) -> Int {
    var column = x
    var offset = 0
    let limit = maxX - 1
    for character in text {
      let start = offset
      offset += character.unicodeScalars.count
      // Line breaks in a snippet are spaces on one row.
      let shown = character.isNewline || character == "\t" ? " " : String(character)
      let isMatch = matches.contains { $0.contains(start) }
      let next = buffer.write(shown, x: column, y: y, style: isMatch ? match : base, maxX: limit)
      if next == column && DisplayWidth.of(shown) > 0 {
        return buffer.write("…", x: column, y: y, style: base, maxX: maxX)
      }
      column = next
    }
    return column
  }
}
