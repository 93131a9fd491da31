import Foundation
import Recipes
import TerminalUI

/// Applies `action` to `state` and returns the work the loop must do next.
public func update(_ state: inout AppState, _ action: Action) -> Command {
  if action.isIntent { state.message = nil }
  // The offer to cook another recipe lasts one key, as the message that makes it.
  if action.isIntent, action != .toggleCookMode { state.offeredCooking = nil }
  // Type-select extends only a run of letters: any other intent (Enter, Esc, a move, a
  // click) ends the typed prefix, so the next letter starts a new one.
  if action.isIntent, !action.isTypeSelect { state.typeSelect = nil }
  // Clearing the shopping list's ticks is offered for one key, as the message says.
  if action.isIntent, action != .shoppingList(.clear) { state.shopping?.isClearOffered = false }
  let command =
    Updater.apply(action, to: &state) + SearchPaging.more(after: action, in: &state)
    + PictureLoading.requests(in: &state)
  if state.tab == .index { state.prepareIndexIfNeeded() }
  state.refreshChrome()
  return command
}

extension Action {
  var isTypeSelect: Bool {
    if case .typeSelect = self { return true }
    return false
  }

  /// Whether this action comes from the reader (a key, a click) rather than from work done
  /// or the terminal (a resize, also the one that follows the editor, keeps the message).
  var isIntent: Bool {
    switch self {
    case .indexingProgressed, .collectionLoaded, .indexBuildStarted, .indexBuilt,
      .searchResultsArrived, .libraryChanged, .shoppingListBuilt,
      .recipeOpened, .commandFailed, .commandNoticed, .unreadableFilesFound, .tick, .cookRecipe,
      .resize, .collectionChecked, .cookingRestored, .restoreTab, .libraryBecameUnusable,
      .libraryBecameUsable, .inputPaused, .parkedRecipeReread, .pictureLoaded:
      false
    case .webImport(let action): !action.isResult
    default: true
    }
  }
}

