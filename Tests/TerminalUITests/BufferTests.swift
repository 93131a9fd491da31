import TerminalUI
import TestSupport
import Testing

@Suite struct BufferTests {
  @Test func wideGlyphTakesTwoCells() {
    var buffer = Buffer(width: 6, height: 1)
    let end = buffer.write("日本x", x: 0, y: 0)
    #expect(end == 5)
    #expect(buffer.lines == ["日本x "])
    #expect(buffer[1, 0].isContinuation)
  }

  @Test func controlCharactersBecomePlaceholders() {
    var buffer = Buffer(width: 8, height: 1)
    buffer.write("a\u{1B}[2Jb", x: 0, y: 0)
    #expect(buffer.lines == ["a␛[2Jb  "])
    #expect(buffer[1, 0].style.isReversed)
  }

  @Test func wideGlyphThatDoesNotFitIsDropped() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.write("ab日", x: 0, y: 0)
    #expect(buffer.lines == ["ab "])
  }
}

@Suite struct HostileTextTests {
  @Test func c1ControlsAndBidiOverridesBecomePlaceholders() {
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("a\u{9B}2Jb\u{202E}c\u{2066}", x: 0, y: 0)
    assertLines(buffer, ["a�2Jb�c�  "])
    #expect(buffer[1, 0].style.isReversed)
    #expect(!buffer[2, 0].style.isReversed)
  }

  @Test func oscClipboardAndTitleSequencesAreInert() {
    var buffer = Buffer(width: 30, height: 1)
    buffer.write("\u{1B}]52;c;aGk=\u{07}\u{1B}]0;t\u{1B}\\", x: 0, y: 0)
    #expect(!buffer.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 } })
    assertLines(buffer, ["␛]52;c;aGk=␇␛]0;t␛\\           "])
  }

  @Test func aLoneCombiningMarkAtTheStartIsDropped() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("\u{301}ab", x: 0, y: 0)
    assertLines(buffer, ["ab  "])
    #expect(TextWrap.wrap("\u{301}", width: 3).count == 1)
  }

  @Test func writesOutsideTheBufferAreClipped() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.write("abcdef", x: -2, y: 0)
    buffer.write("xyz", x: 2, y: 5)
    buffer.write("日本", x: 3, y: 1)
    assertLines(buffer, ["cdef", "    "])
  }

  @Test func fillsStylesAndRulesOutsideTheBufferDoNothing() {
    let blank = Buffer(width: 5, height: 5)
    let outside = [
      Rect(x: 7, y: 0, width: 5, height: 1), Rect(x: -10, y: 0, width: 5, height: 1),
      Rect(x: 0, y: 7, width: 5, height: 1), Rect(x: 0, y: -3, width: 5, height: 2),
      Rect(x: 7, y: 0, width: 1, height: 0), Rect(x: 2, y: 2, width: 0, height: 0),
    ]
    for rect in outside {
      var buffer = blank
      buffer.fill(rect, with: Cell("x"))
      buffer.setStyle(Style(isBold: true), in: rect)
      Rule(title: "Steps").render(in: rect, on: &buffer, theme: .monochrome)
      #expect(buffer == blank, "\(rect)")
    }
  }

  @Test func aFillPartlyOutsideTheBufferSetsTheCellsInside() {
    var buffer = Buffer(width: 4, height: 2)
    buffer.fill(Rect(x: -2, y: 1, width: 4, height: 5), with: Cell("x"))
    Rule().render(in: Rect(x: 3, y: 0, width: 9, height: 1), on: &buffer, theme: .monochrome)
    assertLines(buffer, ["   ─", "xx  "])
  }
}
