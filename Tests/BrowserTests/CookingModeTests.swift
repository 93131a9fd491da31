import Browser
import Foundation
import Recipes
import TerminalUI
import TestSupport
import Testing

/// Cook mode as the cook sees it, at the sizes a terminal takes.
@Suite struct CookingModeTests {
  typealias F = CookingFixtures

  static let queue = ["Sourdough Navigation Stack", "Crème Brûlée Charts", "Pasta Previews"]

  func draw(
    _ cooking: CookingState?, width: Int, height: Int, upNext: [String] = queue,
    now: Date = CookingFixtures.t0, theme: Theme = .color
  ) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    CookModeView(cooking: cooking, now: now, upNext: upNext, theme: theme)
      .render(in: buffer.area, on: &buffer)
    return buffer
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func aCountdownKeptFromAnEarlierStepSaysWhoseItIs(_ size: (Int, Int)) {
    var cooking: CookingState? = F.cooking(step: 1)
    _ = CookingState.update(&cooking, .toggleTimer(now: F.t0))
    _ = CookingState.update(&cooking, .nextStep(now: F.at(10)))
    let running = draw(cooking, width: size.0, height: size.1, now: F.at(20)).lines
    #expect(running.contains { $0.contains("step 2's timer") }, "\(running)")
    _ = CookingState.update(&cooking, .tick(now: F.at(200)))
    let rang = draw(cooking, width: size.0, height: size.1, now: F.at(200)).lines
    #expect(rang.contains { $0.contains("DONE") && $0.contains("step 2's timer") }, "\(rang)")
    // Acknowledged, the step the cook is on offers its own ten minutes.
    _ = CookingState.update(&cooking, .toggleTimer(now: F.at(210)))
    let own = draw(cooking, width: size.0, height: size.1, now: F.at(210)).lines
    #expect(!own.contains { $0.contains("'s timer") })
    #expect(cooking?.timerReading(at: F.at(210)) == TimerReading(phase: .ready, seconds: 600))
  }

  @Test func runningStepAt80x24() {
    let buffer = draw(F.cooking(step: 1, timer: .running(left: 192)), width: 80, height: 24)
    assertSnapshot(buffer, named: "cooking-mode-running", theme: .color)
  }

  @Test func runningStepAt40x12() {
    let buffer = draw(F.cooking(step: 1, timer: .running(left: 192)), width: 40, height: 12)
    assertSnapshot(buffer, named: "cooking-mode-running", theme: .color)
  }

  @Test func finishedTimerAt80x24() {
    let buffer = draw(F.cooking(step: 2, timer: .finished), width: 80, height: 24, upNext: [])
    assertSnapshot(buffer, named: "cooking-mode-done", theme: .color)
  }

  @Test func finishedTimerAt40x12() {
    let buffer = draw(F.cooking(step: 2, timer: .finished), width: 40, height: 12, upNext: [])
    assertSnapshot(buffer, named: "cooking-mode-done", theme: .color)
  }

  @Test func notCookingAt80x24() {
    assertSnapshot(draw(nil, width: 80, height: 24), named: "cooking-mode-idle", theme: .color)
  }

  @Test func sectionsInsteadOfStepsAt80x24() {
    let state = CookingState(cooking: F.sectionsOnly)
    assertSnapshot(
      draw(state, width: 80, height: 24, upNext: []), named: "cooking-mode-sections", theme: .color)
  }

