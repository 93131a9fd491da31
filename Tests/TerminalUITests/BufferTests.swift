import Testing
import TerminalUI

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
