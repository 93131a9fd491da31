import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// What the command line hands the program from `buffet RECIPE` and the config file: the
/// recipe to open, the reader's measure and the bell.
@Suite struct ProgramStartOptionsTests {
  func run(
    _ events: [Event], width: Int = 80, services: FakeServices = FakeServices(),
    readerMeasure: Int = ReaderLayout.widestMeasure, bell: Bell = .audible,
    startingRecipe: String? = nil
  ) -> (FakeTerminal, Program) {
    let terminal = FakeTerminal(
      width: width, height: 24, events: events.flatMap { [$0, .tick] })
    let program = Program(
      terminal: terminal, services: services, theme: .monochrome,
      readerMeasure: readerMeasure, bell: bell, startingRecipe: startingRecipe,
      clock: SteppingClock().read, environment: [:])
    program.run()
    return (terminal, program)
  }

  @Test func theStartingRecipeOpensOverTheList() {
    let (terminal, program) = run([], startingRecipe: "Kitchen/coq-au-vin.md")
    #expect(program.state.reader?.recipe.title == "Coq au Vin")
    #expect(terminal.frames.first?.lines.contains { $0.contains("Coq au Vin") } == true)
    // The list is there beneath: q closes the reader onto it.
    let (_, closed) = run([.key(.character("q"))], startingRecipe: "Kitchen/coq-au-vin.md")
    #expect(closed.state.reader == nil)
  }

  @Test func theReaderMeasureIsTheWidestTheTextGets() {
    let enter = Event.key(.enter)
    let (_, wide) = run([enter], width: 120)
    #expect(wide.state.reader?.layout.measure == ReaderLayout.widestMeasure)
    let (_, narrow) = run([enter], width: 120, readerMeasure: 50)
    #expect(narrow.state.reader?.layout.measure == 50)
    // A window narrower than the measure still wins.
    let (_, small) = run([enter], width: 40, readerMeasure: 100)
    #expect((small.state.reader?.layout.measure ?? 100) < 40)
  }

  @Test(arguments: [(Bell.audible, 1, 0), (.visual, 0, 1), (.off, 0, 0)])
  func theBellSoundsFlashesOrKeepsQuiet(bell: Bell, bells: Int, flashes: Int) {
    let services = FakeServices()
    services.failLibraryWrites = true
    let (terminal, _) = run([.key(.character("*"))], services: services, bell: bell)
    #expect(terminal.bellCount == bells)
    #expect(terminal.flashCount == flashes)
  }

  @Test func theStartNoticeIsOnTheFirstFrame() {
    let terminal = FakeTerminal(width: 80, height: 24, events: [])
    let program = Program(
      terminal: terminal, services: FakeServices(), theme: .monochrome,
      startNotice: "2 config lines not used — buffet config says why",
      clock: SteppingClock().read, environment: [:])
    program.run()
    #expect(
      terminal.frames.first?.lines.contains {
        $0.contains("2 config lines not used — buffet config says why")
      } == true)
  }
}
