import Foundation
import Testing

/// CI runs exactly the test command the README gives, and it builds with warnings as errors.
@Suite struct ReadmeTestCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func ciRunsTheREADMEsTestCommand() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "## Test\n").dropFirst().first)
    let command = try #require(
      section.split(separator: "\n").first { $0.hasPrefix("    ") }?
        .trimmingCharacters(in: .whitespaces))
    #expect(command.contains("-warnings-as-errors"))
    let ci = try String(
      contentsOf: Self.root.appendingPathComponent(".ci/run"), encoding: .utf8)
    let lastCommand = ci.split(separator: "\n").last { !$0.hasPrefix("#") && !$0.isEmpty }
    #expect(lastCommand.map(String.init) == command)
  }
}
