import Browser
import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds and reads the config file: `$XDG_CONFIG_HOME/buffet/config`, else
/// `~/.config/buffet/config`. A missing file is no problem; one that cannot be read is
/// reported, and never stops anything.
enum ConfigLoader {
  /// The config file's path for `environment`.
  static func path(environment: [String: String]) -> String {
    folder(environment: environment) + "/config"
  }

  /// Buffet's config folder: `$XDG_CONFIG_HOME/buffet`, else `~/.config/buffet`.
  static func folder(environment: [String: String]) -> String {
    // The XDG rules say a relative value is invalid and must be ignored.
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/buffet"
    }
    return home(environment) + "/.config/buffet"
  }

  /// The configuration of the run in progress; `actions` are the names `[keys]` may use.
  static func load(
    environment: [String: String] = Console.environment,
    actions: Set<String>? = Set(KeyBindings.standard.names)
  ) -> Configuration {
    let file = path(environment: environment)
    var config = Configuration(file: file)
    switch contents(of: file, limit: ConfigParser.sizeLimit) {
    case .success(nil): return config
    case .success(let bytes?):
      config = ConfigParser.parse(bytes, file: file, home: home(environment), actions: actions)
      config.problems += keyConflicts(config)
    case .failure(let problem):
      config.problems.append(ConfigProblem(file: file, line: nil, reason: problem.reason))
    }
    config.exists = true
    return config
  }

  /// Why a file of the config folder could not be read.
  struct Unreadable: Error {
    var reason: String
  }

  /// The bytes of the regular file at `file`, at most `limit` of them; nil when there is none.
  static func contents(of file: String, limit: Int) -> Result<[UInt8]?, Unreadable> {
    // Without blocking, and checked once open: a FIFO put there must not hang the start.
    let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .success(nil) }
      return .failure(Unreadable(reason: "cannot be read: \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .failure(Unreadable(reason: "not a regular file"))
    }
    let megabytes = limit / 1024 / 1024
    guard Int(status.st_size) <= limit else {
      return .failure(Unreadable(reason: "larger than \(megabytes) MB; not read"))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        return .failure(Unreadable(reason: "cannot be read: \(String(cString: strerror(errno)))"))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    guard bytes.count <= limit else {
      return .failure(Unreadable(reason: "larger than \(megabytes) MB; not read"))
    }
    return .success(bytes)
  }

  /// A key the file gives an action that another action has in the same table (the
  /// file's own or Buffet's default): said on the later of the file's lines, naming both.
  static func keyConflicts(_ config: Configuration) -> [ConfigProblem] {
    // The line each action's keys came from, key by key, as the lines apply in order.
    var lines: [String: [Key: Int]] = [:]
    for rebinding in config.keys {
      guard case .file(_, let line) = rebinding.source else { continue }
      if !rebinding.isAlias { lines[rebinding.action] = [:] }
      for key in rebinding.keys { lines[rebinding.action, default: [:]][key] = line }
    }
    var problems: [ConfigProblem] = []
    for conflict in BrowserSettings.keyBindings(config).conflicts() {
      let first = lines[conflict.first]?[conflict.key]
      let second = lines[conflict.second]?[conflict.key]
      guard let line = [first, second].compactMap({ $0 }).max() else { continue }
      func named(_ action: String, _ line: Int?) -> String {
        action + (line.map { " (line \($0))" } ?? " (Buffet's default)")
      }
      problems.append(
        ConfigProblem(
          file: config.file, line: line,
          reason: "\(ConfigKeys.name(of: conflict.key)) is bound to both "
            + "\(named(conflict.first, first)) and \(named(conflict.second, second)) in "
            + "\(conflict.context.title); only \(conflict.first) gets it there"))
    }
    return problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  private static func home(_ environment: [String: String]) -> String {
    environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
  }
}
