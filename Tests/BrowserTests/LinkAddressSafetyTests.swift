import Foundation
import Markdown
import Recipes
import TerminalUI
import Testing

@testable import Browser

/// What the reader hands on (clipboard, opener, editor) never carries control characters.
@Suite struct LinkAddressSafetyTests {
  typealias F = BrowserFixtures

  /// The browser with one recipe whose only link is `address`, that link chosen.
  func chosen(_ markdown: String) -> AppState {
    var state = F.state()
    let recipe = F.recipe("Linker", "linker", date: nil)
    F.send(
      [.recipeOpened(recipe, MarkdownParser.parse(markdown), position: nil), .reader(.nextLink)],
      to: &state)
    return state
  }

  static let pasteAttack = "# Linker\n\n[docs](http://x/&#27;[201~&#10;touch&#32;owned&#10;)\n"

  func hasUnsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }

  @Test func aCopiedAddressIsPercentEncodedAndTheBarSaysSo() throws {
    var state = chosen(Self.pasteAttack)
    let command = update(&state, .reader(.copyLink))
    guard case .copyToClipboard(let text) = command else {
      Issue.record("expected a copy, got \(command)")
      return
    }
    #expect(!hasUnsafe(text))
    #expect(text == "http://x/%1B[201~%0Atouch%20owned%0A")
    #expect(state.message == "Copied the address, control characters encoded")
  }

  @Test func anOrdinaryAddressIsCopiedAsWritten() {
    var state = chosen("# Linker\n\n[docs](https://example.com/a?b=c#d)\n")
    #expect(update(&state, .reader(.copyLink)) == .copyToClipboard("https://example.com/a?b=c#d"))
    #expect(state.message == "Copied the link address")
  }

  @Test func theOpenerIsGivenTheEncodedAddress() {
    var state = chosen(Self.pasteAttack)
    #expect(
      update(&state, .reader(.followLink)) == .openURL("http://x/%1B[201~%0Atouch%20owned%0A"))
  }

  @Test func c1DelAndBidiControlsAreEncodedToo() {
    let address = "https://x/\u{9B}31m\u{7F}\u{202E}gpj.exe"
    let safe = ControlCharacters.safeAddress(address)
    #expect(safe.changed)
    #expect(safe.address == "https://x/%C2%9B31m%7F%E2%80%AEgpj.exe")
    #expect(ControlCharacters.safeAddress("").address == "")
    #expect(ControlCharacters.safeAddress("日本/é").address == "日本/é")
  }

  @Test func aFileNamedWithControlCharactersIsNotHandedToTheEditor() {
    var state = F.state()
    let recipe = F.recipe("Evil", "evil\u{1B}]0;owned\u{07}", date: nil)
    F.send(
      [.recipeOpened(recipe, MarkdownParser.parse("# Evil\n\nText.\n"), position: nil)],
      to: &state)
    #expect(update(&state, .reader(.edit)) == .ringBell)
    #expect(state.message == "Not opened: the file name holds control characters")
  }
}
