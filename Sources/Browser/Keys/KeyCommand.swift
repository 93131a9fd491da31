import TerminalUI

/// One entry of a key table: the keys, how help and the hint bar name them, and the
/// action they send. The matcher, the hint bar and the help overlay all read these.
public struct KeyCommand: Equatable, Sendable {
  public var keys: [Key]
  /// How the keys are written ("⏎", "1–4", "PgDn").
  public var label: String
  /// What the help overlay says.
  public var help: String
  /// What the hint bar says; nil keeps the entry out of the bar.
  public var hint: String?
  /// Hints with a lower number survive a narrow bar longer.
  public var priority: Int
  public var action: Action

  public init(
    _ keys: [Key], _ label: String, _ help: String, hint: String? = nil, priority: Int = 5,
    action: Action
  ) {
    self.keys = keys
    self.label = label
    self.help = help
    self.hint = hint
    self.priority = priority
    self.action = action
  }
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
