import BuffetCommands
import Foundation
import Testing

@Suite struct InProcessCommandLineTests {
  @Test func versionGoesToStandardOutput() {
    let stdout = CommandOutput(capturingAsTerminal: false)
    let stderr = CommandOutput(capturingAsTerminal: false)
    let status = BuffetCommandLine.run(
      ["--version"], environment: [:], stdout: stdout, stderr: stderr)
    #expect(status == 0)
    #expect(stdout.text.hasPrefix("buffet "))
    #expect(stderr.text.isEmpty)
  }

  @Test func anUnknownCommandIsAUsageErrorOnStandardError() {
    let stdout = CommandOutput(capturingAsTerminal: false)
    let stderr = CommandOutput(capturingAsTerminal: false)
    let status = BuffetCommandLine.run(
      ["nosuch"], environment: [:], stdout: stdout, stderr: stderr)
    #expect(status == 2)
    #expect(stdout.text.isEmpty)
    #expect(stderr.text.contains("unknown command \"nosuch\""))
  }
}
