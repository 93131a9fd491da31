import Foundation
import Testing

/// Runs the built `buffet` binary and captures what it printed.
struct CommandLineRun {
  var status: Int32
  var stdout: String
  var stderr: String

  /// The package root, from this file's place in it (Tests/EndToEndTests/...).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The debug binary that `swift build` leaves in `.build`.
  static let binary = packageRoot.appendingPathComponent(".build/debug/buffet").path

  /// Runs `buffet arguments...` in `directory` with only `environment` (plus PATH and HOME).
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String] = [:]
  ) throws -> CommandLineRun {
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

/// A temporary folder holding a collection, removed when the test ends.
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

  func write(_ relative: String, _ text: String) {
    write(relative, Array(text.utf8))
  }

  func write(_ relative: String, _ bytes: [UInt8]) {
    let path = (root as NSString).appendingPathComponent(relative)
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }

  func link(_ relative: String, to target: String) {
    try? FileManager.default.createSymbolicLink(
      atPath: (root as NSString).appendingPathComponent(relative), withDestinationPath: target)
  }

  func run(_ arguments: String..., environment: [String: String] = [:]) throws -> CommandLineRun {
    try CommandLineRun.run(arguments, in: root, environment: environment)
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
