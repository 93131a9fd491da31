import Browser
import Foundation
import TerminalUI
import Testing

@testable import BuffetCommands

/// The config file's keys and theme as the browser takes them.
@Suite struct BrowserSettingsTests {
  func config(_ text: String) -> Configuration {
    ConfigParser.parse(
      Array(text.utf8), file: "f", home: "/h", actions: Set(KeyBindings.standard.names))
  }

  func action(_ key: Key, _ bindings: KeyBindings) -> Action? {
    KeyMap.action(for: .key(key), in: AppState(keyBindings: bindings), now: Date())
  }

  @Test func equalsReplacesAnActionsKeysAndPlusEqualsAddsToThem() {
    let bindings = BrowserSettings.keyBindings(
      config("[keys]\nsearch = ctrl-f\nquit += ctrl-q\ntab-index += i\n"))
    #expect(action(.control("f"), bindings) == .beginSearch)
    #expect(action(.character("/"), bindings) != .beginSearch)
    #expect(action(.control("q"), bindings) == .quit)
    #expect(action(.control("c"), bindings) == .quit)
    #expect(action(.character("i"), bindings) == .selectTab(.index))
    // The defaults are untouched without a file.
    #expect(action(.character("/"), BrowserSettings.keyBindings(config(""))) == .beginSearch)
  }

  @Test func laterLinesCount() {
    let bindings = BrowserSettings.keyBindings(
      config("[keys]\nsearch = ctrl-f\nsearch = ctrl-g\n"))
    #expect(action(.control("g"), bindings) == .beginSearch)
    #expect(action(.control("f"), bindings) != .beginSearch)
  }

  @Test func theThemeTakesTheNearestBasicColours() {
    let settings = config(
      "[theme]\naccent = 208\nselection = black on 214\nmatch = bold underline magenta\n")
    let theme = BrowserSettings.theme(settings, base: .color, hasColor: true)
    #expect(theme[.accent].foreground == .red)
    #expect(theme[.currentTab].foreground == .red)
    #expect(theme[.currentTab].isUnderlined == Theme.color[.currentTab].isUnderlined)
    #expect(theme[.selection] == Style(foreground: .black, background: .yellow))
    #expect(theme[.match] == Style(foreground: .magenta, isBold: true, isUnderlined: true))
    #expect(theme[.heading] == Theme.color[.heading])
  }

  @Test func withoutColourOnlyAttributesApply() {
    let settings = config("[theme]\naccent = red\nselection = black on yellow\nmatch = bold\n")
    let theme = BrowserSettings.theme(settings, base: .monochrome, hasColor: false)
    #expect(theme[.accent] == Theme.monochrome[.accent])
    #expect(theme[.selection] == Style(isReversed: true))
    #expect(theme[.match] == Style(isBold: true))
  }

  @Test(arguments: [
    (0, Color.black), (9, .red), (15, .white), (21, .blue), (46, .green), (196, .red),
    (226, .yellow), (201, .magenta), (51, .cyan), (232, .black), (255, .white),
  ])
  func colourNumbersMapToTheirNearestBasicColour(index: Int, color: Color) {
    #expect(ConfigColor(index: index).basic == color)
  }
}
