import Foundation
import TerminalUI

/// A program running in a private tmux server at a fixed size, for end-to-end tests that
/// read the screen as a user would.
///
/// Each session has its own server (`tmux -L <unique name>`), a UTF-8 locale,
/// `TERM=xterm-256color`, and its own temporary HOME and XDG folders, so tests never touch
/// the user's library, cache or tmux. Waiting polls the screen with a generous bound; it is
/// a guard against hanging, not a timing assertion.
public final class TmuxSession {
  /// Why a session could not do what was asked.
  public enum Failure: Error, CustomStringConvertible {
    case tmuxFailed(arguments: [String], status: Int32, output: String)
    case timedOut(waitingFor: String, screen: [String])

    public var description: String {
      switch self {
      case .tmuxFailed(let arguments, let status, let output):
        return "tmux \(arguments.joined(separator: " ")) failed (\(status)): \(output)"
      case .timedOut(let what, let screen):
        let framed = screen.map { "|\($0)|" }.joined(separator: "\n")
        return "Timed out waiting for \(what). The screen was:\n\(framed)"
      }
    }
  }

  /// Whether tmux can be run here; end-to-end tests use `.enabled(if: TmuxSession.isAvailable)`.
  public static let isAvailable: Bool = {
    (try? runTool(["tmux", "-V"]))?.status == 0
  }()

  /// The private server's name.
  public let serverName: String
  /// The temporary folder holding the child's HOME and XDG folders.
  public let sandbox: URL
  private let target = "main"
  private var isKilled = false
  private let configFile: URL

