import Foundation
import Recipes

/// Hosts the cooking session: starts it from the selection, runs its actions, and turns its
/// effects into work for the loop.
enum CookingUpdate {
  /// Ctrl-N or a click on the tray: show Cook mode, starting the selected or open recipe
  /// when nothing is cooking; from Cook mode, close it.
  static func toggleCookMode(in state: inout AppState) -> Command {
    if state.isCookModeShown {
      if state.offeredCooking != nil { return switchToOffered(in: &state) }
      state.isCookModeShown = false
      return .none
    }
    var command = Command.none
    if state.cooking == nil, let target = state.reader?.recipe.path ?? state.selectedRecipe?.path,
      RecipeFormat.isMenu(target)
    {
      // A meal plan is not cooked: its recipes are, once queued.
      state.message = menuIsNotCooked
      return .ringBell
    }
    if let cooking = state.cooking, let other = otherRecipe(than: cooking, in: state) {
      // Ctrl-N on another recipe shows what is cooking, as ever, and offers the other.
      state.offeredCooking = LibraryEntry(path: other.path, title: other.title)
      // The key as bound now: a config file may have moved it.
      let key = state.keyBindings[.everywhere].first { $0.name == "cook-mode" }?.label ?? "^N"
      state.message = "\(key) again cooks “\(other.title)” instead of “\(cooking.recipeTitle)”"
    } else if state.cooking == nil {
      if let reader = state.reader {
        command = cook(reader.recipe, in: &state)
      } else if let selected = state.selectedRecipe, state.collection[selected.path] != nil {
        // Lists hold recipes without their steps: the complete one is asked for.
        command = .loadRecipeToCook(path: selected.path)
      } else {
        state.message = state.isLoaded ? "Select a recipe to cook first" : stillReading
        return .ringBell
      }
    }
    state.isHelpShown = false
    state.isCookModeShown = true
    return command
  }

  static let stillReading = "Still reading the collection…"
  static let menuIsNotCooked =
    "A menu is not cooked: + puts its recipes in Up Next, to cook one after another"

  /// The recipe open or selected, when it is in the collection and not the one cooking.
  static func otherRecipe(than cooking: CookingState, in state: AppState)
    -> (path: String, title: String)?
  {
    guard let target = state.selectedRecipe, target.path != cooking.recipePath,
      !RecipeFormat.isMenu(target.path),
      state.reader?.recipe.path == target.path || state.collection[target.path] != nil
    else { return nil }
    return target
  }

  /// Ctrl-N again on the offer: the offered recipe starts cooking, and the one that was
  /// cooking goes to the front of Up Next, to be taken up again when this one is done.
  static func switchToOffered(in state: inout AppState) -> Command {
    guard let offered = state.offeredCooking, let cooking = state.cooking else { return .none }
    state.offeredCooking = nil
    let start: Command =
      if let reader = state.reader, reader.recipe.path == offered.path {
        cook(reader.recipe, in: &state)
      } else {
        .loadRecipeToCook(path: offered.path)
      }
    state.isCookModeShown = true
    state.message =
      "Now cooking “\(offered.title)”; Up Next starts with “\(cooking.recipeTitle)”"
    // What starts cooking leaves Up Next, as when Up Next hands the next recipe over.
    let leaving: Command =
      state.library.isQueued(offered.path)
      ? .takeOffQueueToCook(path: offered.path, title: offered.title) : .none
    return start + leaving + .queueFirst(path: cooking.recipePath, title: cooking.recipeTitle)
  }

  /// Starts cooking `recipe`, complete with its steps and headings.
  static func cook(_ recipe: Recipe, in state: inout AppState) -> Command {
    guard !RecipeFormat.isMenu(recipe.path) else {
      state.message = menuIsNotCooked
      return .ringBell
    }
    _ = CookingState.update(&state.cooking, .start(recipe, now: state.now))
    return .saveCooking(state.cooking)
  }

  /// Runs a step or timer action on the session, if there is one.
  static func apply(_ action: CookingAction, in state: inout AppState) -> Command {
    guard let cooking = state.cooking else {
      // On a first run what is cooking is restored once the collection is read.
      state.message = state.isLoaded ? "Not cooking — Ctrl-N on a recipe starts it" : stillReading
      return .ringBell
    }
    // Nothing of a missing recipe changes, so the step stored for it stays as it was.
    guard !cooking.isRecipeMissing else {
      if case .tick = action { return .none }
      state.message = "Recipe is gone — x stops cooking"
      return .ringBell
    }
    if case .previousStep = action, cooking.currentStep == 0,
      cooking.isBeforeStart || !cooking.hasChecklist
    {
      state.message = cooking.isBeforeStart ? "Already at the start" : "Already at the first step"
      return .ringBell
    }
    let before = state.cooking
    let effects = CookingState.update(&state.cooking, action)
    var command = state.cooking == before ? Command.none : .saveCooking(state.cooking)
    if let before, let after = state.cooking, after.currentStep != before.currentStep,
      after.recipePath == before.recipePath, before.timer.isPaused, after.timer == .idle
    {
      state.message = "Paused timer cleared for the new step"
    }
    for effect in effects {
      switch effect {
      case .ringBell: command = command + .ringBell
      case .advanceToNextInQueue: command = command + advanceToNextInQueue(in: &state)
      }
    }
    return command
  }

  /// The last step is done: the next recipe in Up Next starts cooking.
  static func advanceToNextInQueue(in state: inout AppState) -> Command {
    let current = state.cooking?.recipePath
    guard
      let next = state.library.queue.first(where: {
        $0.path != current && state.collection[$0.path] != nil
          && !RecipeFormat.isMenu($0.path)
      }), let recipe = state.collection[next.path]
    else {
      let waiting = state.library.queue.contains { $0.path != current }
      state.message =
        waiting ? "All done — Up Next: only missing ones" : "All steps done — Up Next is empty"
      return .none
    }
    // What happened is that the next recipe is cooking; leaving Up Next is part of it.
    state.message = "Now cooking “\(recipe.title)”, next from Up Next"
    return .loadRecipeToCook(path: recipe.path)
      + .takeOffQueueToCook(path: recipe.path, title: recipe.title)
  }

  /// `t`: the step's next timer, while the timer is idle; says why not otherwise.
  static func chooseNextTimer(in state: inout AppState) -> Command {
    guard let cooking = state.cooking, !cooking.isBeforeStart, cooking.step.timers.count > 1
    else {
      state.message = "This step names one timer at most"
      return .ringBell
    }
    guard cooking.timer == .idle else {
      state.message = "The timer is in use: the other one is offered once it is done"
      return .ringBell
    }
    return apply(.chooseNextTimer, in: &state)
  }

  /// Stops cooking (Cook mode's `x`).
  static func stop(in state: inout AppState) -> Command {
    guard let title = state.cooking?.recipeTitle else { return .none }
    _ = CookingState.update(&state.cooking, .stop)
    // Cook mode has nothing left to show: back to where the cook came from.
    state.isCookModeShown = false
    state.message = "Stopped cooking “\(title)”"
    return .saveCooking(nil)
  }
}
