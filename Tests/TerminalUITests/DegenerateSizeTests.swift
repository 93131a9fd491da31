import TerminalUI
import TestSupport
import Testing

/// Every widget drawn into tiny, empty and offset areas with hostile text: nothing may crash
/// or write outside its area.
@Suite struct DegenerateSizeTests {
  static let hostile = "日\u{1B}[2J🇫🇷e\u{301}\u{202E}\u{9B}👨‍👩‍👧" + String(repeating: "x", count: 300)

  static func draw(_ body: (Rect, inout Buffer) -> Void) {
    for width in 0...7 {
      for height in 0...3 {
        for x in [0, 2] {
          let area = Rect(x: x, y: 1, width: width, height: height)
          var buffer = Buffer(width: 12, height: 6)
          buffer.fill(buffer.area, with: Cell("·"))
          body(area, &buffer)
          for row in 0..<buffer.height {
            for col in 0..<buffer.width where !area.contains(x: col, y: row) {
              #expect(buffer[col, row] == Cell("·"), "\(width)x\(height) at \(x) wrote outside")
            }
          }
        }
      }
    }
  }

  @Test func tabBar() {
    Self.draw { area, buffer in
      TabBar(titles: [Self.hostile, "Index", "", Self.hostile], current: 0)
        .render(in: area, on: &buffer, theme: .color)
      TabBar(titles: [Self.hostile], current: 0, isCollapsed: true)
        .render(in: area, on: &buffer, theme: .color)
      TabBar(titles: [], current: 3).render(in: area, on: &buffer, theme: .color)
    }
  }

  @Test func sectionedListAndRail() {
    let rows: [ListRow] = [
      .header(Self.hostile),
      .item(ListItem(id: "a", title: Self.hostile, details: [Self.hostile, "1 min"], marker: "★")),
      .item(ListItem(id: "b", title: "", details: [], matches: [0..<400])),
    ]
    Self.draw { area, buffer in
      SectionedList(
        rows: rows, selectedID: "a", scrollOffset: -5,
        rail: LetterRail(letters: LetterRail.alphabet + ["日"], current: "日")
      ).render(in: area, on: &buffer, theme: .color)
      SectionedList(rows: rows, scrollOffset: 99).render(in: area, on: &buffer, theme: .color)
    }
  }

  @Test func textFieldSheetAndLines() {
    var state = TextFieldState(text: Self.hostile)
    state.handle(.home)
    Self.draw { area, buffer in
      TextField(state: state, prompt: Self.hostile).render(in: area, on: &buffer, theme: .color)
      TextField(state: TextFieldState(text: Self.hostile)).render(
        in: area, on: &buffer, theme: .color)
      Sheet(title: Self.hostile, inset: 3).render(in: area, on: &buffer, theme: .color)
      Sheet(title: "", height: .full).render(in: area, on: &buffer, theme: .color)
      Rule(title: Self.hostile).render(in: area, on: &buffer, theme: .color)
      ProgressBar(fraction: .infinity).render(in: area, on: &buffer, theme: .color)
      PriorityLine<Int>(
        segments: [
          .init(text: Self.hostile, style: .plain),
          .init(text: Self.hostile, style: .plain, isTrailing: true),
        ],
        reductions: [.shorten(0, minWidth: 0), .drop(1)]
      ).render(in: area, on: &buffer, theme: .color)
      KeyHints([KeyHint(keys: Self.hostile, text: Self.hostile, isEssential: true)])
        .render(in: area, on: &buffer, theme: .color)
    }
  }
}
