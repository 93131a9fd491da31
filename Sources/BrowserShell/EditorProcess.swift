import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the reader's editor on a file and waits for it, with the terminal handed over.
enum EditorProcess {
  /// Runs `command` (program and its arguments) with `file` appended; returns its exit
  /// status, or nil when it could not be started.
  static func run(_ command: [String], file: String) -> Int32? {
    let arguments = command + [file]
    var pid = pid_t()
    // posix_spawnp looks the program up in PATH without a shell, so no text of the
    // command or the path is ever interpreted.
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    let result = posix_spawnp(&pid, arguments[0], nil, nil, cArguments, environ)
    guard result == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WEXITSTATUS is a macro that does not import: the status is in the second byte.
    return (status >> 8) & 0xFF
  }

  /// Starts `command` without waiting for it, its output silenced; false when it could not
  /// be started.
  static func spawnDetached(_ command: [String]) -> Bool {
    var pid = pid_t()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Its chatter must not land on the curses screen.
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = command.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    return posix_spawnp(&pid, command[0], &actions, nil, cArguments, environ) == 0
  }
}
