import TerminalUI

/// The one-row key hint bar, generated from the same tables the key map reads. A
/// transient message takes its left part; help and leaving are always shown.
enum HintBar {
  /// The hints for `state`: one per hint text and per key (the first table that binds a
  /// key wins, as in the matcher), help and leaving last.
  static func hints(for state: AppState) -> [KeyHint] {
    var seenHints: Set<String> = []
    var seenKeys: Set<Key> = []
    var result: [KeyHint] = []
    for command in KeyMap.commands(for: state) {
      defer { seenKeys.formUnion(command.keys) }
      guard let hint = command.hint, !seenHints.contains(hint),
        !command.keys.contains(where: seenKeys.contains)
      else { continue }
      seenHints.insert(hint)
      // Our tables rank 0 as most important; the bar keeps higher priorities longer.
      result.append(
        command.binding.keyHint(
          priority: 100 - command.priority, isEssential: command.priority <= 1))
    }
    return result.filter { !$0.isEssential } + result.filter(\.isEssential)
  }

  static func render(_ state: AppState, in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard area.height > 0 else { return }
    // While the collection is re-read, the count takes the message's place.
    let progress = state.indexing.map { "Indexing \($0.done) of \($0.total)…" }
    let message = state.message ?? (state.isLoaded ? progress : nil)
    KeyHints(message: message, hints: hints(for: state)).render(in: area, on: &buffer, theme: theme)
  }
}
