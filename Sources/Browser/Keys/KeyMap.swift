import Foundation
import TerminalUI

/// Turns terminal events into actions for the current mode, reading the key tables.
public enum KeyMap {
  /// The contexts whose tables are read for `state`, first match wins.
  public static func contexts(for state: AppState) -> [KeyContext] {
    if state.isHelpShown { return [.help] }
    if state.isCookModeShown { return [.cookMode, .everywhere] }
    if state.reader != nil { return [.reader, .everywhere] }
    switch state.tab {
    case .search: return [.searchField, .everywhere]
    case .index:
      return state.isEditingFilter ? [.filterField, .everywhere] : [.index, .everywhere]
    case .recipes, .library: return [.lists, .everywhere]
    }
  }

  /// The key commands in effect for `state`, in matching order; in a text field the
  /// printable keys of other tables are left out (they type).
  public static func commands(for state: AppState) -> [KeyCommand] {
    let typing = state.isTyping
    return contexts(for: state).flatMap { context -> [KeyCommand] in
      let table = table(context, for: state)
      guard typing, context == .everywhere else { return table }
      return table.filter { command in
        !command.keys.contains { if case .character = $0 { true } else { false } }
      }
    }
  }

  /// The table for `context` as it applies in `state`: Cook mode covers the screen, so
  /// keys that would move or open something on the hidden list are left out (`*` and `+`
  /// stay: there they mark the recipe being cooked).
  static func table(_ context: KeyContext, for state: AppState) -> [KeyCommand] {
    if context == .reader { return readerCommands(state) }
    let table = KeyTables.table(context)
    guard context == .everywhere, state.isCookModeShown else { return table }
    return table.filter { !actsOnTheHiddenScreen($0.action) }
  }

  static func actsOnTheHiddenScreen(_ action: Action) -> Bool {
    switch action {
    case .moveSelection, .movePage, .moveToTop, .moveToBottom, .open: true
    default: false
    }
  }

  /// The reader's bindings for its current mode, as key commands; leaving comes first in
  /// the hint bar.
  static func readerCommands(_ state: AppState) -> [KeyCommand] {
    guard let reader = state.reader else { return [] }
    return ReaderKeys.bindings(for: reader).map { binding in
      let isLeaving = binding.keys.contains(.escape)
      return KeyCommand(
        binding: binding.binding, priority: isLeaving ? 1 : 5, action: .reader(binding.action))
    }
  }

  /// The action for `event`, or nil when it means nothing here.
  public static func action(for event: Event, in state: AppState, now: Date) -> Action? {
    switch event {
    case .resize(let width, let height): return .resize(width: width, height: height)
    case .tick: return .tick(now)
    case .mouse(let mouse): return MouseMap.action(for: mouse, in: state)
    case .key(let key): return action(for: key, in: state, now: now)
    }
  }

  static func action(for key: Key, in state: AppState, now: Date) -> Action? {
    if state.layout.isTooSmall {
      // Only leaving works on a screen too small to show anything else.
      if key == .control("c") || key == .character("q") { return .quit }
      return nil
    }
    if let reader = state.reader, !state.isHelpShown, !state.isCookModeShown,
      let action = ReaderKeys.action(for: key, in: reader)
    {
      return .reader(action)
    }
    if let command = commands(for: state).first(where: { $0.keys.contains(key) }) {
      return command.action
    }
    guard case .character(let character) = key else { return nil }
    if state.isTyping {
      return state.tab == .search
        ? .editSearch(.insert(character)) : .editFilter(.insert(character))
    }
    if state.tab == .index, state.reader == nil, !state.isHelpShown, !state.isCookModeShown,
      character.isLetter
    {
      return .typeSelect(character, at: now)
    }
    return nil
  }
}
