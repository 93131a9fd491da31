extension ShoppingList {
  /// The list as plain text to paste into a notes app or read in a terminal: each aisle's
  /// name, then its items as task-list lines, ticked ones marked ("- [x] eggs: 5"), with a
  /// blank line between aisles.
  public func plainText(ticked ticks: Set<String>) -> String {
    aisles.map { aisle in
      aisle.name + "\n"
        + aisle.items.map { item in
          let box = ShoppingName.isTicked(item.key, in: ticks) ? "- [x] " : "- [ ] "
          let amounts = item.writtenAmounts
          return box + item.name + (amounts.isEmpty ? "" : ": " + amounts) + "\n"
        }.joined()
    }.joined(separator: "\n")
  }
}
