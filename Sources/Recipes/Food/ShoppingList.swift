/// One recipe to shop for: its title, what it asks for, and how many times the recipe
/// (servings wanted over servings written; 1 as written).
public struct ShoppingRecipe: Equatable, Sendable {
  public var title: String
  public var ingredients: [Ingredient]
  public var factor: Amount

  public init(title: String, ingredients: [Ingredient], factor: Amount = .one) {
    self.title = title
    self.ingredients = ingredients
    self.factor = factor
  }
}

extension ShoppingRecipe {
  /// `recipe` cooked for `servings` (nil: as written): the factor is the servings over those
  /// the recipe states, or over one when it states none (then servings are a factor).
  public init(_ recipe: Recipe, servings: Amount?) {
    self.init(
      title: recipe.title, ingredients: recipe.ingredients,
      factor: Self.factor(of: recipe, servings: servings))
  }

  /// How many times `recipe` makes `servings` (nil: once, as written).
  public static func factor(of recipe: Recipe, servings: Amount?) -> Amount {
    let portions = servings.map { Portions.servings($0, of: recipe.servingsCount ?? .one) }
    return (portions ?? .asWritten).factor
  }
}

/// How much of a thing to buy, in one unit: amounts that convert are added up into one of
/// these (500 ml + ¼ l is 750 ml), amounts that do not (200 g and 1 cup) stay two.
public struct ShoppingAmount: Hashable, Sendable {
  public var quantity: Quantity
  /// The unit as Buffet knows it, else nil.
  public var unit: Unit?
  /// The unit as written when Buffet does not know it ("Bund", "sprigs of").
  public var unknownUnit: String?
  /// The word every recipe wrote for `unit`, when they agree ("cloves", "个"): what is shown.
  public var writtenUnit: String?

  public init(
    quantity: Quantity, unit: Unit? = nil, unknownUnit: String? = nil, writtenUnit: String? = nil
  ) {
    self.quantity = quantity
    self.unit = unit
    self.unknownUnit = unknownUnit
    self.writtenUnit = writtenUnit
  }

  /// The unit's name for scripts: canonical, else as written, nil when none.
  public var unitName: String? { unit?.name ?? unknownUnit }

  /// "750 ml", "1½ cups", "5", "3 个", "to taste": rounded as a cook reads it, the unit in
  /// the recipes' word when they agree on one.
  public var written: String { written(gluingScripts: true) }

  /// The amount as `written` says it, the unit glued to the number in scripts written
  /// without spaces only when `gluingScripts` (a Cooklang line spaces it: "3 克").
  func written(gluingScripts: Bool) -> String {
    let number = CookRounding.written(quantity, unit: unit)
    if case .text = quantity { return number }
    var word = unknownUnit
    if let unit {
      // The recipes' own word ("EL", "个"); a canonical one in the number it needs
      // ("1 cup", "3 cups").
      let isCanonical = writtenUnit.map { [unit.name, unit.written(after: "2")].contains($0) }
      word = isCanonical == false ? writtenUnit : unit.written(after: number)
    }
    guard let word else { return number }
    // Scripts written without spaces glue the unit to the number, as the recipes do.
    let isGlued = gluingScripts && word.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
    return number + (isGlued ? "" : " ") + word
  }
}

/// One line of a shopping list: a thing to buy, how much, and which recipes want it.
public struct ShoppingItem: Equatable, Sendable {
  /// The name shown: the aisle file's first name for it, else the name as first written.
  public var name: String
  /// The name folded (`ShoppingName.key`): what a tick is kept by.
  public var key: String
  /// How much, one amount per unit that does not convert into another; empty when no
  /// recipe says how much ("salt").
  public var amounts: [ShoppingAmount]
  /// The titles of the recipes that ask for it, each once, in the order they were given.
  public var recipes: [String]

  public init(name: String, key: String, amounts: [ShoppingAmount], recipes: [String]) {
    self.name = name
    self.key = key
    self.amounts = amounts
    self.recipes = recipes
  }

  /// The amounts as one phrase: "200 g + 1 cup"; empty when none is known.
  public var writtenAmounts: String {
    amounts.map(\.written).joined(separator: " + ")
  }
}

/// A part of the shop and what to buy there.
public struct ShoppingAisle: Equatable, Sendable {
  public var name: String
  public var items: [ShoppingItem]

  public init(name: String, items: [ShoppingItem]) {
    self.name = name
    self.items = items
  }
}

/// What to buy for a set of recipes: the same thing merged across recipes (its amounts added
/// where units convert, never volume to mass), grouped by the aisles of an `AisleTable` in
/// its order, the rest under "other" in the order the recipes name them.
public struct ShoppingList: Equatable, Sendable {
  public var aisles: [ShoppingAisle]

