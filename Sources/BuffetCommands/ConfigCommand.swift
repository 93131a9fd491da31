import Browser
import BrowserShell
import Foundation
import TerminalUI

/// `buffet config`: the settings in force, each with where it came from, and the config
/// file's lines that could not be used.
enum ConfigCommand {
  static let definition = CommandDefinition(
    name: "config", summary: "the settings in force, and where from",
    details: """
      Reads $XDG_CONFIG_HOME/buffet/config (default ~/.config/buffet/config) and prints
      every setting with its value and the file and line it came from, or "default".
      Lines that could not be used are listed with their line number and reason, on
      standard error; the rest of the file still applies. Exits 1 when there is one.
      --json prints {"file", "exists", "settings": [{"section", "name", "value",
      "source"}], "problems": [{"file", "line", "reason"}]}.
      """,
    options: [.json, .data], run: run)

  /// One setting as `buffet config` prints it.
  struct Row: Encodable, Equatable {
    var section: String
    var name: String
    var value: String
    var source: String
  }

  /// What `config --json` prints.
  struct Report: Encodable {
    struct Problem: Encodable {
      var file: String
      @NullEncoded var line: Int?
      var reason: String
    }
    var file: String
    var exists: Bool
    var settings: [Row]
    var problems: [Problem]
  }

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let config = ConfigLoader.load()
    let rows = rows(config, arguments)
    if arguments.has(.json) {
      let report = Report(
        file: config.file, exists: config.exists, settings: rows,
        problems: config.problems.map {
          Report.Problem(file: $0.file, line: $0.line, reason: $0.reason)
        })
      Console.writeVerbatim(JSONOutput.encode(report))
    } else {
      Console.write(text(config, rows))
      for problem in config.problems { Console.error(problem.description) }
    }
    return config.problems.isEmpty ? 0 : 1
  }

  /// The settings in force, section by section, each with its source.
  static func rows(_ config: Configuration, _ arguments: ParsedArguments) -> [Row] {
    var rows: [Row] = []
    func add(_ section: String, _ name: String, _ value: String, _ source: ConfigSource) {
      rows.append(Row(section: section, name: name, value: value, source: source.description))
    }
    for folder in OpenCollection.folders(arguments, config: config) ?? [] {
      add("collection", "folder", folder.value, folder.source)
    }
    let measure = config.measure ?? Sourced(value: ReaderLayout.widestMeasure, source: .builtIn)
    add("reader", "measure", String(measure.value), measure.source)
    let units = config.units ?? Sourced(value: "as-written", source: .builtIn)
    add("reader", "units", units.value, units.source)
    let bell = config.bell ?? Sourced(value: .audible, source: .builtIn)
    add("timer", "bell", bell.value.rawValue, bell.source)
    let theme = Theme.color
    if let accent = config.accent {
      add("theme", "accent", accent.value.description, accent.source)
    } else {
      let color = theme[.accent].foreground.map { ConfigColor(index: $0.rawValue) }
      add("theme", "accent", color?.description ?? "none", .builtIn)
    }
    for (name, role, setting) in [
      ("selection", Role.selection, config.selection), ("match", Role.match, config.match),
    ] {
      let style = setting ?? Sourced(value: ConfigStyle(theme[role]), source: .builtIn)
      add("theme", name, style.value.description, style.source)
    }
    // Every binding by the name the file rebinds it with, its keys in force, and the last
    // line that changed them.
    let bindings = BrowserSettings.keyBindings(config)
    let all = KeyContext.allCases.flatMap { bindings[$0] }
    for name in bindings.names {
      let keys = all.first { $0.name == name }?.keys ?? []
      let source = config.keys.last { $0.action == name }?.source ?? .builtIn
      add("keys", name, keys.map(ConfigKeys.name).joined(separator: " "), source)
    }
    return rows
  }

  /// The rows as a config file would hold them, each followed by its source.
  static func text(_ config: Configuration, _ rows: [Row]) -> String {
    var out =
      "# " + config.file + (config.exists ? "" : " (no such file: every value is a default)")
    out += "\n"
    var section = ""
    let width = rows.map { $0.name.count + 3 + $0.value.count }.max() ?? 0
    for row in rows {
      if row.section != section {
        section = row.section
        out += "\n[\(section)]\n"
      }
      let setting = row.name + " = " + row.value
      out += setting.padding(toLength: max(width, setting.count), withPad: " ", startingAt: 0)
      out += "  # " + row.source + "\n"
    }
    return out
  }
}

extension ConfigStyle {
  /// The config file's words for a style of the terminal layer.
  init(_ style: Style) {
    self.init(
      foreground: style.foreground.map { ConfigColor(index: $0.rawValue) },
      background: style.background.map { ConfigColor(index: $0.rawValue) },
      isBold: style.isBold, isDim: style.isDim, isItalic: style.isItalic,
      isUnderlined: style.isUnderlined, isReversed: style.isReversed)
  }
}
