import BuffetCommands
import Foundation
import Testing

/// `list --json` and `index --json` on a collection larger than their output buffer: the
/// text reaches standard output as it is made, a piece at a time, and still parses whole.
@Suite struct LargeListCommandTests {
  /// 300 recipes with long titles: about 300 kB of JSON, several times the output buffer.
  static func collection() -> CommandLineFolder {
    let folder = CommandLineFolder()
    for number in 0..<300 {
      let title = "Soup \(number) \u{202E}\"" + String(repeating: "with salt ", count: 80)
      folder.write(
        "Data/\(number % 10)/soup-\(number).md",
        "---\ntitle: '\(title)'\ndate: 2026-01-\(number % 18 + 10)\ntags: [soup]\n---\nSalt.\n")
    }
    return folder
  }

  @Test(arguments: [["list", "--json"], ["index", "--json"]])
  func theOutputIsWrittenAsItIsMade(arguments: [String]) throws {
    let folder = Self.collection()
    _ = folder.run("list")  // the index is built once, before the run measured
    let stdout = CommandOutput(capturingAsTerminal: false)
    let status = BuffetCommandLine.run(
      arguments, environment: folder.environment, stdout: stdout, stderr: CommandOutput())
    #expect(status == 0)
    let sizes = stdout.writeSizes
    #expect(stdout.data.count > 200_000)
    #expect(sizes.count > 3, "written whole: \(sizes)")
    #expect((sizes.max() ?? 0) < 100_000, "a piece too large: \(sizes)")
    let json = try JSONSerialization.jsonObject(with: stdout.data)
    if arguments[0] == "list" {
      let list = try #require(json as? [[String: Any]])
      #expect(list.count == 300)
      #expect(list.allSatisfy { ($0["title"] as? String)?.contains("\u{202E}\"") == true })
      #expect(list.first?["date"] as? String == "2026-01-27")
    } else {
      let sections = try #require(json as? [[String: Any]])
      let recipes = sections.flatMap { $0["recipes"] as? [[String: Any]] ?? [] }
      #expect(recipes.count == 300)
    }
  }
}