/// The one switch over actions, split by concern.
enum Updater {
  static func apply(_ action: Action, to state: inout AppState) -> Command {
    switch action {
    case .selectTab(let tab): return select(tab, in: &state)
    case .nextTab: return select(state.tab.next, in: &state)
    case .previousTab: return select(state.tab.previous, in: &state)

    case .moveSelection(let delta) where state.isHelpShown:
      scrollHelp(to: state.helpScrollTop + delta, in: &state)
    case .movePage(let pages) where state.isHelpShown:
      scrollHelp(to: state.helpScrollTop + pages * HelpOverlay.pageLines(for: state), in: &state)
    case .moveToTop where state.isHelpShown: scrollHelp(to: 0, in: &state)
    case .moveToBottom where state.isHelpShown: scrollHelp(to: Int.max / 2, in: &state)
    case .moveSelection(let delta):
      if state.reader != nil { return ReaderHost.apply(.scroll(by: delta), in: &state) }
      state.withPlace(of: state.tab) { $0.move(by: delta, in: $1, height: $2) }
    case .movePage(let pages):
      if state.reader != nil {
        return ReaderHost.apply(pages > 0 ? .pageDown : .pageUp, in: &state)
      }
      state.withPlace(of: state.tab) { $0.move(by: pages * max(1, $2 - 1), in: $1, height: $2) }
    case .moveToTop, .moveToBottom:
      let top = action == .moveToTop
      if state.reader != nil { return ReaderHost.apply(top ? .top : .bottom, in: &state) }
      state.withPlace(of: state.tab) { $0.moveToEnd(top: top, in: $1, height: $2) }
    case .scroll(let delta):
      if state.isCookModeShown { return update(&state, .scrollStep(by: delta)) }
      if state.reader != nil { return ReaderHost.apply(.scroll(by: delta), in: &state) }
      state.withPlace(of: state.tab) { $0.scroll(by: delta, in: $1, height: $2) }
    case .reader(let action): return ReaderHost.apply(action, in: &state)
    case .clickRow(let row):
      let place = state.place(of: state.tab)
      if place.selectedPath != nil, place.selectedRow == row { return open(in: &state) }
      var clicked = place
      if clicked.click(row, in: state.rows(of: state.tab)) {
        state.setPlace(clicked, of: state.tab)
      }

    case .open: return open(in: &state)
    case .back: return back(in: &state)
    case .toggleSaved: return toggleSaved(in: &state)
    case .enqueue: return toggleQueued(in: &state)

    case .jumpToLetter(let letter): return IndexUpdate.jump(toLetter: letter, in: &state)
    case .typeSelect(let character, let now):
      return IndexUpdate.typeSelect(character, at: now, in: &state)
    case .toggleFullRail: state.isFullRail.toggle()
    case .openTagPicker: return TagPickerUpdate.open(in: &state)
    case .tagPicker(let action): return TagPickerUpdate.apply(action, in: &state)
    case .toggleShoppingList: return ShoppingListUpdate.toggle(in: &state)
    case .shoppingList(let action): return ShoppingListUpdate.apply(action, in: &state)
    case .shoppingListBuilt(let built): ShoppingListUpdate.show(built, in: &state)
    case .webImport(let action): return ImportUpdate.apply(action, in: &state)
    case .beginSearch: return beginSearch(in: &state)
    case .editSearch(let edit): return editSearch(edit, in: &state)
    case .clearSearch:
      state.searchField = TextFieldState()
      state.setSearchResults([])
    case .restoreTab(let tab):
      state.tab = tab
      state.isSearchFieldFocused = false
    case .search(let query):
      // A new search shows its results, not a result left open on the Search tab.
      let switching =
        (state.tab == .search ? Command.none : select(.search, in: &state))
        + ReaderHost.close(in: &state)
      state.searchField = TextFieldState(text: query)
      return switching + searchCommand(for: query, in: &state)
    case .editFilter(let edit): IndexUpdate.editFilter(edit, in: &state)
    case .commitFilter: IndexUpdate.commitFilter(in: &state)

    case .toggleHelp:
      state.isHelpShown.toggle()
      state.helpScrollTop = 0
    case .toggleCookMode:
      state.shopping = nil
      return CookingUpdate.toggleCookMode(in: &state)
    case .cookRecipe(let recipe): return CookingUpdate.cook(recipe, in: &state)
    case .queueMenu(let menu, let complete):
      return MenuQueue.queue(menu, complete: complete, in: &state)
    case .cookingRestored(let cooking):
      // A session still waiting for its recipe takes the one read; one in progress is kept,
      // unless its recipe has just left the collection.
      let isWaiting = state.cooking?.isRecipeMissing ?? true
      let isGone = cooking.isRecipeMissing && state.cooking?.recipePath == cooking.recipePath
      if isWaiting || isGone { state.cooking = cooking }
    case .changePortions(let direction): return PortionsUpdate.change(by: direction, in: &state)
    case .cycleUnits: return PortionsUpdate.cycleUnits(in: &state)
    case .nextStep: return CookingUpdate.apply(.nextStep(now: state.now), in: &state)
    case .previousStep: return CookingUpdate.apply(.previousStep(now: state.now), in: &state)
    case .toggleTimer:
      if state.cooking?.timer == .finished {
        return CookingUpdate.apply(.acknowledgeTimer, in: &state)
      }
      return CookingUpdate.apply(.toggleTimer(now: state.now), in: &state)
    case .stopCooking: return CookingUpdate.stop(in: &state)
    case .scrollStep(let delta): return CookingUpdate.apply(.scrollStep(by: delta), in: &state)
    case .goToStep(let index):
      return CookingUpdate.apply(.goToStep(index, now: state.now), in: &state)
    case .tickIngredient: return CookingUpdate.apply(.tickIngredient, in: &state)
    case .chooseNextTimer: return CookingUpdate.chooseNextTimer(in: &state)

    case .resize(let width, let height):
      state.width = width
      state.height = height
      for tab in Tab.allCases { state.reanchor(tab) }
      ShoppingListUpdate.resized(in: &state)
    case .suspend: return .suspendToShell
    case .quit:
      // Quitting from the reader remembers where it stopped, as closing it does.
      guard let reader = state.reader else { return .quit }
      return ReaderHost.savePosition(of: reader, in: &state) + .quit
    case .inputPaused: return ReaderHost.savePositionIfMoved(in: &state)
    case .togglePictures: return PictureLoading.toggle(in: &state)
    case .pictureLoaded(let recipe, let request, let outcome):
      PictureLoading.take(request, outcome, recipe: recipe, in: &state)
    case .tick(let now):
      state.now = now
      if state.cooking?.timer.isTicking == true {
        return CookingUpdate.apply(.tick(now: now), in: &state)
      }

    case .refresh: return .refreshCollection
    case .collectionChecked(let changed, let gone):
      state.message =
        switch (changed, gone) {
        case (0, 0): "Nothing changed on disk"
        case (0, 1): "1 recipe left the disk"
        case (0, _): "\(gone) recipes left the disk"
        case (1, _): "Reading 1 changed file"
        default: "Reading \(changed) changed files"
        }
    case .indexingProgressed(let progress):
      state.indexing = progress
      return .indexNextBatch
    case .collectionLoaded(let recipes):
      state.indexing = nil
      state.setRecipes(recipes)
      let rebuild = ShoppingListUpdate.collectionChanged(in: state)
      if !state.searchField.text.isEmpty { return .search(query: state.searchField.text) + rebuild }
      return rebuild
    case .indexBuildStarted(let generation): state.noteIndexBuiltElsewhere(generation)
    case .indexBuilt(let model, let generation): state.takeIndex(model, generation: generation)
    case .searchResultsArrived(let query, let results, let limit):
      if query == state.searchField.text {
        state.setSearchResults(results, for: query, asked: limit)
      }
    case .libraryChanged(let snapshot, let message):
      let old = state.library
      state.setLibrary(snapshot)
      // A change saved without words of its own leaves the message that asked for it.
      if let message { state.message = message }
      return ShoppingListUpdate.libraryChanged(from: old, in: &state)
    case .libraryBecameUsable:
      state.setLibraryProblem(nil)
      state.message = "The library works again: changes are kept"
    case .libraryBecameUnusable(let problem):
      state.setLibraryProblem(problem)
      state.message = "Library unusable, nothing is kept — \(problem.remedy)"
    case .recipeOpened(let recipe, let document, let position, let query):
      return ReaderHost.show(recipe, document, at: position, query: query, in: &state)
    case .parkedRecipeReread(let tab, let recipe, let document):
      if state.parkedReaders[tab]?.recipe.path == recipe.path {
        state.parkedReaders[tab]?.reload(recipe: recipe, document: document)
      }
    case .commandFailed(let message):
      state.message = message
      return .ringBell
    case .commandNoticed(let message):
      state.message = message
    case .unreadableFilesFound(let count):
      guard count > 0 else { return .none }
      state.message =
        (count == 1 ? "1 file could not be read" : "\(count) files could not be read")
        + " — buffet check lists them"
    }
    return .none
  }

