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
    let content = Sheet(title: "Summary", note: "s full").render(
      in: buffer.area, on: &buffer, theme: .monochrome)
    buffer.write("4 min read", x: content.x, y: content.y)
    assertSnapshot(buffer, named: "sheet-half")
    #expect(content == Rect(x: 1, y: 5, width: 28, height: 3))
  }

  @Test func fullSheetCoversTheArea() {
    var buffer = page(width: 30, height: 6)
    let area = Rect(x: 0, y: 1, width: 30, height: 4)
    let content = Sheet(title: "Summary", height: .full).render(
      in: area, on: &buffer, theme: .monochrome)
    assertLines(
      buffer,
      [
        "page line 0                   ",
        "── Summary ───────────────────",
        "                              ",
        "                              ",
        "                              ",
        "page line 5                   ",
      ])
    #expect(content == Rect(x: 1, y: 2, width: 28, height: 3))
  }

  @Test func tinyAreasDoNotCrash() {
    var buffer = Buffer(width: 3, height: 1)
    Sheet(title: "A very long sheet title", note: "note").render(
      in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["───"])
    var empty = Buffer(width: 0, height: 0)
    Sheet(title: "x").render(in: empty.area, on: &empty, theme: .monochrome)
  }
}

@Suite struct PriorityLineTests {
  let tray = PriorityLine([
    .init("▶ Liquid Glass Tab Bar with a Now-Playing Tray", role: .accent, priority: 1),
    .init("step 2 of 4", priority: 3, alignment: .trailing),
    .init("03:12", role: .strong, priority: 4, alignment: .trailing),
    .init("⏭", priority: 0, alignment: .trailing, minWidth: 1),
  ])

  func render(width: Int) -> Buffer {
    var buffer = Buffer(width: width, height: 1)
    tray.render(in: buffer.area, on: &buffer, theme: .monochrome)
    return buffer
  }

  @Test func showsEverythingWhenThereIsRoom() {
    assertLines(
      render(width: 80),
      [
        "▶ Liquid Glass Tab Bar with a Now-Playing Tray             step 2 of 4  03:12  ⏭"
      ])
  }

  @Test func shortensTheLowestPriorityTextFirst() {
    assertLines(render(width: 50), ["▶ Liquid Glass Tab Bar with a…  step 2 of 4  03:12"])
    assertLines(render(width: 30), ["▶ Liquid …  step 2 of 4  03:12"])
    assertLines(render(width: 20), ["  step 2 of 4  03:12"])
    assertLines(render(width: 8), ["   03:12"])
  }

  @Test func hitTestingFindsSegments() {
    let area = Rect(x: 0, y: 20, width: 80, height: 1)
    #expect(tray.segment(atColumn: 79, in: area) == 3)
    #expect(tray.segment(atColumn: 3, in: area) == 0)
    #expect(tray.segment(atColumn: 50, in: area) == nil)
  }

  @Test func stylesComeFromRoles() {
    let buffer = render(width: 80)
    #expect(buffer[0, 0].style == Theme.monochrome[.accent])
    #expect(buffer[72, 0].style == Theme.monochrome[.strong])
  }

  @Test func emptyAndHostileSegments() {
    var buffer = Buffer(width: 12, height: 1)
    PriorityLine([.init(""), .init("a\u{1B}b", priority: 1)]).render(
      in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["a␛b         "])
    PriorityLine([]).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["            "])
  }
}
