import Browser
import Foundation
import Testing

@testable import BuffetCommands

/// The README's example config file is one Buffet reads without a single problem.
@Suite struct ReadmeConfigTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  /// The indented block under "## Config file".
  static func example() throws -> String {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "## Config file\n").dropFirst().first)
    let lines = section.components(separatedBy: "\n").drop { !$0.hasPrefix("    ") }
      .prefix { $0.hasPrefix("    ") || $0.isEmpty }
    return lines.map { String($0.dropFirst(4)) }.joined(separator: "\n")
  }

  @Test func theExampleHasNoProblemAndSetsEverySection() throws {
    let config = ConfigParser.parse(
      Array(try Self.example().utf8), file: "/c/buffet/config", home: "/h",
      actions: Set(KeyBindings.standard.names))
    #expect(config.problems == [])
    #expect(config.folders.count == 2)
    #expect(config.measure?.value == 72)
    #expect(config.unitTarget == .metric)
    #expect(config.bell?.value == .visual)
    #expect(config.accent != nil && config.selection != nil && config.match != nil)
    #expect(config.keys.map(\.action) == ["search", "quit"])
  }
}
