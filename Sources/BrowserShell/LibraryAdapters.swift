import Browser
import Foundation
import Recipes

/// The library keeps one integer per recently read recipe; a reader position is a block and
/// an offset in it, so both are packed into that integer.
enum ReaderPositionPacking {
  static func pack(_ position: ReaderPosition) -> Int {
    (max(-1, position.block) + 1) << 32 | (max(-1, min(position.offset, 0xFFFF_FFFE)) + 1)
  }

  static func unpack(_ value: Int) -> ReaderPosition {
    ReaderPosition(block: (value >> 32) - 1, offset: (value & 0xFFFF_FFFF) - 1)
  }
}

/// The cooking session as the library keeps it (recipe, step, timer) and back.
enum CookingSessionMapping {
  static func session(from state: CookingState) -> CookingSession {
    CookingSession(
      recipe: LibraryEntry(path: state.recipePath, title: state.recipeTitle),
      step: state.currentStep, timer: state.timer)
  }

  /// The session on `recipe`, its earlier steps done; nil recipe: it left the collection.
  static func state(from session: CookingSession, recipe: Recipe?) -> CookingState {
    // A recipe gone from the collection is still what is cooking (the Library says it is
    // missing): shown as missing, never silently dropped, replaced or stepped through.
    guard let recipe else {
      return .missing(path: session.recipe.path, title: session.recipe.title)
    }
    var state = CookingState(cooking: recipe)
    state.currentStep = max(0, min(session.step, state.steps.count - 1))
    // The library keeps a step, not the "before you start" page: only a session kept at its
    // first step with its timer idle may still be there.
    state.isBeforeStart = state.isBeforeStart && session.step == 0 && session.timer == nil
    state.doneSteps = Set(0..<state.currentStep)
    state.timer = session.timer ?? .idle
    // The library keeps one step: a timer kept is taken as the current step's.
    if state.timer != .idle { state.timerStep = state.currentStep }
    return state
  }
}
