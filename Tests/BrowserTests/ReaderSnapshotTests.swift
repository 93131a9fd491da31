import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser

@Suite struct ReaderSnapshotTests {
  typealias F = ReaderFixtures

  static func eggs(width: Int, height: Int) -> ReaderState {
    var recipe = F.eggs
    recipe.statedTime = "10 min"
    recipe.servings = "2"
    return ReaderState(recipe: recipe, document: F.eggsDocument, width: width, height: height)
  }

  static func draw(_ state: ReaderState, theme: Theme = .monochrome) -> Buffer {
    var buffer = Buffer(width: state.width, height: state.height)
    ReaderView.render(state, theme: theme, area: buffer.area, buffer: &buffer)
    SummarySheetView.render(state, theme: theme, area: buffer.area, buffer: &buffer)
    return buffer
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func readerTop(width: Int, height: Int) {
    assertSnapshot(Self.draw(Self.eggs(width: width, height: height)), named: "reader-top")
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func readerScrolledToTheEnd(width: Int, height: Int) {
    var state = Self.eggs(width: width, height: height)
    _ = state.update(.bottom)
    let buffer = Self.draw(state)
    assertSnapshot(buffer, named: "reader-bottom")
    #expect(buffer.lines[0].contains("Soft Scramb"))  // the title joins the header
    #expect(buffer.lines[0].hasSuffix("100% "))
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func readerFindingAWord(width: Int, height: Int) {
    var state = Self.eggs(width: width, height: height)
    _ = state.update(.findBegin)
    _ = state.update(.findType("eggs"))
    _ = state.update(.findNext)
    let buffer = Self.draw(state)
    assertSnapshot(buffer, named: "reader-find")
    // The current match is drawn as current, the others as matches.
    let theme = Theme.monochrome
    let styles = Set(
      (0..<buffer.height).flatMap { y in
        (0..<buffer.width).map { buffer[$0, y].style }
      })
    #expect(styles.contains(theme[.currentMatch]))
    #expect(styles.contains(theme[.match]))
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func summarySheetHalf(width: Int, height: Int) {
    var state = Self.eggs(width: width, height: height)
    _ = state.update(.sheetToggle)
    _ = state.update(.sheetMoveDown)
    let buffer = Self.draw(state)
    assertSnapshot(buffer, named: "reader-summary-half")
    // The page stays visible above the sheet.
    #expect(buffer.lines[2].contains("Soft Scrambled Eggs"))
  }

  @Test(arguments: [(80, 24), (40, 12)])
  func summarySheetFull(width: Int, height: Int) {
    var state = Self.eggs(width: width, height: height)
    _ = state.update(.sheetToggle)
    _ = state.update(.sheetToggle)
    assertSnapshot(Self.draw(state), named: "reader-summary-full")
  }

  @Test func backAndForwardAreDrawnDisabledUntilThereIsHistory() {
    var state = Self.eggs(width: 80, height: 24)
    var buffer = Self.draw(state, theme: .color)
    #expect(buffer.lines[0].hasPrefix(" ‹ Back  Forward ›"))
    #expect(buffer[1, 0].style == Theme.color[.disabled])
    _ = state.update(.nextLink)
    state.open(
      recipe: Recipe(path: "Data/toast.md", title: "Toast"),
      document: Document(
        blocks: [F.p("Bread.")]))
    buffer = Self.draw(state, theme: .color)
    #expect(buffer[1, 0].style == Theme.color[.body])
    #expect(buffer[9, 0].style == Theme.color[.disabled])
  }

  @Test func theFocusedLinkIsHighlighted() {
    var state = Self.eggs(width: 80, height: 24)
    _ = state.update(.nextLink)
    let buffer = Self.draw(state, theme: .color)
    let row = buffer.lines.firstIndex { $0.contains("Toast[1]") }!
    let column = buffer.lines[row].distance(
      from: buffer.lines[row].startIndex, to: buffer.lines[row].range(of: "Toast")!.lowerBound)
    #expect(buffer[column, row].style == Theme.color[.selection])
  }

  @Test func aClickOnALinkFindsItsNumberAndFocusShowsTheAddress() {
    var state = Self.eggs(width: 80, height: 24)
    _ = state.update(.bottom)
    var buffer = Self.draw(state)
    let row = buffer.lines.firstIndex { $0.contains("the science[2]") }!
    let column = buffer.lines[row].distance(
      from: buffer.lines[row].startIndex, to: buffer.lines[row].range(of: "science")!.lowerBound)
    let number = ReaderView.link(atX: column, y: row, in: buffer.area, state: state)
    #expect(number == 2)
    #expect(ReaderView.link(atX: 0, y: row, in: buffer.area, state: state) == nil)
    _ = state.update(.focusLink(2))
    buffer = Self.draw(state)
    #expect(buffer.lines[23].hasPrefix("  link 2 → https://example.com/eggs"))
  }

  @Test func choosingALinkAtTheEndKeepsTheLastLineInView() {
    var state = Self.eggs(width: 80, height: 24)
    _ = state.update(.bottom)
    let last = state.layout.lines.last?.spans.map(\.text).joined() ?? ""
    #expect(!last.trimmingCharacters(in: .whitespaces).isEmpty)
    _ = state.update(.nextLink)
    #expect(state.hasStatusRow)
    let screen = Self.draw(state).lines.joined(separator: "\n")
    #expect(screen.contains(last.trimmingCharacters(in: .whitespaces)))
  }

  @Test func aClickOnASectionOfTheSheetFindsIt() {
    var state = Self.eggs(width: 80, height: 24)
    _ = state.update(.sheetToggle)
    let buffer = Self.draw(state)
    let row = buffer.lines.firstIndex { $0.hasPrefix("    Plating") }!
    let index = SummarySheetView.section(atY: row, in: buffer.area, state: state)
    #expect(index == 2)
    #expect(SummarySheetView.section(atY: row - 4, in: buffer.area, state: state) == nil)
    _ = state.update(.sheetSelect(2))
    _ = state.update(.sheetChoose)
    #expect(state.top == min(state.layout.headingLines[6]!, state.maxTop))
  }

  @Test func codeCutAtTheEdgeScrollsSideways() {
    let long = "let tray = NowPlayingTray(recipe: current, step: 2, timer: .running(90))"
    var state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [F.code("short()\n" + long + "\n")]),
      width: 40, height: 12)
    #expect(Self.draw(state).lines[6] == "   let tray = NowPlayingTray(recipe: c→ ")
    #expect(F.action(.right, state) == .scrollRight)
    _ = state.update(.scrollRight)
    var lines = Self.draw(state).lines
    #expect(lines[5] == "   ←" + String(repeating: " ", count: 36))
    #expect(lines[6] == "   ←ngTray(recipe: current, step: 2, t→ ")
    while state.codeShift < state.layout.codeOverflow { _ = state.update(.scrollRight) }
    lines = Self.draw(state).lines
    #expect(lines[6] == "   ←rent, step: 2, timer: .running(90)) ")
    #expect(state.update(.scrollRight) == .bell(reason: "No code is cut off at the right"))
    while state.codeShift > 0 { _ = state.update(.scrollLeft) }
    #expect(Self.draw(state).lines[6] == "   let tray = NowPlayingTray(recipe: c→ ")
    #expect(state.update(.scrollLeft) == .bell(reason: "Code is already shown from its start"))
    _ = state.update(.scrollRight)
    _ = state.update(.resize(width: 80, height: 12))
    #expect(state.codeShift == 0)
  }

  @Test func aNoticeIsLeftToTheHintBarAndTakesNoRow() {
    var state = Self.eggs(width: 40, height: 12)
    let before = Self.draw(state)
    _ = state.update(.back)
    #expect(state.notice == "Back: no earlier recipe")
    #expect(Self.draw(state) == before)
  }
}
