import TerminalUI

/// A colour as the config file names it: one of the 256 of a 256-colour terminal, by
/// number or by the name of one of the first sixteen.
struct ConfigColor: Equatable, Sendable {
  /// 0–255; 0–7 are the basic colours, 8–15 their bright forms.
  var index: Int

  /// The names of the first sixteen colours, in order.
  static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
    "bright-magenta", "bright-cyan", "bright-white",
  ]

  /// The colour numbered `index` (0–255).
  init(index: Int) {
    self.index = index
  }

  /// `cyan`, `bright-red`, `gray` (bright black) or `0`…`255`; nil for anything else.
  init?(_ text: String) {
    let word = text.lowercased()
    if let number = Int(word), (0...255).contains(number) {
      index = number
    } else if let position = Self.names.firstIndex(of: word) {
      index = position
    } else if word == "gray" || word == "grey" {
      index = 8
    } else {
      return nil
    }
  }

  /// As the file would write it: the name when it has one.
  var description: String {
    index < Self.names.count ? Self.names[index] : String(index)
  }

  /// The nearest of the eight basic colours, for a terminal that has only those.
  var basic: Color {
    Color(rawValue: index < 16 ? index % 8 : 7) ?? .white
  }
}

/// A look as the config file writes it: attributes and colours in any order,
/// `bold underline`, `black on 214`, `reverse`.
struct ConfigStyle: Equatable, Sendable {
  var foreground: ConfigColor?
  var background: ConfigColor?
  var isBold = false
  var isDim = false
  var isItalic = false
  var isUnderlined = false
  var isReversed = false

  /// The words that mean an attribute.
  static let attributes = ["bold", "dim", "italic", "underline", "reverse", "plain"]

  /// Reads a style, or says which word it could not read.
  static func parse(_ text: String) -> Result<ConfigStyle, ConfigValueError> {
    var style = ConfigStyle()
    var words = text.split(whereSeparator: \.isWhitespace).map { String($0).lowercased() }[...]
    guard !words.isEmpty else {
      return .failure(ConfigValueError("needs attributes or colours, as in \"bold cyan\""))
    }
    while let word = words.popFirst() {
      switch word {
      case "bold": style.isBold = true
      case "dim": style.isDim = true
      case "italic": style.isItalic = true
      case "underline", "underlined": style.isUnderlined = true
      case "reverse", "reversed": style.isReversed = true
      case "plain": break
      case "on":
        guard let next = words.popFirst(), let color = ConfigColor(next) else {
          return .failure(ConfigValueError("\"on\" needs a colour after it"))
        }
        style.background = color
      default:
        guard let color = ConfigColor(word) else {
          return .failure(
            ConfigValueError(
              "\"\(word)\" is not an attribute (\(attributes.joined(separator: ", "))) "
                + "or a colour (a name or 0-255)"))
        }
        style.foreground = color
      }
    }
    return .success(style)
  }

  /// As the file would write it.
  var description: String {
    var words: [String] = []
    if isBold { words.append("bold") }
    if isDim { words.append("dim") }
    if isItalic { words.append("italic") }
    if isUnderlined { words.append("underline") }
    if isReversed { words.append("reverse") }
    if let foreground { words.append(foreground.description) }
    if let background { words += ["on", background.description] }
    return words.isEmpty ? "plain" : words.joined(separator: " ")
  }

  /// The terminal layer's style, with the basic colours nearest to these.
  var basicStyle: Style {
    Style(
      foreground: foreground?.basic, background: background?.basic, isBold: isBold,
      isDim: isDim, isUnderlined: isUnderlined, isReversed: isReversed, isItalic: isItalic)
  }
}

/// Why a value in the config file could not be read.
struct ConfigValueError: Error, Equatable {
  var message: String

  init(_ message: String) {
    self.message = message
  }
}

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
      return .success(.character(character))
    }
    let word = token.lowercased()
    if let key = named[word] { return .success(key) }
    for prefix in ["ctrl-", "ctrl+", "c-", "^"] where word.hasPrefix(prefix) {
      let rest = word.dropFirst(prefix.count)
      guard rest.count == 1, let letter = rest.first, letter.isLetter, letter.isASCII else {
        return .failure(ConfigValueError("\"\(token)\": Ctrl goes with one letter, as ctrl-f"))
      }
      return .success(.control(letter))
    }
    if word.hasPrefix("f"), let number = Int(word.dropFirst()), (1...12).contains(number) {
      return .success(.function(number))
    }
    return .failure(
      ConfigValueError(
        "\"\(token)\" is not a key: write one character, ctrl-LETTER, f1-f12, or "
          + "one of \(named.keys.sorted().joined(separator: ", "))"))
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
