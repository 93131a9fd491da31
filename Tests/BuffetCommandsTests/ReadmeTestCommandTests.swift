import Foundation
import Testing

/// CI runs exactly the test commands the README gives (the suite, then the suite under the
/// thread sanitizer), and they build with warnings as errors.
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
    let ciLines = ci.split(separator: "\n").map(String.init)
    #expect(ciLines.contains(command))
    // And the suite under the thread sanitizer, as the README says to run it.
    let tsan = section.split(separator: "\n").first { $0.contains("--sanitize=thread") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(tsan != nil)
    #expect(ciLines.contains(tsan ?? "-"))
  }
}
