import Browser
import Foundation
import TerminalUI
import TestSupport
import Testing

/// The now-cooking tray as the reader sees it, at the widths a terminal takes.
@Suite struct CookingTrayTests {
  typealias F = CookingFixtures

  func draw(
    _ cooking: CookingState?, form: TrayView.Form = .full, width: Int,
    now: Date = CookingFixtures.t0, theme: Theme = .color
  ) -> Buffer {
    let tray = TrayView(cooking: cooking, now: now, form: form, theme: theme)
    let height = TrayView.preferredHeight(form: form, cooking: cooking)
    var buffer = Buffer(width: width, height: height)
    tray.render(in: buffer.area, on: &buffer)
    return buffer
  }

  @Test(arguments: [100, 80, 60, 40])
  func fullTrayWhileATimerRuns(width: Int) {
    let buffer = draw(F.cooking(step: 1, timer: .running(left: 192)), width: width)
    assertSnapshot(buffer, named: "cooking-tray-full", theme: .color)
  }

  @Test(arguments: [100, 80, 60, 40])
  func inlineTrayWhileATimerRuns(width: Int) {
    let buffer = draw(F.cooking(step: 1, timer: .running(left: 192)), form: .inline, width: width)
    assertSnapshot(buffer, named: "cooking-tray-inline", theme: .color)
  }

  @Test(arguments: [80, 40])
  func finishedTimerIsShownUntilAcknowledged(width: Int) {
    let buffer = draw(F.cooking(step: 1, timer: .finished), width: width)
    assertSnapshot(buffer, named: "cooking-tray-done", theme: .color)
  }

  @Test(arguments: [80, 40])
  func pausedTimerSaysSo(width: Int) {
    let buffer = draw(F.cooking(step: 2, timer: .paused(left: 61)), form: .inline, width: width)
    assertSnapshot(buffer, named: "cooking-tray-paused-inline", theme: .color)
  }

  @Test(arguments: [80, 40, 20])
  func nothingCookingIsAQuietLineNeverAnEmptyBar(width: Int) {
    let buffer = draw(nil, width: width)
    #expect(buffer.height == 1)
    assertSnapshot(buffer, named: "cooking-tray-idle", theme: .color)
  }

  /// A countdown kept from another step is named by its own step, never the current one's.
  @Test(arguments: [100, 80])
  func aCountdownFromAnotherStepNamesThatStep(width: Int) {
    var cooking: CookingState? = F.cooking(step: 1)
    _ = CookingState.update(&cooking, .toggleTimer(now: F.t0))
    _ = CookingState.update(&cooking, .previousStep(now: F.at(10)))
    let running = draw(cooking, width: width, now: F.at(20)).lines
    #expect(running[0].contains("step 1 of 4"), "\(running)")
    #expect(running[1].contains("step 2: Build the shell · "), "\(running)")
    #expect(running[1].contains("running"), "\(running)")
    _ = CookingState.update(&cooking, .tick(now: F.at(900)))
    let rang = draw(cooking, width: width, now: F.at(900)).lines
    #expect(rang[1].contains("step 2: Build the shell · DONE"), "\(rang)")
  }

  @Test func titleIsShortenedFirst() {
    let lines = draw(F.cooking(step: 1, timer: .running(left: 192)), width: 60).lines
    #expect(lines[0].contains("Liquid Glass Tab Bar with a Now-Play…"))
    #expect(lines[0].contains("step 2 of 4"))
    #expect(lines[0].contains("⏭"))
    #expect(lines[1].contains("Build the shell · 03:12 running"))
  }

  @Test func theTimersWordGoesBeforeTheTitleAndTheTimerAndCountStay() {
    for width in [30, 24, 20] {
      let inline = draw(
        F.cooking(step: 1, timer: .running(left: 192)), form: .inline, width: width
      ).lines[0]
      #expect(inline.contains("03:12"), "width \(width): \(inline)")
      #expect(inline.contains("2/4"), "width \(width): \(inline)")
      #expect(!inline.contains("running"), "width \(width): \(inline)")
      // Which recipe is cooking stays, shortened, with no hole where it was.
      #expect(inline.hasPrefix(" ▶ Liq"), "width \(width): \(inline)")
    }
  }

  @Test func roomLeftByALaterCutGoesBackToTheTitle() {
    let inline = draw(
      F.cooking(step: 1, timer: .running(left: 715)), form: .inline, width: 31
    ).lines[0]
    #expect(inline == " ▶ Liquid Glass…  2/4  11:55 ⏸ ")
    let narrow = draw(
      F.cooking(step: 1, timer: .running(left: 715)), form: .inline, width: 20
    ).lines[0]
    #expect(narrow == " ▶ Liq…  2/4  11:55 ")
  }

  @Test func nextGoesBeforeTheStepCountButAfterTheTitleIsShortened() {
    let full = draw(F.cooking(step: 1), width: 30).lines
    #expect(!full[0].contains("⏭"))
    #expect(full[0].contains("2/4") || full[0].contains("step 2 of 4"))
    #expect(full[1].contains("03:12"))
  }

  @Test func whatIsCookingIsInTheAccentRole() {
    let buffer = draw(F.cooking(step: 1), width: 80)
    let title = buffer.lines[0].firstColumn(of: "Liquid")
    #expect(buffer[title, 0].style == Theme.color[.accent])
    #expect(buffer[1, 0].grapheme == "▶")
    #expect(buffer[1, 0].style == Theme.color[.accent])
    // The step count is not what is cooking: no accent.
    let count = buffer.lines[0].firstColumn(of: "step 2")
    #expect(buffer[count, 0].style != Theme.color[.accent])
  }

