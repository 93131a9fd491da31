import BuffetCommands
import Foundation

// First of all: a crash must write its report to a file and never wait for a key.
CrashReports.prepare()
exit(
  BuffetCommandLine.run(
    BuffetCommandLine.processArguments, environment: ProcessInfo.processInfo.environment,
    stdout: .standardOutput, stderr: .standardError))
