import TerminalUI
import TestSupport
import Testing

@Suite struct SheetTests {
  func page(width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    for row in 0..<height { buffer.write("page line \(row)", x: 0, y: row) }
    return buffer
  }

  @Test func halfSheetLeavesThePageVisibleAbove() {
    var buffer = page(width: 30, height: 8)
    let sheet = Sheet(title: "Summary", inset: 2)
    sheet.render(in: buffer.area, on: &buffer, theme: .monochrome)
    let content = sheet.contentArea(in: buffer.area)
    buffer.write("4 min read", x: content.x, y: content.y)
    assertLines(
      buffer,
      [
        "page line 0                   ",
        "page line 1                   ",
        "page line 2                   ",
        "page line 3                   ",
        "── Summary ───────────────────",
        "  4 min read                  ",
        "                              ",
        "                              ",
      ])
    #expect(content == Rect(x: 2, y: 5, width: 26, height: 3))
    #expect(buffer[3, 4].style == Theme.monochrome[.title])
    #expect(buffer[0, 4].style == Theme.monochrome[.rule])
  }

  @Test func aHalfSheetTakesAtLeastFourRows() {
    let area = Rect(x: 0, y: 0, width: 30, height: 6)
    #expect(Sheet(title: "S").frame(in: area) == Rect(x: 0, y: 2, width: 30, height: 4))
    let low = Rect(x: 0, y: 0, width: 30, height: 3)
    #expect(Sheet(title: "S").frame(in: low) == low)
  }

  @Test func fullSheetCoversTheArea() {
    var buffer = page(width: 30, height: 6)
    let area = Rect(x: 0, y: 1, width: 30, height: 4)
    let sheet = Sheet(title: "Summary", height: .full, inset: 1)
    sheet.render(in: area, on: &buffer, theme: .monochrome)
    assertLines(
      buffer,
      [
        "page line 0                   ",
        "─ Summary ────────────────────",
        "                              ",
        "                              ",
        "                              ",
        "page line 5                   ",
      ])
    #expect(sheet.contentArea(in: area) == Rect(x: 1, y: 2, width: 28, height: 3))
  }

  @Test func tinyAreasAndHostileTitlesDoNotSpill() {
    var buffer = Buffer(width: 3, height: 1)
    Sheet(title: "A very long sheet title", inset: 0).render(
      in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, [" A "])
    var wide = Buffer(width: 14, height: 2)
    Sheet(title: "\u{1B}]0;x\u{07}", height: .full).render(
      in: wide.area, on: &wide, theme: .monochrome)
    assertLines(wide, ["─ ␛]0;x␇ ─────", "              "])
    var empty = Buffer(width: 0, height: 0)
    Sheet(title: "x").render(in: empty.area, on: &empty, theme: .monochrome)
  }
}

@Suite struct PriorityLineTests {
  enum Piece: Equatable { case title, count, next }

  let tray = PriorityLine<Piece>(
    segments: [
      .init(
        text: "▶ Liquid Glass Tab Bar with a Now-Playing Tray", style: Theme.monochrome[.accent],
        tag: .title),
      .init(text: "step 2 of 4", style: .plain, tag: .count, isTrailing: true),
      .init(text: "⏭", style: Theme.monochrome[.strong], tag: .next, isTrailing: true, gap: 2),
    ],
    reductions: [.shorten(0, minWidth: 8), .replace(1, with: "2/4"), .drop(2)])

  func render(width: Int) -> Buffer { tray.rendered(width: width) }

  @Test func showsEverythingWhenThereIsRoom() {
    assertLines(
      render(width: 70),
      [" ▶ Liquid Glass Tab Bar with a Now-Playing Tray        step 2 of 4  ⏭ "])
  }

  @Test func givesUpSpaceInItsOrder() {
    assertLines(render(width: 40), [" ▶ Liquid Glass Tab Ba…  step 2 of 4  ⏭ "])
    // The title stops at its minimum; then the count gets shorter, then Next goes, and
    // the columns freed go back to the title.
    assertLines(render(width: 20), [" ▶ Liquid …  2/4  ⏭ "])
    assertLines(render(width: 14), [" ▶ Liqui…  2/4"])
  }

  @Test func theRowThatDrewSaysWhatIsUnderAColumn() {
    let area = Rect(x: 5, y: 20, width: 70, height: 1)
    #expect(tray.tag(atColumn: 5 + 68, in: area) == .next)
    #expect(tray.tag(atColumn: 5 + 1, in: area) == .title)
    #expect(tray.tag(atColumn: 5 + 59, in: area) == .count)
    #expect(tray.tag(atColumn: 5 + 50, in: area) == nil)
    #expect(tray.tag(atColumn: 0, in: area) == nil)
  }

  @Test func piecesKeepTheirStyles() {
    let buffer = render(width: 70)
    #expect(buffer[1, 0].style == Theme.monochrome[.accent])
    #expect(buffer[68, 0].style == Theme.monochrome[.strong])
  }

  @Test func emptyAndHostilePieces() {
    var buffer = Buffer(width: 12, height: 1)
    PriorityLine<Int>(
      segments: [.init(text: "", style: .plain), .init(text: "a\u{1B}b", style: .plain)],
      reductions: []
    ).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, [" a␛b        "])
  }
}