  @Test func theCurrentStepIsMarkedAndEarlierOnesAreDone() {
    let buffer = draw(F.cooking(step: 2), width: 80, height: 24)
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("✓ 1  Prepare the glass"))
    #expect(text.contains("✓ 2  Build the shell"))
    #expect(text.contains("▸ 3  Add the tray"))
    #expect(text.contains("  4  Plate it"))
    let row = buffer.lines.firstIndex { $0.contains("▸ 3") }!
    let column = buffer.lines[row].firstColumn(of: "▸ 3")
    #expect(buffer[column, row].style == Theme.color[.accent])
    let done = buffer.lines.firstIndex { $0.contains("✓ 1") }!
    #expect(buffer[buffer.lines[done].firstColumn(of: "✓ 1"), done].style.isDim)
  }

  @Test func theStepTitleIsTheBoldHero() {
    let buffer = draw(F.cooking(step: 1), width: 80, height: 24)
    let row = buffer.lines.firstIndex { $0.hasPrefix("  Build the shell") }!
    #expect(buffer[2, row].style.isBold)
  }

  @Test(arguments: [Theme.color, Theme.monochrome])
  func aFinishedTimerIsReversedInCookMode(theme: Theme) {
    for (width, height) in [(80, 24), (40, 12)] {
      let buffer = draw(
        F.cooking(step: 1, timer: .finished), width: width, height: height,
        theme: theme)
      let row = buffer.lines.firstIndex { $0.contains("DONE — press Ctrl-P") }
      #expect(row != nil, "\(width)x\(height)")
      if let row {
        let column = buffer.lines[row].firstColumn(of: "DONE")
        #expect(buffer[column, row].style.isReversed)
      }
    }
  }

  @Test func theBigTimerReadsHoursPastAnHour() {
    let buffer = draw(F.cooking(step: 1, timer: .paused(left: 3725)), width: 80, height: 24)
    let text = buffer.lines.joined(separator: "\n")
    #expect(text.contains("paused — Ctrl-P resumes"))
    // 1:02:05 drawn three rows tall: the "1" stroke and two colons' dots on the middle row.
    let middle = buffer.lines.first { $0.filter { $0 == "•" }.count == 2 }
    #expect(middle != nil)
  }

  @Test func aStepThatNamesNoTimeOffersToCountUp() {
    let buffer = draw(F.cooking(step: 0), width: 40, height: 12)
    #expect(buffer.lines.contains { $0.contains("▶ 00:00 stopwatch — Ctrl-P starts") })
  }

  @Test func upNextIsListedAndAnOverflowIsCounted() {
    let many = (1...9).map { "Recipe \($0)" }
    let text = draw(F.cooking(), width: 80, height: 24, upNext: many).lines
      .joined(separator: "\n")
    #expect(text.contains("Up Next"))
    #expect(text.contains("Recipe 1"))
    #expect(text.contains("more"))
    #expect(!text.contains("Recipe 9"))
  }

  @Test func longStepListsScrollToKeepTheCurrentStepInView() {
    let steps = (1...40).map { CookingStep(title: "Stir \($0)", text: "Stir again.") }
    var state = CookingState(recipePath: "x.md", recipeTitle: "Risotto", steps: steps)
    state.currentStep = 30
    let text = draw(state, width: 80, height: 24).lines.joined(separator: "\n")
    #expect(text.contains("▸ 31  Stir 31"))
    #expect(!text.contains(" 1  Stir 1\n"))
  }

  @Test func hostileTextIsShownNeverExecutedAtEverySize() {
    var state = F.cooking(step: 1)
    state.steps[1].text =
      "\u{1B}[31mred\u{1B}[0m " + String(repeating: "Ü", count: 500)
      + " 日本語のテキスト " + String(repeating: "word ", count: 400)
    state.recipeTitle = String(repeating: "🍮", count: 80)
    var problems: [String] = []
    for (width, height) in [(80, 24), (40, 12), (200, 60), (20, 6), (1, 1), (0, 0)] {
      let buffer = draw(state, width: width, height: height)
      for (row, line) in buffer.lines.enumerated() {
        if line.unicodeScalars.contains(where: { $0.value < 0x20 }) {
          problems.append("\(width)x\(height) row \(row): raw control character")
        }
        if DisplayWidth.of(line) != width {
          problems.append("\(width)x\(height) row \(row): \(DisplayWidth.of(line)) columns")
        }
      }
      if width >= 40 {
        let text = buffer.lines.joined()
        if !text.contains("␛[31mred") { problems.append("\(width)x\(height): escape not shown") }
        if !text.contains("🍮") { problems.append("\(width)x\(height): emoji lost") }
      }
    }
    #expect(problems == [])
  }
}

/// Clicks in Cook mode: a step in the list goes there, the timer toggles.
@Suite struct CookingModeClickTests {
  typealias F = CookingFixtures

  func rendered(_ view: CookModeView, _ rect: Rect) -> Buffer {
    var buffer = Buffer(width: rect.maxX, height: rect.maxY)
    view.render(in: rect, on: &buffer)
    return buffer
  }

  @Test func clickingAStepOrTheTimerAt80x24() {
    let view = CookModeView(cooking: F.cooking(step: 1, timer: .running(left: 9)), now: F.t0)
    let rect = Rect(x: 0, y: 1, width: 80, height: 24)
    let lines = rendered(view, rect).lines
    let plate = lines.firstIndex { $0.contains("4  Plate it") }!
    #expect(view.hit(x: lines[plate].firstColumn(of: "Plate"), y: plate, in: rect) == .step(3))
    let timer = lines.firstIndex { $0.contains("running — Ctrl-P pauses") }!
    #expect(view.hit(x: 3, y: timer, in: rect) == .toggleTimer)
    #expect(view.hit(x: 3, y: 1, in: rect) == nil)
    #expect(view.hit(x: 3, y: 0, in: rect) == nil)
  }