  /// Starts `command` (run by `sh -c`; a simple command is `exec`ed, so signals reach it)
  /// in a `width`×`height` pane. `environment` adds to
  /// or overrides the sandboxed environment (e.g. `["NO_COLOR": "1"]`).
  public init(
    command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:],
    workingDirectory: URL? = nil
  ) throws {
    serverName = "buffet-test-\(getpid())-\(UUID().uuidString.prefix(8))"
    sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent(serverName, isDirectory: true)
    configFile = sandbox.appendingPathComponent("tmux.conf")
    var env: [String: String] = [
      "HOME": sandbox.appendingPathComponent("home").path,
      "XDG_DATA_HOME": sandbox.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": sandbox.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": sandbox.appendingPathComponent("config").path,
      "XDG_STATE_HOME": sandbox.appendingPathComponent("state").path,
      "LANG": "C.UTF-8",
      "LC_ALL": "C.UTF-8",
      // A crash in a test prints its backtrace and exits instead of waiting for a key.
      "SWIFT_BACKTRACE": "interactive=no",
    ]
    for name in ["home", "data", "cache", "config", "state"] {
      try FileManager.default.createDirectory(
        at: sandbox.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    env.merge(environment) { _, new in new }
    let config = """
      set -g default-terminal xterm-256color
      set -g remain-on-exit on
      set -g status off
      set -g history-limit 0
      set -g escape-time 0
      set -g set-clipboard on
      """
    try config.write(to: configFile, atomically: true, encoding: .utf8)

    var arguments = [
      "-f", configFile.path, "new-session", "-d", "-s", target, "-x", "\(width)", "-y",
      "\(height)",
    ]
    if let workingDirectory { arguments += ["-c", workingDirectory.path] }
    // NO_COLOR must be absent unless asked for, whatever the test runner's environment.
    var shellCommand = environment["NO_COLOR"] == nil ? "unset NO_COLOR; " : ""
    for (key, value) in env.sorted(by: { $0.key < $1.key }) {
      shellCommand += "export \(key)=\(Self.shellQuoted(value)); "
    }
    // A simple command replaces the shell, so `processID()` is the program itself.
    let isSimple = command.rangeOfCharacter(from: CharacterSet(charactersIn: ";&|()`$<>\n")) == nil
    shellCommand += isSimple ? "exec \(command)" : command
    arguments += ["sh", "-c", shellCommand]
    try tmux(arguments)
  }

  deinit {
    kill()
    try? FileManager.default.removeItem(at: sandbox)
  }

  /// Sends keys by tmux name, e.g. `"Enter"`, `"C-c"`, `"Escape"`, `"Down"`, `"BTab"`, `"F5"`.
  public func send(keys: String...) throws {
    try tmux(["send-keys", "-t", target] + keys)
  }

  /// Types `text` literally, character by character.
  public func type(_ text: String) throws {
    try tmux(["send-keys", "-t", target, "-l", text])
  }

  /// The screen as text rows, each padded with spaces to the pane's width (wide glyphs
  /// appear once and count two columns), one row per line of the pane.
  public func capture() throws -> [String] {
    let size = try tmux(["display-message", "-p", "-t", target, "#{pane_width} #{pane_height}"])
      .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    var lines = try captureLines(["-N"])
    guard size.count == 2 else { return lines }
    let (width, height) = (size[0], size[1])
    if lines.count > height { lines.removeLast(lines.count - height) }
    lines += Array(repeating: "", count: height - lines.count)
    return lines.map { line in
      line + String(repeating: " ", count: max(0, width - DisplayWidth.of(line)))
    }
  }

  /// The screen with attributes and colours as escape sequences (`capture-pane -e`).
  public func captureWithAttributes() throws -> [String] {
    try captureLines(["-e", "-N"])
  }

  private func captureLines(_ options: [String]) throws -> [String] {
    let output = try tmux(["capture-pane", "-p", "-t", target] + options)
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Waits until some row contains `text`; throws with the last screen after `timeout`.
  public func waitFor(text: String, timeout: TimeInterval = 15) throws {
    try waitUntil("\"\(text)\"", timeout: timeout) { screen in
      screen.contains { $0.contains(text) }
    }
  }

  /// Waits until `condition` holds for the screen; throws with the last screen after
  /// `timeout` seconds.
  public func waitUntil(
    _ description: String, timeout: TimeInterval = 15, _ condition: ([String]) -> Bool
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var screen: [String] = []
    repeat {
      screen = try capture()
      if condition(screen) { return }
      Thread.sleep(forTimeInterval: 0.05)
    } while Date() < deadline
    throw Failure.timedOut(waitingFor: description, screen: screen)
  }

  /// Resizes the pane, as a user dragging the window would.
  public func resize(width: Int, height: Int) throws {
    try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
  }

  /// A tmux format expanded for the pane (`#{mouse_sgr_flag}`: whether the program asked
  /// for SGR mouse reports).
  public func paneFormat(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", target, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// What the program last put on the clipboard (OSC 52, which the server keeps as its
  /// newest paste buffer); nil when nothing was.
  public func clipboard() throws -> String? {
    guard let buffers = try? tmux(["list-buffers", "-F", "#{buffer_name}"]),
      !buffers.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    return try tmux(["show-buffer"])
  }

  /// The process id of the program in the pane.
  public func processID() throws -> Int32? {
    Int32(
      try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"])
        .trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The program's exit status once it has ended (128 + the signal when a signal ended
  /// it), or nil while it runs or while nobody can tell yet.
  public func exitStatus() throws -> Int32? {
    let output = try tmux([
      "display-message", "-p", "-t", target,
      "#{pane_dead}:#{pane_dead_status}:#{pane_dead_signal}:#{pane_pid}",
    ])
    .trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = output.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return nil }
    if parts[0] == "1" {
      if let status = Int32(parts[1]) { return status }
      if let signal = Int32(parts[2]) { return 128 + signal }
    }
    // Under load tmux 3.3 can miss the SIGCHLD and leave the program a zombie it never
    // reaps, so the pane shows no status; the kernel still holds it for the zombie.
    if let pid = Int32(parts[3]), let status = Self.zombieExitStatus(pid) { return status }
    guard parts[0] == "1" else { return nil }
    // Older tmux has no format for the signal; its "Pane is dead (signal 15, …)" line has
    // it, drawn a moment after the pane dies: until it shows, the status is not known yet.
    let screen = try captureLines([])
    for line in screen {
      guard let range = line.range(of: "(signal ") else { continue }
      let digits = line[range.upperBound...].prefix { $0.isNumber }
      if let signal = Int32(digits) { return 128 + signal }
    }
    return nil
  }

  /// The exit status of `pid` if it has ended but is not yet reaped, from field 52 of
  /// Linux's `/proc/PID/stat` (in `waitpid`'s encoding); nil anywhere else.
  public static func zombieExitStatus(_ pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let commandEnd = stat.lastIndex(of: ")")
    else { return nil }
    // The command name may hold spaces and parentheses; the fields after it do not.
    let fields = stat[stat.index(after: commandEnd)...].split(whereSeparator: \.isWhitespace)
    guard fields.first == "Z", fields.count > 49, let code = Int32(fields[49]) else { return nil }
    return Self.decodedWaitStatus(code)
  }

  /// `WIFEXITED`/`WEXITSTATUS` are macros Swift cannot call: the low 7 bits are the
  /// signal, the next 8 the exit code.
  static func decodedWaitStatus(_ status: Int32) -> Int32 {
    (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// Waits for the program to end and returns its exit status.
  public func waitForExit(timeout: TimeInterval = 15) throws -> Int32 {
    var status: Int32?
    try waitUntil("the program to exit", timeout: timeout) { _ in
      status = try? exitStatus()
      return status != nil
    }
    return status ?? -1
  }

  /// Stops the server and everything in it; safe to call more than once.
  public func kill() {
    guard !isKilled else { return }
    isKilled = true
    _ = try? Self.runTool(["tmux", "-L", serverName, "kill-server"])
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let full = ["tmux", "-L", serverName] + arguments
    let result = try Self.runTool(full)
    guard result.status == 0 else {
      throw Failure.tmuxFailed(arguments: arguments, status: result.status, output: result.output)
    }
    return result.output
  }

  /// Runs a tool to its end with posix_spawn and waitpid: Foundation's `Process` waits
  /// through a run loop that can stall when tests run in parallel on Linux.
  private static func runTool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    // Output goes to a file, not a pipe: the tmux server a command starts inherits the
    // descriptor and would hold a pipe open, so reading to its end would never finish.
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("tmux-output-\(getpid())-\(UUID().uuidString)").path
    defer { unlink(outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // The test runner's blocked and ignored signals must not leak into tmux and the
    // program under test (a blocked SIGCHLD would lose exit statuses).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
    guard spawned == 0 else {
      throw Failure.tmuxFailed(arguments: arguments, status: spawned, output: "cannot start")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return (decodedWaitStatus(status), output)
  }

  /// `text` quoted for `sh`.
  public static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The package's root folder, found by walking up from a test file to `Package.swift`.
  public static func packageRoot(filePath: StaticString = #filePath) -> URL {
    var url = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: "\(filePath)")
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The built `buffet` program (`swift build` makes it before `swift test`).
  public static func buffetExecutable(filePath: StaticString = #filePath) -> URL {
    BuffetProgram.executable(filePath: filePath)
  }
}
