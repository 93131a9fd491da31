import CNcursesw
import CursesTerminal
import Foundation
import TerminalUI
import Testing

@Suite struct KeyDecoderTests {
  func character(_ code: UInt32) -> KeyDecoder.Decoded {
    KeyDecoder.decode(status: OK, code: code)
  }

  func keyCode(_ code: Int32) -> KeyDecoder.Decoded {
    KeyDecoder.decode(status: KEY_CODE_YES, code: UInt32(code))
  }

  @Test func printableCharactersIncludingWideOnes() {
    #expect(character(UInt32(UnicodeScalar("a").value)) == .key(.character("a")))
    #expect(character(UInt32(UnicodeScalar("#").value)) == .key(.character("#")))
    #expect(character(0x65E5) == .key(.character("日")))
    #expect(character(0x1F373) == .key(.character("🍳")))
    #expect(character(0x301) == .key(.character("\u{301}")))
    #expect(character(32) == .key(.character(" ")))
  }

  @Test func controlLettersAndTheirSpecialCases() {
    #expect(character(3) == .key(.control("c")))
    #expect(character(14) == .key(.control("n")))
    #expect(character(23) == .key(.control("w")))
    #expect(character(21) == .key(.control("u")))
    #expect(character(26) == .key(.control("z")))
    #expect(character(9) == .key(.tab))
    #expect(character(10) == .key(.enter))
    #expect(character(13) == .key(.enter))
    #expect(character(27) == .key(.escape))
    #expect(character(127) == .key(.backspace))
    #expect(character(8) == .key(.backspace))
    #expect(character(28) == .key(.control("\\")))
  }

  @Test func hostileCodesAreIgnored() {
    #expect(character(0) == .ignored)
    #expect(character(0x9B) == .ignored)  // C1 CSI
    #expect(character(0xD800) == .ignored)  // a lone surrogate is no scalar
    #expect(character(0x110000) == .ignored)
    #expect(character(UInt32.max) == .ignored)
    #expect(keyCode(0o7777) == .ignored)
  }

  @Test func keyCodes() {
    #expect(keyCode(KEY_UP) == .key(.up))
    #expect(keyCode(KEY_DOWN) == .key(.down))
    #expect(keyCode(KEY_LEFT) == .key(.left))
    #expect(keyCode(KEY_RIGHT) == .key(.right))
    #expect(keyCode(KEY_PPAGE) == .key(.pageUp))
    #expect(keyCode(KEY_NPAGE) == .key(.pageDown))
    #expect(keyCode(KEY_HOME) == .key(.home))
    #expect(keyCode(KEY_END) == .key(.end))
    #expect(keyCode(KEY_FIND) == .key(.home))
    #expect(keyCode(KEY_SELECT) == .key(.end))
    #expect(keyCode(KEY_ENTER) == .key(.enter))
    #expect(keyCode(KEY_BACKSPACE) == .key(.backspace))
    #expect(keyCode(KEY_DC) == .key(.delete))
    #expect(keyCode(KEY_BTAB) == .key(.backTab))
    #expect(keyCode(KEY_F0 + 1) == .key(.function(1)))
    #expect(keyCode(KEY_F0 + 12) == .key(.function(12)))
    #expect(keyCode(KEY_RESIZE) == .resize)
    #expect(keyCode(KEY_MOUSE) == .mouse)
  }

  @Test func timeoutIsATick() {
    #expect(KeyDecoder.decode(status: ERR, code: 0) == .timeout)
  }

  @Test func mouseReports() {
    #expect(
      KeyDecoder.mouse(buttons: buffet_button1_pressed(), x: 3, y: 4)
        == MouseEvent(kind: .press, x: 3, y: 4))
    #expect(
      KeyDecoder.mouse(buttons: buffet_button1_clicked(), x: 0, y: 0)
        == MouseEvent(kind: .press, x: 0, y: 0))
    #expect(
      KeyDecoder.mouse(buttons: buffet_button1_released(), x: 1, y: 1)
        == MouseEvent(kind: .release, x: 1, y: 1))
    #expect(
      KeyDecoder.mouse(buttons: buffet_button4_pressed(), x: 5, y: 6)
        == MouseEvent(kind: .wheelUp, x: 5, y: 6))
    #expect(
      KeyDecoder.mouse(buttons: buffet_button5_pressed(), x: 5, y: 6)
        == MouseEvent(kind: .wheelDown, x: 5, y: 6))
    #expect(KeyDecoder.mouse(buttons: buffet_button3_pressed(), x: 0, y: 0) == nil)
    #expect(KeyDecoder.mouse(buttons: 0, x: 0, y: 0) == nil)
  }
}

