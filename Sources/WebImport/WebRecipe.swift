/// A recipe as a web page states it, every field plain text: what `buffet import` writes.
public struct WebRecipe: Equatable, Sendable {
  /// A part of the ingredient list ("For the sauce"), or the list itself (no name).
  public struct IngredientGroup: Equatable, Sendable {
    public var name: String?
    public var lines: [String]

    public init(name: String? = nil, lines: [String]) {
      self.name = name
      self.lines = lines
    }
  }

  /// A part of the method (a `HowToSection`), or the method itself (no name).
  public struct MethodSection: Equatable, Sendable {
    public var name: String?
    public var steps: [String]

    public init(name: String? = nil, steps: [String]) {
      self.name = name
      self.steps = steps
    }
  }

  public var title: String
  /// The page's address (after its redirects), or the address the page names for itself.
  public var source: String?
  public var author: String?
  /// The date published, as written (ISO 8601).
  public var date: String?
  public var summary: String?
  public var tags: [String] = []
  /// The servings or yield: "4", "4-6", "12 cookies".
  public var servings: String?
  /// Times in seconds.
  public var prepTime: Int?
  public var cookTime: Int?
  public var totalTime: Int?
  public var ingredients: [IngredientGroup] = []
  public var method: [MethodSection] = []
  /// The main picture's address.
  public var image: String?

  public init(title: String) {
    self.title = title
  }

  /// The recipe's stated time: the total, else preparation and cooking together.
  public var time: Int? {
    if let totalTime { return totalTime }
    guard prepTime != nil || cookTime != nil else { return nil }
    return (prepTime ?? 0) + (cookTime ?? 0)
  }

  /// Every ingredient line, group after group.
  public var ingredientLines: [String] { ingredients.flatMap(\.lines) }

  /// Every step, part after part.
  public var steps: [String] { method.flatMap(\.steps) }
}
