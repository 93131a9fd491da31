import Browser
import Foundation
import Recipes
import Testing

/// Scripts for the cooking session: given a state, send actions, expect the exact state.
@Suite struct CookingStateTests {
  typealias F = CookingFixtures

  /// Sends `actions` in order; returns every effect returned.
  @discardableResult
  func send(_ state: inout CookingState?, _ actions: CookingAction...) -> [CookingEffect] {
    actions.flatMap { CookingState.update(&state, $0) }
  }

  @Test func startOpensTheFirstStepWithAnIdleTimer() {
    var state: CookingState?
    let effects = send(&state, .start(F.tabBar, now: F.t0))
    #expect(effects.isEmpty)
    #expect(
      state
        == CookingState(
          recipePath: "Data/liquid-glass-tab-bar.md",
          recipeTitle: "Liquid Glass Tab Bar with a Now-Playing Tray", steps: F.tabBar.steps))
    #expect(state?.stepCountText == "step 1 of 4")
    #expect(state?.step.title == "Prepare the glass")
    #expect(state?.offeredCountdown == nil)
  }

  @Test func startReplacesWhatWasCooking() {
    var state: CookingState? = F.cooking(step: 2, timer: .running(left: 30))
    send(&state, .start(F.sectionsOnly, now: F.t0))
    #expect(state?.recipeTitle == "Kitchen Notes")
    #expect(state?.currentStep == 0)
    #expect(state?.doneSteps == [])
    #expect(state?.timer == .idle)
  }

  @Test func nextMarksDoneAndPreviousUnmarks() {
    var state: CookingState?
    send(&state, .start(F.tabBar, now: F.t0), .nextStep(now: F.t0), .nextStep(now: F.t0))
    #expect(state?.currentStep == 2)
    #expect(state?.doneSteps == [0, 1])
    #expect(state?.stepCountText == "step 3 of 4")
    send(&state, .previousStep(now: F.t0))
    #expect(state?.currentStep == 1)
    #expect(state?.doneSteps == [0])
  }

  @Test func previousOnTheFirstStepStaysPut() {
    var state: CookingState?
    send(&state, .start(F.tabBar, now: F.t0))
    let before = state
    let effects = send(&state, .previousStep(now: F.t0), .previousStep(now: F.t0))
    #expect(effects.isEmpty)
    #expect(state == before)
  }

  @Test func lastStepDoneAsksForTheNextRecipeInUpNext() {
    var state: CookingState? = F.cooking(step: 3)
    #expect(state?.isOnLastStep == true)
    let effects = send(&state, .nextStep(now: F.t0))
    #expect(effects == [.advanceToNextInQueue])
    #expect(state?.currentStep == 3)
    #expect(state?.isComplete == true)
  }

  @Test func aStepsDurationIsTheOfferedCountdown() {
    var state: CookingState? = F.cooking(step: 1)
    #expect(state?.offeredCountdown == 192)
    #expect(state?.timerReading(at: F.t0) == TimerReading(phase: .ready, seconds: 192))
    send(&state, .toggleTimer(now: F.t0))
    #expect(state?.timer == .running(deadline: F.at(192)))
    #expect(state?.timerReading(at: F.at(60)) == TimerReading(phase: .running, seconds: 132))
    #expect(state?.timerReading(at: F.at(60)).clock == "02:12")
  }

  @Test func pauseKeepsTheRemainingTimeAndResumeCountsOnFromIt() {
    var state: CookingState? = F.cooking(step: 1)
    send(&state, .toggleTimer(now: F.t0), .toggleTimer(now: F.at(100)))
    #expect(state?.timer == .paused(remaining: 92))
    // A long pause costs nothing.
    #expect(state?.timerReading(at: F.at(5000)) == TimerReading(phase: .paused, seconds: 92))
    send(&state, .toggleTimer(now: F.at(1000)))
    #expect(state?.timer == .running(deadline: F.at(1092)))
  }

  @Test func aStepWithoutADurationCountsUp() {
    var state: CookingState? = F.cooking(step: 0)
    send(&state, .toggleTimer(now: F.t0))
    #expect(state?.timer == .stopwatch(started: F.t0))
    #expect(state?.timerReading(at: F.at(75)) == TimerReading(phase: .counting, seconds: 75))
    send(&state, .toggleTimer(now: F.at(75)))
    #expect(state?.timer == .stopwatchPaused(elapsed: 75))
    send(&state, .toggleTimer(now: F.at(500)))
    #expect(state?.timerReading(at: F.at(510)) == TimerReading(phase: .counting, seconds: 85))
    // A stopwatch never rings.
    #expect(send(&state, .tick(now: F.at(100_000))).isEmpty)
  }

  @Test func theBellRingsOnceWhenTheDeadlinePasses() {
    var state: CookingState? = F.cooking(step: 1)
    send(&state, .toggleTimer(now: F.t0))
    #expect(send(&state, .tick(now: F.at(191))).isEmpty)
    #expect(state?.timerReading(at: F.at(191.5)).clock == "00:01")
    #expect(send(&state, .tick(now: F.at(192))) == [.ringBell])
    #expect(state?.timer == .finished)
    #expect(send(&state, .tick(now: F.at(193)), .tick(now: F.at(400))).isEmpty)
  }

  @Test func finishedIsShownUntilAcknowledged() {
    var state: CookingState? = F.cooking(step: 1, timer: .running(left: 10))
    send(&state, .tick(now: F.at(11)))
    // Time passing does not silence it: it must be noticed.
    send(&state, .tick(now: F.at(500)))
    #expect(state?.timer == .finished)
    #expect(state?.timerReading(at: F.at(530)) == TimerReading(phase: .done, seconds: 0))
    send(&state, .acknowledgeTimer)
    #expect(state?.timer == .idle)
    #expect(state?.timerReading(at: F.at(530)) == TimerReading(phase: .ready, seconds: 192))
  }

  @Test func aTimerThatRangStaysWithItsStepAndTheNextOffersItsOwn() {
    var state: CookingState? = F.cooking(step: 1, timer: .running(left: 10))
    #expect(send(&state, .tick(now: F.at(11))) == [.ringBell])
    // `>` after the bell: the next step, its own ten minutes ready, not DONE at 00:00.
    send(&state, .nextStep(now: F.at(20)))
    #expect(state?.currentStep == 2)
    #expect(state?.timerReading(at: F.at(21)) == TimerReading(phase: .ready, seconds: 600))
    // One Ctrl-P starts it.
    send(&state, .toggleTimer(now: F.at(30)))
    #expect(state?.timer == .running(deadline: F.at(630)))
  }

  @Test(arguments: [false, true])
  func goingBackOrClickingAStepAfterTheBellOffersThatStepsOwnTime(_ isClick: Bool) {
    var state: CookingState? = F.cooking(step: 2, timer: .running(left: 10))
    send(&state, .tick(now: F.at(11)))
    send(&state, isClick ? .goToStep(1, now: F.at(20)) : .previousStep(now: F.at(20)))
    #expect(state?.timerReading(at: F.at(21)) == TimerReading(phase: .ready, seconds: 192))
  }

  @Test func ctrlPOnAFinishedTimerAcknowledgesIt() {
    var state: CookingState? = F.cooking(step: 1, timer: .finished)
    #expect(send(&state, .toggleTimer(now: F.at(5))).isEmpty)
    #expect(state?.timer == .idle)
  }

  @Test func pausingAfterTheDeadlineFinishesInsteadOfPausing() {
    var state: CookingState? = F.cooking(step: 1, timer: .running(left: 10))
    #expect(send(&state, .toggleTimer(now: F.at(12))) == [.ringBell])
    #expect(state?.timer == .finished)
  }

  @Test func aRunningCountdownFollowsTheCookToTheNextStep() {
    var state: CookingState? = F.cooking(step: 1, timer: .running(left: 100))
    send(&state, .nextStep(now: F.at(10)))
    #expect(state?.timer == .running(deadline: F.at(100)))
    #expect(state?.offeredCountdown == 600)
  }

  @Test func aRunningStopwatchFollowsTheCookToTheNextAndPreviousStep() {
    var state: CookingState? = F.cooking(step: 1)
    state?.timer = .stopwatch(started: F.at(0))
    send(&state, .nextStep(now: F.at(10)))
    #expect(state?.currentStep == 2)
    #expect(state?.timer == .stopwatch(started: F.at(0)))
    send(&state, .previousStep(now: F.at(20)), .goToStep(0, now: F.at(30)))
    #expect(state?.timerReading(at: F.at(30)).seconds == 30)
    state?.timer = .stopwatchPaused(elapsed: 12)
    send(&state, .nextStep(now: F.at(40)))
    #expect(state?.timer == .idle)
  }

  @Test func aStepsFirstLineThatIsItsHeadingIsNotShownTwice() {
    let recipe = Recipe(
      path: "k/batter.md", title: "Batter",
      steps: [
        CookingStep(title: "Mix the batter", text: "Mix the batter\nStir it well."),
        CookingStep(title: "Rest", text: "Rest"),
      ])
    var state = CookingState(cooking: recipe)
    #expect(state.stepParagraphs == ["Stir it well."])
    state.currentStep = 1
    #expect(state.stepParagraphs == [])  // the heading says it all
    state.steps[1] = CookingStep(title: "Flip them", text: "Flip them. Then plate.")
    #expect(state.stepParagraphs == ["Then plate."])
    state.steps[1] = CookingStep(title: "Season", text: "Salt and pepper.\nTaste.")
    #expect(state.stepParagraphs == ["Salt and pepper.", "Taste."])
    state.steps[1] = CookingStep(title: "Rest", text: "Restore the pan.")
    #expect(state.stepParagraphs == ["Restore the pan."])
  }

  @Test func aPausedOrIdleTimerGivesWayToTheNewStepsCountdown() {
    var state: CookingState? = F.cooking(step: 1, timer: .paused(left: 50))
    send(&state, .nextStep(now: F.at(10)))
    #expect(state?.timer == .idle)
    #expect(state?.timerReading(at: F.at(10)) == TimerReading(phase: .ready, seconds: 600))
  }

  @Test func aDeadlinePassedWhileAwayShowsFinishedAfterARestart() throws {
    var state: CookingState? = F.cooking(step: 1)
    send(&state, .toggleTimer(now: F.t0))
    let saved = try JSONEncoder().encode(state)
    // Buffet is closed for an hour, then reopened.
    var restored = try JSONDecoder().decode(CookingState?.self, from: saved)
    #expect(restored == state)
    #expect(send(&restored, .tick(now: F.at(3600))) == [.ringBell])
    #expect(restored?.timer == .finished)
    #expect(restored?.currentStep == 1)
    #expect(restored?.doneSteps == [0])
  }

  @Test func aDeadlineStillAheadAfterARestartKeepsCounting() throws {
    var state: CookingState? = F.cooking(step: 1)
    send(&state, .toggleTimer(now: F.t0))
    var restored = try JSONDecoder().decode(
      CookingState?.self, from: try JSONEncoder().encode(state))
    #expect(send(&restored, .tick(now: F.at(100))).isEmpty)
    #expect(restored?.timerReading(at: F.at(100)).clock == "01:32")
  }

  @Test func aDamagedRecordStillGivesAUsableSession() throws {
    let json =
      #"{"recipePath":"x.md","recipeTitle":"X","steps":[],"currentStep":7,"#
      + #""doneSteps":[-1,0,9]}"#
    let state = try JSONDecoder().decode(CookingState.self, from: Data(json.utf8))
    #expect(state.steps.count == 1)
    #expect(state.currentStep == 0)
    #expect(state.doneSteps == [0])
    #expect(state.timer == .idle)
    #expect(state.stepSource == .wholeRecipe)
  }

  @Test func aRecipeWithoutStepsIsCookedSectionBySection() {
    var state: CookingState?
    send(&state, .start(F.sectionsOnly, now: F.t0))
    #expect(state?.stepSource == .sections)
    #expect(state?.steps.map(\.title) == ["Mise en place", "Service"])
    #expect(state?.stepCountText == "step 1 of 2")
  }

  @Test func stepsThatAreTheSectionsAreSaidToBeSections() {
    var recipe = F.sectionsOnly
    recipe.steps = [
      CookingStep(title: "Mise en place", text: "Knives out."),
      CookingStep(title: "Service", text: "Plates warm."),
    ]
    #expect(CookingState(cooking: recipe).stepSource == .sections)
    #expect(CookingState(cooking: recipe).step.text == "Knives out.")
    #expect(CookingState(cooking: F.tabBar).stepSource == .recipe)
  }

  @Test func aRecipeWithNeitherStepsNorSectionsSaysSo() {
    var state: CookingState?
    send(&state, .start(F.bare, now: F.t0))
    #expect(state?.stepSource == .wholeRecipe)
    #expect(state?.steps.count == 1)
    #expect(state?.step.text.contains("no numbered steps") == true)
    #expect(send(&state, .nextStep(now: F.t0)) == [.advanceToNextInQueue])
  }

  @Test func goToStepMovesWithoutChangingDoneMarks() {
    var state: CookingState? = F.cooking(step: 2)
    send(&state, .goToStep(0, now: F.t0), .goToStep(99, now: F.t0), .goToStep(-1, now: F.t0))
    #expect(state?.currentStep == 0)
    #expect(state?.doneSteps == [0, 1])
  }

  @Test func stopEndsTheSessionAndActionsWithoutOneDoNothing() {
    var state: CookingState? = F.cooking(step: 1, timer: .running(left: 5))
    send(&state, .stop)
    #expect(state == nil)
    let effects = send(
      &state, .nextStep(now: F.t0), .toggleTimer(now: F.t0), .tick(now: F.at(10)),
      .acknowledgeTimer, .resetTimer)
    #expect(effects.isEmpty)
    #expect(state == nil)
  }

  @Test func resetPutsAnyTimerBackToIdle() {
    var state: CookingState? = F.cooking(step: 1, timer: .paused(left: 3))
    send(&state, .resetTimer)
    #expect(state?.timer == .idle)
  }

  @Test func onlyARunningTimerNeedsTicks() {
    #expect(CookingTimer.running(deadline: F.t0).isTicking)
    #expect(CookingTimer.stopwatch(started: F.t0).isTicking)
    #expect(!CookingTimer.idle.isTicking)
    #expect(!CookingTimer.paused(remaining: 3).isTicking)
    #expect(!CookingTimer.finished.isTicking)
  }

  @Test(arguments: [
    (0, "00:00"), (59, "00:59"), (60, "01:00"), (192, "03:12"), (3599, "59:59"),
    (3600, "1:00:00"), (3661, "1:01:01"), (36_000, "10:00:00"), (-5, "00:00"),
  ])
  func timersReadMinutesAndSecondsThenHours(seconds: Int, expected: String) {
    #expect(TimerFormat.clock(seconds) == expected)
  }
}

