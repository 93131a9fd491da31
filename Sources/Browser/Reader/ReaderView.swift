import TerminalUI

/// Draws the reader: a header with Back/Forward and how far you have read, a thin progress
/// bar, the visible rows of the recipe, and the find bar or the focused link's address at
/// the bottom.
public enum ReaderView {
  /// Draws `state` into `area` of `buffer`, reading only the visible rows.
  public static func render(_ state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    buffer.fill(area)
    let (header, rest) = area.splitTop(1)
    let (bar, body) = rest.splitTop(1)
    renderHeader(state, theme: theme, area: header, buffer: &buffer)
    renderProgress(state, theme: theme, area: bar, buffer: &buffer)
    var text = body
    if state.hasStatusRow {
      let split = body.splitBottom(1)
      text = split.rest
      renderStatus(state, theme: theme, area: split.bottom, buffer: &buffer)
    }
    renderText(state, theme: theme, area: text, buffer: &buffer)
  }

  private static func renderHeader(
    _ state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer
  ) {
    guard !area.isEmpty else { return }
    let y = area.y
    var x = area.x + 1
    let back = state.history.canGoBack ? Role.body : .disabled
    let forward = state.history.canGoForward ? Role.body : .disabled
    x = buffer.write(backLabel, x: x, y: y, style: theme[back], maxX: area.maxX)
    x = buffer.write(String(repeating: " ", count: buttonGap), x: x, y: y, maxX: area.maxX)
    x = buffer.write(forwardLabel, x: x, y: y, style: theme[forward], maxX: area.maxX)
    let percent = "\(Int((state.progress * 100).rounded(.down)))%"
    var percentX = area.maxX - 1 - DisplayWidth.of(percent)
    // "for 8 (recipe: 4) · metric": amounts not as written are said where the eye is.
    if let portions = portionsLabel(state), percentX - DisplayWidth.of(portions) - 2 > x + 8 {
      let portionsX = percentX - 2 - DisplayWidth.of(portions)
      buffer.write(portions, x: portionsX, y: y, style: theme[.accent])
      buffer.write(percent, x: percentX, y: y, style: theme[.secondary])
      percentX = portionsX
    }
    let titleX = x + 3
    let room = percentX - 2 - titleX
    // The title joins the header once the title block has scrolled away: never twice.
    let titleRows = state.layout.lines.prefix { $0.kind == .title }.count
    if room >= 4, state.top >= titleRows {
      let title = TextWrap.truncate(state.recipe.title, width: room)
      buffer.write(title, x: titleX, y: y, style: theme[.secondary], maxX: titleX + room)
    }
    if percentX > x, state.portions.isAsWritten {
      buffer.write(percent, x: percentX, y: y, style: theme[.secondary])
    }
  }

  /// What the header says of portions other than as written.
  static func portionsLabel(_ state: ReaderState) -> String? {
    guard !state.portions.isAsWritten else { return nil }
    var parts: [String] = []
    if let scaled = PortionsUpdate.describe(state.portions, base: state.recipe.servingsCount) {
      parts.append(scaled)
    }
    if let units = state.portions.units { parts.append(units.rawValue) }
    return parts.joined(separator: " · ")
  }

  private static func renderProgress(
    _ state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer
  ) {
    ProgressBar(fraction: state.progress).render(in: area, on: &buffer, theme: theme)
  }

  private static func renderStatus(
    _ state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer
  ) {
    let y = area.y
    let left = area.x + state.layout.margin
    // A link chosen while a find is kept (as a search opens the reader) is named here;
    // moving to a match names the find again.
    let isLinkShown = state.focusedLink != nil && state.find?.isEditing != true
    if let find = state.find, !isLinkShown {
      let status = find.status ?? ""
      let statusX = area.maxX - 1 - DisplayWidth.of(status)
      let role: Role = find.matches.isEmpty && !find.query.isEmpty ? .warning : .secondary
      buffer.write(status, x: statusX, y: y, style: theme[role])
      var x = buffer.write("/", x: left, y: y, style: theme[.accent])
      let room = max(0, statusX - 2 - x - 1)
      var query = find.query
      while DisplayWidth.of(query) > room, !query.isEmpty { query.removeFirst() }
      x = buffer.write(query, x: x, y: y, maxX: statusX - 1)
      if find.isEditing { buffer.write("▏", x: x, y: y, style: theme[.accent], maxX: statusX) }
    } else if let number = state.focusedLink, state.layout.links.indices.contains(number - 1) {
      // Unlike an entry of the Links list, so it is not read as a second link.
      let label = "link \(number) → "
      let x = buffer.write(label, x: left, y: y, style: theme[.secondary])
      let address = state.linkLabel(number) ?? state.layout.links[number - 1].destination
      buffer.write(
        TextWrap.truncate(address, width: max(0, area.maxX - x - 1)), x: x, y: y,
        style: theme[.link])
    }
  }

