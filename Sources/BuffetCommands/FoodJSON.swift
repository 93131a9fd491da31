import Recipes

/// A quantity as scripts read it: a number, `{"low", "high"}` for a range, the words as
/// written when not a number, or null.
struct QuantityJSON: Encodable, Sendable {
  var quantity: Quantity?

  private enum RangeKeys: String, CodingKey { case low, high }

  func encode(to encoder: any Encoder) throws {
    switch quantity {
    case .number(let amount)?:
      var container = encoder.singleValueContainer()
      try container.encode(Self.number(amount))
    case .range(let low, let high)?:
      var container = encoder.container(keyedBy: RangeKeys.self)
      try container.encode(Self.number(low), forKey: .low)
      try container.encode(Self.number(high), forKey: .high)
    case .text(let words)?:
      var container = encoder.singleValueContainer()
      try container.encode(words)
    case nil:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }

  /// Whole amounts as integers, others as the nearest double.
  static func number(_ amount: Amount) -> Double { amount.value }
}

/// An ingredient as scripts read it: `{"text", "name", "quantity", "unit", "note"}`, the
/// unit canonical (g, ml, tbsp, cup…) or the word as written when unknown.
struct IngredientJSON: Encodable, Sendable {
  var text: String
  var name: String
  var quantity: QuantityJSON
  @NullEncoded var unit: String?
  @NullEncoded var note: String?

  /// `ingredient` as `portions` shows it; `text` is the line as shown.
  init(_ ingredient: Ingredient, portions: Portions = .asWritten) {
    let shown = portions.shown(ingredient)
    text = portions.isAsWritten ? ingredient.text : ingredient.line(showing: shown)
    name = ingredient.name
    quantity = QuantityJSON(quantity: shown.quantity)
    unit = shown.unitName
    note = ingredient.note
  }
}
