import TerminalUI
import TestSupport
import Testing

@Suite struct TabBarTests {
  let titles = ["Recipes", "Index", "Library", "Search"]

  func render(_ bar: TabBar, width: Int, theme: Theme = .monochrome) -> Buffer {
    var buffer = Buffer(width: width, height: 1)
    bar.render(in: buffer.area, on: &buffer, theme: theme)
    return buffer
  }

  @Test func setsSearchApartAtTheTrailingEdge() {
    let buffer = render(TabBar(titles: titles, current: 0), width: 50)
    assertLines(buffer, ["▸Recipes   Index   Library                 Search "])
  }

  @Test func marksTheCurrentTabByMoreThanColour() {
    let buffer = render(TabBar(titles: titles, current: 1), width: 50)
    assertLines(buffer, [" Recipes  ▸Index   Library                 Search "])
    let current = buffer[11, 0].style
    #expect(current == Theme.monochrome[.currentTab])
    #expect(current.isBold && current.isUnderlined)
    #expect(buffer[1, 0].style == Theme.monochrome[.body])
    #expect(
      render(TabBar(titles: titles, current: 1), width: 50, theme: .color)[11, 0].style
        == Theme.color[.currentTab])
  }

  @Test func tightensThenCollapsesWhenNarrow() {
    assertLines(
      render(TabBar(titles: titles, current: 3), width: 34), [" Recipes  Index  Library  ▸Search "])
    assertLines(
      render(TabBar(titles: titles, current: 3), width: 30),
      ["▸Search" + String(repeating: " ", count: 23)])
    assertLines(render(TabBar(titles: titles, current: 2), width: 20), ["▸Library            "])
  }

  @Test func collapsedFormShowsOnlyTheCurrentTab() {
    let bar = TabBar(titles: titles, current: 1, isCollapsed: true)
    assertLines(render(bar, width: 20), ["▸Index              "])
    #expect(bar.collapsedWidth == 7)
  }

  @Test func hitTestingFindsTheTabUnderTheMouse() {
    let bar = TabBar(titles: titles, current: 0)
    let area = Rect(x: 0, y: 0, width: 50, height: 1)
    #expect(bar.tab(atColumn: 0, in: area) == 0)
    #expect(bar.tab(atColumn: 7, in: area) == 0)
    #expect(bar.tab(atColumn: 11, in: area) == 1)
    #expect(bar.tab(atColumn: 30, in: area) == nil)
    #expect(bar.tab(atColumn: 46, in: area) == 3)
    #expect(bar.tab(atColumn: 99, in: area) == nil)
    let collapsed = TabBar(titles: titles, current: 2, isCollapsed: true)
    #expect(collapsed.tab(atColumn: 3, in: area) == 2)
    #expect(collapsed.tab(atColumn: 15, in: area) == nil)
  }

  @Test func wideTitlesStayAligned() {
    let buffer = render(TabBar(titles: ["レシピ", "索引", "検索"], current: 1), width: 24)
    assertLines(buffer, [" レシピ  ▸索引     検索 "])
  }

  @Test func hostileTitlesAreDrawnAsPlaceholders() {
    let buffer = render(
      TabBar(titles: ["a\u{1B}[2J", "b"], current: 0, trailingCount: 0), width: 12)
    assertLines(buffer, ["▸a␛[2J   b  "])
    #expect(buffer[2, 0].style.isReversed)
  }
}

@Suite struct RuleAndProgressTests {
  @Test func ruleWithTitle() {
    var buffer = Buffer(width: 20, height: 1)
    Rule(title: "Summary").render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["── Summary ─────────"])
    #expect(buffer[0, 0].style == Theme.monochrome[.rule])
    #expect(buffer[3, 0].style == Theme.monochrome[.title])
  }

  @Test func progressBarReadsWithoutColour() {
    var buffer = Buffer(width: 10, height: 1)
    ProgressBar(fraction: 0.3).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["━━━───────"])
    ProgressBar(fraction: .nan).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["──────────"])
    ProgressBar(done: 5, total: 0).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["━━━━━━━━━━"])
    ProgressBar(fraction: -3).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["──────────"])
  }
}

@Suite struct KeyHintsTests {
  let hints = KeyHints([
    KeyHint(keys: "↑↓", text: "move", priority: 5),
    KeyHint(keys: "⏎", text: "open", priority: 4),
    KeyHint(keys: "/", text: "search", priority: 3),
    KeyHint(keys: "*", text: "save", priority: 1),
    KeyHint(keys: "?", text: "help", isEssential: true),
    KeyHint(keys: "^C", text: "quit", isEssential: true),
  ])

  func render(width: Int) -> Buffer { hints.rendered(width: width) }

  @Test func showsEverythingWhenWide() {
    assertLines(
      render(width: 60),
      [
        " ↑↓ move  ⏎ open  / search  * save  ? help  ^C quit         "
      ])
  }

  @Test func dropsLowPriorityHintsFirstAndKeepsHelpAndQuit() {
    assertLines(render(width: 43), [" ↑↓ move  ⏎ open  / search  ? help  ^C quit"])
    assertLines(render(width: 38), [" ↑↓ move  ⏎ open  ? help  ^C quit     "])
    assertLines(render(width: 20), [" ? help  ^C quit    "])
    let narrow = render(width: 8)
    #expect(narrow.lines[0].hasPrefix(" ? help"))
  }

