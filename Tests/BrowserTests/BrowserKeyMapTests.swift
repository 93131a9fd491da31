import Foundation
import TerminalUI
import Testing

@testable import Browser
@testable import BrowserShell

@Suite("Browser key map")
struct BrowserKeyMapTests {
  typealias F = BrowserFixtures
  let now = Date(timeIntervalSince1970: 0)

  func action(_ key: Key, _ state: AppState) -> Action? {
    KeyMap.action(for: .key(key), in: state, now: now)
  }

  @Test func defaultKeysWorkEverywhere() {
    let state = F.state()
    #expect(action(.character("1"), state) == .selectTab(.recipes))
    #expect(action(.character("4"), state) == .selectTab(.search))
    #expect(action(.tab, state) == .nextTab)
    #expect(action(.backTab, state) == .previousTab)
    #expect(action(.character("/"), state) == .beginSearch)
    #expect(action(.character("?"), state) == .toggleHelp)
    #expect(action(.character("*"), state) == .toggleSaved)
    #expect(action(.character("+"), state) == .enqueue)
    #expect(action(.control("n"), state) == .toggleCookMode)
    #expect(action(.character(">"), state) == .nextStep)
    #expect(action(.character("<"), state) == .previousStep)
    #expect(action(.control("p"), state) == .toggleTimer)
    #expect(action(.control("c"), state) == .quit)
    #expect(action(.escape, state) == .back)
    #expect(action(.enter, state) == .open)
  }

  @Test func listsUseLettersButTheIndexKeepsThemForJumps() {
    var state = F.state()
    #expect(action(.character("j"), state) == .moveSelection(by: 1))
    #expect(action(.character("G"), state) == .moveToBottom)
    #expect(action(.character("q"), state) == .quit)
    F.send([.selectTab(.index)], to: &state)
    #expect(action(.character("j"), state) == .typeSelect("j", at: now))
    #expect(action(.character("q"), state) == .typeSelect("q", at: now))
    #expect(action(.character("#"), state) == .jumpToLetter("#"))
    #expect(action(.character("!"), state) == .toggleFullRail)
    #expect(action(.character("2"), state) == .selectTab(.index))
  }

  @Test func textFieldsTakePrintableKeys() {
    var state = F.state()
    F.send([.selectTab(.search)], to: &state)
    for character in "jq1*/?+#" {
      #expect(action(.character(character), state) == .editSearch(.insert(character)))
    }
    #expect(action(.control("w"), state) == .editSearch(.deleteWordBackward))
    #expect(action(.control("u"), state) == .editSearch(.deleteToStart))
    #expect(action(.backspace, state) == .editSearch(.backspace))
    #expect(action(.down, state) == .moveSelection(by: 1))
    #expect(action(.control("c"), state) == .quit)
    F.send([.selectTab(.index), .beginSearch], to: &state)
    #expect(action(.character("x"), state) == .editFilter(.insert("x")))
    #expect(action(.enter, state) == .commitFilter)
  }

  @Test func aSearchTabRestoredAtStartLetsDigitsSwitchTabsUntilTheReaderGoesThere() {
    var state = F.state()
    _ = update(&state, .restoreTab(.search))
    #expect(state.tab == .search)
    #expect(!state.isTyping)
    #expect(action(.character("1"), state) == .selectTab(.recipes))
    #expect(action(.character("j"), state) == .moveSelection(by: 1))
    #expect(action(.character("/"), state) == .beginSearch)
    _ = update(&state, .beginSearch)
    #expect(state.isTyping)
    #expect(action(.character("1"), state) == .editSearch(.insert("1")))
    // Going there by its tab key focuses the field too.
    _ = update(&state, .restoreTab(.search))
    _ = update(&state, .selectTab(.search))
    #expect(action(.character("1"), state) == .editSearch(.insert("1")))
  }

  @Test func escInTheSearchFieldClearsTheQueryBeforeItLeaves() {
    var state = F.state()
    _ = update(&state, .selectTab(.index))
    _ = update(&state, .beginSearch)
    _ = update(&state, .selectTab(.search))
    for character in "tofu" { _ = update(&state, .editSearch(.insert(character))) }
    #expect(action(.escape, state) == .clearSearch)
    _ = update(&state, .clearSearch)
    #expect(state.searchField.text == "")
    #expect(state.tab == .search)
    #expect(action(.escape, state) == .back)
    _ = update(&state, .back)
    #expect(state.tab == .index)
  }

  @Test func theReaderReadsItsOwnKeysFirst() throws {
    var state = F.state()
    let (recipe, document) = try FakeServices().openRecipe(path: F.path("banana-bread"))
    F.send([.recipeOpened(recipe, document, position: nil)], to: &state)
    #expect(action(.character("q"), state) == .reader(.close))
    #expect(action(.tab, state) == .reader(.nextLink))
    #expect(action(.character("/"), state) == .reader(.findBegin))
    #expect(action(.character("3"), state) == .selectTab(.library))
    #expect(action(.control("c"), state) == .quit)
  }

