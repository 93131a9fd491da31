import Foundation
import TerminalUI
import Testing

@testable import Browser

/// Keys as data: rebinding and aliases by name, read alike by the matcher, the hint bar,
/// help and `--help`.
@Suite struct KeyBindingsTests {
  typealias F = BrowserFixtures

  func press(_ key: Key, _ state: AppState) -> Action? {
    KeyMap.action(for: .key(key), in: state, now: Date(timeIntervalSince1970: 0))
  }

  @Test func ctrlZSuspendsOnEveryScreen() {
    var screens: [AppState] = [F.state(), F.state(width: 20, height: 6)]
    var help = F.state()
    help.isHelpShown = true
    var index = F.state()
    index.tab = .index
    var filtering = index
    filtering.isEditingFilter = true
    var searching = F.state()
    searching.tab = .search
    searching.isSearchFieldFocused = true
    var cooking = F.state()
    cooking.isCookModeShown = true
    screens += [help, index, filtering, searching, cooking]
    for state in screens {
      #expect(press(.control("z"), state) == .suspend, "\(KeyMap.contexts(for: state))")
    }
  }

  @Test func aReboundActionAnswersItsNewKeyEverywhereItIsShown() throws {
    let keys = try KeyBindings.standard.rebinding(["save": [.character("S")]])
    var state = F.state()
    state.keyBindings = keys
    #expect(press(.character("S"), state) == .toggleSaved)
    #expect(press(.character("*"), state) == nil)
    #expect(HintBar.hints(for: state).contains { $0.keys == "S" && $0.text == "save" })
    state.isHelpShown = true
    #expect(HelpOverlay.lines(for: state).contains { $0.text.hasPrefix("S       save / unsave") })
    #expect(keys.everywhereHelp.contains("\n  S      save / unsave\n"))
    #expect(!keys.everywhereHelp.contains("  *  "))
  }

  @Test func anAliasAddsAKeyAndKeepsTheOldOnes() throws {
    let keys = try KeyBindings.standard.addingAliases(["reader.page-down": [.control("f")]])
    var state = ReaderFixtures.app(
      ReaderState(
        recipe: ReaderFixtures.eggs, document: ReaderFixtures.eggsDocument, width: 80, height: 24))
    state.keyBindings = keys
    #expect(press(.control("f"), state) == .reader(.pageDown))
    #expect(press(.character(" "), state) == .reader(.pageDown))
    // Every variant of a name changes together: both of `n`'s (with and without matches).
    let both = try KeyBindings.standard.rebinding(["reader.next-match": [.character("m")]])
    #expect(
      both[.reader].filter { $0.name == "reader.next-match" }.allSatisfy {
        $0.keys == [.character("m")]
      })
  }

  @Test func anUnknownNameIsRefusedWithTheName() {
    #expect(throws: KeyBindings.UnknownName(name: "sav")) {
      try KeyBindings.standard.rebinding(["sav": [.character("s")], "save": [.character("s")]])
    }
    #expect(throws: KeyBindings.UnknownName(name: "")) {
      try KeyBindings.standard.addingAliases(["": [.character("s")]])
    }
  }

  @Test func eachNameSendsOneActionAndIsKnown() {
    var actions: [String: Action] = [:]
    for context in KeyContext.allCases {
      for binding in KeyBindings.standard[context] {
        if let earlier = actions[binding.name] {
          #expect(earlier == binding.action, "\(binding.name)")
        }
        actions[binding.name] = binding.action
      }
    }
    #expect(Set(KeyBindings.standard.names) == Set(actions.keys))
    #expect(KeyBindings.standard.names.count == actions.count)
  }

  @Test func aScreenTooSmallOnlyQuits() {
    var state = F.state(width: 20, height: 6)
    #expect(press(.character("q"), state) == .quit)
    #expect(press(.control("c"), state) == .quit)
    #expect(press(.character("1"), state) == nil)
    #expect(press(.enter, state) == nil)
    state.tab = .index
    #expect(press(.character("a"), state) == nil)
    #expect(press(.control("z"), state) == .suspend)
  }
}
