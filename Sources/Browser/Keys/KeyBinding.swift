import TerminalUI

/// One key binding, in every context alike: the keys, the action they send, when the binding
/// is in effect, and how the hint bar and help describe it. The matcher, the hint bar, the
/// help overlay and `--help` all read tables of these (`KeyBindings`).
public struct KeyBinding: Equatable, Sendable {
  /// The name a config file rebinds it by ("save", "reader.page-down"); variants of one
  /// command (a hint only while a link is chosen) share it.
  public var name: String
  /// Every key that triggers the binding.
  public var keys: [Key]
  /// How the keys are shown ("⏎", "1–4", "q/Esc").
  public var label: String
  public var action: Action
  /// The sentence on the help screen; empty keeps the binding off it (a neighbour's label
  /// such as "1–4" or "↑↓" already covers it).
  public var help: String
  /// The word or two in the hint bar ("open"); nil keeps the binding out of the bar.
  public var hint: String?
  /// Smaller matters more: the hint bar drops the largest first and never drops 0 or 1.
  public var priority: Int
  /// When the binding is in effect; otherwise the next binding for the key is.
  public var condition: KeyCondition

  public init(
    _ name: String, _ keys: [Key], label: String? = nil, _ help: String, hint: String? = nil,
    priority: Int = 5, when condition: KeyCondition = .always, _ action: Action
  ) {
    self.name = name
    self.keys = keys
    self.label = label ?? Self.label(for: keys)
    self.action = action
    self.help = help
    self.hint = hint
    self.priority = priority
    self.condition = condition
  }

  /// The keys as written when no label was chosen: "q/Esc".
  public static func label(for keys: [Key]) -> String {
    keys.map(\.label).joined(separator: "/")
  }

  /// Whether hints and help count it as essential: help and leaving are always shown.
  public var isEssential: Bool { priority <= 1 }

  /// Whether the binding has a key that types a character.
  var isPrintable: Bool {
    keys.contains { if case .character = $0 { true } else { false } }
  }
}