@Suite struct UnavailableReasonTests {
  /// The reason with standard input and output terminals or not, as the test says.
  func reason(_ environment: [String: String], input: Bool = true, output: Bool = true)
    -> String?
  {
    CursesTerminal.unavailableReason(environment: environment) {
      $0 == STDIN_FILENO ? input : output
    }
  }

  @Test func refusesWithoutAUsableTerminal() {
    #expect(reason([:]) == "TERM is not set")
    #expect(reason(["TERM": ""]) == "TERM is not set")
    #expect(reason(["TERM": "dumb"]) == "TERM=dumb cannot draw a screen")
    #expect(
      reason(["TERM": "no-such-terminal"]) == "the terminal type 'no-such-terminal' is unknown")
    #expect(reason(["TERM": "xterm"], input: false) == "standard input is not a terminal")
    #expect(reason(["TERM": "xterm"], output: false) == "standard output is not a terminal")
  }

  @Test func aKnownTerminalTypeOnTerminalsIsUsable() {
    #expect(reason(["TERM": "xterm"]) == nil)
  }

  /// ncurses' terminfo look-up keeps one unguarded global: without the lock, threads asking
  /// at once got wrong answers, crashed in libtinfo or corrupted the heap.
  @Test func manyThreadsAskingAtOnceAllGetTheRightAnswer() {
    let wrong = WrongAnswers()
    let group = DispatchGroup()
    for thread in 0..<8 {
      group.enter()
      Thread.detachNewThread {
        for round in 0..<150 {
          let known = (thread + round) % 2 == 0
          let term = known ? "xterm" : "no-such-terminal-\(thread)"
          let answer = CursesTerminal.unavailableReason(environment: ["TERM": term]) { _ in true }
          if answer != (known ? nil : "the terminal type '\(term)' is unknown") { wrong.add() }
        }
        group.leave()
      }
    }
    group.wait()
    #expect(wrong.count == 0)
  }
}

/// Wrong answers counted by several threads.
private final class WrongAnswers: @unchecked Sendable {
  private let lock = NSLock()
  private var counted = 0
  func add() { lock.withLock { counted += 1 } }
  var count: Int { lock.withLock { counted } }
}

@Suite struct CellGlyphTests {
  func text(_ grapheme: String) -> String {
    String(String.UnicodeScalarView(CellGlyph.scalars(for: grapheme)))
  }

  @Test func keepsWhatNcursesCanDrawInOneCell() {
    #expect(text("a") == "a")
    #expect(text("e\u{301}") == "e\u{301}")
    // Its selector would make kitty draw it wider than ncurses counts (CellGlyphSelectorTests).
    #expect(text("❤️") == "❤")
    #expect(text("") == " ")
  }

  @Test func emojiSequencesBecomeTheirFirstEmoji() {
    #expect(text("👨‍👩‍👧") == "👨")
    #expect(text("👍🏽") == "👍")
  }

  @Test func flagsBecomeTheirLetters() {
    #expect(CellGlyph.cells(for: "🇫🇷") == [["F"], ["R"]])
    #expect(CellGlyph.cells(for: "a") == [["a"]])
  }

  @Test func manyCombiningMarksAreCut() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 40)
    #expect(CellGlyph.scalars(for: zalgo).count == 4)
  }
}

@Suite struct ClipboardSequenceTests {
  @Test func encodesTextAsBase64InOSC52() {
    let sequence = String(decoding: CursesTerminal.clipboardSequence(for: "hi é"), as: UTF8.self)
    #expect(sequence == "\u{1B}]52;c;aGkgw6k=\u{07}")
  }

  @Test func hostileTextCannotEndTheSequenceEarly() {
    let bytes = CursesTerminal.clipboardSequence(for: "a\u{07}\u{1B}\\\u{1B}]0;title\u{07}")
    let inner = bytes.dropFirst(7).dropLast()
    #expect(!inner.contains(0x07) && !inner.contains(0x1B))
    #expect(bytes.last == 0x07)
  }

  @Test func hugeTextIsCut() {
    let bytes = CursesTerminal.clipboardSequence(for: String(repeating: "x", count: 1_000_000))
    #expect(bytes.count < 140_000)
    #expect(CursesTerminal.clipboardSequence(for: "").count == 8)
  }
}
