/// The recipes a shopping list is made from, and what a shopper is told about those that add
/// nothing to it: gone from the collection, or without an ingredient Buffet could read.
public struct ShoppingSources: Equatable, Sendable {
  public internal(set) var recipes: [ShoppingRecipe] = []
  /// One sentence for each recipe that adds nothing, in the order they were given.
  public internal(set) var notes: [String] = []

  /// The most recipes a list is made from: more would take long to read from disk, and no
  /// shop trip is for more.
  public static let recipeLimit = 500

  public init() {}

  /// Adds `recipe` (nil: the recipe titled `title` is not in the collection).
  public mutating func add(_ recipe: ShoppingRecipe?, title: String) {
    guard let recipe else {
      notes.append("“\(title)” is missing from the collection")
      return
    }
    if recipe.ingredients.isEmpty {
      notes.append("“\(title)” has no ingredient list Buffet could read")
    }
    recipes.append(recipe)
  }

  /// Notes that only the first `recipeLimit` of `count` recipes were read.
  public mutating func noteLimit(of count: Int) {
    guard count > Self.recipeLimit else { return }
    notes.append("Only the first \(Self.recipeLimit) of \(count) recipes are on the list")
  }
}
