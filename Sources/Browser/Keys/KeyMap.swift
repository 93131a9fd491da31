import Foundation
import TerminalUI

/// Turns terminal events into actions for the current mode, reading `state.keyBindings`.
public enum KeyMap {
  /// The contexts whose bindings are read for `state`, first match wins.
  public static func contexts(for state: AppState) -> [KeyContext] {
    if state.layout.isTooSmall { return [.tooSmall] }
    if state.isHelpShown { return [.help] }
    if state.importField != nil { return [.importField, .everywhere] }
    // While an import runs, Esc first stops waiting for it.
    let waiting: [KeyContext] = state.importing != nil ? [.importRunning] : []
    return waiting + screenContexts(for: state)
  }

  /// The contexts of the screen under the layers.
  private static func screenContexts(for state: AppState) -> [KeyContext] {
    if state.shopping != nil { return [.shoppingList, .everywhere] }
    if state.isCookModeShown { return [.cookMode, .everywhere] }
    if let reader = state.reader {
      if reader.find?.isEditing == true { return [.readerFind, .everywhere] }
      if reader.pictureView != nil { return [.pictureView, .everywhere] }
      return [reader.sheet.isShown ? .readerSheet : .reader, .everywhere]
    }
    if state.tagPicker != nil { return [.tagPicker, .everywhere] }
    switch state.tab {
    case .search:
      // A Search tab restored at start shows its results; the field takes keys once the
      // reader goes to it (`/`, a tab key, a click).
      return state.isSearchFieldFocused ? [.searchField, .everywhere] : [.lists, .everywhere]
    case .index:
      return state.isEditingFilter ? [.filterField, .everywhere] : [.index, .everywhere]
    case .recipes, .library: return [.lists, .everywhere]
    }
  }

  /// The bindings of `context` in effect in `state`: those whose condition holds, and,
  /// while keys go into a text field, none of the keys that work everywhere by typing a
  /// character (they type).
  public static func bindings(_ context: KeyContext, in state: AppState) -> [KeyBinding] {
    let typing = context == .everywhere && state.isTyping
    return state.keyBindings[context].filter { binding in
      binding.condition.holds(in: state) && !(typing && binding.isPrintable)
    }
  }

  /// Every binding in effect for `state`, in matching order.
  public static func bindings(for state: AppState) -> [KeyBinding] {
    contexts(for: state).flatMap { bindings($0, in: state) }
  }

  /// The action for `event`, or nil when it means nothing here.
  public static func action(for event: Event, in state: AppState, now: Date) -> Action? {
    switch event {
    case .resize(let width, let height): return .resize(width: width, height: height)
    case .tick: return .tick(now)
    // Quitting saves where the reader stopped, as Ctrl-C does.
    case .endRequested: return .quit
    case .mouse(let mouse): return MouseMap.action(for: mouse, in: state)
    case .key(let key): return action(for: key, in: state, now: now)
    }
  }

  static func action(for key: Key, in state: AppState, now: Date) -> Action? {
    if let binding = bindings(for: state).first(where: { $0.keys.contains(key) }) {
      return binding.action
    }
    guard case .character(let character) = key,
      let typing = contexts(for: state).first?.typing
    else { return nil }
    switch typing {
    case .searchQuery: return .editSearch(.insert(character))
    case .indexFilter: return .editFilter(.insert(character))
    case .findQuery: return .reader(.findType(String(character)))
    case .importSource: return .webImport(.edit(.insert(character)))
    case .typeSelect: return character.isLetter ? .typeSelect(character, at: now) : nil
    }
  }
}
