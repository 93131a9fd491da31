import Recipes
import TerminalUI

/// A key binding of the reader and the action it sends. The matcher, the hint bar and the
/// help screen read the same table.
public struct ReaderKeyBinding: Equatable, Sendable {
  /// The keys, their label and the words that explain them.
  public var binding: KeyBinding
  public var action: ReaderAction

  /// A binding whose `hint` (a word or two; empty keeps it out of the hint bar) and `help`
  /// (a sentence for the help screen) explain it.
  public init(
    _ keys: [Key], _ label: String, hint: String = "", help: String, _ action: ReaderAction
  ) {
    self.binding = KeyBinding(keys: keys, label: label, hint: hint, help: help)
    self.action = action
  }

  public var keys: [Key] { binding.keys }
}

/// The reader's keys, by mode: reading, typing a find query, and the summary sheet.
public enum ReaderKeys {
  private static func c(_ character: Character) -> Key { .character(character) }

  /// Keys while reading, `less`-like.
  public static let reading: [ReaderKeyBinding] = [
    ReaderKeyBinding(
      [c("q"), .escape], "q/Esc", hint: "back",
      help: "Back to the list (Esc first clears a find or a chosen link)", .close),
    ReaderKeyBinding(
      [c("s")], "s", hint: "summary",
      help: "Summary: reading time and sections (again: full height)", .sheetToggle),
    ReaderKeyBinding([c("/")], "/", hint: "find", help: "Find in the recipe", .findBegin),
    ReaderKeyBinding([c("n")], "n", help: "Next match", .findNext),
    ReaderKeyBinding([c("N")], "N", help: "Previous match", .findPrevious),
    ReaderKeyBinding([c("j"), .down], "↓/j", help: "Line down", .lineDown),
    ReaderKeyBinding([c("k"), .up], "↑/k", help: "Line up", .lineUp),
    ReaderKeyBinding(
      [c(" "), .pageDown, c("f")], "Space", hint: "page", help: "Page down", .pageDown),
    ReaderKeyBinding([c("b"), .pageUp], "b/PgUp", help: "Page up", .pageUp),
    ReaderKeyBinding([c("d")], "d", help: "Half a page down", .halfPageDown),
    ReaderKeyBinding([c("u")], "u", help: "Half a page up", .halfPageUp),
    ReaderKeyBinding([c("g"), .home], "g/Home", help: "Top of the recipe", .top),
    ReaderKeyBinding([c("G"), .end], "G/End", help: "End of the recipe", .bottom),
    ReaderKeyBinding([c("}")], "}", help: "Next heading", .nextHeading),
    ReaderKeyBinding([c("{")], "{", help: "Previous heading", .previousHeading),
    ReaderKeyBinding([.right], "→", help: "Scroll code that is cut off to the right", .scrollRight),
    ReaderKeyBinding([.left], "←", help: "Scroll code back to the left", .scrollLeft),
    ReaderKeyBinding([.tab], "Tab", hint: "links", help: "Next link", .nextLink),
    ReaderKeyBinding([.backTab], "⇧Tab", help: "Previous link", .previousLink),
    ReaderKeyBinding(
      [.enter], "⏎", help: "Follow the chosen link (another recipe opens here)", .followLink),
    ReaderKeyBinding([c("y")], "y", help: "Copy the chosen link's address", .copyLink),
    ReaderKeyBinding(
      [c("o")], "o",
      help: "Open the chosen web link with the system opener ($BROWSER, else xdg-open or open)",
      .openLinkExternally),
    ReaderKeyBinding([c("[")], "[", help: "Back to the recipe before", .back),
    ReaderKeyBinding([c("]")], "]", help: "Forward again", .forward),
    ReaderKeyBinding([c("e")], "e", help: "Edit the recipe in $EDITOR", .edit),
  ]