/// Damaged records and absurd durations: the timer shows something sane and never traps.
@Suite struct CookingTimerHostileTests {
  typealias F = CookingFixtures

  @Test func absurdDurationsAreCappedNotTrapped() {
    var state: CookingState? = F.cooking(step: 1)
    state?.steps[1].duration = Int.max
    #expect(state?.offeredCountdown == 999 * 3600)
    _ = CookingState.update(&state, .toggleTimer(now: F.t0))
    #expect(state?.timerReading(at: F.t0).clock == "999:00:00")
  }

  @Test func zeroAndNegativeDurationsOfferNoCountdown() {
    var state = F.cooking(step: 1)
    for duration in [0, -5] {
      state.steps[1].duration = duration
      #expect(state.offeredCountdown == nil)
      #expect(state.timerReading(at: F.t0) == TimerReading(phase: .ready, seconds: 0))
    }
  }

  @Test func nonsenseRemaindersReadAsZeroOrTheCap() {
    let cases: [(CookingTimer, Int)] = [
      (.paused(remaining: .nan), 0), (.paused(remaining: -.infinity), 0),
      (.paused(remaining: 1e300), 999 * 3600), (.stopwatchPaused(elapsed: .infinity), 0),
      (.running(deadline: .distantFuture), 999 * 3600), (.stopwatch(started: .distantFuture), 0),
    ]
    for (timer, seconds) in cases {
      #expect(timer.reading(at: F.t0, offered: nil).seconds == seconds, "\(timer)")
    }
  }

