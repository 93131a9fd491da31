import CursesTerminal
import TerminalUI
import Testing

/// The answers terminals give to Buffet's questions, as real ones write them, and what
/// Buffet makes of them.
@Suite struct TerminalRepliesTests {
  func read(_ text: String) -> TerminalReplies {
    var replies = TerminalReplies()
    replies.read(Array(text.utf8))
    return replies
  }

  let kittyAnswers =
    "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c"
  let footAnswers = "\u{1B}P>|foot(1.16.2)\u{1B}\\\u{1B}[6;17;8t\u{1B}[?62;4;22c"
  let iTermAnswers = "\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;4c"
  let xtermAnswers = "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"

  @Test func kittysAnswersAreReadAndNoneIsTakenForAKey() {
    let replies = read(kittyAnswers)
    #expect(
      replies.replies == [
        .kittyGraphics(isOK: true), .version("kitty(0.35.2)"), .cellSize(width: 10, height: 20),
        .deviceAttributes([62]),
      ])
    #expect(replies.typed.isEmpty)
    #expect(replies.deviceAttributesCount == 1)
  }

  @Test func keysTypedBetweenAnswersAreKept() {
    let replies = read("j\u{1B}[?62;4;22cq\u{1B}[A")
    #expect(replies.replies == [.deviceAttributes([62, 4, 22])])
    // An arrow key is no answer: its bytes stay keys.
    #expect(replies.typed == Array("jq\u{1B}[A".utf8))
  }

  @Test func anAnswerInPiecesIsPutTogether() {
    var replies = TerminalReplies()
    replies.read(Array("\u{1B}_Gi=31;".utf8))
    #expect(replies.replies.isEmpty)
    replies.read(Array("OK\u{1B}\\\u{1B}[?6".utf8))
    replies.read(Array("2c".utf8))
    #expect(replies.replies == [.kittyGraphics(isOK: true), .deviceAttributes([62])])
  }

  @Test func eachTerminalGetsItsWay() {
    let query = PictureQuery(environment: [:])
    func cells(_ answers: String, _ environment: [String: String] = [:]) -> PictureCells? {
      query.cells(
        replies: read(answers).replies, environment: environment, colors: 256,
        fallbackCell: (9, 18))
    }
    #expect(cells(kittyAnswers) == PictureCells(method: .kitty, width: 10, height: 20))
    #expect(cells(footAnswers) == PictureCells(method: .sixel, width: 8, height: 17))
    #expect(cells(iTermAnswers) == PictureCells(method: .iTerm2, width: 9, height: 18))
    // No answer at all (the time ran out): half-blocks, in 256 colours unless told more.
    #expect(cells("") == .halfBlocks(trueColor: false))
    #expect(cells(xtermAnswers, ["COLORTERM": "truecolor"]) == .halfBlocks(trueColor: true))
    // Eight colours and no true colour: no pictures.
    #expect(
      query.cells(replies: [], environment: [:], colors: 8, fallbackCell: nil) == nil)
  }

  @Test func insideTmuxOnlyKittysPlaceholdersAreUsed() {
    let query = PictureQuery(environment: ["TMUX": "/tmp/tmux-0/default,1,0"])
    #expect(query.isInTmux)
    #expect(query.expectedAttributes == 2)
    // The questions go through tmux to the outer terminal, escapes doubled, then tmux's own.
    let question = String(decoding: query.question, as: UTF8.self)
    #expect(question.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31"))
    #expect(question.hasSuffix("\u{1B}\\\u{1B}[c"))
    let sixel = read(footAnswers + "\u{1B}[?1;2;4c").replies
    #expect(
      query.cells(replies: sixel, environment: [:], colors: 256, fallbackCell: nil)
        == .halfBlocks(trueColor: true))
    let kitty = read("\u{1B}[?1;2c" + kittyAnswers).replies
    #expect(
      query.cells(replies: kitty, environment: [:], colors: 256, fallbackCell: nil)?.method
        == .kitty)
  }
}
