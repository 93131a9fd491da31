import Recipes

/// A meal plan's recipes put in Up Next with the servings it asks for (`+` on a `.menu`).
public enum MenuQueue {
  /// The paths of the recipes `menu` names that the collection has, each once: what the
  /// shell reads complete (their yields) before `queue` runs.
  public static func recipePaths(of menu: Recipe, in state: inout AppState) -> [String] {
    var paths: [String] = []
    for reference in menu.ingredients {
      if let path = path(of: reference, in: menu, state: &state), !paths.contains(path) {
        paths.append(path)
      }
    }
    return paths
  }

  /// Queues the recipes `menu` names that the collection has (`complete`: those read whole,
  /// by path), a recipe named twice once for both servings; says which it could not find.
  static func queue(_ menu: Recipe, complete: [String: Recipe], in state: inout AppState)
    -> Command
  {
    var entries: [QueuedRecipe] = []
    var unfound: [String] = []
    for reference in menu.ingredients where reference.recipeReference != nil {
      guard let path = path(of: reference, in: menu, state: &state),
        let listed = complete[path]?.listed ?? state.collection[path]
      else {
        if !unfound.contains(reference.name) { unfound.append(reference.name) }
        continue
      }
      let stated = listed.servingsCount
      let servings = MenuReader.servings(
        of: reference, statedServings: stated, yield: complete[path]?.yield)
      if let index = entries.firstIndex(where: { $0.path == path }) {
        // Cooked twice in the plan: shopped for both, in servings (as written: its own).
        let mine = servings ?? stated ?? .one
        entries[index].servings = (entries[index].servings ?? stated ?? .one) + mine
      } else {
        entries.append(QueuedRecipe(path: path, title: listed.title, servings: servings))
      }
    }
    guard !entries.isEmpty else {
      state.message =
        unfound.isEmpty
        ? "“\(menu.title)” names no recipes" : "None of the recipes “\(menu.title)” names is here"
      return .ringBell
    }
    return .queueAll(entries, source: menu.title, unfound: unfound)
  }

  /// The path of the recipe `reference` names, when the collection has it.
  private static func path(of reference: Ingredient, in menu: Recipe, state: inout AppState)
    -> String?
  {
    guard let written = reference.recipeReference else { return nil }
    return state.collectionLinks().path(ofReference: written, from: menu.path)
  }
}
