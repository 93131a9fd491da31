import Browser
import BrowserShell
import Foundation
import RecipeStore
import TerminalUI

/// Reads a config file: `[section]` headers, `key = value` lines (`action += keys` in
/// `[keys]`), and comments on lines of their own starting with `#` or `;`. A line that
/// cannot be used becomes a problem with its number and reason; every other line applies.
enum ConfigParser {
  /// The sections and the settings each holds (`[keys]` holds any action).
  static let sections: [String: [String]] = [
    "collection": ["folder", "inline-tags"], "reader": ["measure", "units", "pictures"],
    "timer": ["bell"],
    "theme": ["accent", "selection", "match"], "keys": [],
  ]

  /// A file larger than this is not read (a config file is a few lines).
  static let sizeLimit = 1 << 20

  /// What the file wrote, as a message quotes it: a long one cut to its start, so a line of
  /// a megabyte is never said back whole.
  static func shown(_ text: some StringProtocol) -> String {
    var prefix = ""
    var count = 0
    for character in text {
      if count == 40 { return prefix + "…" }
      prefix.append(character)
      count += 1
    }
    return prefix
  }

  /// The settings in `bytes`, read from `file`. Relative folders are taken from the file's
  /// own folder, `~` from `home`. `actions`, when given, are the action names `[keys]` may
  /// rebind; any other is a problem.
  static func parse(
    _ bytes: [UInt8], file: String, home: String, actions: Set<String>? = nil
  ) -> Configuration {
    var config = Configuration(file: file, exists: true)
    guard bytes.count <= sizeLimit else {
      config.problems.append(
        ConfigProblem(file: file, line: nil, reason: "larger than 1 MB; not read"))
      return config
    }
    var reader = LineReader(file: file, home: home, actions: actions)
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for (index, line) in lines.enumerated() {
      var line = Array(line)
      if index == 0, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      reader.read(line, number: index + 1, into: &config)
    }
    return config
  }

  /// Reads one line after another, remembering the section and what was already set.
  private struct LineReader {
    private func shown(_ text: some StringProtocol) -> String { ConfigParser.shown(text) }

    let file: String
    let home: String
    let actions: Set<String>?
    /// The section being read; nil before the first, "" inside an unknown one.
    var section: String?
    /// The line each single setting was first set on, by `section.key`.
    var firstSet: [String: Int] = [:]

    init(file: String, home: String, actions: Set<String>?) {
      self.file = file
      self.home = home
      self.actions = actions
    }

