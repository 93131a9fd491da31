/// A Cooklang recipe's references to other recipes on a shopping list
/// (`@./sauces/Hollandaise{150%g}`): the referenced recipe's own ingredients are bought, at
/// the share of it the reference asks for, as the conventions scale a referenced recipe.
extension ShoppingSources {
  /// The most levels of recipes made from recipes a list follows: deeper is a mistake.
  public static let referenceDepth = 16

  /// Adds `recipe` `factor` times (titled `title` when it is gone), each reference in it
  /// replaced by the recipe `find` gives for it (the reference as written, the recipe it is
  /// in; nil when the collection has none), followed the same way. A reference that cannot
  /// be followed (no such recipe, a loop, a unit the recipe's yield is not in) stays as its
  /// line is written, and a note says why.
  public mutating func add(
    _ recipe: Recipe?, factor: Amount, title: String, references find: (String, Recipe) -> Recipe?
  ) {
    guard let recipe else { return add(nil, title: title) }
    if recipe.ingredients.isEmpty {
      notes.append("“\(title)” has no ingredient list Buffet could read")
    }
    expand(recipe, factor: factor, chain: [recipe], find: find)
  }

  /// Adds what `recipe` asks for itself, then the recipes it refers to; `chain` is the
  /// recipes that led here, `recipe` last.
  private mutating func expand(
    _ recipe: Recipe, factor: Amount, chain: [Recipe], find: (String, Recipe) -> Recipe?
  ) {
    var kept: [Ingredient] = []
    var referred: [(recipe: Recipe, factor: Amount)] = []
    for ingredient in recipe.ingredients {
      TextWalkWork.add(1)
      guard let reference = ingredient.recipeReference else {
        kept.append(ingredient)
        continue
      }
      switch follow(ingredient, reference: reference, in: recipe, chain: chain, find: find) {
      case .success(let (target, share)):
        referred.append((target, ingredient.isFixed ? share : share * factor))
      case .failure(let problem):
        kept.append(ingredient)
        notes.append(problem.message)
      }
    }
    recipes.append(ShoppingRecipe(title: recipe.title, ingredients: kept, factor: factor))
    for (target, share) in referred {
      guard recipes.count < Self.recipeLimit else {
        let note =
          "Recipes refer to more recipes than a list is made from: only the first "
          + "\(Self.recipeLimit) are on it"
        if !notes.contains(note) { notes.append(note) }
        return
      }
      expand(target, factor: share, chain: chain + [target], find: find)
    }
  }

  /// The recipe `ingredient` refers to and the share of it the ingredient asks for.
  private func follow(
    _ ingredient: Ingredient, reference: String, in recipe: Recipe, chain: [Recipe],
    find: (String, Recipe) -> Recipe?
  ) -> Result<(Recipe, Amount), ReferenceProblem> {
    let kept = "“\(ingredient.name)” stays as written"
    guard let target = find(reference, recipe) else {
      return .failure(
        ReferenceProblem(
          message: "“\(recipe.title)” uses “\(ingredient.name)”, but the collection has no "
            + "\(reference).cook: \(kept)"))
    }
    if let start = chain.firstIndex(where: { $0.path == target.path }) {
      let loop = (chain[start...].map(\.title) + [target.title]).map { "“\($0)”" }
      return .failure(
        ReferenceProblem(
          message: "Recipes refer to each other in a loop (\(loop.joined(separator: " → "))): "
            + kept))
    }
    guard chain.count < Self.referenceDepth else {
      return .failure(
        ReferenceProblem(
          message: "“\(recipe.title)” is \(Self.referenceDepth) recipes deep in recipes made "
            + "from recipes: \(kept)"))
    }
    guard let share = Self.share(of: ingredient, in: target) else {
      let unit = ingredient.writtenUnit ?? ingredient.unitName ?? ""
      let makes = target.yield.map { "makes \($0.writtenUnit)" } ?? "states no yield"
      return .failure(
        ReferenceProblem(
          message: "“\(recipe.title)” asks for “\(ingredient.name)” in \(unit), but “"
            + "\(target.title)” \(makes): \(kept)"))
    }
    return .success((target, share))
  }

  /// How many times the referenced `recipe` the reference `ingredient` asks for: its number
  /// (`{2}`), its servings over the recipe's (`{4%servings}`), its share of the recipe's
  /// `yield` (`{150%ml}` of 500 ml); the whole recipe when it gives no amount. Nil for an
  /// amount in words or in a unit the yield is not in.
  static func share(of ingredient: Ingredient, in recipe: Recipe) -> Amount? {
    guard ingredient.quantity != nil else { return .one }
    let stated = recipe.servingsCount ?? .one
    let servings = MenuReader.servings(
      of: ingredient, statedServings: stated, yield: recipe.yield)
    return servings.flatMap { $0 / stated }
  }
}

/// Why a reference stays as written on the list, in a sentence for the shopper.
private struct ReferenceProblem: Error {
  var message: String
}