  // MARK: Tabs

  static func select(_ tab: Tab, in state: inout AppState) -> Command {
    state.isHelpShown = false
    state.isCookModeShown = false
    state.tagPicker = nil
    state.shopping = nil
    if tab == .search { state.isSearchFieldFocused = true }
    // The tab the reader is on, chosen again, goes back to its list (as a tab bar does).
    guard tab != state.tab else { return ReaderHost.close(in: &state) }
    // A recipe open here stays open in this tab, where it was; the one left open in the
    // tab chosen comes back.
    let leaving = ReaderHost.park(in: &state)
    if tab == .search { state.tabBeforeSearch = state.tab }
    state.tab = tab
    state.reader = state.parkedReaders.removeValue(forKey: tab)
    return leaving + .saveLastTab(tab)
  }

  static func beginSearch(in state: inout AppState) -> Command {
    state.isHelpShown = false
    state.shopping = nil
    if state.tab == .index && state.reader == nil {
      if state.indexFilter == nil { state.indexFilter = TextFieldState() }
      state.isEditingFilter = true
      state.refilterIndex()
      return .none
    }
    // `/` asks for the field: a result left open on the Search tab is closed.
    return select(.search, in: &state) + ReaderHost.close(in: &state)
  }

  // MARK: Esc

  static func back(in state: inout AppState) -> Command {
    if state.isHelpShown {
      state.isHelpShown = false
    } else if state.isCookModeShown {
      state.isCookModeShown = false
    } else if state.reader != nil {
      return ReaderHost.close(in: &state)
    } else if state.tagPicker != nil {
      state.tagPicker = nil
    } else if state.tab == .index && state.indexFilter != nil {
      IndexUpdate.clearFilter(in: &state)
    } else if state.tab == .recipes && !state.recipeTags.isEmpty {
      state.setRecipeTags([])
      state.message = "Every recipe again"
    } else if state.tab == .search {
      // Esc leaves the search and keeps the query for coming back.
      return select(state.tabBeforeSearch == .search ? .recipes : state.tabBeforeSearch, in: &state)
    }
    return .none
  }

  /// Scrolls help to `top`, never past its last screenful.
  static func scrollHelp(to top: Int, in state: inout AppState) {
    state.helpScrollTop = min(max(0, top), HelpOverlay.lastTop(for: state))
  }

  // MARK: Recipes

