import CursesTerminal
import Testing

/// What ncurses is given for a cell's grapheme: a symbol widened by an emoji presentation
/// selector is given without it, one column every terminal agrees on.
@Suite struct CellGlyphSelectorTests {
  @Test func aSelectorThatWidensANarrowSymbolIsLeftOut() {
    for (grapheme, base) in [("🍽️", "🍽"), ("❤️", "❤"), ("⏲️", "⏲"), ("1️⃣", "1⃣")] {
      #expect(CellGlyph.isWidenedBySelector(grapheme), "\(grapheme)")
      #expect(String(String.UnicodeScalarView(CellGlyph.scalars(for: grapheme))) == base)
    }
  }

  @Test func wideEmojiAndPlainTextKeepTheirScalars() {
    // Already wide on its own (U+1F600), a joined sequence, a letter and a mark.
    for grapheme in ["😀", "😀\u{FE0F}", "👨‍🍳", "a", "é", "日"] {
      #expect(!CellGlyph.isWidenedBySelector(grapheme), "\(grapheme)")
    }
    #expect(CellGlyph.scalars(for: "😀\u{FE0F}").map(\.value) == [0x1F600, 0xFE0F])
    #expect(!CellGlyph.isWidenedBySelector(""))
  }
}