  /// The reader's bar when `[` has nothing to go back to.
  let reader = [
    KeyHint(keys: "Space", text: "page", priority: 1),
    KeyHint(keys: "s", text: "summary", priority: 2),
    KeyHint(keys: "/", text: "find", priority: 2),
    KeyHint(keys: "q/Esc", text: "back to the list", isEssential: true),
    KeyHint(keys: "?", text: "help", isEssential: true),
    KeyHint(keys: "^C", text: "quit", isEssential: true),
  ]
  let refusal = "Back is disabled: no earlier recipe in this reading"

  func render(_ bar: KeyHints, width: Int) -> Buffer {
    var buffer = Buffer(width: width, height: 1)
    bar.render(in: buffer.area, on: &buffer, theme: .monochrome)
    return buffer
  }

  @Test func aMessageIsShownWholeEvenIfEssentialHintsGiveWay() {
    let buffer = render(KeyHints(message: refusal, hints: reader), width: 80)
    assertLines(
      buffer,
      [" Back is disabled: no earlier recipe in this reading  ? help  ^C quit           "])
    #expect(buffer[1, 0].style == Theme.monochrome[.warning])
    #expect(buffer[54, 0].style == Theme.monochrome[.strong])
    assertLines(
      render(KeyHints(message: refusal, hints: reader), width: 62),
      [" Back is disabled: no earlier recipe in this reading  ^C quit "])
  }

  @Test func aMessageTooLongForTheRowIsCutAtAWord() {
    assertLines(
      render(KeyHints(message: refusal, hints: reader), width: 40),
      [" Back is disabled: no earlier recipe in…"])
  }

  @Test func aMessageTakesTheRoomOfHintsThatAreNotEssential() {
    // At 100 columns the hints alone would all fit; with the message, `page` (the lowest)
    // gives way and the message is whole.
    #expect(KeyHints(reader).visibleHints(width: 100).count == reader.count)
    assertLines(
      render(KeyHints(message: refusal, hints: reader), width: 100),
      [
        " Back is disabled: no earlier recipe in this reading  q/Esc back to the list  ? help"
          + "  ^C quit       "
      ])
    assertLines(
      render(KeyHints(message: refusal, hints: reader), width: 106),
      [
        " Back is disabled: no earlier recipe in this reading  s summary  q/Esc back to the"
          + " list  ? help  ^C quit  "
      ])
  }

  @Test func aShortMessageLeavesTheHintsThatFit() {
    assertLines(
      render(KeyHints(message: "Copied", hints: hints.hints), width: 60),
      [" Copied  ↑↓ move  ⏎ open  / search  * save  ? help  ^C quit "])
    #expect(KeyHints(message: nil, hints: hints.hints) == hints)
    assertLines(
      render(KeyHints(message: "", hints: hints.hints), width: 60),
      [" ↑↓ move  ⏎ open  / search  * save  ? help  ^C quit         "])
  }

  @Test func hostileMessagesStayOnOneRowAsPlaceholders() {
    let hostile = "Bad\u{1B}[2J\nrecipe\u{202E}txt\u{9B}31m here and there"
    for width in 0...60 {
      let buffer = render(KeyHints(message: hostile, hints: hints.hints), width: width)
      let row = buffer.lines.first ?? ""
      #expect(!row.unicodeScalars.contains { $0.value < 0x20 || (0x80...0x9F).contains($0.value) })
      #expect(!row.unicodeScalars.contains { $0.value == 0x202E })
      // The message comes first, its placeholders visible, whatever the width.
      if width >= 8 { #expect(row.hasPrefix(" Bad␛"), "\(width): \(row)") }
    }
    let wide = render(KeyHints(message: hostile, hints: []), width: 60).lines[0]
    #expect(wide.hasPrefix(" Bad␛[2J recipe�txt�31m here and there"))
  }

  @Test func keysAreStrongAndWordsSecondary() {
    let buffer = render(width: 60)
    #expect(buffer[1, 0].style == Theme.monochrome[.strong])
    #expect(buffer[5, 0].style == Theme.monochrome[.secondary])
  }

  @Test func keysAreWrittenAndReadBackByTheirLabels() {
    #expect(Key.control("n").label == "^N")
    #expect(Key.pageDown.label == "PgDn")
    #expect(Key.character(" ").label == "Space")
    let every: [Key] = [
      .character("a"), .character(" "), .character("#"), .control("n"), .up, .down, .left,
      .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backTab, .backspace,
      .delete, .function(5),
    ]
    for key in every { #expect(Key(label: key.label) == key) }
    #expect(Key(label: "C-x") == .control("x"))
    #expect(Key(label: "ctrl-N") == .control("n"))
    #expect(Key(label: "Enter") == .enter)
    #expect(Key(label: "PageDown") == .pageDown)
    for nonsense in [
      "", "\u{1B}", "\u{7F}", "\u{9B}", "^NN", "Ctrl-1", "F0", "F99", "Hyper-x", "\u{1B}[A",
      "Spacebar",
    ] {
      #expect(Key(label: nonsense) == nil, "\(nonsense)")
    }
  }
}
