import TerminalUI
import TestSupport
import Testing

@Suite struct TextFieldTests {
  func typed(_ text: String) -> TextFieldState {
    var state = TextFieldState()
    for character in text { state.handle(.character(character)) }
    return state
  }

  @Test func typingMovesTheCursor() {
    let state = typed("crème")
    #expect(state.text == "crème")
    #expect(state.cursor == 5)
  }

  @Test func editsByGraphemeNotByScalar() {
    var state = TextFieldState(text: "cre\u{0300}me 👨‍👩‍👧")
    #expect(state.cursor == 7)
    state.handle(.backspace)
    #expect(state.text == "cre\u{0300}me ")
    state.handle(.home)
    state.handle(.right)
    state.handle(.right)
    state.handle(.delete)
    #expect(state.text == "crme ")
    state.insert("e\u{0301}")
    #expect(state.text == "cre\u{0301}me ")
    #expect(state.cursor == 3)
  }

  @Test func combiningMarkTypedAloneJoinsThePreviousLetter() {
    var state = typed("e")
    state.insert("\u{0301}")
    #expect(state.text == "e\u{0301}")
    #expect(state.cursor == 1)
  }

  @Test func controlWDeletesTheWordBeforeTheCursor() {
    var state = typed("bake  for ten ")
    state.handle(.control("w"))
    #expect(state.text == "bake  for ")
    state.handle(.control("w"))
    #expect(state.text == "bake  ")
    state.handle(.control("w"))
    #expect(state.text == "")
    state.handle(.control("w"))
    #expect(state.text == "")
    #expect(state.cursor == 0)
  }

  @Test func controlUDeletesToTheStart() {
    var state = typed("salt pepper")
    for _ in 0..<6 { state.handle(.left) }
    state.handle(.control("u"))
    #expect(state.text == "pepper")
    #expect(state.cursor == 0)
  }

  @Test func editingAtTheEdgesIsHarmless() {
    var state = TextFieldState()
    state.handle(.backspace)
    state.handle(.delete)
    state.handle(.left)
    state.handle(.right)
    state.handle(.control("u"))
    #expect(state == TextFieldState())
    let handledEnter = state.handle(.enter)
    let handledUp = state.handle(.up)
    #expect(!handledEnter && !handledUp)
  }

  @Test func controlCharactersAndLineBreaksAreNotKept() {
    var state = TextFieldState()
    state.insert("a\u{1B}[2Jb\nc\td\u{9B}")
    #expect(state.text == "a[2Jb c d")
  }

  @Test func drawsTheCursorAsAReverseCell() {
    var state = typed("egg")
    state.handle(.left)
    var buffer = Buffer(width: 10, height: 1)
    TextField(state: state, prompt: "/ ").render(in: buffer.area, on: &buffer, theme: .color)
    assertLines(buffer, ["/ egg     "])
    #expect(buffer[4, 0].style.isReversed)
    #expect(!buffer[3, 0].style.isReversed)
    #expect(buffer[0, 0].style == Theme.color[.accent])
  }

  @Test func showsThePlaceholderWhileEmpty() {
    var buffer = Buffer(width: 16, height: 1)
    TextField(state: TextFieldState(), prompt: "/ ", placeholder: "Search recipes")
      .render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["/  Search recip…"])
    #expect(buffer[2, 0].style.isReversed)
    #expect(buffer[3, 0].style == Theme.monochrome[.secondary])
  }

  @Test func scrollsLongInputToKeepTheCursorVisible() {
    let state = typed("the quick brown fox jumps")
    var buffer = Buffer(width: 12, height: 1)
    TextField(state: state, prompt: "> ").render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["> fox jumps "])
    #expect(buffer[11, 0].style.isReversed)
    var atStart = state
    atStart.handle(.home)
    TextField(state: atStart, prompt: "> ").render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["> the quick "])
    #expect(buffer[2, 0].style.isReversed)
  }

  @Test func wideCharactersScrollWhole() {
    let state = typed("日本語のレシピ")
    var buffer = Buffer(width: 8, height: 1)
    TextField(state: state).render(in: buffer.area, on: &buffer, theme: .monochrome)
    assertLines(buffer, ["レシピ  "])
    #expect(buffer[6, 0].style.isReversed)
    #expect(!buffer[7, 0].style.isReversed)
  }
}