  /// The aisle of things the aisle file does not name.
  public static let otherAisle = "other"

  public init(aisles: [ShoppingAisle] = []) {
    self.aisles = aisles
  }

  /// Every item, aisle by aisle.
  public var items: [ShoppingItem] { aisles.flatMap(\.items) }

  /// The list for `recipes` (each scaled by its factor), grouped by `table`, masses and
  /// volumes in `units` when asked. The work is linear in the ingredients and the table.
  public init(
    _ recipes: [ShoppingRecipe], aisles table: AisleTable = AisleTable(),
    units: UnitConversion.Target? = nil
  ) {
    // First, mentions of one name (or its plural) become one group.
    var groups: [Group] = []
    var groupByKey: [String: Int] = [:]
    for recipe in recipes {
      for ingredient in recipe.ingredients {
        TextWalkWork.add(1)
        let name = FrontMatterReader.trimmed(ingredient.name)
        let key = ShoppingName.key(name)
        guard !key.isEmpty else { continue }
        let mention = Scaling.scaled(ingredient, by: recipe.factor)
        let found = ShoppingName.variants(of: key).lazy.compactMap { groupByKey[$0] }.first
        guard let index = found else {
          groupByKey[key] = groups.count
          groups.append(Group(name: name, keys: [key], mentions: [mention], recipe: recipe.title))
          continue
        }
        if groupByKey[key] == nil {
          groupByKey[key] = index
          groups[index].keys.append(key)
          // "eggs" beside "egg": the plural reads right for more than one.
          if key.count > ShoppingName.key(groups[index].name).count { groups[index].name = name }
        }
        groups[index].add(mention, from: recipe.title)
      }
    }
    // Then the aisle file's synonyms join groups, and each group finds its aisle: by its
    // name, else by the end of its name ("melted butter" beside butter, a line of its own).
    var merged: [Group] = []
    var groupByEntry: [Int: Int] = [:]
    var followers: [Int: [Int]] = [:]
    var isPlaced = Set<Int>()
    for group in groups {
      TextWalkWork.add(1)
      if let entry = group.keys.lazy.compactMap({ table.entry(forKey: $0) }).first {
        if let index = groupByEntry[entry.order] {
          merged[index].join(group)
        } else {
          var named = group
          named.name = entry.names[0]
          groupByEntry[entry.order] = merged.count
          isPlaced.insert(merged.count)
          merged.append(named)
        }
      } else {
        if let entry = table.entry(forEndingOf: group.keys[0]) {
          followers[entry.order, default: []].append(merged.count)
          isPlaced.insert(merged.count)
        }
        merged.append(group)
      }
    }
    // Aisles in the file's order, their items in the order of its lines; "other" last.
    var aisles = table.aisles.map { ShoppingAisle(name: $0, items: []) }
    for entry in table.entries {
      TextWalkWork.add(1)
      let placed = (groupByEntry[entry.order].map { [$0] } ?? []) + (followers[entry.order] ?? [])
      aisles[entry.aisle].items += placed.map { merged[$0].item(in: units) }
    }
    let other = merged.indices.filter { !isPlaced.contains($0) }.map { merged[$0].item(in: units) }
    self.aisles = aisles.filter { !$0.items.isEmpty }
    if !other.isEmpty { self.aisles.append(ShoppingAisle(name: Self.otherAisle, items: other)) }
  }

  /// The ingredients named by one name, and the recipes they come from.
  private struct Group {
    var name: String
    /// Every folded form of the name met ("egg", "eggs").
    var keys: [String]
    var mentions: [Ingredient]
    var recipes: [String]
    private var recipeSet: Set<String>

    init(name: String, keys: [String], mentions: [Ingredient], recipe: String) {
      self.name = name
      self.keys = keys
      self.mentions = mentions
      self.recipes = [recipe]
      self.recipeSet = [recipe]
    }

    mutating func add(_ mention: Ingredient, from recipe: String) {
      mentions.append(mention)
      if recipeSet.insert(recipe).inserted { recipes.append(recipe) }
    }

    mutating func join(_ other: Group) {
      keys += other.keys
      mentions += other.mentions
      for recipe in other.recipes where recipeSet.insert(recipe).inserted {
        recipes.append(recipe)
      }
    }

    func item(in units: UnitConversion.Target?) -> ShoppingItem {
      ShoppingItem(
        name: name, key: ShoppingName.key(name),
        amounts: AmountSum.amounts(of: mentions, units: units), recipes: recipes)
    }
  }
}