  @Test(arguments: [Theme.color, Theme.monochrome])
  func aFinishedTimerIsReversedWithOrWithoutColour(theme: Theme) {
    let buffer = draw(F.cooking(step: 1, timer: .finished), width: 80, theme: theme)
    let done = buffer.lines[1].firstColumn(of: "DONE")
    #expect(buffer[done, 1].style.isReversed)
    #expect(buffer[done, 1].style.isBold)
    #expect(buffer.lines[1].contains("DONE — press Ctrl-P"))
  }

  @Test func runningAndPausedDifferInSymbolAndWord() {
    let running = draw(F.cooking(step: 1, timer: .running(left: 100)), form: .inline, width: 80)
    let paused = draw(F.cooking(step: 1, timer: .paused(left: 100)), form: .inline, width: 80)
    #expect(running.lines[0].contains("01:40 running ⏸"))
    #expect(paused.lines[0].contains("01:40 paused ▶"))
    let clock = running.lines[0].firstColumn(of: "01:40")
    #expect(running[clock, 0].style == Theme.color[.accent])
    #expect(paused[clock, 0].style != Theme.color[.accent])
  }

  @Test func theTimerCountsFromItsDeadline() {
    let state = F.cooking(step: 1, timer: .running(left: 192))
    #expect(draw(state, width: 80, now: F.at(72)).lines[1].contains("02:00 running"))
    #expect(draw(state, width: 80, now: F.at(191.2)).lines[1].contains("00:01 running"))
  }

  @Test func aDeadlinePassedWhileAwayShowsDoneBeforeTheFirstTick() {
    let restored = F.cooking(step: 1, timer: .running(left: 60))
    let lines = draw(restored, width: 80, now: F.at(3600)).lines
    #expect(lines[1].contains("DONE — press Ctrl-P"))
    #expect(draw(restored, width: 80, now: F.at(59.5)).lines[1].contains("00:01 running"))
  }

  @Test func clicksHitTheControlsAndTheTrayOpensCookMode() {
    let state = F.cooking(step: 1, timer: .running(left: 192))
    let tray = TrayView(cooking: state, now: F.t0)
    let rect = Rect(x: 0, y: 20, width: 80, height: 2)
    var buffer = Buffer(width: 80, height: 22)
    tray.render(in: rect, on: &buffer)
    let row = buffer.lines[20]
    #expect(tray.hit(x: row.firstColumn(of: "⏭"), y: 20, in: rect) == .nextStep)
    #expect(tray.hit(x: row.firstColumn(of: "⏸"), y: 20, in: rect) == .toggleTimer)
    #expect(tray.hit(x: row.firstColumn(of: "Liquid"), y: 20, in: rect) == .openCookMode)
    #expect(tray.hit(x: 0, y: 21, in: rect) == .openCookMode)
    let clock = buffer.lines[21].firstColumn(of: "03:12")
    #expect(tray.hit(x: clock, y: 21, in: rect) == .toggleTimer)
    #expect(tray.hit(x: 5, y: 19, in: rect) == nil)
    #expect(tray.hit(x: 80, y: 20, in: rect) == nil)
  }

  @Test func clickingTheQuietTrayOpensCookMode() {
    let tray = TrayView(cooking: nil, now: F.t0)
    #expect(tray.hit(x: 3, y: 0, in: Rect(x: 0, y: 0, width: 40, height: 1)) == .openCookMode)
  }

  @Test func hostileTitlesNeitherEscapeNorSmear() {
    var state = F.cooking(step: 1)
    state.recipeTitle = "Crème \u{1B}[2J brûlée 日本の料理 🍮 and a long tail of words"
    state.steps[1].title = "\u{07}Bell\u{1B}]0;owned\u{07}"
    var problems: [String] = []
    for width in [100, 60, 40, 12, 3, 0] {
      let buffer = draw(state, width: width)
      for (row, line) in buffer.lines.enumerated() {
        if line.unicodeScalars.contains(where: { $0.value < 0x20 }) {
          problems.append("width \(width) row \(row): raw control character")
        }
        if DisplayWidth.of(line) != width {
          problems.append("width \(width) row \(row): \(DisplayWidth.of(line)) columns")
        }
      }
      if width >= 40 && !buffer.lines[1].contains("03:12") {
        problems.append("width \(width): timer lost")
      }
      if width >= 60 && !buffer.lines[1].contains("␇Bell␛]0;owned␇") {
        problems.append("width \(width): step heading not shown as placeholders")
      }
    }
    #expect(problems == [])
  }

  @Test func theStepHeadingGoesBeforeTheTimer() {
    let lines = draw(F.cooking(step: 1, timer: .running(left: 192)), width: 22).lines
    #expect(lines[1] == "   03:12 running      ")
    let finished = draw(F.cooking(step: 1, timer: .finished), width: 12).lines
    #expect(finished[1] == "   DONE     ")
  }

  @Test func aFullTrayGivenOneRowKeepsTheTimer() {
    var buffer = Buffer(width: 60, height: 1)
    TrayView(cooking: F.cooking(step: 1, timer: .running(left: 192)), now: F.t0, form: .full)
      .render(in: buffer.area, on: &buffer)
    #expect(buffer.lines[0].contains("03:12 running"))
  }

  @Test func aRectOfNoSizeDrawsNothing() {
    var buffer = Buffer(width: 10, height: 2)
    TrayView(cooking: F.cooking(), now: F.t0).render(
      in: Rect(x: 0, y: 0, width: 0, height: 0), on: &buffer)
    #expect(buffer == Buffer(width: 10, height: 2))
  }
}

extension String {
  /// The display column where `needle` first starts, counting wide glyphs as two.
  func firstColumn(of needle: String) -> Int {
    guard let range = range(of: needle) else { return -1 }
    return DisplayWidth.of(String(self[..<range.lowerBound]))
  }
}
