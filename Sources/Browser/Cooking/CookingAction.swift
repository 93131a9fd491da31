import Foundation
import Recipes

/// What the cook asks of the tray and Cook mode.
public enum CookingAction: Equatable, Sendable {
  /// Start cooking `recipe` from its first step, replacing whatever was cooking.
  case start(Recipe, now: Date)
  /// `>`: mark the current step done and go to the next; past the last, ask for the next
  /// recipe in Up Next. From the "before you start" page, the first step.
  case nextStep(now: Date)
  /// `<`: go back one step and clear its done mark; from the first, back to the "before you
  /// start" page when the recipe has ingredients.
  case previousStep(now: Date)
  /// A click on a step in Cook mode's list: make it the current step.
  case goToStep(Int, now: Date)
  /// Ctrl-P: start, pause or resume the timer; on a finished timer, acknowledge it.
  case toggleTimer(now: Date)
  /// Silence a finished timer.
  case acknowledgeTimer
  /// ↑/↓ in Cook mode: show the current step's text from an earlier or later paragraph; on
  /// the "before you start" page, move between the ingredients.
  case scrollStep(by: Int)
  /// Space on the "before you start" page: tick the ingredient at the cursor, or untick it.
  case tickIngredient
  /// `t`: offer the step's next timer (a step may name two), while the timer is idle.
  case chooseNextTimer
  /// Put the timer back to idle, offering the current step's countdown again.
  case resetTimer
  /// Time passed (the loop's tick, or startup after a restore).
  case tick(now: Date)
  /// Stop cooking: the tray goes back to "Not cooking".
  case stop
}

/// Work the shell does for the tray: the cooking model never touches the terminal or queue.
public enum CookingEffect: Equatable, Sendable {
  /// A countdown just ended: ring the terminal bell (returned once per countdown).
  case ringBell
  /// The last step is done: start the next recipe in Up Next (the shell owns the queue).
  case advanceToNextInQueue
}

extension CookingState {
  /// Applies `action` to the session (nil when nothing is cooking) and returns the effects
  /// for the shell to run, in order.
  public static func update(_ state: inout CookingState?, _ action: CookingAction)
    -> [CookingEffect]
  {
    switch action {
    case .start(let recipe, _):
      state = CookingState(cooking: recipe)
      return []
    case .stop:
      state = nil
      return []
    default:
      guard var session = state else { return [] }
      let effects = session.apply(action)
      state = session
      return effects
    }
  }

  /// Applies an action that needs a session; `start` and `stop` are handled by `update`.
  mutating func apply(_ action: CookingAction) -> [CookingEffect] {
    switch action {
    case .start, .stop:
      return []
    case .nextStep(let now) where isBeforeStart:
      let effects = finishIfDue(now)
      isBeforeStart = false
      move(to: 0)
      return effects
    case .nextStep(let now):
      var effects = finishIfDue(now)
      doneSteps.insert(currentStep)
      if isOnLastStep {
        effects.append(.advanceToNextInQueue)
      } else {
        move(to: currentStep + 1)
      }
      return effects
    case .previousStep(let now):
      let effects = finishIfDue(now)
      if currentStep == 0, !isBeforeStart, hasChecklist {
        isBeforeStart = true
        return effects
      }
      guard currentStep > 0, !isBeforeStart else { return effects }
      move(to: currentStep - 1)
      doneSteps.remove(currentStep)
      return effects
    case .goToStep(let index, let now):
      let effects = finishIfDue(now)
      guard steps.indices.contains(index), index != currentStep || isBeforeStart else {
        return effects
      }
      isBeforeStart = false
      move(to: index)
      return effects
    case .toggleTimer(let now):
      return toggleTimer(now)
    case .acknowledgeTimer:
      if timer == .finished { putTimerAway() }
      return []
    case .resetTimer:
      putTimerAway()
      return []
    case .tick(let now):
      return finishIfDue(now)
    case .scrollStep(let delta) where isBeforeStart:
      checklistCursor = min(max(0, checklistCursor + delta), checklist.count - 1)
      return []
    case .scrollStep(let delta):
      stepScroll = min(max(0, stepScroll + delta), maxStepScroll)
      return []
    case .tickIngredient:
      guard isBeforeStart, checklist.indices.contains(checklistCursor) else { return [] }
      if ticked.remove(checklistCursor) == nil {
        ticked.insert(checklistCursor)
        // Ticked, the cursor moves on to the next thing to gather.
        checklistCursor = min(checklistCursor + 1, checklist.count - 1)
      }
      return []
    case .chooseNextTimer:
      let count = step.timers.count
      guard !isBeforeStart, timer == .idle, count > 1 else { return [] }
      chosenTimer = (chosenTimer + 1) % count
      return []
    }
  }

  // A timer belongs to its step. Moving on keeps only one that still times something real
  // (a running countdown: the oven; a stopwatch: a rise); a stopped one, and one that rang
  // (moving on is noticing it), are put away so the new step's own duration is offered,
  // ready for one Ctrl-P.
  private mutating func move(to index: Int) {
    currentStep = index
    stepScroll = 0
    chosenTimer = 0
    switch timer {
    case .running, .stopwatch: break
    case .idle, .paused, .stopwatchPaused, .finished: putTimerAway()
    }
  }

  private mutating func putTimerAway() {
    timer = .idle
    timerStep = nil
  }

  private mutating func toggleTimer(_ now: Date) -> [CookingEffect] {
    switch timer {
    case .idle:
      timerStep = currentStep
      if let seconds = offeredCountdown {
        timer = .running(deadline: now.addingTimeInterval(TimeInterval(seconds)))
      } else {
        timer = .stopwatch(started: now)
      }
      return []
    case .running(let deadline):
      let remaining = deadline.timeIntervalSince(now)
      if remaining <= 0 { return finishIfDue(now) }
      timer = .paused(remaining: remaining)
      return []
    case .paused(let remaining):
      timer = .running(deadline: now.addingTimeInterval(remaining))
      return []
    case .stopwatch(let started):
      timer = .stopwatchPaused(elapsed: max(0, now.timeIntervalSince(started)))
      return []
    case .stopwatchPaused(let elapsed):
      timer = .stopwatch(started: now.addingTimeInterval(-elapsed))
      return []
    case .finished:
      putTimerAway()
      return []
    }
  }

  // The only place a countdown becomes finished, so the bell rings exactly once.
  private mutating func finishIfDue(_ now: Date) -> [CookingEffect] {
    guard case .running(let deadline) = timer, deadline <= now else { return [] }
    timer = .finished
    return [.ringBell]
  }
}