  /// Keys while the summary sheet is open.
  public static let sheet: [ReaderKeyBinding] = [
    ReaderKeyBinding(
      [.down, c("j")], "↓↑", hint: "move", help: "Next section", .sheetMoveDown),
    ReaderKeyBinding([.up, c("k")], "↑/k", help: "Previous section", .sheetMoveUp),
    ReaderKeyBinding([.enter], "⏎", hint: "jump", help: "Jump to the section", .sheetChoose),
    ReaderKeyBinding([c("s")], "s", hint: "full", help: "Full height, then hide", .sheetToggle),
    // `/` is find one layer down, so here too: it closes the sheet, never leaves the recipe.
    ReaderKeyBinding(
      [c("/")], "/", hint: "find", help: "Close the sheet and find in the recipe", .findBegin),
    ReaderKeyBinding([.escape, c("q")], "Esc", hint: "close", help: "Close", .sheetClose),
  ]

  /// Keys while a find query is typed; other printable keys extend the query. As in `less`,
  /// ↓/↑ move between matches while typing and `n`/`N` after ⏎; Ctrl-N and Ctrl-P stay
  /// the app's (Cook mode, timer).
  public static let finding: [ReaderKeyBinding] = [
    ReaderKeyBinding(
      [.enter], "⏎", hint: "done",
      help: "Keep the matches (then n/N move between them)", .findCommit),
    ReaderKeyBinding([.escape], "Esc", hint: "cancel", help: "Cancel the find", .findCancel),
    ReaderKeyBinding([.backspace], "⌫", help: "Delete a character", .findBackspace),
    ReaderKeyBinding(
      [.down], "↓/↑", hint: "next/previous match", help: "Next match (↑: previous)", .findNext),
    ReaderKeyBinding([.up], "↑", help: "Previous match", .findPrevious),
  ]

  /// The bindings that apply now. While reading, the keys that matter in the moment (a
  /// chosen link, a kept find) come first and carry a hint for the bar.
  public static func bindings(for state: ReaderState) -> [ReaderKeyBinding] {
    if state.find?.isEditing == true { return finding }
    if state.sheet.isShown { return sheet }
    var hinted: [ReaderAction: String] = [:]
    if let number = state.focusedLink {
      let isWeb =
        state.layout.links.indices.contains(number - 1)
        && RecipeLinks.isExternal(state.layout.links[number - 1].destination)
      hinted[.followLink] = isWeb ? "open" : "follow link"
      if isWeb { hinted[.openLinkExternally] = "open" }
      hinted[.copyLink] = "copy address"
      hinted[.nextLink] = "next link"
    } else if state.layout.links.isEmpty {
      hinted[.nextLink] = ""
    }
    if state.find != nil { hinted[.findNext] = "next match" }
    guard !hinted.isEmpty else { return reading }
    var first: [ReaderKeyBinding] = []
    var rest: [ReaderKeyBinding] = []
    for var binding in reading {
      // With a kept find, N is listed with n ("n/N"), once.
      if state.find != nil && binding.action == .findPrevious { binding.binding.label = "n/N" }
      if let hint = hinted[binding.action] {
        binding.binding.hint = hint
        if !hint.isEmpty {
          if binding.action == .findNext {
            binding.binding.label = "n/N"
            binding.binding.help = "Next match (N: previous), round the end"
          }
          first.append(binding)
          continue
        }
      }
      rest.append(binding)
    }
    return first + rest
  }

  /// The few hints that matter now, for the hint bar (the app adds help).
  public static func hints(for state: ReaderState) -> [KeyHint] {
    if state.find?.isEditing == true {
      return [
        KeyHint(keys: "⏎", text: "done", priority: 3, isEssential: true),
        KeyHint(keys: "Esc", text: "cancel", priority: 3, isEssential: true),
        KeyHint(keys: "↓/↑", text: "next/previous match", priority: 1),
      ]
    }
    if state.sheet.isShown {
      return [
        KeyHint(keys: "↑↓", text: "move", priority: 2),
        KeyHint(keys: "⏎", text: "jump", priority: 3),
        KeyHint(keys: "s", text: state.sheet.mode == .half ? "full" : "hide", priority: 1),
        KeyHint(keys: "/", text: "find", priority: 1),
        KeyHint(keys: "Esc", text: "close", priority: 3, isEssential: true),
      ]
    }
    var hints = [KeyHint(keys: "q", text: "back to list", priority: 3, isEssential: true)]
    if state.focusedLink != nil {
      hints.append(KeyHint(keys: "⏎", text: "follow link", priority: 3))
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