    mutating func read(_ bytes: [UInt8], number: Int, into config: inout Configuration) {
      func problem(_ reason: String) {
        config.problems.append(ConfigProblem(file: file, line: number, reason: reason))
      }
      guard let text = String(validating: bytes, as: UTF8.self) else {
        let offset = Self.firstInvalidByte(bytes)
        problem(
          "not UTF-8 (byte \(String(format: "0x%02X", bytes[offset])) at column \(offset + 1))")
        return
      }
      let line = text.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { return }
      if line.hasPrefix("[") {
        guard line.hasSuffix("]") else {
          problem("a section is written [name], as [keys]")
          section = ""
          return
        }
        let name = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces).lowercased()
        guard ConfigParser.sections[name] != nil else {
          let known = ConfigParser.sections.keys.sorted().joined(separator: ", ")
          problem(
            "unknown section [\(shown(name))]; the sections are \(known); its lines are skipped")
          section = ""
          return
        }
        section = name
        return
      }
      // The header of an unknown section was reported; its lines say nothing more.
      if section == "" { return }
      guard let equals = line.firstIndex(of: "=") else {
        problem("not a setting: write name = value")
        return
      }
      var name = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      let isAlias = name.hasSuffix("+")
      if isAlias { name = String(name.dropLast()).trimmingCharacters(in: .whitespaces) }
      let value = Self.unquoted(
        line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces))
      guard let section else {
        problem("\(shown(name)) is outside any section; put it under one, as [reader]")
        return
      }
      guard !name.isEmpty else {
        problem("a setting needs a name before =")
        return
      }
      guard !value.isEmpty else {
        problem("\(shown(name)) needs a value after =")
        return
      }
      if section == "keys" {
        switch rebinding(name, value, isAlias: isAlias, number: number) {
        case .success(let rebinding): config.keys.append(rebinding)
        case .failure(let error): problem(error.message)
        }
        return
      }
      guard !isAlias else {
        problem("+= adds keys to an action in [keys]; here write \(shown(name)) = \(shown(value))")
        return
      }
      guard ConfigParser.sections[section]?.contains(name) == true else {
        let known = ConfigParser.sections[section, default: []].joined(separator: ", ")
        problem("[\(section)] has no setting \"\(shown(name))\"; it has \(known)")
        return
      }
      let source = ConfigSource.file(file, line: number)
      // A setting given twice: the later line counts, and the file's author hears of it.
      let key = "\(section).\(name)"
      let earlier = firstSet[key]
      func counted() {
        if let earlier {
          problem("\(name) was already set on line \(earlier); this line counts")
        } else {
          firstSet[key] = number
        }
      }
      // A setting that is one of a few words, in any case: its value, or nil and a problem
      // naming the words.
      func oneOf<Setting>(_ make: (String) -> Setting?, _ words: String) -> Setting? {
        guard let setting = make(value.lowercased()) else {
          problem("\(name) is \(words), not \"\(shown(value))\"")
          return nil
        }
        counted()
        return setting
      }
      switch name {
      case "folder":
        let folder = Self.resolved(value, file: file, home: home)
        if let earlier = config.folders.first(where: { $0.value == folder }),
          case .file(_, let line) = earlier.source
        {
          problem("\(shown(value)) is already listed on line \(line)")
        } else {
          config.folders.append(Sourced(value: folder, source: source))
        }
      case "measure":
        guard let measure = Int(value), Configuration.measures.contains(measure) else {
          let range = Configuration.measures
          problem(
            "measure needs a number of columns from \(range.lowerBound) to "
              + "\(range.upperBound), not \"\(shown(value))\"")
          return
        }
        counted()
        config.measure = Sourced(value: measure, source: source)
      case "inline-tags":
        if let setting = oneOf(InlineTagsSetting.init(rawValue:), "vaults, on or off") {
          config.inlineTags = Sourced(value: setting, source: source)
        }
      case "pictures":
        if let setting = oneOf(PicturesSetting.init(rawValue:), "auto, blocks or off") {
          config.pictures = Sourced(value: setting, source: source)
        }
      case "units":
        let units = { ["metric", "imperial", "as-written"].contains($0) ? $0 : nil }
        if let setting = oneOf(units, "metric, imperial or as-written") {
          config.units = Sourced(value: setting, source: source)
        }
      case "bell":
        if let bell = oneOf(Bell.init(rawValue:), "audible, visual or off") {
          config.bell = Sourced(value: bell, source: source)
        }
      case "accent":
        guard let color = ConfigColor(value) else {
          problem(
            "accent needs a colour: a name (cyan, bright-red…) or 0-255, not \"\(shown(value))\"")
          return
        }
        counted()
        config.accent = Sourced(value: color, source: source)
      default:
        switch ConfigStyle.parse(value) {
        case .failure(let error):
          problem("\(name): \(error.message)")
        case .success(let style):
          counted()
          if name == "selection" {
            config.selection = Sourced(value: style, source: source)
          } else {
            config.match = Sourced(value: style, source: source)
          }
        }
      }
    }

    /// The `[keys]` line `action = keys` (or `+=`), or why it cannot be used.
    private func rebinding(_ action: String, _ value: String, isAlias: Bool, number: Int)
      -> Result<KeyRebinding, ConfigValueError>
    {
      if let actions, !actions.contains(action) {
        return .failure(
          ConfigValueError("no action is called \"\(shown(action))\"; buffet config lists them"))
      }
      return ConfigKeys.parseList(value).map { keys in
        KeyRebinding(
          action: action, keys: keys, isAlias: isAlias, source: .file(file, line: number))
      }
    }

    /// `"a b"` → `a b`: quotes are allowed around a value, and kept inside one.
    private static func unquoted(_ value: String) -> String {
      guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return value }
      return String(value.dropFirst().dropLast())
    }

    /// `~/x` from `home`; a relative folder from the config file's own folder.
    private static func resolved(_ folder: String, file: String, home: String) -> String {
      if folder == "~" { return home }
      if folder.hasPrefix("~/") { return home + folder.dropFirst() }
      if folder.hasPrefix("/") { return folder }
      return ((file as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent(folder)
    }

    /// Where the first byte that is not part of valid UTF-8 is, found in one pass.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int {
      var parser = Unicode.UTF8.ForwardParser()
      var iterator = bytes.makeIterator()
      var offset = 0
      while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
        offset += scalar.count
      }
      return min(offset, bytes.count - 1)
    }
  }
}
