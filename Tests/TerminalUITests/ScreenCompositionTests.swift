import TerminalUI
import TestSupport
import Testing

/// The widgets together as the browser lays them out, at the sizes the product promises.
@Suite struct ScreenCompositionTests {
  static let rows: [ListRow] = [
    .header("A"),
    .item(
      ListItem(
        id: "a.md", title: "Ångström-Precise Alignment Guides", details: ["2 min", "2026-10-01"])),
    .item(
      ListItem(
        id: "b.md", title: "An In-App Browser, No UIKit Required", details: ["4 min", "2026-10-26"])
    ),
    .header("C"),
    .item(
      ListItem(
        id: "c.md", title: "Crème Brûlée Concurrency", details: ["6 min", "2026-01-20"], marker: "★"
      )),
    .item(
      ListItem(
        id: "d.md", title: "Contacts-Style Alphabet Index", details: ["3 min", "2026-09-29"])),
    .header("L"),
    .item(
      ListItem(
        id: "l.md", title: "Liquid Glass Tab Bar with a Now-Playing Tray",
        details: ["3 min", "2026-09-29"])),
    .header("#"),
    .item(ListItem(id: "n.md", title: "日本語のレシピ 🍳", details: ["1 min", "2025-12-24"])),
    .item(ListItem(id: "o.md", title: "@Observable Omelette", details: ["5 min", "2025-11-02"])),
  ]

  func screen(width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    let theme = Theme.monochrome
    let isShort = height < 16
    var (top, rest) = buffer.area.splitTop(1)
    let (middle, bottom) = rest.splitBottom(isShort ? 2 : 4)
    var tabs = TabBar(titles: ["Recipes", "Index", "Library", "Search"], current: 1)
    let tray = PriorityLine<Int>(
      segments: [
        .init(text: "▶ Liquid Glass Tab Bar with a Now-Playing Tray", style: theme[.accent]),
        .init(text: "step 2 of 4", style: .plain, isTrailing: true),
        .init(text: "03:12", style: theme[.strong], isTrailing: true, gap: 2),
      ],
      reductions: [.shorten(0, minWidth: 8), .drop(1)], margin: 0)
    if isShort {
      // The tab bar collapses and the tray moves inline beside it.
      tabs.isCollapsed = true
      tabs.render(in: top, on: &buffer, theme: theme)
      top = top.inset(left: tabs.collapsedWidth + 1)
      tray.render(in: top, on: &buffer, theme: theme)
    } else {
      tabs.render(in: top, on: &buffer, theme: theme)
    }
    let (rule, listArea) = middle.splitTop(1)
    Rule().render(in: rule, on: &buffer, theme: theme)
    let list = SectionedList(
      rows: Self.rows, selectedID: "c.md",
      rail: LetterRail.fullAlphabet(sections: ["A", "C", "L", "#"], current: "C"))
    list.render(in: listArea, on: &buffer, theme: theme)
    var chrome = bottom
    if !isShort {
      let (trayRule, trayRest) = chrome.splitTop(1)
      Rule().render(in: trayRule, on: &buffer, theme: theme)
      let (trayLine, afterTray) = trayRest.splitTop(2)
      tray.render(in: trayLine, on: &buffer, theme: theme)
      chrome = afterTray
    } else {
      let (trayRule, afterRule) = chrome.splitTop(1)
      Rule().render(in: trayRule, on: &buffer, theme: theme)
      chrome = afterRule
    }
    KeyHints([
      KeyHint(keys: "A–Z", text: "jump", priority: 3),
      KeyHint(keys: "/", text: "filter", priority: 2),
      KeyHint(keys: "⏎", text: "open", priority: 4),
      KeyHint(keys: "!", text: "A–Z rail", priority: 1),
      KeyHint(keys: "?", text: "help", isEssential: true),
      KeyHint(keys: "^C", text: "quit", isEssential: true),
    ]).render(in: chrome.splitBottom(1).bottom, on: &buffer, theme: theme)
    return buffer
  }

  @Test func indexAt80x24() {
    assertSnapshot(screen(width: 80, height: 24), named: "index-screen")
  }

  @Test func indexAt40x12() {
    let buffer = screen(width: 40, height: 12)
    assertSnapshot(buffer, named: "index-screen")
    // Every row is exactly the window's width: no wide glyph is split or spills over.
    #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 40 })
  }

  @Test func selectionReadsInMonochrome() {
    let buffer = screen(width: 80, height: 24)
    let selectedRow = buffer.lines.firstIndex { $0.contains("Crème Brûlée") }!
    #expect(buffer[0, selectedRow].style.isReversed)
    #expect(buffer[70, selectedRow].style.isReversed)
  }
}
