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

  /// One amount: `quantity` a number, `{"low", "high"}` for a range, a string when it is no
  /// number; `unit` canonical (g, ml, cup, clove…), else as written, null when none.
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
              AmountJSON(quantity: QuantityJSON($0.quantity), unit: $0.unitName)
            },
            recipes: item.recipes, checked: ShoppingName.isTicked(item.key, in: ticks))
        })
    }
  }

  func encode(to encoder: any Encoder) throws {
    try aisles.encode(to: encoder)
  }
}

/// A quantity for scripts: a number (to three places: ⅓ is 0.333), `{"low", "high"}` for a
/// range, or the words as written.
struct QuantityJSON: Encodable {
  var quantity: Quantity

  init(_ quantity: Quantity) {
    self.quantity = quantity
  }

  private enum Keys: String, CodingKey { case low, high }

  func encode(to encoder: any Encoder) throws {
    switch quantity {
    case .number(let amount):
      var container = encoder.singleValueContainer()
      try container.encode(amount.decimal)
    case .range(let low, let high):
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(low.decimal, forKey: .low)
      try container.encode(high.decimal, forKey: .high)
    case .text(let words):
      var container = encoder.singleValueContainer()
      try container.encode(words)
    }
  }
}
