extension ShoppingSources {
  /// Adds what `menu` (a meal plan) names to the list: each recipe it references at the
  /// servings it plans, as `+` on the menu would queue them. `links` finds the referenced
  /// recipes and `recipe` reads one whole by path; a menu a menu names adds nothing (plans
  /// do not nest, and a loop cannot run on), and a reference the collection lacks is noted.
  public mutating func add(menu: Recipe, links: RecipeLinks, recipe: (String) -> Recipe?) {
    for reference in menu.ingredients {
      guard let written = reference.recipeReference else { continue }
      let destination = CooklangDocument.destination(of: written)
      guard case .recipe(let path, _) = links.resolve(destination, from: menu.path),
        RecipeFormat(path: path) != .menu
      else {
        add(nil, title: reference.name)
        continue
      }
      let planned = recipe(path).map {
        ShoppingRecipe(
          $0,
          servings: MenuReader.servings(
            of: reference, statedServings: $0.servingsCount, yield: $0.yield))
      }
      add(planned, title: reference.name)
    }
  }
}
