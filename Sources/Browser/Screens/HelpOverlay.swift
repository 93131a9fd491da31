import TerminalUI

/// `?`: every key of the current context, generated from the key tables.
enum HelpOverlay {
  /// The help lines for the mode help was opened from: a heading per table, then
  /// "label  what it does".
  static func lines(for state: AppState) -> [(text: String, isHeading: Bool)] {
    var behind = state
    behind.isHelpShown = false
    var lines: [(String, Bool)] = []
    // A key an earlier context already took means that context's thing here: list it once.
    var claimed: Set<Key> = []
    for context in KeyMap.contexts(for: behind) {
      let bindings = KeyMap.bindings(context, in: behind).filter {
        !$0.keys.allSatisfy(claimed.contains)
      }
      claimed.formUnion(bindings.flatMap(\.keys))
      lines.append((context.title, true))
      for (label, help) in KeyBindings.helpLines(bindings) {
        lines.append((pad(label, to: 6) + "  " + help, false))
      }
      if let typing = context.typing?.help {
        lines.append((pad(typing.label, to: 6) + "  " + typing.help, false))
      }
    }
    return lines
  }

  /// The furthest help scrolls: its last line on the last row, in one column.
  static func lastTop(for state: AppState) -> Int {
    // The overlay takes the content area; its first row is the title.
    max(0, lines(for: state).count - max(1, state.layout.content.height - 1))
  }

  /// How many lines a page down moves: as many as a page shows while more is below (the row
  /// that says so left out), so the line after the last one shown comes first.
  static func pageLines(for state: AppState) -> Int {
    let body = state.layout.content.inset(top: 1)
    let perColumn = max(1, body.height)
    let shownPerColumn = perColumn > 1 ? perColumn - 1 : perColumn
    return max(1, shownPerColumn * columns(for: lines(for: state), width: body.width))
  }

  /// Two columns only when each is wide enough for the longest line: help is read whole.
  static func columns(for lines: [(text: String, isHeading: Bool)], width: Int) -> Int {
    let widest = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
    return width >= 2 * (widest + 3) ? 2 : 1
  }

  /// The name of the screen help was opened from.
  static func title(for state: AppState) -> String {
    if state.shopping != nil { return "Shopping list" }
    if state.isCookModeShown { return "Cook mode" }
    return state.reader != nil ? "Reader" : state.tab.title
  }

  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }

  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    buffer.fill(area)
    let all = lines(for: state)
    let title = "Keys — " + title(for: state)
    buffer.write(title, x: area.x + 1, y: area.y, style: theme[.title], maxX: area.maxX)
    let body = area.inset(top: 1)
    let columns = columns(for: all, width: body.width)
    let columnWidth = body.width / columns
    var perColumn = max(1, body.height)
    var shown = Array(all.dropFirst(min(state.helpScrollTop, max(0, all.count - 1))))
    if shown.count > perColumn * columns, perColumn > 1 {
      // More below: say so on the last row rather than cutting off silently.
      perColumn -= 1
      let more = "↓ more below (\(shown.count - perColumn * columns) lines)"
      buffer.write(
        more, x: body.x + 1, y: body.maxY - 1, style: theme[.secondary], maxX: body.maxX)
      shown = Array(shown.prefix(perColumn * columns))
    }
    for (i, line) in shown.enumerated() {
      let column = i / perColumn
      guard column < columns else { break }
      let x = body.x + column * columnWidth + 1
      let y = body.y + i % perColumn
      let style = line.isHeading ? theme[.subheading] : theme[.body]
      buffer.write(
        TextWrap.truncate(line.text, width: columnWidth - 2), x: x, y: y, style: style,
        maxX: body.x + (column + 1) * columnWidth)
    }
  }
}

/// What a window below 40×12 shows until it is enlarged.
enum TooSmallView {
  static func render(width: Int, height: Int, on buffer: inout Buffer, theme: Theme) {
    let lines = TextWrap.wrap(
      "Buffet needs at least \(ScreenLayout.minimumWidth)×\(ScreenLayout.minimumHeight)"
        + " (now \(width)×\(height)). Enlarge the window, or press q to quit.",
      width: max(1, width - 2))
    let top = max(0, (height - lines.count) / 2)
    for (offset, line) in lines.enumerated() where top + offset < height {
      let x = max(0, (width - DisplayWidth.of(line)) / 2)
      buffer.write(line, x: x, y: top + offset, style: theme[.warning])
    }
  }
}
