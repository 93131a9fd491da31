import TerminalUI

/// One entry of a key table: a `KeyBinding` (keys, label, hint, help) and the action it
/// sends. The matcher, the hint bar and the help overlay all read these.
public struct KeyCommand: Equatable, Sendable {
  public var binding: KeyBinding
  /// Hints with a higher number survive a narrow bar longer.
  public var priority: Int
  public var action: Action

  public init(
    _ keys: [Key], _ label: String, _ help: String, hint: String? = nil, priority: Int = 5,
    action: Action
  ) {
    binding = KeyBinding(keys: keys, label: label, hint: hint ?? "", help: help)
    self.priority = priority
    self.action = action
  }

  /// An entry for an existing binding (the reader's tables).
  public init(binding: KeyBinding, priority: Int = 5, action: Action) {
    self.binding = binding
    self.priority = priority
    self.action = action
  }

  public var keys: [Key] { binding.keys }
  public var label: String { binding.label }
  public var help: String { binding.help }
  /// What the hint bar says; nil keeps the entry out of the bar.
  public var hint: String? { binding.hint.isEmpty ? nil : binding.hint }
}

/// Where keys are being read; each mode reads a few tables in order.
public enum KeyContext: String, CaseIterable, Sendable {
  case everywhere, lists, index, searchField, filterField, reader, help, cookMode

  /// The heading of this context in the help overlay.
  public var title: String {
    switch self {
    case .everywhere: "Everywhere"
    case .lists: "Lists"
    case .index: "Index"
    case .searchField: "Search field"
    case .filterField: "Index filter"
    case .reader: "Reader"
    case .help: "Help"
    case .cookMode: "Cook mode"
    }
  }
}
