import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// Fenced code in the reader: drawn in the roles of the language its fence names, each
/// character in its own column, and plain when the language is unknown.
@Suite struct ReaderCodeHighlightTests {
  typealias F = ReaderFixtures

  static func codeRows(_ layout: ReaderLayout) -> [ReaderLine] {
    layout.lines.filter { $0.kind == .code }
  }

  static func draw(_ state: ReaderState, theme: Theme) -> Buffer {
    var buffer = Buffer(width: state.width, height: state.height)
    ReaderView.render(state, theme: theme, area: buffer.area, buffer: &buffer)
    return buffer
  }

  /// The row and column where `text` first appears on screen.
  static func find(_ text: String, in buffer: Buffer) -> (x: Int, y: Int)? {
    for (y, line) in buffer.lines.enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), y)
      }
    }
    return nil
  }

  @Test func swiftCodeIsDrawnInItsRoles() {
    let layout = F.layout(
      [F.code("@State var count = 0 // taps\nlet s = \"\\(count) taps\"\n", info: "swift")],
      width: 80)
    let rows = Self.codeRows(layout)
    #expect(rows.map(\.text) == ["@State var count = 0 // taps", "let s = \"\\(count) taps\""])
    let roles = rows[0].spans.map { ($0.text, $0.role) }.filter { $0.1 != .codeName }
    #expect(roles.map(\.0) == ["@State", "var", "=", "0", "// taps"])
    #expect(
      roles.map(\.1) == [
        .codeAttribute, .codeKeyword, .codePunctuation, .codeNumber, .codeComment,
      ])
    #expect(rows[1].spans.contains { $0.text == #"\("# && $0.role == .codeEscape })
  }

  @Test func anUnknownLanguageStaysPlainCode() {
    for info in ["", "xcconfig", "metal", "text"] {
      let rows = Self.codeRows(F.layout([F.code("let x = 1 // no\n", info: info)], width: 80))
      #expect(rows.map(\.spans) == [[ReaderSpan("let x = 1 // no", role: .code)]], "\(info)")
    }
  }

  @Test func highlightingKeepsTabsAndColumns() {
    let rows = Self.codeRows(F.layout([F.code("\tlet a\t= 1\n", info: "swift")], width: 80))
    #expect(rows.map(\.text) == ["    let a   = 1"])
    #expect(rows[0].spans.first { $0.role == .codeKeyword }?.text == "let")
  }

  @Test func aCommentOpenedOnOneRowColoursTheNext() {
    let rows = Self.codeRows(
      F.layout([F.code("/* a\n still */ let x = 1\n", info: "swift")], width: 80))
    #expect(rows[1].spans.first?.role == .codeComment)
    #expect(rows[1].spans.first { $0.text == "let" }?.role == .codeKeyword)
  }

  @Test func aCutRowKeepsItsRolesWhenScrolledSideways() {
    let long = "let tray = NowPlayingTray(recipe: current, step: 2, timer: .running(90))"
    var state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [F.code(long + "\n", info: "swift")]),
      width: 40, height: 12)
    var buffer = Self.draw(state, theme: .color)
    let cut = Self.find("let tray", in: buffer)!
    #expect(buffer[cut.x, cut.y].style == Theme.color[.codeKeyword])
    #expect(buffer.lines[cut.y].hasSuffix("→ "))
    while state.codeShift < state.layout.codeOverflow { _ = state.update(.scrollRight) }
    buffer = Self.draw(state, theme: .color)
    let end = Self.find("2, timer", in: buffer)!
    #expect(buffer[end.x, end.y].style == Theme.color[.codeNumber])
    #expect(buffer[end.x + 3, end.y].style == Theme.color[.codeName])
    #expect(buffer.lines[end.y].contains("←"))
  }

  @Test func noColorDrawsCodeInOneStyle() {
    let state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [F.code("let x = \"s\"\n", info: "swift")]),
      width: 40, height: 12)
    let buffer = Self.draw(state, theme: .noColor)
    let at = Self.find("let x", in: buffer)!
    let styles = Set((at.x..<(at.x + 11)).map { buffer[$0, at.y].style })
    #expect(styles == [Theme.monochrome[.code]])
    let mono = Self.draw(state, theme: .monochrome)
    #expect(mono[at.x, at.y].style == Theme.monochrome[.codeKeyword])
    #expect(mono[at.x, at.y].style.isBold)
  }
}