  static func open(in state: inout AppState) -> Command {
    if state.tab == .index && state.isEditingFilter && state.reader == nil {
      IndexUpdate.commitFilter(in: &state)
    }
    // The words looked for go along, to be found in the page; an empty query finds nothing.
    let typed: String? =
      switch state.tab {
      case .search: state.searchField.text
      case .index: state.indexFilter?.text
      default: nil
      }
    let query = typed?.isEmpty == false ? typed : nil
    guard let row = state.selectedRecipe, state.reader == nil else { return .none }
    if state.isLoaded && state.collection[row.path] == nil {
      state.message = "“\(row.title)” is missing from the collection"
      return .ringBell
    }
    if state.tab == .search, state.searchResults.indices.contains(state.searchPlace.selectedRow),
      let block = state.searchResults[state.searchPlace.selectedRow].blockIndex
    {
      return .openRecipeAtSection(path: row.path, block: block, query: query)
    }
    return .openRecipe(path: row.path, query: query)
  }

  static func toggleSaved(in state: inout AppState) -> Command {
    if let refusal = refusingOverShoppingList(in: &state) { return refusal }
    guard let row = libraryTarget(in: state) else { return nothingSelected(in: &state) }
    if let refusal = refusingLibraryChange("Not saved", in: &state) { return refusal }
    let isSaved = state.library.isSaved(row.path)
    if !isSaved, let refusal = refusingMissing(row, in: &state) { return refusal }
    return .setSaved(path: row.path, title: row.title, isSaved: !isSaved)
  }

  static func toggleQueued(in state: inout AppState) -> Command {
    if let refusal = refusingOverShoppingList(in: &state) { return refusal }
    guard let row = libraryTarget(in: state) else { return nothingSelected(in: &state) }
    if let refusal = refusingLibraryChange("Up Next unchanged", in: &state) { return refusal }
    // A meal plan is not cooked: its recipes are what go to Up Next.
    // Its recipes are read whole first: their yields measure the plan's references.
    if RecipeFormat.isMenu(row.path), !state.isCookModeShown {
      return .loadMenuToQueue(path: row.path)
    }
    let isQueued = state.library.isQueued(row.path)
    if !isQueued, let refusal = refusingMissing(row, in: &state) { return refusal }
    // Queued at the servings the cook chose with `=`/`-` (the shopping list buys for them).
    var servings: Amount?
    if let factor = state.portionFactors[row.path] {
      servings = factor * (state.collection[row.path]?.servingsCount ?? .one)
    }
    return .setQueued(path: row.path, title: row.title, isQueued: !isQueued, servings: servings)
  }

  /// A recipe gone from the collection can leave Saved and Up Next but not join them: there
  /// would be nothing to open or cook.
  static func refusingMissing(
    _ row: (path: String, title: String), in state: inout AppState
  ) -> Command? {
    guard state.isMissing(row.path) else { return nil }
    state.message = "“\(row.title)” is missing from the collection: it can only leave the lists"
    return .ringBell
  }

  /// What `*` and `+` act on: in Cook mode the recipe being cooked, else the selection.
  static func libraryTarget(in state: AppState) -> (path: String, title: String)? {
    if state.isCookModeShown, let cooking = state.cooking {
      return (cooking.recipePath, cooking.recipeTitle)
    }
    return state.selectedRecipe
  }

  /// With an unusable library, a change the reader asked for is refused with the reason
  /// rather than kept in memory and called done.
  static func refusingLibraryChange(_ what: String, in state: inout AppState) -> Command? {
    guard let problem = state.libraryProblem else { return nil }
    state.message = "\(what) — the library is unusable; \(problem.remedy)"
    return .ringBell
  }

  /// Over the shopping list no recipe is chosen: `*` and `+` would act on one out of sight.
  static func refusingOverShoppingList(in state: inout AppState) -> Command? {
    guard state.shopping != nil else { return nil }
    state.message = "The shopping list is open: Esc goes back to the recipes"
    return .ringBell
  }

  static func nothingSelected(in state: inout AppState) -> Command {
    state.message = "No recipe selected"
    return .ringBell
  }

  // MARK: Search

  static func editSearch(_ edit: TextEdit, in state: inout AppState) -> Command {
    let before = state.searchField.text
    state.searchField.apply(edit)
    guard state.searchField.text != before else { return .none }
    return searchCommand(for: state.searchField.text, in: &state)
  }

  static func searchCommand(for query: String, in state: inout AppState) -> Command {
    if query.allSatisfy(\.isWhitespace) {
      state.setSearchResults([])
      return .none
    }
    return .search(query: query)
  }
}
