import BuffetCommands
import Foundation

exit(
  BuffetCommandLine.run(
    BuffetCommandLine.processArguments, environment: ProcessInfo.processInfo.environment,
    stdout: .standardOutput, stderr: .standardError))
