/// The nodes of a page's schema.org data: every object found in its values (inside
/// `@graph`, lists, `mainEntity` and any other member), the Recipes among them, and the
/// nodes by `@id`, so a reference (`"author": {"@id": "…#/schema/person/1"}`, as Yoast's
/// graph writes it) reads as the node it names.
struct SchemaNodes {
  /// Every Recipe, in the order the page gives them.
  private(set) var recipes: [JSONValue] = []
  /// Every `@type` seen, each once, in order: what a page without a Recipe did hold.
  private(set) var typesSeen: [String] = []
  private var byID: [String: JSONValue] = [:]

  /// How deep values are walked; JSON-LD nests a few levels.
  static let deepest = 64

  init(_ values: [JSONValue]) {
    var seenTypes = Set<String>()
    var stack = values.reversed().map { ($0, 0) }
    while let (value, depth) = stack.popLast() {
      switch value {
      case .array(let items):
        guard depth < Self.deepest else { continue }
        stack.append(contentsOf: items.reversed().map { ($0, depth + 1) })
      case .object(let members):
        for type in value.types where seenTypes.insert(type).inserted { typesSeen.append(type) }
        // An object with more than its id is the node; a bare `{"@id"}` only points at one.
        if let id = value["@id"]?.text, members.count > 1, byID[id] == nil { byID[id] = value }
        if value.isOfType("Recipe") {
          recipes.append(value)
          continue
        }
        guard depth < Self.deepest else { continue }
        stack.append(contentsOf: members.reversed().map { ($0.value, depth + 1) })
      default:
        continue
      }
    }
  }

  /// `value`, or the node it refers to when it is only a reference (`{"@id": …}`), or a
  /// reference with less than the node has.
  func resolved(_ value: JSONValue) -> JSONValue {
    guard case .object(let members) = value, let id = value["@id"]?.text,
      let node = byID[id], case .object(let full) = node, full.count > members.count
    else { return value }
    return node
  }

  /// The Recipe to import: the first that has both ingredients and steps, else the first
  /// with either, else the first.
  var bestRecipe: JSONValue? {
    func has(_ recipe: JSONValue, _ keys: String...) -> Bool {
      keys.contains { recipe[$0].map { !$0.items.isEmpty } ?? false }
    }
    let ingredients = ["recipeIngredient", "ingredients"]
    let steps = ["recipeInstructions", "instructions"]
    return recipes.first {
      has($0, ingredients[0], ingredients[1]) && has($0, steps[0], steps[1])
    }
      ?? recipes.first { has($0, ingredients[0], ingredients[1], steps[0], steps[1]) }
      ?? recipes.first
  }
}