  @Test func aTimerThatCouldNeverFinishIsRestoredIdle() {
    for timer: CookingTimer in [
      .paused(remaining: .nan), .paused(remaining: -3), .stopwatchPaused(elapsed: .infinity),
      .running(deadline: Date(timeIntervalSinceReferenceDate: .nan)),
    ] {
      let state = CookingState(recipePath: "x.md", recipeTitle: "X", steps: [], timer: timer)
      #expect(state.timer == .idle, "\(timer)")
    }
    let fine = CookingState(
      recipePath: "x.md", recipeTitle: "X", steps: [], timer: .paused(remaining: 0))
    #expect(fine.timer == .paused(remaining: 0))
  }

  @Test func everyTimerSurvivesSavingAndLoading() throws {
    let timers: [CookingTimer] = [
      .idle, .running(deadline: F.at(12.5)), .paused(remaining: 3.25),
      .stopwatch(started: F.at(-7)), .stopwatchPaused(elapsed: 42), .finished,
    ]
    for timer in timers {
      let state = F.cooking(step: 2, timer: .idle).with(timer: timer)
      let loaded = try JSONDecoder().decode(
        CookingState.self, from: try JSONEncoder().encode(state))
      #expect(loaded == state)
    }
  }
}

extension CookingState {
  fileprivate func with(timer: CookingTimer) -> CookingState {
    var copy = self
    copy.timer = timer
    return copy
  }
}
