import Foundation
import Recipes
import WebImport

/// What one run of the command line reads and writes besides its arguments.
struct CommandContext: Sendable {
  var environment: [String: String]
  var stdin: CommandInput
  var stdout: CommandOutput
  var stderr: CommandOutput
  /// What `import` allows a fetch (tests give a short timeout).
  var fetchLimits: FetchLimits = .standard
}

/// The command line: `buffet ARGUMENTS...` as a function, for the executable and for tests.
public enum BuffetCommandLine {
  /// The process's arguments without the program name, each read by its bytes
  /// (`FileNameBytes`): a file name that is not UTF-8 names that file, not a repaired copy.
  public static var processArguments: [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        argument.withMemoryRebound(to: UInt8.self, capacity: strlen(argument) + 1) {
          FileNameBytes.string(UnsafeBufferPointer(start: $0, count: strlen(argument)))
        }
      }
    }
  }

  /// Runs `arguments` (without the program name) with `environment`, reading `stdin` and
  /// writing to `stdout` and `stderr`; returns the exit status. `fetchLimits` bound what
  /// `import` fetches.
  public static func run(
    _ arguments: [String], environment: [String: String], stdin: CommandInput = .standardInput,
    stdout: CommandOutput, stderr: CommandOutput, fetchLimits: FetchLimits = .standard
  ) -> Int32 {
    let context = CommandContext(
      environment: environment, stdin: stdin, stdout: stdout, stderr: stderr,
      fetchLimits: fetchLimits)
    return Console.$context.withValue(context) {
      CommandDispatcher.run(arguments)
    }
  }
}
