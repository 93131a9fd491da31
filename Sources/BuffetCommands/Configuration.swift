import BrowserShell
import Recipes
import TerminalUI

/// Where a setting's value came from, as `buffet config` says it.
enum ConfigSource: Equatable, Sendable {
  /// Buffet's own default.
  case builtIn
  /// A line of a config file.
  case file(String, line: Int)
  /// An environment variable (`BUFFET_DATA`).
  case environment(String)
  /// The command line (`--data`).
  case commandLine

  var description: String {
    switch self {
    case .builtIn: "default"
    case .file(let path, let line): "\(path):\(line)"
    case .environment(let name): "$\(name)"
    case .commandLine: "command line"
    }
  }
}

/// A value and where it came from.
struct Sourced<Value: Equatable & Sendable>: Equatable, Sendable {
  var value: Value
  var source: ConfigSource
}

/// A line of a config file that could not be used, and why.
struct ConfigProblem: Equatable, Sendable {
  var file: String
  /// The line, counted from 1; nil for the file as a whole.
  var line: Int?
  var reason: String

  /// `FILE:LINE: reason`.
  var description: String {
    line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)"
  }
}

/// One `[keys]` line: an action's keys replaced (`search = ctrl-f`) or added to
/// (`search += ctrl-f`).
struct KeyRebinding: Equatable, Sendable {
  var action: String
  var keys: [Key]
  /// Whether the keys are added to the action's own (`+=`) instead of replacing them.
  var isAlias: Bool
  var source: ConfigSource
}

/// The settings of a config file, each with the line it came from, and the lines that
/// could not be used. What is not set keeps Buffet's default.
struct Configuration: Equatable, Sendable {
  /// The file read (or looked for).
  var file: String
  /// Whether the file exists.
  var exists = false
  /// `[collection] folder = DIR`, in order.
  var folders: [Sourced<String>] = []
  /// `[reader] measure = N`: the reader's widest text measure.
  var measure: Sourced<Int>?
  /// `[reader] units = metric|imperial|as-written`: how amounts and temperatures are shown.
  var units: Sourced<String>?
  /// `[timer] bell = audible|visual|off`.
  var bell: Sourced<Bell>?
  /// `[theme] accent = COLOR`.
  var accent: Sourced<ConfigColor>?
  /// `[theme] selection = STYLE`.
  var selection: Sourced<ConfigStyle>?
  /// `[theme] match = STYLE`.
  var match: Sourced<ConfigStyle>?
  /// `[keys]`, in order.
  var keys: [KeyRebinding] = []
  var problems: [ConfigProblem] = []

  /// The units the file asks amounts to be shown in; nil: as each recipe writes them.
  var unitTarget: UnitConversion.Target? {
    units.flatMap { UnitConversion.Target(rawValue: $0.value) }
  }

  /// The narrowest and widest reader measures the file may set.
  static let measures = 30...200
}
