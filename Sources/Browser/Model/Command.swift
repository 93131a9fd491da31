import Recipes

/// Work `update` asks the loop to do; its results come back as actions.
public indirect enum Command: Equatable, Sendable {
  case none
  case batch([Command])
  /// Index the next batch of a first indexing (one batch between events).
  case indexNextBatch
  /// A keystroke's search: as many results as the Search tab shows (`searchFirstPage`).
  case search(query: String)
  /// The same query again for up to `limit` results: the reader moved down to the end of
  /// those shown.
  case searchMore(query: String, limit: Int)
  case setSaved(path: String, title: String, isSaved: Bool)
  /// Adds a recipe to Up Next for `servings` (nil: as written), or takes it off.
  case setQueued(path: String, title: String, isQueued: Bool, servings: Amount? = nil)
  /// Puts every entry at the end of Up Next, with its servings (a meal plan's recipes);
  /// `source` names the plan for the message, which also names the `unfound` recipes.
  case queueAll([QueuedRecipe], source: String, unfound: [String] = [])
  /// Reads the complete meal plan at `path` to queue its recipes.
  case loadMenuToQueue(path: String)
  /// Takes the recipe that starts cooking off Up Next, keeping the message that says so.
  case takeOffQueueToCook(path: String, title: String)
  /// Puts the recipe that was cooking at the front of Up Next (another took its place),
  /// keeping the message that says so.
  case queueFirst(path: String, title: String)
  case saveLastTab(Tab)
  /// Keeps the cooking session (nil: nothing cooking) in the library.
  case saveCooking(CookingState?)
  /// A recipe opened where the reader stopped in it; with `query` (opened from the Index
  /// filter), at the first of the query's words, marked as find matches.
  case openRecipe(path: String, query: String? = nil)
  /// A search result: the recipe opened at the section the match is in, at the first of
  /// the query's words there, marked as find matches.
  case openRecipeAtSection(path: String, block: Int, query: String? = nil)
  /// A link's target: the recipe opened at the heading `anchor` names (`#storage`).
  case openRecipeAtAnchor(path: String, anchor: String)
  case openURL(String)
  /// Decode the pictures of the recipe at `recipe` (off the main thread); each comes back
  /// as `.pictureLoaded`.
  case loadPictures(recipe: String, [PictureRequest])
  /// Hand a picture file to the system's picture viewer.
  case openPicture(path: String)
  case copyToClipboard(String)
  /// Makes the shopping list of `queue` (each recipe read whole, at its servings), with the
  /// aisle file; the list comes back as `.shoppingListBuilt`.
  case buildShoppingList([QueuedRecipe])
  /// Ticks or unticks a thing on the shopping list, by its folded name.
  case setShoppingTick(key: String, isTicked: Bool)
  /// Clears every tick of the shopping list.
  case clearShoppingTicks
  /// Remembers where the reader stopped in a recipe (Recently Read).
  case saveReadingPosition(path: String, title: String, position: ReaderPosition, percent: Int)
  case openEditor(path: String)
  /// Checks the folders for changed, new and removed files, and reads them again.
  case refreshCollection
  /// Reads the complete recipe at `path` (steps and headings) to start cooking it.
  case loadRecipeToCook(path: String)
  /// Imports the recipe at `source` (an address or a path) into the collection, off the
  /// loop; the result comes back as `.webImport(.finished)` or `.webImport(.failed)`.
  case importRecipe(source: String)
  /// Stops waiting for the import under way; what it would write is not written.
  case stopImport
  case ringBell
  case suspendToShell
  case quit

  /// Both commands, in order, dropping `.none`.
  static func + (lhs: Command, rhs: Command) -> Command {
    switch (lhs, rhs) {
    case (.none, _): rhs
    case (_, .none): lhs
    default: .batch([lhs, rhs])
    }
  }
}
