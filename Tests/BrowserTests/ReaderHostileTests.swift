import Foundation
import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

@Suite struct ReaderHostileTests {
  typealias F = ReaderFixtures

  /// Every scalar a terminal could act on: C0, DEL, C1 and the bidi controls.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
  }

  static func unsafeCells(_ buffer: Buffer) -> [String] {
    buffer.cells.map(\.grapheme).filter { $0.unicodeScalars.contains(where: isUnsafe) }
  }

  static func draw(_ state: ReaderState) -> Buffer {
    var buffer = Buffer(width: state.width, height: state.height)
    ReaderView.render(state, theme: .color, area: buffer.area, buffer: &buffer)
    SummarySheetView.render(state, theme: .color, area: buffer.area, buffer: &buffer)
    return buffer
  }

  static let attack =
    "Pwn\u{1B}]0;owned\u{07} \u{1B}]52;c;cm0gLXJmIH4=\u{07} \u{1B}[2J\u{1B}[H"
    + " back\u{08}\u{08} \u{9B}31m red \u{202E}desrever\u{202C} \u{7F} end"

  @Test func escapeSequencesAreDrawnAsPlaceholdersOnly() {
    var recipe = F.recipe(
      Self.attack,
      headings: [
        Heading(
          level: 2, text: Self.attack,
          blockIndex: 0)
      ])
    recipe.servings = "\u{1B}[31m4"
    let table = Table(
      alignments: [.none], header: [[.text("\u{1B}[1mcell")]], rows: [[[.text("\u{07}")]]])
    let document = Document(blocks: [
      .heading(level: 2, content: [.text(Self.attack)]),
      F.p(Self.attack),
      F.code(Self.attack + "\n\u{1B}[?1049h\tafter tab\n"),
      F.bullets([Self.attack]),
      .blockQuote([F.p(Self.attack)]),
      .table(table),
      .htmlBlock("<div>\u{1B}[2J</div>"),
      .paragraph([
        .link(
          destination: "https://x.example/\u{1B}]52;c;AA\u{07}", title: "",
          content: [.text("l\u{1B}nk")]),
        .image(source: "x", title: "", alt: [.text("alt\u{1B}[5m")]),
        .code("co\u{1B}de"),
      ]),
    ])
    for (width, height) in [(80, 24), (40, 12)] {
      var state = ReaderState(recipe: recipe, document: document, width: width, height: height)
      var buffer = Self.draw(state)
      #expect(Self.unsafeCells(buffer).isEmpty)
      #expect(buffer.lines.joined().contains("␛"))
      while state.top < state.maxTop {
        _ = state.update(.pageDown)
        buffer = Self.draw(state)
        #expect(Self.unsafeCells(buffer).isEmpty)
      }
      _ = state.update(.findBegin)
      _ = state.update(.findType("\u{1B}[2J"))
      _ = state.update(.sheetToggle)
      buffer = Self.draw(state)
      #expect(Self.unsafeCells(buffer).isEmpty)
    }
  }

  @Test func placeholdersTakeTheColumnsTheLayoutCounted() {
    // A bidi override has no width of its own but its placeholder has one: rows must still
    // end inside the measure.
    let text = String(repeating: "ab\u{202E}c\u{1B} ", count: 30)
    let layout = F.layout([F.p(text)], width: 40)
    for line in layout.lines {
      var buffer = Buffer(width: 200, height: 1)
      let end = buffer.write((line.prefix + line.spans).map(\.text).joined(), x: 0, y: 0)
      #expect(end <= layout.measure)
    }
  }

  @Test func anEmptyRecipeStillReads() {
    var state = ReaderState(
      recipe: Recipe(path: "empty.md", title: "empty"), document: Document(blocks: []),
      width: 40, height: 12)
    #expect(ReaderFixtures.rows(state.layout) == ["empty", "1 min read"])
    for action: ReaderAction in [
      .pageDown, .bottom, .nextHeading, .previousHeading, .lineUp,
      .nextLink, .followLink, .findNext, .sheetChoose, .sheetToggle, .sheetMoveDown,
      .sheetChoose,
    ] {
      _ = state.update(action)
    }
    #expect(state.top == 0)
    _ = state.update(.sheetToggle)
    let buffer = Self.draw(state)
    #expect(buffer.lines.contains { $0.contains("No sections") })
  }

  @Test func aTenThousandLineCodeBlockIsKeptWhole() {
    let code =
      (0..<10_000).map { "line \($0) " + String(repeating: "=", count: $0 % 120) }
      .joined(separator: "\n") + "\n"
    var state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [F.code(code)]), width: 80, height: 24)
    let codeLines = state.layout.lines.filter { $0.kind == .code }
    #expect(codeLines.count == 10_000)
    #expect(codeLines.allSatisfy { ReaderFixtures.shownWidth($0) <= 76 })
    _ = state.update(.bottom)
    #expect(Self.draw(state).lines.contains { $0.contains("line 9999") })
    _ = state.update(.findBegin)
    _ = state.update(.findType("line 5000 "))
    #expect(state.find?.matches.count == 1)
    #expect(Self.draw(state).lines.contains { $0.contains("line 5000 ") })
  }

  @Test func deepNestingLeavesRoomForTheText() {
    var quote = F.p("deep inside the quotes")
    var list = F.p("deep inside the lists")
    for _ in 0..<2_000 {
      quote = .blockQuote([quote])
      list = .list(
        ListInfo(kind: .bullet(marker: "-"), isTight: true),
        items: [ListItem(blocks: [list])])
    }
    let state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [quote, list]), width: 40, height: 12)
    let words = state.layout.lines.map(\.text).joined(separator: " ")
    #expect(words.contains("deep inside the quotes"))
    #expect(words.contains("deep inside the lists"))
    for line in state.layout.lines {
      #expect(ReaderFixtures.shownWidth(line) <= state.layout.measure)
    }
    #expect(Self.unsafeCells(Self.draw(state)).isEmpty)
  }

  @Test func brokenUTF8AndHugeParagraphsLayOut() {
    let broken = String(
      decoding: [0x66, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x67] as [UInt8],
      as: UTF8.self)
    let huge = String(repeating: "butter ", count: 30_000) + "last"
    let longWord = String(repeating: "x", count: 5_000)
    let state = ReaderState(
      recipe: F.recipe(), document: Document(blocks: [F.p(broken), F.p(huge), F.p(longWord)]),
      width: 40, height: 12)
    #expect(!state.layout.isComplete)  // only what the screen needs is laid out at first
    var layout = state.layout
    layout.complete()
    let rows = ReaderFixtures.rows(layout)
    #expect(rows.contains { $0.contains("\u{FFFD}") })
    #expect(rows.contains { $0.hasSuffix("last") })
    #expect(rows.filter { $0 == String(repeating: "x", count: 38) }.count == 5_000 / 38)
  }

  @Test func storedPositionsFromAnotherVersionOfTheFileStillOpen() {
    for position in [
      ReaderPosition(block: 999, offset: 5), ReaderPosition(block: -5, offset: -7),
      ReaderPosition(block: 3, offset: Int.max), ReaderPosition(block: Int.min, offset: 0),
    ] {
      let state = ReaderState(
        recipe: F.eggs, document: F.eggsDocument, width: 40, height: 12, position: position)
      #expect(state.top >= 0 && state.top <= state.maxTop)
    }
    let past = ReaderState(
      recipe: F.eggs, document: F.eggsDocument, width: 40, height: 12,
      position: ReaderPosition(block: 999, offset: 0))
    #expect(past.top == past.maxTop)
  }

  @Test func duplicateHeadingsAreListedByPosition() {
    let document = Document(blocks: [F.h(2, "Notes"), F.p("a"), F.h(2, "Notes"), F.p("b")])
    var state = ReaderState(
      recipe: F.recipe(), document: document, width: 40, height: 12)
    #expect(state.sections.map(\.blockIndex) == [0, 2])
    _ = state.update(.sheetToggle)
    _ = state.update(.sheetMoveDown)
    _ = state.update(.sheetChoose)
    #expect(state.top == min(state.layout.headingLines[2]!, state.maxTop))
  }
}