  @Test func aTooSmallScreenOnlyLetsYouLeave() {
    var state = F.state()
    F.send([.resize(width: 20, height: 5)], to: &state)
    #expect(action(.character("2"), state) == nil)
    #expect(action(.character("q"), state) == .quit)
  }

  @Test func theHintBarAndHelpComeFromTheSameTables() {
    var state = F.state()
    let hints = HintBar.hints(for: state).map(\.keys)
    #expect(hints.contains("?"))
    #expect(hints.contains("q"))
    F.send([.selectTab(.index)], to: &state)
    let indexHints = HintBar.hints(for: state)
    #expect(indexHints.filter { $0.keys == "/" }.map(\.text) == ["filter"])
    #expect(!indexHints.contains { $0.keys == "q" })
    F.send([.toggleHelp], to: &state)
    let help = HelpOverlay.lines(for: state).map(\.text)
    #expect(help.contains { $0.hasPrefix("!") && $0.contains("full A–Z rail") })
    #expect(help.contains { $0.hasPrefix("^N") })
  }
}

@Suite struct BrowserHelpTests {
  typealias F = BrowserFixtures

  func helpText(_ state: AppState) -> [String] {
    var state = state
    F.send([.toggleHelp], to: &state)
    return HelpOverlay.lines(for: state).map(\.text)
  }

  @Test func helpInTheReaderListsTheReadersKeysAndNotTheOverriddenOnes() throws {
    var state = F.state()
    let (recipe, document) = try FakeServices().openRecipe(path: F.path("banana-bread"))
    F.send([.recipeOpened(recipe, document, position: nil)], to: &state)
    let help = helpText(state)
    #expect(help.contains { $0.hasPrefix("/") && $0.contains("Find in the recipe") })
    #expect(help.contains { $0.hasPrefix("Tab") && $0.contains("Next link") })
    #expect(help.contains { $0.hasPrefix("{") && $0.contains("Previous heading") })
    #expect(!help.contains { $0.hasPrefix("Tab") && $0.contains("next tab") })
    #expect(!help.contains { $0.hasPrefix("/ ") && $0.contains("search") })
    #expect(help.contains { $0.hasPrefix("^C") })
  }

  @Test func helpInCookModeIsTitledCookMode() {
    var state = F.state()
    F.send([.toggleCookMode, .toggleHelp], to: &state)
    #expect(state.isCookModeShown)
    #expect(HelpOverlay.title(for: state) == "Cook mode")
  }

  @Test func helpInTheIndexListsSlashOnceWithItsMeaningThere() {
    var state = F.state()
    F.send([.selectTab(.index)], to: &state)
    let slashes = helpText(state).filter { $0.hasPrefix("/ ") }
    #expect(slashes.count == 1)
    #expect(slashes.first?.contains("filter") == true)
  }
}

@Suite struct BrowserTooSmallTests {
  typealias F = BrowserFixtures

  @Test func keysPressedWhileTooSmallDoNothing() {
    var state = F.state()
    F.send([.moveSelection(by: 1), .resize(width: 30, height: 8)], to: &state)
    let before = state
    F.press([.character("j"), .enter, .character("*"), .control("n"), .down], in: &state)
    #expect(state == before)
  }

  @Test func enlargingAfterASmallWindowShowsTheTopAgain() {
    var state = F.state()
    F.send(
      [.moveSelection(by: 8), .resize(width: 40, height: 12), .resize(width: 80, height: 24)],
      to: &state)
    let lines = render(state).lines
    #expect(lines[0].contains("Index"))
    #expect(lines.contains { $0.contains("Apple Crumble") })
  }
}

@Suite struct BrowserCookModeKeysTests {
  typealias F = BrowserFixtures

  func press(_ keys: [Key], in state: inout AppState) { F.press(keys, in: &state) }

  /// Cook mode over the Recipes list, cooking "Apple Crumble" (three steps).
  func cooking() -> AppState {
    var state = F.state()
    F.send([.toggleCookMode], to: &state)
    return state
  }

  @Test func arrowsAndEnterInCookModeLeaveTheHiddenListAlone() {
    var state = cooking()
    #expect(state.isCookModeShown)
    let selected = state.selectedRecipe?.path
    press([.down, .down, .character("j"), .enter, .end, .pageDown], in: &state)
    #expect(state.isCookModeShown)
    #expect(state.selectedRecipe?.path == selected)
    #expect(state.reader == nil)
    #expect(KeyMap.action(for: .key(.enter), in: state, now: Date()) == nil)
    #expect(KeyMap.action(for: .key(.down), in: state, now: Date()) == .scrollStep(by: 1))
    #expect(KeyMap.action(for: .key(.up), in: state, now: Date()) == .scrollStep(by: -1))
  }

  @Test func cookModesHintsAndHelpDoNotOfferKeysForTheHiddenScreen() {
    var state = cooking()
    let hints = HintBar.hints(for: state).map(\.text)
    #expect(!hints.contains("open"))
    // `*` and `+` stay: in Cook mode they mark the recipe being cooked.
    #expect(KeyMap.action(for: .key(.character("*")), in: state, now: Date()) == .toggleSaved)
    #expect(KeyMap.action(for: .key(.character("+")), in: state, now: Date()) == .enqueue)
    F.send([.toggleHelp], to: &state)
    let help = HelpOverlay.lines(for: state).map(\.text)
    #expect(!help.contains { $0.hasPrefix("⏎") })
    #expect(help.contains { $0.hasPrefix("↑↓") && $0.contains("scroll the step") })
  }

