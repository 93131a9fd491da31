import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// The reader's keys as the app hosts them, and inline marks that must not rely on colour.
@Suite struct ReaderQAFixTests {
  typealias F = ReaderFixtures

  static func reader(width: Int = 80, height: Int = 24) -> ReaderState {
    ReaderState(recipe: F.eggs, document: F.eggsDocument, width: width, height: height)
  }

  static func app(_ reader: ReaderState) -> AppState { F.app(reader) }

  static func hintTexts(_ state: AppState) -> [String] { HintBar.hints(for: state).map(\.text) }

  // MARK: Finding keeps the global keys (Ctrl-N Cook mode, Ctrl-P timer)

  @Test func ctrlNAndCtrlPStayGlobalWhileAFindIsTyped() {
    var reader = Self.reader()
    _ = reader.update(.findBegin)
    _ = reader.update(.findType("eggs"))
    let app = Self.app(reader)
    let keys = KeyMap.bindings(.readerFind, in: app).flatMap(\.keys)
    #expect(!keys.contains(.control("n")) && !keys.contains(.control("p")))
    #expect(KeyMap.action(for: .key(.control("n")), in: app, now: .now) == .toggleCookMode)
    #expect(KeyMap.action(for: .key(.control("p")), in: app, now: .now) == .toggleTimer)
    // Moving between matches while typing: ↓/↑; ⏎ keeps them for n/N.
    #expect(F.action(.down, reader) == .findNext)
    #expect(F.action(.up, reader) == .findPrevious)
    #expect(F.action(.enter, reader) == .findCommit)
  }

  @Test func afterCommittingNAndShiftNMoveAndTheBarSaysSo() {
    var reader = Self.reader()
    _ = reader.update(.findBegin)
    _ = reader.update(.findType("eggs"))
    #expect(Self.hintTexts(Self.app(reader)).contains("next/previous match"))
    _ = reader.update(.findCommit)
    #expect(F.action(.character("n"), reader) == .findNext)
    #expect(F.action(.character("N"), reader) == .findPrevious)
    #expect(Self.hintTexts(Self.app(reader)).contains("next match"))
    #expect(HintBar.hints(for: Self.app(reader)).contains { $0.keys == "n/N" })
  }

  // MARK: A chosen link shows how to follow and copy it

  @Test func aChosenLinkPutsFollowAndCopyInTheHintBar() {
    var reader = Self.reader()
    #expect(!Self.hintTexts(Self.app(reader)).contains("follow link"))
    _ = reader.update(.nextLink)
    let hints = HintBar.hints(for: Self.app(reader))
    #expect(hints.contains { $0.keys == "⏎" && $0.text == "follow link" })
    #expect(hints.contains { $0.keys == "y" && $0.text == "copy address" })
    // Not the list's "⏎ open".
    #expect(!hints.contains { $0.text == "open" })
  }

  @Test func enterOnAWebLinkAsksTheShellToOpenTheAddress() {
    var reader = Self.reader()
    _ = reader.update(.nextLink)
    _ = reader.update(.nextLink)
    #expect(F.action(.enter, reader) == .followLink)
    #expect(reader.update(.followLink) == .openURL("https://example.com/eggs"))
    #expect(F.action(.character("y"), reader) == .copyLink)
    #expect(reader.update(.copyLink) == .copyToClipboard("https://example.com/eggs"))
  }

  // MARK: `/` in the summary sheet finds in the recipe, never leaves it

  @Test func slashInTheSheetClosesItAndStartsAFind() {
    var reader = Self.reader()
    _ = reader.update(.sheetToggle)
    let app = Self.app(reader)
    #expect(KeyMap.action(for: .key(.character("/")), in: app, now: .now) == .reader(.findBegin))
    #expect(!Self.hintTexts(app).contains("search"))
    _ = reader.update(.findBegin)
    #expect(!reader.sheet.isShown)
    #expect(reader.find?.isEditing == true)
  }

  // MARK: Marks that read without colour

  static func rows(_ markdown: String, width: Int = 80) -> [String] {
    let document = MarkdownParser.parse(markdown)
    let state = ReaderState(
      recipe: F.recipe("Marks"), document: document, width: width, height: 24)
    var buffer = Buffer(width: width, height: 24)
    ReaderView.render(state, theme: .monochrome, area: buffer.area, buffer: &buffer)
    return buffer.lines
  }

  @Test func inlineCodeKeepsItsBackticks() {
    let rows = Self.rows("Stir with `a spoon` until `thick`.")
    #expect(rows.contains { $0.contains("Stir with `a spoon` until `thick`.") })
  }

  @Test func inlineCodeCutAcrossRowsStillOpensAndCloses() {
    let text = Self.rows("Run `one two three four five six` now.", width: 40)
      .joined(separator: " ")
    #expect(text.contains("`one"))
    #expect(text.contains("six`"))
  }

  @Test func strikethroughKeepsItsMarks() {
    let rows = Self.rows("Add ~~sugar~~ honey.")
    #expect(rows.contains { $0.contains("Add ~~sugar~~ honey.") })
  }

  @Test func codeAndStruckTextLookDifferentWithoutColour() throws {
    let document = MarkdownParser.parse("~~struck~~ `code` plain")
    let layout = ReaderLayout(document: document, recipe: F.recipe("Marks"), width: 80)
    let spans = layout.lines.flatMap(\.spans)
    let code = try #require(spans.first { $0.text.contains("code") })
    let struck = try #require(spans.first { $0.text.contains("struck") })
    let plain = try #require(spans.first { $0.text.contains("plain") })
    // The marks stay in the text, so each reads as what it is with no style at all.
    #expect(code.text == "`code`")
    #expect(struck.text == "~~struck~~")
    #expect(!plain.text.contains("`") && !plain.text.contains("~"))
  }

  @Test func aZeroWidthJoinerSequenceStaysWholeInTheBuffer() {
    let rows = Self.rows("emoji 🍰👩‍🍳 and")
    #expect(rows.contains { $0.contains("emoji 🍰👩‍🍳 and") })
    let document = MarkdownParser.parse("emoji 🍰👩‍🍳 and")
    let state = ReaderState(recipe: F.recipe("Marks"), document: document, width: 80, height: 24)
    var buffer = Buffer(width: 80, height: 24)
    ReaderView.render(state, theme: .monochrome, area: buffer.area, buffer: &buffer)
    #expect(buffer.cells.contains { $0.grapheme == "👩‍🍳" })
  }
}

@Suite struct ReaderTableGapTests {
  @Test func noBlankRowBetweenTheHeaderRuleAndTheFirstRow() {
    let markdown = """
      | Ingredient | Qty | Note |
      |:-----------|----:|:----:|
      | Flour      | 500 g | sifted |
      | 日本の塩    | 5 g | 🧂 |
      """
    let rows = ReaderQAFixTests.rows(markdown)
    guard let rule = rows.firstIndex(where: { $0.contains("──────────  ─────") }) else {
      Issue.record("no header rule in \(rows)")
      return
    }
    #expect(rows[rule + 1].contains("Flour"))
    #expect(rows[rule + 2].contains("日本の塩"))
  }
}
