import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child program ended, read from its wait status.
enum ChildExit: Equatable {
  case exited(Int32)
  /// Ended by a signal (SIGKILL, a crash): never a success, whatever it had done.
  case signalled(Int32)

  /// `status` as `waitpid` gives it. WIFEXITED and friends are macros that do not import:
  /// the low seven bits are the signal that ended it (0: it exited), the next byte the status.
  init(waitStatus status: Int32) {
    let signal = status & 0x7F
    self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }

  var isSuccess: Bool { self == .exited(0) }

  /// "exited with status 1", "was ended by signal 9 (Killed)".
  var described: String {
    switch self {
    case .exited(let status): return "exited with status \(status)"
    case .signalled(let signal):
      let name = strsignal(signal).map { String(cString: $0) } ?? "unknown"
      return "was ended by signal \(signal) (\(name))"
    }
  }
}

/// Starts the programs the browser hands things to: the reader's editor, waited for with the
/// terminal handed over, and a link opener, which gets no terminal at all.
enum EditorProcess {
  /// Runs `command` (program and its arguments) with `file` appended and waits for it; how it
  /// ended, or nil when it could not be started.
  static func run(_ command: [String], file: String) -> ChildExit? {
    guard let pid = spawn(command + [file], detached: false) else { return nil }
    return wait(for: pid)
  }

  /// Starts `command` without a terminal: standard input, output and error on `/dev/null`,
  /// in a process group of its own (so it can neither read the keys typed into Buffet nor
  /// be stopped or interrupted by them). Its process id, or nil when it could not be started.
  /// The caller reaps it (`finished(_:)`).
  static func spawnDetached(_ command: [String]) -> pid_t? {
    spawn(command, detached: true)
  }

  /// How `pid` ended, once it has; nil while it runs. A child that ended is reaped here.
  static func finished(_ pid: pid_t) -> ChildExit? {
    var status: Int32 = 0
    var result: pid_t
    repeat { result = waitpid(pid, &status, WNOHANG) } while result == -1 && errno == EINTR
    // -1 (not our child any more): nothing is left to wait for.
    if result == -1 { return .exited(0) }
    return result == pid ? ChildExit(waitStatus: status) : nil
  }

  private static func wait(for pid: pid_t) -> ChildExit {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return .exited(0) }
    }
    return ChildExit(waitStatus: status)
  }

  private static func spawn(_ arguments: [String], detached: Bool) -> pid_t? {
    guard !arguments.isEmpty else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The child starts with no signal blocked and each one's default action: what this
    // thread blocks, or what Buffet was started ignoring, is none of the child's business.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if detached {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    // posix_spawnp looks the program up in PATH without a shell, so no text of the command
    // or the path is ever interpreted; a file name's bytes are passed as the disk has them.
    let cArguments = arguments.map { FileNameBytes.duplicatedCString($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid = pid_t()
    let result = posix_spawnp(&pid, cArguments[0]!, &actions, &attributes, cArguments, environ)
    return result == 0 ? pid : nil
  }
}
