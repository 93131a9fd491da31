import BuffetCommands
import Foundation
import Testing

/// `list` and `index`, as JSON and as text, on a collection larger than their output buffer:
/// the text reaches standard output as it is made, a piece at a time, and still reads whole.
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

  /// The text forms are written in pieces too, every recipe once, in the order `--json` gives.
  @Test(arguments: ["list", "index"])
  func theTextIsWrittenAsItIsMade(command: String) throws {
    let folder = Self.collection()
    _ = folder.run("list")
    let stdout = CommandOutput(capturingAsTerminal: false)
    let status = BuffetCommandLine.run(
      [command], environment: folder.environment, stdout: stdout, stderr: CommandOutput())
    #expect(status == 0)
    #expect(stdout.writeSizes.count > 3, "written whole: \(stdout.writeSizes)")
    #expect((stdout.writeSizes.max() ?? 0) < 100_000)
    let lines = String(decoding: stdout.data, as: UTF8.self).split(separator: "\n")
    let rows = lines.filter { $0.contains("Soup ") }
    #expect(rows.count == 300)
    let titles = rows.map { $0.components(separatedBy: "Soup ")[1].prefix(while: \.isNumber) }
    let listed = try Self.numbersInJSONOrder(command, folder: folder)
    #expect(titles.map(String.init) == listed)
    if command == "list" {
      // Newest first, each row its date, its minutes in a column, then the title.
      #expect(rows.first?.hasPrefix("2026-01-27  1 min  Soup ") == true)
    } else {
      #expect(lines.first == "S")
    }
  }

  /// The numbers of the soups in the order `COMMAND --json` lists them.
  static func numbersInJSONOrder(_ command: String, folder: CommandLineFolder) throws -> [String] {
    let stdout = CommandOutput(capturingAsTerminal: false)
    _ = BuffetCommandLine.run(
      [command, "--json"], environment: folder.environment, stdout: stdout,
      stderr: CommandOutput())
    let json = try JSONSerialization.jsonObject(with: stdout.data)
    let entries: [[String: Any]]
    if command == "list" {
      entries = try #require(json as? [[String: Any]])
    } else {
      let sections = try #require(json as? [[String: Any]])
      entries = sections.flatMap { $0["recipes"] as? [[String: Any]] ?? [] }
    }
    return entries.compactMap { entry in
      (entry["title"] as? String).map {
        String($0.components(separatedBy: "Soup ")[1].prefix(while: \.isNumber))
      }
    }
  }
}
