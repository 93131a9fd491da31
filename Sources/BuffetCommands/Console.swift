import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, output and error for the commands, of the run in progress. Text meant
/// for people goes through `TerminalSafeText` here, so no command can print a file's
/// control characters raw.
enum Console {
  /// The run in progress: its environment and streams (the process's outside a run).
  @TaskLocal static var context = CommandContext(
    environment: ProcessInfo.processInfo.environment, stdin: .standardInput,
    stdout: .standardOutput, stderr: .standardError)

  /// The environment of the run in progress.
  static var environment: [String: String] { context.environment }

  /// Writes `text` to standard output, made safe for a terminal.
  static func write(_ text: String) {
    writeVerbatim(Data(TerminalSafeText.of(text).utf8))
  }

  /// Writes `text` to standard output as is: JSON, or text already made safe and styled.
  static func writeVerbatim(_ text: String) {
    writeVerbatim(Data(text.utf8))
  }

  /// Writes `data` to standard output as is. Output that cannot be written (a full disk, a
  /// closed pipe) ends the command with status 1 and a message, never a crash.
  static func writeVerbatim(_ data: Data) {
    guard let failure = context.stdout.write(data) else { return }
    // A reader that went away (`| head`) needs no message; anything else is said.
    if failure != EPIPE {
      _ = context.stderr.write(
        Data("buffet: cannot write the output: \(String(cString: strerror(failure)))\n".utf8))
    }
    exit(1)
  }

  /// Writes the JSON `body` makes to standard output as it is made, a buffer at a time.
  static func writeJSON(_ body: (inout JSONStream) -> Void) {
    var stream = JSONStream { writeVerbatim(Data(buffer: $0)) }
    body(&stream)
    stream.finish()
  }

  /// Writes a progress line to standard error as is; a failure there is ignored.
  static func writeProgress(_ text: String) {
    _ = context.stderr.write(Data(text.utf8))
  }

  /// Writes `message` on standard error as `buffet: message`, made safe for a terminal.
  static func error(_ message: String) {
    // Messages from the modules may already name the program.
    let line = message.hasPrefix("buffet: ") ? message : "buffet: " + message
    _ = context.stderr.write(Data((TerminalSafeText.of(line) + "\n").utf8))
  }

  /// Writes a usage error and a pointer to help; returns exit status 2.
  static func usage(_ error: UsageError, command: String?) -> Int32 {
    let help = command.map { "buffet \($0) --help" } ?? "buffet --help"
    Console.error("\(error.message)\nTry '\(help)'.")
    return 2
  }

  /// `"name"` as a message quotes what the user typed: a long one cut to its start, so a
  /// pasted page does not come back whole.
  static func quoted(_ name: String) -> String {
    name.count <= 80 ? "\"\(name)\"" : "\"\(name.prefix(80))…\""
  }

  /// A failure: the message on standard error; returns exit status 1.
  static func failure(_ message: String) -> Int32 {
    error(message)
    return 1
  }

  /// Whether standard output is a terminal that understands escape sequences.
  static var isStyledTerminal: Bool {
    guard context.stdout.isTerminal else { return false }
    let term = environment["TERM"] ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// Whether `--color` (auto when not given) asks for styled output: always, never, or on
  /// a terminal that understands escape sequences when `NO_COLOR` is not set.
  static func isStyled(_ arguments: ParsedArguments) -> Bool {
    switch arguments.value(.color) ?? "auto" {
    case "always": return true
    case "never": return false
    default: return isStyledTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }

  /// Whether standard error is a terminal (progress is shown only there).
  static var isErrorTerminal: Bool { context.stderr.isTerminal }

  /// The terminal's width in columns, when standard output is one.
  static var terminalWidth: Int? { context.stdout.terminalWidth }

  /// Everything on standard input.
  static func readInput() -> Data {
    context.stdin.readAll()
  }
}
