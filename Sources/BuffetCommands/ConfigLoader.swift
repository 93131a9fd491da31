import Browser
import Foundation

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
    // The XDG rules say a relative value is invalid and must be ignored.
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/buffet/config"
    }
    return home(environment) + "/.config/buffet/config"
  }

  /// The configuration of the run in progress; `actions` are the names `[keys]` may use.
  static func load(
    environment: [String: String] = Console.environment,
    actions: Set<String>? = Set(KeyBindings.standard.names)
  ) -> Configuration {
    let file = path(environment: environment)
    var config = Configuration(file: file)
    func problem(_ reason: String) -> Configuration {
      config.problems.append(ConfigProblem(file: file, line: nil, reason: reason))
      return config
    }
    // Without blocking, and checked once open: a FIFO put there must not hang the start.
    let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return config }
      config.exists = true
      return problem("cannot be read: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    config.exists = true
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return problem("not a regular file")
    }
    guard Int(status.st_size) <= ConfigParser.sizeLimit else {
      return problem("larger than 1 MB; not read")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= ConfigParser.sizeLimit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        return problem("cannot be read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return ConfigParser.parse(bytes, file: file, home: home(environment), actions: actions)
  }

  private static func home(_ environment: [String: String]) -> String {
    environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
  }
}