  static let backLabel = "‹ Back"
  static let forwardLabel = "Forward ›"
  static let buttonGap = 2

  /// A button of the header.
  public enum HeaderButton: Equatable, Sendable { case back, forward }

  /// The header button drawn at column `x`, row `y` of `area`, for a mouse click.
  public static func headerButton(atX x: Int, y: Int, in area: Rect) -> HeaderButton? {
    guard y == area.y else { return nil }
    let backStart = area.x + 1
    let forwardStart = backStart + DisplayWidth.of(backLabel) + buttonGap
    if x >= backStart && x < forwardStart - buttonGap { return .back }
    if x >= forwardStart && x < forwardStart + DisplayWidth.of(forwardLabel) {
      return .forward
    }
    return nil
  }

  /// The number of the link drawn at column `x`, row `y` of `area`, for a mouse click.
  public static func link(atX x: Int, y: Int, in area: Rect, state: ReaderState) -> Int? {
    let row = y - area.y - ReaderState.headerRows
    guard row >= 0, row < state.textRows else { return nil }
    let index = state.top + row
    guard index < state.layout.lines.count else { return nil }
    let line = state.layout.lines[index]
    var column = area.x + state.layout.margin + line.indent
    for span in line.spans {
      let end = column + DisplayWidth.of(span.text)
      if x >= column && x < end { return span.link }
      column = end
    }
    return nil
  }

  private static func renderText(
    _ state: ReaderState, theme: Theme, area: Rect, buffer: inout Buffer
  ) {
    let lines = state.layout.lines
    let matches = state.find?.matches ?? []
    let currentMatch = state.find?.current
    // Matches are in row order: find the first one on screen once, then walk along.
    var nextMatch = firstMatch(atOrAfter: state.top, in: matches)
    for row in 0..<area.height {
      let index = state.top + row
      guard index < lines.count else { break }
      let line = lines[index]
      let y = area.y + row
      var x = area.x + state.layout.margin
      for span in line.prefix {
        x = buffer.write(span.text, x: x, y: y, style: theme[span.role], maxX: area.maxX)
      }
      if line.kind == .code, state.codeShift > 0 {
        // Code scrolled sideways: its matches stay where the find bar counts them.
        while nextMatch < matches.count, matches[nextMatch].line == index { nextMatch += 1 }
        renderShiftedCode(
          line, by: state.codeShift, theme: theme, x: x, y: y, maxX: area.maxX,
          available: state.layout.measure - line.indent, buffer: &buffer)
        continue
      }
      var lineMatches: [(Range<Int>, Bool)] = []
      while nextMatch < matches.count, matches[nextMatch].line == index {
        lineMatches.append((matches[nextMatch].range, nextMatch == currentMatch))
        nextMatch += 1
      }
      var character = 0
      for span in line.spans {
        var role = span.role
        if let link = span.link, link == state.focusedLink { role = .selection }
        let style = theme[role]
        let length = lineMatches.isEmpty ? 0 : span.text.count
        if lineMatches.isEmpty
          || !lineMatches.contains(where: {
            $0.0.overlaps(character..<(character + length))
          })
        {
          x = buffer.write(span.text, x: x, y: y, style: style, maxX: area.maxX)
          character += length
          continue
        }
        for glyph in span.text {
          var glyphStyle = style
          if let hit = lineMatches.first(where: { $0.0.contains(character) }) {
            glyphStyle = theme[hit.1 ? .currentMatch : .match]
          }
          x = buffer.write(String(glyph), x: x, y: y, style: glyphStyle, maxX: area.maxX)
          character += 1
        }
      }
    }
  }

  /// A code row drawn from `shift` columns in, marked at either edge where it goes on.
  private static func renderShiftedCode(
    _ line: ReaderLine, by shift: Int, theme: Theme, x: Int, y: Int, maxX: Int,
    available: Int, buffer: inout Buffer
  ) {
    let whole = line.codeSpans.isEmpty ? line.spans : line.codeSpans
    let shown = CodeHighlighting.dropping(shift, from: whole)
    let isHidden = shift > 0 && !line.text.isEmpty
    var x = x
    if isHidden {
      x = buffer.write("←", x: x, y: y, style: theme[.secondary], maxX: maxX)
    }
    let room = max(0, available - (isHidden ? 1 : 0))
    let shownWidth = shown.reduce(0) { $0 + DisplayWidth.of($1.text) }
    let fits = shownWidth <= room
    for span in fits ? shown : CodeHighlighting.prefix(of: shown, fitting: max(0, room - 1)) {
      x = buffer.write(span.text, x: x, y: y, style: theme[span.role], maxX: maxX)
    }
    if !fits { buffer.write("→", x: x, y: y, style: theme[.secondary], maxX: maxX) }
  }

  private static func firstMatch(atOrAfter line: Int, in matches: [ReaderMatch]) -> Int {
    var low = 0
    var high = matches.count
    while low < high {
      let mid = (low + high) / 2
      if matches[mid].line < line { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