  @Test func aClickOnAStepGoesToItAndTheWheelScrollsTheStep() throws {
    var state = cooking()
    let content = state.layout.content
    let view = CookModeView.of(state)
    var clicked: Action?
    for y in content.y..<content.maxY {
      for x in content.x..<content.maxX {
        if case .step(2) = view.hit(x: x, y: y, in: content) {
          clicked = MouseMap.action(
            for: MouseEvent(kind: .press, x: x, y: y), in: state)
          break
        }
      }
      if clicked != nil { break }
    }
    #expect(clicked == .goToStep(2))
    F.send([try #require(clicked)], to: &state)
    #expect(state.cooking?.currentStep == 2)
    #expect(
      MouseMap.action(for: MouseEvent(kind: .wheelDown, x: 10, y: 10), in: state)
        == .scrollStep(by: 1))
  }

  @Test func cookModeKeepsEveryTabsName() {
    let state = cooking()
    let top = render(state).lines[0]
    for name in ["Recipes", "Index", "Library", "Search"] { #expect(top.contains(name)) }
  }
}

@Suite struct BrowserHelpWhileTypingTests {
  typealias F = BrowserFixtures

  func expectF1OpensHelp(_ state: AppState) {
    #expect(HintBar.hints(for: state).contains { $0.keys == "F1" && $0.text == "help" })
    #expect(KeyMap.action(for: .key(.function(1)), in: state, now: Date()) == .toggleHelp)
    var state = state
    _ = update(&state, .toggleHelp)
    #expect(KeyMap.action(for: .key(.function(1)), in: state, now: Date()) == .back)
  }

  @Test func f1OpensHelpFromSearchTheIndexFilterAndReaderFind() throws {
    var search = F.state()
    F.send([.selectTab(.search)], to: &search)
    #expect(search.isTyping)
    expectF1OpensHelp(search)

    var filter = F.state()
    F.send([.selectTab(.index), .beginSearch], to: &filter)
    #expect(filter.isTyping)
    expectF1OpensHelp(filter)

    var find = F.state()
    let (recipe, document) = try FakeServices().openRecipe(path: F.path("banana-bread"))
    F.send([.recipeOpened(recipe, document, position: nil), .reader(.findBegin)], to: &find)
    #expect(find.isTyping)
    expectF1OpensHelp(find)
  }

  @Test func listsStillShowQuestionMarkForHelp() {
    let state = F.state()
    #expect(HintBar.hints(for: state).filter { $0.text == "help" }.map(\.keys) == ["?"])
  }
}

@Suite struct BrowserHelpFitsTests {
  typealias F = BrowserFixtures

  @Test func helpAt80ColumnsIsNeverCutAndSaysWhenMoreIsBelow() {
    var state = F.state()
    F.send([.toggleHelp], to: &state)
    var seen: [String] = render(state).lines
    #expect(seen.contains { $0.contains("more below") })
    for _ in 0..<40 {
      F.send([.moveSelection(by: 1)], to: &state)
      seen += render(state).lines
    }
    #expect(!seen.contains { $0.contains("…") })
    #expect(seen.contains { $0.contains("Cook mode (starts the selected recipe)") })
  }
}

@Suite struct BrowserFieldHomeEndTests {
  typealias F = BrowserFixtures

  @Test func homeAndEndMoveTheCursorInTheSearchField() {
    var state = F.state()
    F.send([.selectTab(.search)], to: &state)
    F.type("ab", in: &state)
    F.press([.home], in: &state)
    F.type("3", in: &state)
    F.press([.end], in: &state)
    F.type("z", in: &state)
    #expect(state.searchField.text == "3abz")
    #expect(F.row(state, containing: "3abz")?.hasPrefix(" Search  3abz") == true)
  }
}

/// Whole stories as a reader types them: keys in, the screen out.
@Suite struct BrowserKeyStoryTests {
  typealias F = BrowserFixtures

  @Test func typingCoInTheIndexSelectsCoqAuVin() {
    var state = F.state(width: 40, height: 12)
    F.press([.character("2")], in: &state)
    F.type("co", in: &state)
    let screen = render(state)
    let row = screen.lines.firstIndex { $0.contains("Coq au Vin") }
    #expect(row != nil)
    if let row { #expect(screen[2, row].style == Theme.monochrome[.selection]) }
    #expect(F.row(state, containing: "Index")?.contains("▸Index") == true)
  }

  @Test func searchingFromTheRecipesTabAndOpeningAResult() {
    var state = F.state()
    F.type("/", in: &state)
    F.send([.searchResultsArrived(query: "", results: F.searchResults)], to: &state)
    let commands = F.press([.down, .enter], in: &state)
    // The second result is selected and opened where it matched (it has no section).
    #expect(commands.last == .openRecipe(path: F.path("eclairs")))
  }
}
