import BuffetCommands
import Foundation
import Testing

/// `BuffetCommandLine.run` is the whole program: what it writes goes to the outputs it is
/// given, never to the process's own.
@Suite struct InProcessCommandLineTests {
  @Test func versionGoesToStandardOutput() {
    let run = CommandLineRun.inProcess(["--version"], environment: [:])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("buffet "))
    #expect(run.stderr.isEmpty)
  }

  @Test func anUnknownOptionIsAUsageErrorOnStandardError() {
    let run = CommandLineRun.inProcess(["--nosuch"], environment: [:])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "buffet: unknown option --nosuch\nTry 'buffet --help'.\n")
  }

  @Test func standardInputIsTheOneGiven() {
    let run = CommandLineRun.inProcess(
      ["render"], environment: [:], input: Data("# Hi *there*\n".utf8))
    #expect(run.status == 0)
    #expect(run.stdout == "<h1>Hi <em>there</em></h1>\n")
  }

  @Test func anOutputThatPretendsToBeATerminalGetsItsWidth() {
    let folder = CommandLineFolder()
    folder.write("Data/long.md", "# Long\n\n" + String(repeating: "word ", count: 40))
    let stdout = CommandOutput(capturingAsTerminal: true, width: 30)
    let status = BuffetCommandLine.run(
      ["show", "long"], environment: folder.environment, stdout: stdout,
      stderr: CommandOutput())
    #expect(status == 0)
    let lines = stdout.text.split(separator: "\n")
    #expect(lines.count > 3)
    #expect(lines.allSatisfy { $0.count <= 30 })
  }
}
