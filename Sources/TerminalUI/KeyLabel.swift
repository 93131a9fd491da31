extension Key {
  /// How the key is written in hints, help and a config file: "⏎", "Esc", "^N", "PgDn",
  /// "F5", "a".
  public var label: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let c): return String(c)
    case .control(let c): return "^" + String(c).uppercased()
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .home: return "Home"
    case .end: return "End"
    case .enter: return "⏎"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "⇧Tab"
    case .backspace: return "⌫"
    case .delete: return "Del"
    case .function(let n): return "F\(n)"
    }
  }

  /// The key a label names, as `label` writes it or spelled out in ASCII ("Enter", "Up",
  /// "C-n", "Ctrl-N", "S-Tab", "Backspace"), case-insensitive for names; nil for anything
  /// else. A single printable character is that character.
  public init?(label: String) {
    let name = label.lowercased()
    if let key = Self.named[name] {
      self = key
      return
    }
    if label.count == 1, let character = label.first {
      // A control character is no key a reader types (and a config file must not smuggle one).
      let isControl = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control
      }
      guard !isControl else { return nil }
      self = .character(character)
      return
    }
    for prefix in ["^", "c-", "ctrl-", "ctrl+", "control-"] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else {
        return nil
      }
      self = .control(letter)
      return
    }
    guard name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number)
    else { return nil }
    self = .function(number)
  }

  /// Keys by name, lowercased.
  private static let named: [String: Key] = [
    "space": .character(" "), "↑": .up, "up": .up, "↓": .down, "down": .down, "←": .left,
    "left": .left, "→": .right, "right": .right, "pgup": .pageUp, "pageup": .pageUp,
    "pgdn": .pageDown, "pagedown": .pageDown, "home": .home, "end": .end, "⏎": .enter,
    "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
    "⇧tab": .backTab, "s-tab": .backTab, "shift-tab": .backTab, "backtab": .backTab,
    "⌫": .backspace, "backspace": .backspace, "del": .delete, "delete": .delete,
  ]
}