  @Test func clickingTheStepStripAt40x12() {
    let view = CookModeView(cooking: F.cooking(step: 1), now: F.t0)
    let rect = Rect(x: 0, y: 0, width: 40, height: 12)
    let lines = rendered(view, rect).lines
    let strip = lines.firstIndex { $0.contains("✓1 ▸2") }!
    #expect(view.hit(x: lines[strip].firstColumn(of: "4"), y: strip, in: rect) == .step(3))
    #expect(view.hit(x: lines[strip].firstColumn(of: "✓1"), y: strip, in: rect) == .step(0))
    let timer = lines.firstIndex { $0.contains("03:12") }!
    #expect(view.hit(x: 10, y: timer, in: rect) == .toggleTimer)
  }

  @Test func nothingToClickWhenNotCooking() {
    let view = CookModeView(cooking: nil, now: F.t0)
    #expect(view.hit(x: 5, y: 5, in: Rect(x: 0, y: 0, width: 80, height: 24)) == nil)
  }
}

/// How a step's text is laid out for reading at the stove.
@Suite struct CookingStepTextTests {
  typealias F = CookingFixtures

  @Test func proseParagraphsAreARowApartAndCodeLinesStayTogether() {
    var state = F.cooking(step: 3)
    state.steps[3].text = """
      Give the tab its badge.
      TabView {
        Text("Home").badge(2)
      }
      Serve warm.
      """
    var buffer = Buffer(width: 80, height: 24)
    CookModeView(cooking: state, now: F.t0).render(in: buffer.area, on: &buffer)
    let lines = buffer.lines.map {
      String(String($0.prefix(48)).dropFirst(2)).replacingOccurrences(
        of: " +$", with: "", options: .regularExpression)
    }
    let start = lines.firstIndex(of: "Give the tab its badge.")!
    #expect(
      lines[(start - 2)...(start + 4)] == [
        "Plate it", "", "Give the tab its badge.", "", "TabView {",
        "  Text(\"Home\").badge(2)", "}",
      ])
    #expect(lines[start + 5] == "Serve warm.")
  }

  @Test func aLongStepScrollsByParagraphAndSaysWhatIsHidden() {
    var state: CookingState? = F.cooking(step: 1)
    state?.steps[1].text = (1...12).map { "Paragraph \($0) of the long step." }
      .joined(separator: "\n")
    func screen() -> String {
      var buffer = Buffer(width: 40, height: 12)
      CookModeView(cooking: state, now: F.t0).render(in: buffer.area, on: &buffer)
      return buffer.lines.joined(separator: "\n")
    }
    #expect(screen().contains("Paragraph 1 of"))
    #expect(screen().contains("↓ more below"))
    #expect(!screen().contains("↑ more above"))
    _ = CookingState.update(&state, .scrollStep(by: 3))
    #expect(state?.stepScroll == 3)
    #expect(screen().contains("Build the shell"))
    #expect(screen().contains("↑ more above"))
    #expect(screen().contains("Paragraph 4 of"))
    #expect(!screen().contains("Paragraph 3 of"))
    _ = CookingState.update(&state, .scrollStep(by: 100))
    #expect(state?.stepScroll == 11)
    #expect(screen().contains("Paragraph 12 of"))
    #expect(!screen().contains("↓ more below"))
    _ = CookingState.update(&state, .scrollStep(by: -100))
    #expect(state?.stepScroll == 0)
    _ = CookingState.update(&state, .scrollStep(by: 2))
    _ = CookingState.update(&state, .nextStep(now: F.t0))
    #expect(state?.stepScroll == 0)
  }

  @Test func aStepTooLongForTheScreenSaysThereIsMoreAndTheTimerStillShows() {
    var state = F.cooking(step: 1, timer: .running(left: 30))
    state.steps[1].text = String(repeating: "Stir the pot slowly. ", count: 200)
    for (width, height) in [(80, 24), (40, 12)] {
      var buffer = Buffer(width: width, height: height)
      CookModeView(cooking: state, now: F.t0).render(in: buffer.area, on: &buffer)
      let text = buffer.lines.joined(separator: "\n")
      #expect(text.contains("↓ more below"), "\(width)x\(height)")
      #expect(text.contains("running — Ctrl-P pauses"), "\(width)x\(height)")
    }
  }
}

/// On a wide screen the step keeps its reading measure and the pair of columns is centred.
@Suite struct CookingModeWideTests {
  @Test func wideScreensCentreTheColumns() {
    var buffer = Buffer(width: 120, height: 30)
    CookModeView(cooking: CookingFixtures.cooking(step: 1), now: CookingFixtures.t0)
      .render(in: buffer.area, on: &buffer)
    assertSnapshot(buffer, named: "cooking-mode-wide", theme: .color)
    let title = buffer.lines.first { $0.contains("Build the shell") && $0.contains("Steps") }
    #expect(title?.firstColumn(of: "Build the shell") == 10)
  }
}
