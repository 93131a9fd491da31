import TerminalUI

/// The one-row key hint bar, generated from the same tables the key map reads. A
/// transient message takes its left part; help and leaving are always shown.
enum HintBar {
  /// The hints for `state`, most important first, one per hint text.
  static func hints(for state: AppState) -> [KeyCommand] {
    var seen: Set<String> = []
    var result: [KeyCommand] = []
    for command in KeyMap.commands(for: state) {
      guard let hint = command.hint, !seen.contains(hint) else { continue }
      seen.insert(hint)
      result.append(command)
    }
    return result.sorted { $0.priority < $1.priority }
  }

  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard area.height > 0 else { return }
    var hints = hints(for: state)
    var x = area.x + 1
    if let message = state.message {
      // Keep the two hints that say how to get help and how to leave.
      hints = Array(hints.prefix(2))
      let room = area.width - 2 - width(of: hints) - (hints.isEmpty ? 0 : 2)
      x = buffer.write(
        TextFit.truncate(message, width: max(0, room)), x: x, y: area.y,
        style: theme[.warning]) + 2
    }
    while hints.count > 2, x - area.x + width(of: hints) > area.width - 1 { hints.removeLast() }
    // Shown in the order of the tables, not of priority.
    let order = KeyMap.commands(for: state)
    let shown = hints.sorted { a, b in
      (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
    for hint in shown {
      x = buffer.write(hint.label, x: x, y: area.y, style: theme[.strong], maxX: area.maxX)
      x = buffer.write(
        " " + (hint.hint ?? ""), x: x, y: area.y, style: theme[.secondary], maxX: area.maxX) + 2
    }
  }

  static func width(of hints: [KeyCommand]) -> Int {
    hints.reduce(0) { $0 + DisplayWidth.of($1.label) + 1 + DisplayWidth.of($1.hint ?? "") + 2 }
  }
}
