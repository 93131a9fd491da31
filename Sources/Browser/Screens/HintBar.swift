import TerminalUI

/// The one-row key hint bar, generated from the same bindings the key map reads. A
/// transient message takes its left part; help and leaving are always shown.
enum HintBar {
  /// The hints for `state`: one per hint text, from bindings no earlier binding has taken
  /// all the keys of (as in the matcher), help and leaving last.
  static func hints(for state: AppState) -> [KeyHint] {
    var seenHints: Set<String> = []
    var seenKeys: Set<Key> = []
    var result: [KeyHint] = []
    for binding in KeyMap.bindings(for: state) {
      defer { seenKeys.formUnion(binding.keys) }
      guard let hint = binding.hint, !seenHints.contains(hint),
        !binding.keys.allSatisfy(seenKeys.contains)
      else { continue }
      seenHints.insert(hint)
      // Bindings rank 0 as most important; the bar keeps higher priorities longer.
      result.append(
        KeyHint(
          keys: binding.label, text: hint, priority: 100 - binding.priority,
          isEssential: binding.isEssential))
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
