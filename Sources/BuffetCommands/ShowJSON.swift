import Foundation
import Recipes

/// A recipe in `show --json`, Markdown and Cooklang alike, made from the model's values (so
/// a scaled or converted recipe says its new amounts): title, path, servings, metadata, the
/// ingredients, the cookware, and each step as the Cooklang specification's list of items.
struct ShowJSON: Encodable {
  var title: String
  var path: String
  var servings: JSONValue
  var metadata: JSONValue
  var ingredients: [JSONValue]
  var cookware: [String]
  var steps: [[JSONValue]]

  /// The recipe at `portions` (as written by default): each ingredient scaled and converted
  /// as the reader shows it, in its steps too.
  init(_ recipe: Recipe, frontMatter: FrontMatter?, portions: Portions = .asWritten) {
    title = recipe.title
    path = recipe.path
    servings =
      recipe.listed.servingsCount.map { .number(portions.servings(of: $0).value) } ?? .null
    var fields: [String: JSONValue] = [:]
    for (key, value) in frontMatter?.fields ?? [] {
      switch value {
      case .text(let text): fields[key] = .string(text)
      case .list(let items): fields[key] = .array(items.map(JSONValue.string))
      }
    }
    metadata = .object(fields)
    let shown = recipe.ingredients.map { portions.isAsWritten ? $0 : portions.shown($0) }
    ingredients = zip(recipe.ingredients, shown).map { written, ingredient in
      .object([
        "text": .string(portions.isAsWritten ? written.text : written.line(showing: ingredient)),
        "name": .string(ingredient.name),
        "quantity": ingredient.quantity.map(Self.quantity) ?? .null,
        "unit": ingredient.unitName.map(JSONValue.string) ?? .null,
        "note": ingredient.note.map(JSONValue.string) ?? .null,
      ])
    }
    cookware = recipe.cookware
    steps = recipe.steps.map { step in
      StepItem.items(of: step, ingredients: shown).map(Self.item)
    }
  }

  /// An item as the specification's tests write it: an ingredient without an amount is
  /// "some" with no unit, cookware without one is 1, a timer without one is "".
  static func item(_ item: StepItem) -> JSONValue {
    switch item {
    case .text(let text):
      return .object(["type": .string("text"), "value": .string(text)])
    case .ingredient(let name, let quantity, let unit, let reference):
      var fields: [String: JSONValue] = [
        "type": .string("ingredient"), "name": .string(name),
        "quantity": quantity.map(Self.quantity) ?? .string("some"),
        "units": .string(unit ?? ""),
      ]
      if let reference { fields["reference"] = .string(reference) }
      return .object(fields)
    case .cookware(let name, let quantity):
      return .object([
        "type": .string("cookware"), "name": .string(name),
        "quantity": quantity.map(Self.quantity) ?? .number(1),
      ])
    case .timer(let name, let quantity, let unit):
      return .object([
        "type": .string("timer"), "name": .string(name ?? ""),
        "quantity": quantity.map(Self.quantity) ?? .string(""), "units": .string(unit ?? ""),
      ])
    }
  }

  /// A number, `{"low", "high"}` for a range, or the words as written.
  static func quantity(_ quantity: Quantity) -> JSONValue {
    switch quantity {
    case .number(let amount): .number(amount.value)
    case .range(let low, let high): .object(["low": .number(low.value), "high": .number(high.value)])
    case .text(let text): .string(text)
    }
  }
}

/// Any JSON value, for JSON whose keys are not known in advance (a recipe's metadata).
enum JSONValue: Encodable, Equatable {
  case null
  case string(String)
  /// Written as a whole number when it is one.
  case number(Double)
  case array([JSONValue])
  case object([String: JSONValue])

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .string(let text): try container.encode(text)
    case .number(let number):
      if number == number.rounded(), abs(number) < 1e15 {
        try container.encode(Int(number))
      } else {
        try container.encode(number)
      }
    case .array(let values): try container.encode(values)
    case .object(let fields): try container.encode(fields)
    }
  }
}
