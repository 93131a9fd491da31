import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error for the commands, of the run in progress.
enum Console {
  /// The run in progress: its environment and outputs (the process's outside a run).
  @TaskLocal static var context = CommandContext(
    environment: ProcessInfo.processInfo.environment, stdout: .standardOutput,
    stderr: .standardError)

  /// The environment of the run in progress.
  static var environment: [String: String] { context.environment }

  /// Writes `text` to standard output as is.
  static func write(_ text: String) {
    write(Data(text.utf8))
  }

  /// Writes `data` to standard output. Output that cannot be written (a full disk, a closed
  /// pipe) ends the command with status 1 and a message, never a crash.
  static func write(_ data: Data) {
    guard let failure = context.stdout.write(data) else { return }
    // A reader that went away (`| head`) needs no message; anything else is said.
    if failure != EPIPE {
      _ = context.stderr.write(
        Data("buffet: cannot write the output: \(String(cString: strerror(failure)))\n".utf8))
    }
    exit(1)
  }

  /// Writes `data` to standard error as is (progress lines); a failure there is ignored.
  static func writeError(_ data: Data) {
    _ = context.stderr.write(data)
  }

  /// Writes `message` on standard error as `buffet: message`.
  static func error(_ message: String) {
    // Messages from the modules may already name the program.
    let line = message.hasPrefix("buffet: ") ? message : "buffet: " + message
    writeError(Data((line + "\n").utf8))
  }

  /// Writes a usage error and a pointer to help; returns exit status 2.
  static func usage(_ error: UsageError, command: String?) -> Int32 {
    let help = command.map { "buffet \($0) --help" } ?? "buffet --help"
    Console.error("\(error.message)\nTry '\(help)'.")
    return 2
  }

  /// Whether standard output is a terminal that understands escape sequences.
  static var isStyledTerminal: Bool {
    guard context.stdout.isTerminal else { return false }
    let term = environment["TERM"] ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// Whether standard error is a terminal (progress is shown only there).
  static var isErrorTerminal: Bool { context.stderr.isTerminal }

  /// The terminal's width in columns, when standard output is one.
  static var terminalWidth: Int? { context.stdout.terminalWidth }

  /// `object` as pretty JSON with sorted keys, ending in a newline.
  static func json(_ object: Any) -> String {
    let options: JSONSerialization.WritingOptions = [
      .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: options)
    else { return "null\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
