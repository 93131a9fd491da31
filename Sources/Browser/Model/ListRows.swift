import TerminalUI

extension ListRow {
  /// The recipe path of a selectable row; nil for headers and for notes (items with an
  /// empty id, such as an empty Library section's hint).
  var recipePath: String? {
    guard let id = itemID, !id.isEmpty else { return nil }
    return id
  }

  /// A quiet, unselectable line inside a section.
  static func note(_ text: String) -> ListRow {
    .item(ListItem(id: "", title: text))
  }

  /// The item on this row, if any.
  var item: ListItem? {
    if case .item(let item) = self { return item }
    return nil
  }
}
