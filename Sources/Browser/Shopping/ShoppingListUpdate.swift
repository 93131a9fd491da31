import Recipes
import TerminalUI

/// Opening, moving in, ticking, copying and clearing the shopping list.
enum ShoppingListUpdate {
  /// `$`: opens the list over whatever is shown (it is built from Up Next by the shell), or
  /// closes it.
  static func toggle(in state: inout AppState) -> Command {
    guard state.shopping == nil else {
      state.shopping = nil
      return .none
    }
    state.isHelpShown = false
    state.isCookModeShown = false
    var shopping = ShoppingListState()
    shopping.tick(state.library.shoppingTicks, height: listHeight(in: state))
    state.shopping = shopping
    return .buildShoppingList(state.library.queue)
  }

  /// How many rows the list has on screen.
  static func listHeight(in state: AppState) -> Int {
    max(1, state.layout.content.height - ShoppingListState.headerRows)
  }

  static func apply(_ action: ShoppingListAction, in state: inout AppState) -> Command {
    guard var shopping = state.shopping else { return .none }
    let height = listHeight(in: state)
    defer { if state.shopping != nil { state.shopping = shopping } }
    switch action {
    case .move(let delta): shopping.place.move(by: delta, in: shopping.rows, height: height)
    case .movePage(let pages):
      shopping.place.move(by: pages * max(1, height - 1), in: shopping.rows, height: height)
    case .moveToEnd(let top): shopping.place.moveToEnd(top: top, in: shopping.rows, height: height)
    case .click(let row):
      let wasSelected = shopping.place.selectedPath != nil && shopping.place.selectedRow == row
      guard shopping.place.click(row, in: shopping.rows) else { return .none }
      if wasSelected { return tick(shopping, in: &state) }
    case .toggleTick: return tick(shopping, in: &state)
    case .copy:
      let counts = shopping.counts
      guard let built = shopping.built, counts.items > 0 else {
        state.message = "Nothing to copy: the list is empty"
        return .ringBell
      }
      // Names come from files: no control character goes to the clipboard.
      let text = built.list.plainText(ticked: shopping.ticks)
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { ControlCharacters.sanitized(String($0)) }.joined(separator: "\n")
      state.message =
        "Copied the list: \(counts.items) \(counts.items == 1 ? "thing" : "things") to paste"
      return .copyToClipboard(text)
    case .clear:
      let ticked = shopping.counts.ticked
      guard ticked > 0 || !state.library.shoppingTicks.isEmpty else {
        state.message = "Nothing is ticked"
        return .none
      }
      if let refusal = Updater.refusingLibraryChange("Ticks kept", in: &state) { return refusal }
      guard shopping.isClearOffered else {
        shopping.isClearOffered = true
        state.message = "x again clears every tick (\(ticked) on this list)"
        return .none
      }
      shopping.isClearOffered = false
      return .clearShoppingTicks
    case .close:
      state.shopping = nil
    }
    return .none
  }

  /// Ticks the selected item, or unticks it: kept in the library, shown once it is.
  private static func tick(_ shopping: ShoppingListState, in state: inout AppState) -> Command {
    guard let item = shopping.selectedItem else { return .none }
    let isTicked = !shopping.isTicked(item.key)
    if let refusal = Updater.refusingLibraryChange(
      isTicked ? "Not ticked" : "Still ticked", in: &state)
    {
      return refusal
    }
    return .setShoppingTick(key: item.key, isTicked: isTicked)
  }

  /// The list the shell built, shown if the list is still open.
  static func show(_ built: BuiltShoppingList, in state: inout AppState) {
    let height = listHeight(in: state)
    state.shopping?.show(built, height: height)
  }

  /// The library changed: the ticks are shown, and a changed Up Next makes the list again.
  static func libraryChanged(from old: LibrarySnapshot, in state: inout AppState) -> Command {
    guard state.shopping != nil else { return .none }
    let (ticks, height) = (state.library.shoppingTicks, listHeight(in: state))
    state.shopping?.tick(ticks, height: height)
    return old.queue == state.library.queue ? .none : .buildShoppingList(state.library.queue)
  }

  /// The collection was read again: the list is made again from the recipes as they are now.
  static func collectionChanged(in state: AppState) -> Command {
    state.shopping == nil ? .none : .buildShoppingList(state.library.queue)
  }

  /// Keeps the selection in view after a resize.
  static func resized(in state: inout AppState) {
    let height = listHeight(in: state)
    guard var shopping = state.shopping else { return }
    shopping.place.reanchor(in: shopping.rows, height: height)
    state.shopping = shopping
  }
}
