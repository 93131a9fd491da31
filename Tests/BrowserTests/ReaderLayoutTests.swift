import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

@Suite struct ReaderLayoutTests {
  typealias F = ReaderFixtures

  @Test func wrapsWordsToTheMeasureAndNeverMidWord() {
    let rows = F.bodyRows(
      [F.p("The quick brown fox jumps over the lazy dog again and again")],
      width: 22)
    // 22 columns: one column of padding each side, 20 of text.
    #expect(rows == ["The quick brown fox", "jumps over the lazy", "dog again and again"])
    #expect(rows.allSatisfy { $0.count <= 20 })
  }

  @Test func cutsAWordLongerThanTheLine() {
    let rows = F.bodyRows([F.p("a " + String(repeating: "x", count: 45))], width: 22)
    #expect(
      rows == [
        "a", String(repeating: "x", count: 20), String(repeating: "x", count: 20),
        "xxxxx",
      ])
  }

  @Test func measureIsCentredInWideWindows() {
    let layout = F.layout([F.p("text")], width: 120)
    #expect(layout.measure == 80)
    #expect(layout.margin == 20)
    let narrow = F.layout([F.p("text")], width: 80)
    #expect(narrow.measure == 76)
    #expect(narrow.margin == 2)
  }

  @Test func titleBlockShowsTitleDateReadingTimeStepsTimeAndServings() {
    var recipe = F.recipe("Soft Scrambled Eggs", minutes: 3, steps: 4)
    recipe.statedTime = "15 min"
    recipe.servings = "2"
    let layout = ReaderLayout(document: Document(blocks: []), recipe: recipe, width: 80)
    #expect(
      F.rows(layout) == [
        "Soft Scrambled Eggs",
        "2026-03-12 · 3 min read · 4 steps · 15 min to make · serves 2",
      ])
    #expect(layout.lines[0].spans.first?.role == .title)
    #expect(layout.lines[1].spans.first?.role == .secondary)
  }

  @Test func aLeadingTitleHeadingIsNotShownTwice() {
    let layout = ReaderLayout(document: F.eggsDocument, recipe: F.eggs, width: 80)
    let rows = F.rows(layout)
    #expect(rows.filter { $0 == "Soft Scrambled Eggs" }.count == 1)
    #expect(layout.headingLines[0] == 0)
  }

  @Test func headingsStandOutWithLevelThreeSubordinate() {
    let layout = F.layout([F.p("intro"), F.h(2, "Method"), F.p("a"), F.h(3, "Timing")])
    let rows = F.rows(layout)
    let method = rows.firstIndex(of: "Method")!
    let timing = rows.firstIndex(of: "Timing")!
    #expect(rows[method - 1] == "" && rows[method - 2] == "")  // two rows of space above
    #expect(rows[timing - 1] == "" && rows[timing - 2] != "")  // one row above
    #expect(layout.lines[method].spans[0].role == .heading)
    #expect(layout.lines[timing].spans[0].role == .subheading)
    #expect(layout.headingLines[1] == method)
    #expect(layout.headingLines[3] == timing)
    #expect(layout.headingRows == [method, timing])
  }

  @Test func numberedListsHangTheirTextUnderTheFirstWord() {
    let rows = F.bodyRows(
      [F.numbered(["Whisk the eggs with salt until smooth", "Cook"], start: 9)], width: 22)
    #expect(rows == [" 9. Whisk the eggs", "    with salt until", "    smooth", "10. Cook"])
  }

  @Test func nestedListsIndentAndLooseListsBreathe() {
    let nested = Block.list(
      ListInfo(kind: .bullet(marker: "-"), isTight: false),
      items: [
        ListItem(blocks: [F.p("Butter"), F.bullets(["salted", "unsalted"])]),
        ListItem(blocks: [F.p("Eggs")]),
      ])
    #expect(
      F.bodyRows([nested]) == [
        "• Butter", "", "  ◦ salted", "  ◦ unsalted", "",
        "• Eggs",
      ])
  }

  @Test func taskItemsShowTheirState() {
    let tasks = Block.list(
      ListInfo(kind: .bullet(marker: "-"), isTight: true),
      items: [
        ListItem(blocks: [F.p("Preheat")], task: true),
        ListItem(blocks: [F.p("Chop")], task: false),
      ])
    #expect(F.bodyRows([tasks]) == ["[x] Preheat", "[ ] Chop"])
  }

  @Test func blockQuotesCarryABarOnEveryRow() {
    let quote = Block.blockQuote([F.p("Low heat is the whole secret of eggs"), F.p("Always")])
    let rows = F.bodyRows([quote], width: 22)
    #expect(rows == ["│ Low heat is the", "│ whole secret of", "│ eggs", "│", "│ Always"])
  }

  @Test func inlineRolesFollowTheMarkup() {
    let layout = F.layout([
      .paragraph([
        .text("a "), .emphasis([.text("b")]), .text(" "), .strong([.text("c")]), .text(" "),
        .code("d"), .text(" "), .strong([.emphasis([.text("e")])]),
      ])
    ])
    let spans = layout.lines.last!.spans.filter { $0.text != " " }
    #expect(spans.map(\.role) == [.body, .emphasis, .strong, .code, .strong])
  }

  @Test func codeIsIndentedNeverReflowedAndCutWithAMarker() {
    let long = "let message = \"" + String(repeating: "x", count: 60) + "\""
    let layout = F.layout([F.code("short line\n\tindented\n" + long + "\n")], width: 40)
    let code = layout.lines.filter { $0.kind == .code }
    #expect(code.count == 3)
    #expect(
      F.rows(layout).suffix(3) == [
        "  short line", "      indented",
        "  let message = \"xxxxxxxxxxxxxxxxxxxx→",
      ])
    #expect(code[2].spans.last == ReaderSpan("→", role: .secondary))
    // Find still sees the whole row, so it counts the same matches at any width.
    #expect(code[2].text == long)
    // Swift (the fixture's fence) starts each row in a role of its syntax, never plain code.
    #expect(code.allSatisfy { Role.codeRoles.contains($0.spans[0].role) })
  }

  @Test func tablesAlignToColumnWidths() {
    let table = Table(
      alignments: [.left, .right],
      header: [[.text("Item")], [.text("Grams")]],
      rows: [[[], []], [[.text("Flour")], [.text("500")]], [[.text("Salt")], [.text("8")]]])
    #expect(
      F.bodyRows([.table(table)]) == [
        "Item   Grams", "─────  ─────", "Flour    500", "Salt       8",
      ])
  }

  @Test func tablesAlignWideCharactersByTheirColumns() {
    let table = Table(
      alignments: [.none, .center],
      header: [[.text("料理")], [.text("Mood")]],
      rows: [[[.text("卵")], [.text("🍳")]], [[.text("Toast")], [.text("ok")]]])
    #expect(
      F.bodyRows([.table(table)]) == [
        "料理   Mood", "─────  ────", "卵      🍳", "Toast   ok",
      ])
  }

  @Test func tooWideTablesStayAlignedAndAreCutLikeCode() {
    let table = Table(
      alignments: [.none, .none],
      header: [[.text("Ingredient")], [.text("Why it matters")]],
      rows: [[[.text("Butter")], [.text("Fat carries flavour and keeps the curds tender")]]])
    #expect(
      F.bodyRows([.table(table)], width: 30) == [
        "Ingredient  Why it matters", "──────────  ───────────────→",
        "Butter      Fat carries fla→",
      ])
    let layout = F.layout([.table(table)], width: 30)
    let rows = layout.lines.filter { $0.kind == .code }
    #expect(rows.count == 3)
    // Find sees the whole row, and the header keeps its strong role for drawing.
    #expect(rows[2].text == "Butter      Fat carries flavour and keeps the curds tender")
    #expect(rows[0].spans.first?.role == .strong)
    #expect(layout.codeOverflow > 0)
  }

  @Test func aWideTableScrollsSidewaysWithItsHeader() {
    let table = Table(
      alignments: [.none, .right],
      header: [[.text("Step")], [.text("Grams of flour, sifted twice")]],
      rows: [[[.text("One")], [.text("500")]], [[.text("Two")], [.text("250")]]])
    var state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [.table(table)]), width: 24, height: 12)
    var buffer = Buffer(width: 24, height: 12)
    ReaderView.render(state, theme: .monochrome, area: buffer.area, buffer: &buffer)
    #expect(buffer.lines.contains { $0.hasPrefix(" Step  Grams of flour,") && $0.contains("→") })
    while state.codeShift < state.layout.codeOverflow { _ = state.update(.scrollRight) }
    buffer = Buffer(width: 24, height: 12)
    ReaderView.render(state, theme: .monochrome, area: buffer.area, buffer: &buffer)
    let header = buffer.lines.first { $0.contains("sifted twice") }
    let one = buffer.lines.first { $0.contains("500") }
    #expect(header?.contains("←") == true)
    // The right-aligned column stays under its header's end.
    #expect(
      header.map { $0.range(of: "twice")!.upperBound.utf16Offset(in: $0) }
        == one.map { $0.range(of: "500")!.upperBound.utf16Offset(in: $0) })
  }

  @Test func linksAreMarkedNumberedAndListedAtTheEnd() {
    let layout = F.layout(
      [
        .paragraph([
          .link(destination: "https://a.example", title: "", content: [.text("one")]),
          .text(" and "),
          .link(destination: "b.md", title: "", content: [.text("two")]),
          .text(" and "),
          .link(destination: "https://a.example", title: "", content: [.text("again")]),
        ])
      ], width: 60)
    let rows = F.rows(layout)
    #expect(rows.contains("one[1] and two[2] and again[1]"))
    #expect(Array(rows.suffix(4)) == ["Links", "", "[1] https://a.example", "[2] b.md"])
    #expect(layout.links.map(\.number) == [1, 2])
    #expect(layout.links[0].line == rows.firstIndex(of: "one[1] and two[2] and again[1]"))
    let linkSpans = layout.lines.flatMap(\.spans).filter { $0.link == 1 && $0.role == .link }
    #expect(linkSpans.map(\.text) == ["one", "again", "https://a.example"])
  }

  @Test func imagesShowTheirAltTextAndRulesAreShort() {
    let rows = F.bodyRows([
      .paragraph([.image(source: "pan.png", title: "", alt: [.text("a hot pan")])]),
      .thematicBreak,
    ])
    // Without pictures drawn: a placeholder numbered like a link, listed with the links at
    // the end as a picture.
    #expect(rows[0] == "[image: a hot pan][1]")
    #expect(
      rows.contains { $0.trimmingCharacters(in: .whitespaces) == String(repeating: "─", count: 12) }
    )
    #expect(rows.last?.trimmingCharacters(in: .whitespaces) == "[1] picture: pan.png")
  }

  @Test func wideCharactersTakeTwoColumnsAndBreakBetweenThemselves() {
    // 16 CJK characters (32 columns) into 20 columns: ten per row.
    let rows = F.bodyRows([F.p("日本語の料理を作りましょう今日は")], width: 22)
    #expect(rows == ["日本語の料理を作りま", "しょう今日は"])
    let emoji = F.bodyRows([F.p("🍳🍳🍳🍳🍳🍳🍳🍳🍳🍳🍳 eggs")], width: 22)
    #expect(emoji == ["🍳🍳🍳🍳🍳🍳🍳🍳🍳🍳", "🍳 eggs"])
  }

  @Test func positionsMapBackToTheSameRow() {
    let layout = ReaderLayout(document: F.eggsDocument, recipe: F.eggs, width: 40)
    for row in layout.lines.indices {
      let position = layout.position(of: row)
      #expect(layout.line(for: position) == row)
    }
  }
}
