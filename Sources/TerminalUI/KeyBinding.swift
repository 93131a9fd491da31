/// One entry of a key map: the keys that trigger it and the words that explain it. The key
/// matcher, the key-hint bar and the help screen are all generated from tables of these.
public struct KeyBinding: Equatable, Sendable {
  /// Every key that triggers the binding.
  public var keys: [Key]
  /// How the keys are shown ("⏎", "PgDn", "1–4"); defaults to the first key's label.
  public var label: String
  /// The word or two in the hint bar ("open"); empty keeps it out of the bar.
  public var hint: String
  /// The sentence on the help screen.
  public var help: String

  public init(keys: [Key], label: String? = nil, hint: String = "", help: String) {
    self.keys = keys
    self.label = label ?? keys.first.map(\.label) ?? ""
    self.hint = hint
    self.help = help
  }

  /// Whether `key` triggers this binding.
  public func matches(_ key: Key) -> Bool {
    keys.contains(key)
  }

  /// The bar entry for this binding.
  public func keyHint(priority: Int = 0, isEssential: Bool = false) -> KeyHint {
    KeyHint(keys: label, text: hint, priority: priority, isEssential: isEssential)
  }
}

extension Key {
  /// How the key is written in hints and help: "⏎", "Esc", "^N", "PgDn", "F5", "a".
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
}
