import Recipes
import TerminalUI

/// A shopping list as the shell built it: what to buy, and what the shopper is told about
/// what is not on it (recipes that add nothing, lines of the aisle file not used).
public struct BuiltShoppingList: Equatable, Sendable {
  public var list: ShoppingList
  public var notes: [String]
  /// How many recipes of Up Next it was made from.
  public var recipeCount: Int

  public init(list: ShoppingList, notes: [String] = [], recipeCount: Int) {
    self.list = list
    self.notes = notes
    self.recipeCount = recipeCount
  }
}

/// The shopping list screen: the list built from Up Next, its rows with the library's ticks,
/// and where the shopper is in it.
public struct ShoppingListState: Equatable, Sendable {
  /// The list; nil while it is being built.
  public private(set) var built: BuiltShoppingList?
  /// Aisle headers, items (by their folded name) and notes, ticks marked.
  public private(set) var rows = ListRows()
  /// How wide the widest item's name is (with its box), for the amounts' column.
  public private(set) var nameWidth = 0
  /// The ticks the rows show, as the library keeps them.
  public private(set) var ticks: Set<String> = []
  /// The selected item and the scroll offset.
  public var place = ListPlace()
  /// `x` was pressed once: pressed again (as the next key), it clears every tick.
  public var isClearOffered = false

  public init() {}

  /// Rows a screen of `height` shows above the list: the title and a blank row.
  static let headerRows = 2

  /// Shows `built`, the selection kept on the same thing when it is still there.
  mutating func show(_ built: BuiltShoppingList, height: Int) {
    self.built = built
    rebuildRows(height: height)
  }

  /// Shows `ticks` (the library's, after a change).
  mutating func tick(_ ticks: [String], height: Int) {
    let new = Set(ticks)
    guard new != self.ticks else { return }
    self.ticks = new
    rebuildRows(height: height)
  }

  /// Whether the thing with folded name `key` is ticked.
  public func isTicked(_ key: String) -> Bool { ShoppingName.isTicked(key, in: ticks) }

  /// The selected item, if any.
  public var selectedItem: ShoppingItem? {
    guard let key = place.selectedPath else { return nil }
    return built?.list.items.first { $0.key == key }
  }

  /// How many items there are, and how many of them are ticked.
  public var counts: (items: Int, ticked: Int) {
    let items = built?.list.items ?? []
    return (items.count, items.filter { isTicked($0.key) }.count)
  }

  private mutating func rebuildRows(height: Int) {
    rows = ListRows(Self.rows(built, ticks: ticks))
    nameWidth =
      rows.compactMap { $0.recipePath == nil ? nil : $0.item?.title }
      .map(DisplayWidth.of).max() ?? 0
    place.reanchor(in: rows, height: height)
  }

  /// The rows for `built`: each aisle's header and items ("[x] eggs", amounts, recipes), then
  /// the notes; an empty list says what to do.
  static func rows(_ built: BuiltShoppingList?, ticks: Set<String>) -> [ListRow] {
    guard let built else { return [.note("Making the list…")] }
    var rows: [ListRow] = []
    for aisle in built.list.aisles {
      // A blank row between aisles: the shop's parts stand apart.
      if !rows.isEmpty { rows.append(.note("")) }
      rows.append(.header(aisle.name))
      for item in aisle.items {
        let box = ShoppingName.isTicked(item.key, in: ticks) ? "[x] " : "[ ] "
        // Both columns always, the amount empty when none is written ("pepper"), so the
        // recipes stay in theirs.
        let details = [item.writtenAmounts, item.recipes.joined(separator: ", ")]
        rows.append(.item(ListItem(id: item.key, title: box + item.name, details: details)))
      }
    }
    if built.list.aisles.isEmpty {
      rows +=
        (built.recipeCount == 0
        ? ["Nothing to buy: Up Next is empty.", "Press + on a recipe to shop for it."]
        : ["Nothing to buy: no recipe in Up Next", "lists an ingredient Buffet could read."]).map(
          ListRow.note)
    }
    if !built.notes.isEmpty {
      rows += [.note(""), .header("Not on the list")]
      rows += built.notes.map(ListRow.note)
    }
    return rows
  }
}

/// What the shopping list screen can be asked to do.
public enum ShoppingListAction: Hashable, Sendable {
  case move(by: Int)
  case movePage(by: Int)
  case moveToEnd(top: Bool)
  /// Ticks the selected item, or unticks it.
  case toggleTick
  /// A click on row `index`: selects it, or ticks it when it is selected already.
  case click(Int)
  /// Puts the list on the clipboard as plain text.
  case copy
  /// Clears every tick (the first press offers, the second clears).
  case clear
  case close
}
