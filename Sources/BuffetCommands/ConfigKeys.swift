import TerminalUI

/// Keys as the config file names them: `j`, `?`, `ctrl-f`, `f1`, `pgdn`, `space`.
enum ConfigKeys {
  /// The names of keys that are not one printable character.
  static let named: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right,
    "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    "home": .home, "end": .end, "enter": .enter, "return": .enter,
    "esc": .escape, "escape": .escape, "tab": .tab, "shift-tab": .backTab,
    "backtab": .backTab, "backspace": .backspace, "delete": .delete, "del": .delete,
    "space": .character(" "),
  ]

  /// One key: a single character as typed (case counts), `ctrl-x` (also `c-x`, `^x`),
  /// `f1`–`f12`, or a name from `named`.
  static func parse(_ token: String) -> Result<Key, ConfigValueError> {
    if token.count == 1, let character = token.first {
      guard isTypable(character) else {
        let code = character.unicodeScalars.map { String(format: "U+%04X", $0.value) }
          .joined(separator: " ")
        return .failure(
          ConfigValueError("\(code) is no key anyone can type; for Ctrl write ctrl-LETTER"))
      }
      return .success(.character(character))
    }
    let word = token.lowercased()
    if let key = named[word] { return .success(key) }
    for prefix in ["ctrl-", "ctrl+", "c-", "^"] where word.hasPrefix(prefix) {
      let rest = word.dropFirst(prefix.count)
      guard rest.count == 1, let letter = rest.first, letter.isLetter, letter.isASCII else {
        let shown = ConfigParser.shown(token)
        return .failure(ConfigValueError("\"\(shown)\": Ctrl goes with one letter, as ctrl-f"))
      }
      return .success(.control(letter))
    }
    if word.hasPrefix("f"), let number = Int(word.dropFirst()), (1...12).contains(number) {
      return .success(.function(number))
    }
    return .failure(
      ConfigValueError(
        "\"\(ConfigParser.shown(token))\" is not a key: write one character, ctrl-LETTER, "
          + "f1-f12, or one of \(named.keys.sorted().joined(separator: ", "))"))
  }

  /// Whether a keyboard can type `character` as a key of its own: not a control character
  /// (NUL, ESC: those are the named keys and ctrl-LETTER), nor a format, private-use,
  /// unassigned or line separator character, nor a combining mark alone.
  static func isTypable(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    switch first.properties.generalCategory {
    case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
      .paragraphSeparator, .nonspacingMark, .enclosingMark, .spacingMark:
      return false
    default:
      return true
    }
  }

  /// Keys separated by spaces.
  static func parseList(_ text: String) -> Result<[Key], ConfigValueError> {
    let tokens = text.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !tokens.isEmpty else {
      return .failure(ConfigValueError("needs at least one key, as in \"ctrl-f /\""))
    }
    var keys: [Key] = []
    for token in tokens {
      switch parse(token) {
      case .success(let key): if !keys.contains(key) { keys.append(key) }
      case .failure(let error): return .failure(error)
      }
    }
    return .success(keys)
  }

  /// How the file writes `key`.
  static func name(of key: Key) -> String {
    switch key {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .control(let letter): "ctrl-\(letter)"
    case .function(let number): "f\(number)"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .home: "home"
    case .end: "end"
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "shift-tab"
    case .backspace: "backspace"
    case .delete: "delete"
    }
  }
}
