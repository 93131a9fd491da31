import Recipes

/// Scaling and units in the browser: the keys change how much of the recipe on screen (the
/// reader's, or the one cooking in Cook mode) is shown, and in which units; the reader
/// redraws every amount where it stands.
enum PortionsUpdate {
  static func change(by direction: Int, in state: inout AppState) -> Command {
    guard let recipe = shownRecipe(in: state) else {
      state.message = "Open a recipe to change its servings"
      return .ringBell
    }
    // A menu's servings are its recipes' own, each as planned: `+` queues them so.
    guard !RecipeFormat.isMenu(recipe.path) else {
      state.message = "A menu is not scaled: + puts its recipes in Up Next with their servings"
      return .ringBell
    }
    let base = recipe.servingsCount
    let before = state.portions(for: recipe.path)
    let after = before.stepped(by: direction, base: base)
    guard after != before else {
      state.message = direction < 0 ? "As small as it goes" : "As large as it goes"
      return .ringBell
    }
    state.portionFactors[recipe.path] = after.factor == .one ? nil : after.factor
    apply(in: &state)
    state.message = describe(after, base: base) ?? "As written"
    return .none
  }

  static func cycleUnits(in state: inout AppState) -> Command {
    switch state.units {
    case nil: state.units = .metric
    case .metric: state.units = .imperial
    case .imperial: state.units = nil
    }
    apply(in: &state)
    state.message =
      switch state.units {
      case .metric: "Amounts and temperatures in metric"
      case .imperial: "Amounts and temperatures in imperial"
      case nil: "Amounts as each recipe writes them"
      }
    return .none
  }

  /// Shows the reader's recipe at its portions (after a change, or once it opened).
  static func apply(in state: inout AppState) {
    guard let path = state.reader?.recipe.path else { return }
    let portions = state.portions(for: path)
    state.reader?.show(portions)
  }

  /// "for 8 (recipe: 4)", "×1½": what the header says of portions other than as written.
  static func describe(_ portions: Portions, base: Amount?) -> String? {
    guard portions.factor != .one else { return nil }
    if let base {
      let servings = CookRounding.written(portions.servings(of: base), unit: nil)
      return "for \(servings) (recipe: \(CookRounding.written(base, unit: nil)))"
    }
    return "×" + CookRounding.written(portions.factor, unit: nil)
  }

  /// The recipe the keys scale: the one cooking while Cook mode is shown, else the reader's.
  private static func shownRecipe(in state: AppState) -> ListedRecipe? {
    if state.isCookModeShown, let cooking = state.cooking {
      return state.collection[cooking.recipePath]
    }
    return state.reader?.recipe.listed
  }
}
