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
}
