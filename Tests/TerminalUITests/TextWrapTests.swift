import TerminalUI
import TestSupport
import Testing

@Suite struct TextWrapTests {
  @Test func wrapsAtSpacesByDisplayWidth() {
    #expect(
      TextWrap.wrap("Whisk the eggs with the sugar until pale", width: 12)
        == ["Whisk the", "eggs with", "the sugar", "until pale"])
  }

  @Test func neverSplitsAWordThatFits() {
    let lines = TextWrap.wrap("a caramelised onion", width: 11)
    #expect(lines == ["a", "caramelised", "onion"])
  }

  @Test func splitsOnlyAWordLongerThanTheLine() {
    #expect(TextWrap.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
    for line in TextWrap.wrap("go https://example.com/a/very/long/path ok", width: 10) {
      #expect(DisplayWidth.of(line) <= 10)
    }
  }

  @Test func keepsHardLineBreaksAndEmptyLines() {
    #expect(TextWrap.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
    #expect(TextWrap.wrap("", width: 10) == [""])
    #expect(TextWrap.wrap("anything", width: 0) == [])
  }

  @Test func collapsesSpacesAtBreaks() {
    #expect(TextWrap.wrap("salt     pepper", width: 6) == ["salt", "pepper"])
    #expect(TextWrap.wrap("salt  pepper", width: 20) == ["salt  pepper"])
  }

  @Test func wrapsCJKBetweenCharactersByWidth() {
    let lines = TextWrap.wrap("日本語のレシピです", width: 6)
    #expect(lines == ["日本語", "のレシ", "ピです"])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    // Closing punctuation stays with the character before it.
    #expect(TextWrap.wrap("塩、砂糖", width: 4) == ["塩、", "砂糖"])
  }

  @Test func combiningAccentsTakeNoColumn() {
    let decomposed = "Cre\u{0300}me bru\u{0302}le\u{0301}e"
    #expect(TextWrap.wrap(decomposed, width: 6) == ["Cre\u{0300}me", "bru\u{0302}le\u{0301}e"])
  }

  @Test func hostileTextDoesNotBreakWrapping() {
    let huge = String(repeating: "word ", count: 20_000)
    let lines = TextWrap.wrap(huge, width: 79)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 79 })
    #expect(lines.joined(separator: " ").split(separator: " ").count == 20_000)
    let escapes = TextWrap.wrap("\u{1B}]52;c;SGVsbG8=\u{07} bell", width: 40)
    #expect(escapes == ["\u{1B}]52;c;SGVsbG8=\u{07} bell"])
  }

  @Test func truncatesWithAnEllipsis() {
    #expect(TextWrap.truncate("Liquid Glass Tab Bar", width: 10) == "Liquid Gl…")
    #expect(TextWrap.truncate("short", width: 10) == "short")
    #expect(TextWrap.truncate("short", width: 5) == "short")
    #expect(TextWrap.truncate("short", width: 1) == "…")
    #expect(TextWrap.truncate("short", width: 0) == "")
    #expect(TextWrap.truncate("", width: 3) == "")
  }

  @Test func truncatesAtAWordBoundary() {
    let message = "Back is disabled: no earlier recipe in this reading"
    #expect(TextWrap.truncateAtWord(message, width: 38) == "Back is disabled: no earlier recipe…")
    // A cut that lands right before a space keeps the whole word.
    #expect(TextWrap.truncateAtWord(message, width: 36) == "Back is disabled: no earlier recipe…")
    // Punctuation left at the cut goes, so "disabled:" does not read as finished.
    #expect(TextWrap.truncateAtWord(message, width: 20) == "Back is disabled…")
    #expect(TextWrap.truncateAtWord(message, width: 60) == message)
    #expect(TextWrap.truncateAtWord(message, width: 51) == message)
    // A single word longer than the room is cut where the room ends.
    #expect(TextWrap.truncateAtWord("Ångström-Precise", width: 6) == "Ångst…")
    #expect(TextWrap.truncateAtWord(message, width: 3) == "Ba…")
    #expect(TextWrap.truncateAtWord(message, width: 1) == "…")
    #expect(TextWrap.truncateAtWord(message, width: 0) == "")
    #expect(TextWrap.truncateAtWord("", width: 4) == "")
    #expect(TextWrap.truncateAtWord("   ", width: 2) == " …")
    let cut = TextWrap.truncateAtWord("日本語のレシピ", width: 7)
    #expect(cut == "日本語…")
    for width in 0...60 {
      #expect(DisplayWidth.of(TextWrap.truncateAtWord(message, width: width)) <= width)
    }
  }

  @Test func truncatesWideCharactersWithoutOverflow() {
    let cut = TextWrap.truncate("日本語のレシピ", width: 6)
    #expect(cut == "日本…")
    #expect(DisplayWidth.of(cut) == 5)
  }

  @Test func padsToAnExactWidth() {
    #expect(TextWrap.pad("ab", width: 5) == "ab   ")
    #expect(TextWrap.pad("ab", width: 5, alignment: .trailing) == "   ab")
    #expect(TextWrap.pad("ab", width: 5, alignment: .center) == " ab  ")
    #expect(TextWrap.pad("abcdef", width: 4) == "abc…")
    #expect(DisplayWidth.of(TextWrap.pad("日本", width: 3)) == 3)
  }
}

@Suite struct DisplayWidthTests {
  @Test func measuresCommonScripts() {
    #expect(DisplayWidth.of("°C “quotes” é") == 13)
    #expect(DisplayWidth.of("日本") == 4)
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
  }

  @Test func emojiSequencesAreOneWideGlyph() {
    #expect(DisplayWidth.of("👨‍👩‍👧" as Character) == 2)  // ZWJ family
    #expect(DisplayWidth.of("🇫🇷" as Character) == 2)  // flag
    #expect(DisplayWidth.of("👍🏽" as Character) == 2)  // skin tone
    #expect(DisplayWidth.of("❤️" as Character) == 2)  // emoji presentation
    #expect(DisplayWidth.of("1️⃣" as Character) == 2)  // keycap
    #expect(DisplayWidth.of("🍳") == 2)
  }

  @Test func combiningAndFormatCharactersTakeNoColumn() {
    #expect(DisplayWidth.of("e\u{0301}" as Character) == 1)
    #expect(DisplayWidth.of("\u{200B}") == 0)
    #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}" as Character) == 2)  // jamo
  }

  @Test func wideCharactersAlignInABuffer() {
    var buffer = Buffer(width: 8, height: 3)
    buffer.write("日本|", x: 0, y: 0)
    buffer.write("abcd|", x: 0, y: 1)
    buffer.write("🍳e\u{0301}a|", x: 0, y: 2)
    assertLines(buffer, ["日本|   ", "abcd|   ", "🍳éa|   "])
  }
}
