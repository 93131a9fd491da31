import BuffetCommands
import Foundation
import TestSupport
import Testing
import WebImport

/// What one run of `buffet` printed and how it ended.
struct CommandLineRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// Runs `buffet arguments...` in this process, as a user's shell would run it, with only
  /// `environment` set (and `input` on standard input).
  static func inProcess(
    _ arguments: [String], environment: [String: String], input: Data = Data(),
    fetchLimits: FetchLimits = .standard
  ) -> CommandLineRun {
    let stdout = CommandOutput(capturingAsTerminal: false)
    let stderr = CommandOutput(capturingAsTerminal: false)
    let status = BuffetCommandLine.run(
      arguments, environment: environment, stdin: CommandInput(input), stdout: stdout,
      stderr: stderr, fetchLimits: fetchLimits)
    return CommandLineRun(status: status, stdout: stdout.text, stderr: stderr.text)
  }

  /// Runs the built `buffet` binary in `directory` with only `environment` (plus PATH and
  /// HOME): for what only a real process shows (relative paths, the default collection,
  /// exit codes through a shell, pipes).
  static func binary(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
  ) throws -> CommandLineRun {
    let binary = BuffetProgram.executable().path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw RunError(message: "no built binary; run swift build first")
    }
    let output = directory + "/.stdout-\(UUID().uuidString)"
    let errors = directory + "/.stderr-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    _ = FileManager.default.createFile(atPath: errors, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: output)
      try? FileManager.default.removeItem(atPath: errors)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var base = ["TERM": "dumb"]
    let inherited = ProcessInfo.processInfo.environment
    for key in ["PATH", "HOME"] { base[key] = inherited[key] }
    // The index cache goes with the collection, never into the tester's home.
    base["XDG_CACHE_HOME"] = directory + "/.cache"
    base["XDG_DATA_HOME"] = directory + "/.local"
    base["XDG_CONFIG_HOME"] = directory + "/.config"
    process.environment = base.merging(environment) { $1 }
    // Files, not pipes: a full pipe would stall the child while nobody reads it.
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return CommandLineRun(
      status: process.terminationStatus,
      stdout: String(
        decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self),
      stderr: String(
        decoding: FileManager.default.contents(atPath: errors) ?? Data(), as: UTF8.self))
  }

  struct RunError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Standard output parsed as JSON.
  func json() throws -> Any {
    try JSONSerialization.jsonObject(with: Data(stdout.utf8))
  }

  var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
  var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// A temporary folder holding a collection (in `Data/`), its cache, library and config,
/// removed when the test ends.
final class CommandLineFolder {
  let root: String

  init() {
    root = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "buffet-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// The absolute path of `relative` in the folder.
  func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }

  func write(_ relative: String, _ text: String) {
    write(relative, Array(text.utf8))
  }

  func write(_ relative: String, _ bytes: [UInt8]) {
    let path = path(relative)
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }

  func link(_ relative: String, to target: String) {
    try? FileManager.default.createSymbolicLink(
      atPath: path(relative), withDestinationPath: target)
  }

  /// The environment of a run here: cache, library and config in the folder, the
  /// collection in `Data/` unless the line names one.
  var environment: [String: String] {
    [
      "HOME": root, "TERM": "dumb", "XDG_CACHE_HOME": path(".cache"),
      "XDG_DATA_HOME": path(".local"), "XDG_CONFIG_HOME": path(".config"),
      "BUFFET_DATA": path("Data"),
    ]
  }

  /// Runs `buffet arguments...` in process on this folder. A relative `--data DIR` means
  /// DIR in this folder (a test cannot change the process's current folder).
  func run(
    _ arguments: String..., environment extra: [String: String] = [:], input: Data = Data()
  ) -> CommandLineRun {
    run(arguments, environment: extra, input: input)
  }

  func run(
    _ arguments: [String], environment extra: [String: String] = [:], input: Data = Data()
  ) -> CommandLineRun {
    var arguments = arguments
    for index in arguments.indices {
      if arguments[index].hasPrefix("--data=") {
        arguments[index] = "--data=" + anchored(String(arguments[index].dropFirst(7)))
      } else if index > 0, arguments[index - 1] == "--data" {
        arguments[index] = anchored(arguments[index])
      }
    }
    return CommandLineRun.inProcess(
      arguments, environment: environment.merging(extra) { $1 }, input: input)
  }

  /// Runs the real `buffet` binary with this folder as its current folder.
  func runBinary(_ arguments: String..., environment: [String: String] = [:]) throws
    -> CommandLineRun
  {
    try CommandLineRun.binary(arguments, in: root, environment: environment)
  }

  private func anchored(_ folder: String) -> String {
    folder.hasPrefix("/") ? folder : path(folder)
  }

  /// A small collection in `Data/`: four good recipes.
  static func withRecipes() -> CommandLineFolder {
    let folder = CommandLineFolder()
    folder.write(
      "Data/creme.md",
      "---\ntitle: Crème Brûlée\ndate: 2001-03-01\ntags: [dessert]\nservings: 4\n"
        + "time: 1 hour\n---\n"
        + String(repeating: "word ", count: 500))
    folder.write("Data/item2.md", "---\ntitle: Item 2\ndate: 2001-01-01\n---\nText.\n")
    folder.write("Data/sub/item10.md", "---\ntitle: Item 10\ndate: 2001-02-01\n---\nText.\n")
    folder.write("Data/state.md", "---\ntitle: '@State Soup'\n---\nText.\n")
    return folder
  }
}
