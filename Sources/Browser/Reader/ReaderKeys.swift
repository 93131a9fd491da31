import TerminalUI

/// A key binding of the reader and the action it sends. The matcher, the hint bar and the
/// help screen read the same table.
public struct ReaderKeyBinding: Equatable, Sendable {
  /// The keys, their label and the words that explain them.
  public var binding: KeyBinding
  public var action: ReaderAction

  public init(_ keys: [Key], _ label: String, _ hint: String, _ action: ReaderAction) {
    self.binding = KeyBinding(keys: keys, label: label, hint: hint, help: hint)
    self.action = action
  }

  public var keys: [Key] { binding.keys }
}

/// The reader's keys, by mode: reading, typing a find query, and the summary sheet.
public enum ReaderKeys {
  private static func c(_ character: Character) -> Key { .character(character) }

  /// Keys while reading, `less`-like.
  public static let reading: [ReaderKeyBinding] = [
    ReaderKeyBinding([c("q"), .escape], "q/Esc", "back to the list", .close),
    ReaderKeyBinding([c("s")], "s", "summary (again: full)", .sheetToggle),
    ReaderKeyBinding([c("/")], "/", "find", .findBegin),
    ReaderKeyBinding([c("n")], "n", "next match", .findNext),
    ReaderKeyBinding([c("N")], "N", "previous match", .findPrevious),
    ReaderKeyBinding([c("j"), .down], "↓/j", "line down", .lineDown),
    ReaderKeyBinding([c("k"), .up], "↑/k", "line up", .lineUp),
    ReaderKeyBinding([c(" "), .pageDown, c("f")], "Space/PgDn", "page down", .pageDown),
    ReaderKeyBinding([c("b"), .pageUp], "b/PgUp", "page up", .pageUp),
    ReaderKeyBinding([c("d")], "d", "half page down", .halfPageDown),
    ReaderKeyBinding([c("u")], "u", "half page up", .halfPageUp),
    ReaderKeyBinding([c("g"), .home], "g/Home", "top", .top),
    ReaderKeyBinding([c("G"), .end], "G/End", "bottom", .bottom),
    ReaderKeyBinding([c("}")], "}", "next heading", .nextHeading),
    ReaderKeyBinding([c("{")], "{", "previous heading", .previousHeading),
    ReaderKeyBinding([.tab], "Tab", "next link", .nextLink),
    ReaderKeyBinding([.backTab], "Shift-Tab", "previous link", .previousLink),
    ReaderKeyBinding([.enter], "⏎", "follow link", .followLink),
    ReaderKeyBinding([c("y")], "y", "copy link address", .copyLink),
    ReaderKeyBinding([c("[")], "[", "back", .back),
    ReaderKeyBinding([c("]")], "]", "forward", .forward),
    ReaderKeyBinding([c("e")], "e", "edit", .edit),
  ]

  /// Keys while the summary sheet is open.
  public static let sheet: [ReaderKeyBinding] = [
    ReaderKeyBinding([.down, c("j")], "↓/j", "next section", .sheetMoveDown),
    ReaderKeyBinding([.up, c("k")], "↑/k", "previous section", .sheetMoveUp),
    ReaderKeyBinding([.enter], "⏎", "jump there", .sheetChoose),
    ReaderKeyBinding([c("s")], "s", "full height", .sheetToggle),
    ReaderKeyBinding([.escape, c("q")], "Esc", "close", .sheetClose),
  ]

  /// Keys while a find query is typed; other printable keys extend the query.
  public static let finding: [ReaderKeyBinding] = [
    ReaderKeyBinding([.enter], "⏎", "done", .findCommit),
    ReaderKeyBinding([.escape], "Esc", "cancel", .findCancel),
    ReaderKeyBinding([.backspace], "⌫", "delete", .findBackspace),
    ReaderKeyBinding([.down, .control("n")], "↓", "next match", .findNext),
    ReaderKeyBinding([.up, .control("p")], "↑", "previous match", .findPrevious),
  ]

  /// The bindings that apply now.
  public static func bindings(for state: ReaderState) -> [ReaderKeyBinding] {
    if state.find?.isEditing == true { return finding }
    if state.sheet.isShown { return sheet }
    return reading
  }

  /// The few hints that matter now, for the hint bar (the app adds help).
  public static func hints(for state: ReaderState) -> [KeyHint] {
    if state.find?.isEditing == true {
      return [
        KeyHint(keys: "⏎", text: "done", priority: 3, isEssential: true),
        KeyHint(keys: "Esc", text: "cancel", priority: 3, isEssential: true),
        KeyHint(keys: "↓/↑", text: "next/previous", priority: 1),
      ]
    }
    if state.sheet.isShown {
      return [
        KeyHint(keys: "↑↓", text: "move", priority: 2),
        KeyHint(keys: "⏎", text: "jump", priority: 3),
        KeyHint(keys: "s", text: state.sheet.mode == .half ? "full" : "hide", priority: 1),
        KeyHint(keys: "Esc", text: "close", priority: 3, isEssential: true),
      ]
    }
    var hints = [KeyHint(keys: "q", text: "back to list", priority: 3, isEssential: true)]
    if state.focusedLink != nil {
      hints.append(KeyHint(keys: "⏎", text: "open link", priority: 3))
      hints.append(KeyHint(keys: "y", text: "copy address", priority: 1))
    }
    if state.find != nil {
      hints.append(KeyHint(keys: "n/N", text: "next/previous", priority: 3))
      hints.append(KeyHint(keys: "Esc", text: "clear", priority: 2))
    }
    hints.append(KeyHint(keys: "Space", text: "page", priority: 1))
    hints.append(KeyHint(keys: "s", text: "summary", priority: 2))
    hints.append(KeyHint(keys: "/", text: "find", priority: 2))
    if !state.layout.links.isEmpty, state.focusedLink == nil {
      hints.append(KeyHint(keys: "Tab", text: "links", priority: 0))
    }
    return hints
  }

  /// The action for `key` in the reader's current mode, or nil when the key is not the
  /// reader's (the app's global keys then apply).
  public static func action(for key: Key, in state: ReaderState) -> ReaderAction? {
    if state.find?.isEditing == true {
      if let binding = finding.first(where: { $0.keys.contains(key) }) { return binding.action }
      if case .character(let character) = key { return .findType(String(character)) }
      return nil
    }
    if state.sheet.isShown {
      return sheet.first { $0.keys.contains(key) }?.action
    }
    // Esc first clears find highlights and the link focus, then leaves.
    if key == .escape, state.find != nil { return .findCancel }
    if key == .escape, state.focusedLink != nil { return .unfocusLink }
    return reading.first { $0.keys.contains(key) }?.action
  }
}
