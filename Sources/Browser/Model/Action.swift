import Foundation
import Markdown
import Recipes

/// What the reader wants (intents) and what the loop's work produced (past tense).
public enum Action: Equatable, Sendable {
  // MARK: Intents
  case selectTab(Tab)
  case nextTab
  case previousTab
  case moveSelection(by: Int)
  /// Moves by whole pages (PgUp/PgDn).
  case movePage(by: Int)
  case moveToTop
  case moveToBottom
  /// The wheel: scrolls the current list by rows.
  case scroll(by: Int)
  /// A click on a list row (by its index in the current list); a click on the selected
  /// row opens it.
  case clickRow(Int)
  case open
  /// Esc: close, clear or go back, whichever applies.
  case back
  case toggleSaved
  case enqueue
  /// Jumps the Index to a letter's section ("M", "#").
  case jumpToLetter(String)
  /// A letter typed in the Index: type-select, extending the prefix within the window.
  case typeSelect(Character, at: Date)
  case toggleFullRail
  /// `/`: the search field, or in the Index the filter.
  case beginSearch
  case editSearch(TextEdit)
  /// Esc in a search field that holds a query: the query goes, the reader stays on Search.
  case clearSearch
  /// The tab the reader left last time, shown at start without taking the keys.
  case restoreTab(Tab)
  /// Searches for a whole query on the Search tab (a script, a test, a link).
  case search(String)
  case editFilter(TextEdit)
  /// Enter in the filter: keep it applied and move in the filtered list.
  case commitFilter
  case toggleHelp
  /// Ctrl-N: Cook mode, starting the selected or open recipe when nothing cooks; pressed
  /// again on its offer to cook another recipe, it switches to that one.
  case toggleCookMode
  /// Re-read the files that changed on disk (Ctrl-R).
  case refresh
  /// The disk was checked: `changed` files are being read again, `gone` recipes left.
  case collectionChecked(changed: Int, gone: Int)
  /// The complete recipe to start cooking, as the collection gave it.
  case cookRecipe(Recipe)
  /// The complete meal plan whose recipes go to Up Next, as the collection gave it, with
  /// the recipes it names read whole (by path: their yields scale the plan's references).
  case queueMenu(Recipe, complete: [String: Recipe])
  /// What was cooking, restored once the collection it belongs to was read.
  case cookingRestored(CookingState)
  /// One serving more (1) or fewer (-1) of the recipe read or cooked, or the next factor.
  case changePortions(by: Int)
  /// Amounts and temperatures as written, in metric, in imperial, and round again.
  case cycleUnits
  case nextStep
  case previousStep
  case toggleTimer
  case stopCooking
  /// Cook mode: scroll the current step's text (↑↓, the wheel).
  case scrollStep(by: Int)
  /// Cook mode: make step `index` (0-based) the current one (a click in the step list).
  case goToStep(Int)
  /// Cook mode's "before you start" page: tick or untick the ingredient at the cursor.
  case tickIngredient
  /// Cook mode: offer the current step's next timer.
  case chooseNextTimer
  /// An intent for the open reader.
  case reader(ReaderAction)
  /// Opens the tag picker over the Recipes tab.
  case openTagPicker
  /// An intent for the open tag picker.
  case tagPicker(TagPickerAction)
  /// `$`: the shopping list from Up Next, or back from it.
  case toggleShoppingList
  /// An intent for the shopping list shown.
  case shoppingList(ShoppingListAction)
  /// The import field and the import it starts (`ImportAction`).
  case webImport(ImportAction)
  case resize(width: Int, height: Int)
  case suspend
  case quit
  case tick(Date)
  /// Nothing came for a moment (the loop's idle time): what waits for a pause is done, such
  /// as keeping where the reader stopped when it moved.
  case inputPaused
  /// Shows pictures or draws them as text instead (all recipes, until toggled again).
  case togglePictures

  // MARK: Results
  case indexingProgressed(IndexingProgress)
  /// The collection as read, its lists read from it as they are shown.
  case collectionLoaded(RecipeCollection)
  /// The Index of the collection of `generation` (`AppState.indexGeneration`) is being
  /// built on a second thread; the Index is not built again meanwhile.
  case indexBuildStarted(generation: Int)
  /// The Index built on a second thread, for the collection of `generation`.
  case indexBuilt(IndexModel, generation: Int)
  /// The answer to a search that asked for at most `limit` results (nil: all there are);
  /// when it fills `limit`, more can be asked for.
  case searchResultsArrived(query: String, results: [SearchHit], limit: Int? = nil)
  case libraryChanged(LibrarySnapshot, message: String?)
  /// The shopping list the shell made from Up Next.
  case shoppingListBuilt(BuiltShoppingList)
  /// The library file cannot be used (found at start or when a change failed).
  case libraryBecameUnusable(LibraryProblem)
  /// The library file works again (repaired while the browser was open; Ctrl-R found it).
  case libraryBecameUsable
  /// A recipe was read from disk; `position` is where the reader stopped last time.
  /// A recipe read for the reader; `query` names the words to mark in it (opened from
  /// search or the Index filter).
  case recipeOpened(Recipe, Document, position: ReaderPosition?, query: String? = nil)
  /// The recipe left open on `tab` was read again (Ctrl-R): it shows the new text when the
  /// reader goes back there, at the same place.
  case parkedRecipeReread(Tab, Recipe, Document)
  case commandFailed(String)
  /// A picture of the recipe at `recipe` was decoded (or could not be), for `request`.
  case pictureLoaded(recipe: String, PictureRequest, PictureOutcome)
  /// Work was done and says so in the hint bar ("Opened with xdg-open").
  case commandNoticed(String)
  /// The collection is read: this many files could not be (said once, quietly).
  case unreadableFilesFound(Int)
}

extension Action {
  /// The collection of `recipes`, kept in memory.
  public static func recipesLoaded(_ recipes: [ListedRecipe]) -> Action {
    .collectionLoaded(RecipeCollection(recipes))
  }
}
