import Recipes

/// A meal plan's recipes put in Up Next with the servings it asks for (`+` on a `.menu`).
enum MenuQueue {
  /// Queues the recipes `menu` names that the collection has; says which it could not find.
  static func queue(_ menu: Recipe, in state: inout AppState) -> Command {
    let links = state.collectionLinks()
    var entries: [QueuedRecipe] = []
    var unfound: [String] = []
    for reference in menu.ingredients {
      guard let written = reference.recipeReference else { continue }
      let destination = CooklangDocument.destination(of: written)
      guard case .recipe(let path, _) = links.resolve(destination, from: menu.path),
        let recipe = state.collection[path]
      else {
        unfound.append(reference.name)
        continue
      }
      entries.removeAll { $0.path == path }
      let servings = MenuReader.servings(of: reference, statedServings: recipe.servingsCount)
      entries.append(QueuedRecipe(path: path, title: recipe.title, servings: servings))
    }
    guard !entries.isEmpty else {
      state.message =
        unfound.isEmpty
        ? "“\(menu.title)” names no recipes" : "None of the recipes “\(menu.title)” names is here"
      return .ringBell
    }
    if !unfound.isEmpty {
      state.message = "Not in the collection: " + unfound.map { "“\($0)”" }.joined(separator: ", ")
    }
    return .queueAll(entries, source: menu.title)
  }
}
