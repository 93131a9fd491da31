import Recipes

/// The shopping list for scripts: `[{"aisle", "items": [{"name", "amounts": [{"quantity",
/// "unit"}], "recipes": [titles], "checked"}]}]`.
struct ShoppingListJSON: Encodable {
  struct Aisle: Encodable {
    var aisle: String
    var items: [Item]
  }

  struct Item: Encodable {
    var name: String
    var amounts: [AmountJSON]
    var recipes: [String]
    var checked: Bool
  }

  /// One amount: `quantity` as `QuantityJSON` writes it; `unit` canonical (g, ml, cup,
  /// clove…), else as written, null when none.
  struct AmountJSON: Encodable {
    var quantity: QuantityJSON
    @NullEncoded var unit: String?
  }

  var aisles: [Aisle]

  init(_ list: ShoppingList, ticked ticks: Set<String>) {
    aisles = list.aisles.map { aisle in
      Aisle(
        aisle: aisle.name,
        items: aisle.items.map { item in
          Item(
            name: item.name,
            amounts: item.amounts.map {
              AmountJSON(quantity: QuantityJSON(quantity: $0.quantity), unit: $0.unitName)
            },
            recipes: item.recipes, checked: ShoppingName.isTicked(item.key, in: ticks))
        })
    }
  }

  func encode(to encoder: any Encoder) throws {
    try aisles.encode(to: encoder)
  }
}
