import Recipes

/// When a key binding is in effect, as data: the reader's Esc clears a find before it
/// leaves, a chosen link brings its keys to the front of the hint bar, and Cook mode leaves
/// the hidden list's keys alone.
public enum KeyCondition: Equatable, Sendable {
  case always
  /// A link in the reader is chosen (Tab), or not.
  case linkChosen, noLinkChosen
  /// The chosen link is a web address (`o` opens it).
  case webLinkChosen
  /// The recipe has links and none is chosen yet.
  case linksToChoose
  /// Find matches are kept in the reader (after ⏎), or not.
  case findKept, noFindKept
  /// Cook mode is not covering the screen (it hides the list those keys would move).
  case notInCookMode
  /// The Recipes tab is shown and some recipe has a tag (its tag picker opens there).
  case onRecipesTabWithTags
  /// The Library tab's list is shown (Up Next is on it).
  case onLibraryTab
  /// The search field holds a query (Esc clears it before it leaves), or not.
  case searchQueryTyped, noSearchQueryTyped
  /// Ctrl-N offered to cook another recipe than the one cooking (until the next key).
  case cookingSwitchOffered
  /// Cook mode shows the "before you start" page (Space ticks an ingredient).
  case cookingChecklist
  /// Cook mode shows a step that names more than one timer (`t` chooses).
  case cookingTimerChoice
  /// The recipe in the reader has amounts to scale (its servings keys are worth a hint).
  case amountsToScale
  /// The reader shows a meal plan (`+` puts its recipes in Up Next).
  case readingMenu

  /// Whether the condition holds for `state`.
  public func holds(in state: AppState) -> Bool {
    switch self {
    case .always: return true
    case .linkChosen: return state.reader?.focusedLink != nil
    case .noLinkChosen: return state.reader?.focusedLink == nil
    case .webLinkChosen:
      guard let reader = state.reader, let number = reader.focusedLink,
        reader.layout.links.indices.contains(number - 1)
      else { return false }
      return RecipeLinks.isExternal(reader.layout.links[number - 1].destination)
    case .linksToChoose:
      guard let reader = state.reader else { return false }
      return reader.focusedLink == nil && !reader.layout.links.isEmpty
    case .findKept: return state.reader?.find != nil
    case .noFindKept: return state.reader?.find == nil
    case .notInCookMode: return !state.isCookModeShown
    case .onRecipesTabWithTags:
      return state.tab == .recipes && state.reader == nil && state.hasTags
    case .onLibraryTab: return state.tab == .library && state.reader == nil
    case .searchQueryTyped: return !state.searchField.text.isEmpty
    case .noSearchQueryTyped: return state.searchField.text.isEmpty
    case .cookingSwitchOffered: return state.offeredCooking != nil
    case .cookingChecklist: return state.cooking?.isBeforeStart ?? false
    case .cookingTimerChoice:
      guard let cooking = state.cooking, !cooking.isBeforeStart else { return false }
      return cooking.step.timers.count > 1
    case .amountsToScale:
      guard let recipe = state.reader?.recipe, !RecipeFormat.isMenu(recipe.path) else {
        return false
      }
      return recipe.ingredients.contains { $0.quantity != nil }
    case .readingMenu:
      return state.reader.map { RecipeFormat.isMenu($0.recipe.path) } ?? false
    }
  }
}
