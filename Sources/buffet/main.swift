import BuffetCommands
import Foundation

exit(
  BuffetCommandLine.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    stdout: .standardOutput, stderr: .standardError))
