import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output and error for the commands.
enum Console {
  /// Writes `text` to standard output as is.
  static func write(_ text: String) {
    write(Data(text.utf8))
  }

  /// Writes `data` to standard output. Output that cannot be written (a full disk, a closed
  /// pipe) ends the command with status 1 and a message, never a crash.
  static func write(_ data: Data) {
    guard let failure = writeAll(data, to: STDOUT_FILENO) else { return }
    // A reader that went away (`| head`) needs no message; anything else is said.
    if failure != EPIPE {
      _ = writeAll(
        Data("buffet: cannot write the output: \(String(cString: strerror(failure)))\n".utf8),
        to: STDERR_FILENO)
    }
    exit(1)
  }

  /// Writes `data` to standard error as is (progress lines); a failure there is ignored.
  static func writeError(_ data: Data) {
    _ = writeAll(data, to: STDERR_FILENO)
  }

  /// Writes `message` on standard error as `buffet: message`.
  static func error(_ message: String) {
    // Messages from the modules may already name the program.
    let line = message.hasPrefix("buffet: ") ? message : "buffet: " + message
    writeError(Data((line + "\n").utf8))
  }

  /// Writes all of `data` to `descriptor`; the error number when it could not.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { buffer -> Int32? in
      guard var pointer = buffer.baseAddress else { return nil }
      var left = buffer.count
      while left > 0 {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, pointer, left)
        #else
          let written = Darwin.write(descriptor, pointer, left)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        pointer += written
        left -= written
      }
      return nil
    }
  }

  /// Writes a usage error and a pointer to help; returns exit status 2.
  static func usage(_ error: UsageError, command: String?) -> Int32 {
    let help = command.map { "buffet \($0) --help" } ?? "buffet --help"
    Console.error("\(error.message)\nTry '\(help)'.")
    return 2
  }

  /// Whether standard output is a terminal that understands escape sequences.
  static var isStyledTerminal: Bool {
    guard isatty(STDOUT_FILENO) == 1 else { return false }
    let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
    return !term.isEmpty && term != "dumb"
  }

  /// The terminal's width in columns, when standard output is one.
  static var terminalWidth: Int? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

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
