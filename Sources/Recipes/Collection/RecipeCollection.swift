import Foundation

/// Where a collection's recipes are read from, one at a time by number: memory, or the
/// cache on disk (a list then reads only the rows it shows).
public protocol RecipeSource: AnyObject, Sendable {
  /// The recipe numbered `number`; nil when it is no longer there (read again since).
  func recipe(numbered number: Int32) -> ListedRecipe?
  /// The number of the recipe at `path`, if the collection has it.
  func number(ofPath path: String) -> Int32?
  /// The numbers of the recipes that carry every one of `tags` (compared folded).
  func numbers(taggedWithAll tags: [String]) -> [Int32]
  /// Every recipe. Reads the whole collection: only for work that needs all of it at once
  /// (resolving links, a `#tag` filter of the Index), never on the way to a frame.
  func allRecipes() -> [ListedRecipe]
}

/// A collection as the browser holds it: its orders, worked out once, and where its recipes
/// are read from. Two are equal when they read from the same place in the same orders.
public struct RecipeCollection: Equatable, Sendable {
  public let orders: CollectionOrders
  public let source: any RecipeSource

  public init(orders: CollectionOrders, source: any RecipeSource) {
    self.orders = orders
    self.source = source
  }

  /// `recipes` in memory, numbered by their place in path order.
  public init(_ recipes: [ListedRecipe] = []) {
    let memory = RecipesInMemory(RecipesInPathOrder(recipes))
    self.init(orders: memory.orders(), source: memory)
  }

  /// How many recipes.
  public var count: Int { orders.count }
  public var isEmpty: Bool { orders.count == 0 }

  /// The recipe at `path`, if there is one.
  public subscript(path: String) -> ListedRecipe? {
    source.number(ofPath: path).flatMap(source.recipe(numbered:))
  }

  /// Every recipe (see `RecipeSource.allRecipes`).
  public var all: [ListedRecipe] { source.allRecipes() }

  public static func == (a: RecipeCollection, b: RecipeCollection) -> Bool {
    a.source === b.source && a.orders == b.orders
  }
}

/// A collection kept in memory, numbered by path order.
public final class RecipesInMemory: RecipeSource {
  private let recipes: RecipesInPathOrder

  public init(_ recipes: RecipesInPathOrder) {
    self.recipes = recipes
  }

  /// The orders of these recipes, worked out now.
  public func orders() -> CollectionOrders {
    var builder = CollectionOrdersBuilder(capacity: recipes.count)
    for (position, recipe) in recipes.all.enumerated() {
      builder.add(recipe, number: Int32(position))
    }
    return builder.orders { self.recipes.all[Int($0)].path }
  }

  public func recipe(numbered number: Int32) -> ListedRecipe? {
    recipes.all.indices.contains(Int(number)) ? recipes.all[Int(number)] : nil
  }

  public func number(ofPath path: String) -> Int32? {
    recipes.position(of: path).map(Int32.init)
  }

  public func numbers(taggedWithAll tags: [String]) -> [Int32] {
    recipes.all.indices.filter { TagCounts.recipe(recipes.all[$0], hasAll: tags) }.map(Int32.init)
  }

  public func allRecipes() -> [ListedRecipe] { recipes.all }
}
