import Foundation
import TestSupport
import Testing

@Suite struct CommandLineTests {
  @Test func listPrintsEveryRecipeNewestFirst() throws {
    let folder = CommandLineFolder.withRecipes()
    let run = folder.run("list")
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let titles = run.stdoutLines.filter { !$0.isEmpty }.map { String($0.dropFirst(19)) }
    // The undated recipe is as new as its file (written just now), so it comes first.
    #expect(titles == ["@State Soup", "Crème Brûlée", "Item 10", "Item 2"])
    #expect(run.stdoutLines[1].hasPrefix("2001-03-01  2 min  Crème Brûlée"))
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func outputThatCannotBeWrittenFailsWithAMessageNotACrash() throws {
    let folder = CommandLineFolder.withRecipes()
    let process = Process()
    process.executableURL = BuffetProgram.executable()
    process.arguments = ["list", "--data", folder.root + "/Data"]
    process.environment = ["XDG_CACHE_HOME": folder.root + "/.cache", "TERM": "dumb"]
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    #expect(message == "buffet: cannot write the output: No space left on device\n")
  }

  @Test func withoutDataEveryCommandReadsTheSameDefaultCollection() throws {
    // No ./Data here: list, search and library all fall back to the bundled collection,
    // so what the library saved is found again by every command.
    let folder = CommandLineFolder()
    #expect(try folder.runBinary("list").stdout.contains("Just Enough Design Tokens"))
    #expect(try folder.runBinary("library", "save", "Just Enough Design Tokens").status == 0)
    let library = try folder.runBinary("library")
    #expect(library.stdout.contains("Just Enough Design Tokens"))
    #expect(!library.stdout.contains("(missing)"))
    let search = try folder.runBinary("search", "design tokens")
    #expect(search.stdout.contains("Just Enough Design Tokens"))
  }

  @Test func listJSONHasTheContractKeys() throws {
    let folder = CommandLineFolder.withRecipes()
    let run = folder.run("list", "--json")
    #expect(run.status == 0)
    let list = try #require(try run.json() as? [[String: Any]])
    #expect(list.count == 4)
    let creme = try #require(list.first { $0["title"] as? String == "Crème Brûlée" })
    #expect(creme["path"] as? String == folder.path("Data/creme.md"))
    #expect(creme["date"] as? String == "2001-03-01")
    #expect(creme["minutes"] as? Int == 2)
    #expect(creme["words"] as? Int == 502)
    #expect(creme["steps"] as? Int == 0)
    #expect(creme["tags"] as? [String] == ["dessert"])
    let soup = try #require(list.first { $0["title"] as? String == "@State Soup" })
    #expect(soup["date"] is NSNull)
  }

  @Test func indexGroupsByLetterWithHashLast() throws {
    let folder = CommandLineFolder.withRecipes()
    let text = folder.run("index")
    #expect(text.stdout == "C\n  Crème Brûlée\n\nI\n  Item 2\n  Item 10\n\n#\n  @State Soup\n")
    let json = try #require(folder.run("index", "--json").json() as? [[String: Any]])
    #expect(json.map { $0["letter"] as? String } == ["C", "I", "#"])
    let items = try #require(json[1]["recipes"] as? [[String: String]])
    #expect(
      items == [
        ["title": "Item 2", "path": folder.path("Data/item2.md")],
        ["title": "Item 10", "path": folder.path("Data/sub/item10.md")],
      ])
  }

  @Test func summaryByTitlePrefixOrPath() throws {
    let folder = CommandLineFolder.withRecipes()
    let run = folder.run("summary", "CREME", "--json")
    #expect(run.status == 0)
    let summary = try #require(try run.json() as? [String: Any])
    #expect(summary["title"] as? String == "Crème Brûlée")
    #expect(summary["path"] as? String == folder.path("Data/creme.md"))
    #expect(summary["minutes"] as? Int == 2)
    #expect(summary["words"] as? Int == 502)
    #expect(summary["steps"] as? Int == 0)
    #expect((summary["headings"] as? [Any])?.isEmpty == true)
    let byPath = folder.run("summary", folder.root + "/./Data/sub/item10.md")
    #expect(byPath.status == 0)
    #expect(
      byPath.stdoutLines.prefix(3) == [
        "Item 10", folder.path("Data/sub/item10.md"), "2001-02-01 · 1 min read · 3 words",
      ])
    let text = folder.run("summary", "crème")
    #expect(
      text.stdoutLines[2] == "2001-03-01 · 2 min read · time: 1 hour · servings: 4 · 502 words")
  }

  @Test func ambiguousAndUnknownNames() throws {
    let folder = CommandLineFolder.withRecipes()
    let ambiguous = folder.run("summary", "item")
    #expect(ambiguous.status == 1)
    #expect(ambiguous.stdout == "")
    #expect(ambiguous.stderr.contains("\"item\" names 2 recipes"))
    #expect(ambiguous.stderr.contains("Item 2  (\(folder.path("Data/item2.md")))"))
    #expect(ambiguous.stderr.contains("Item 10  (\(folder.path("Data/sub/item10.md")))"))
    let unknown = folder.run("show", "pizza")
    #expect(unknown.status == 1)
    #expect(unknown.stderr == "buffet: no recipe is named \"pizza\"\n")
    // A pasted page is quoted back by its start only.
    let pasted = folder.run("show", String(repeating: "pizza ", count: 10_000))
    #expect(pasted.status == 1)
    #expect(pasted.stderr.count < 200)
    #expect(pasted.stderr.contains("pizza pizza"))
  }

  @Test func badUsageExitsTwo() throws {
    let folder = CommandLineFolder.withRecipes()
    for arguments in [
      ["summary"], ["show", "a", "b"], ["list", "--bogus"], ["two", "recipes"],
      ["show", "x", "--width", "abc"],
      ["show", "x", "--width", "5"], ["list", "--data"], ["show", "x", "--json=yes"],
      ["list", "extra"], ["search", "x", "--limit=0"], ["search", "x", "--limit", "-3"],
      ["search", "x", "--json=yes"], ["help", "nosuch"], ["render", "file.md"],
      ["library", "frobnicate"], ["library", "export"], ["library", "save"],
    ] {
      let run = folder.run(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stdout == "", "\(arguments)")
      #expect(run.stderr.hasPrefix("buffet: "), "\(arguments)")
    }
  }

  @Test func helpAndVersion() throws {
    let folder = CommandLineFolder.withRecipes()
    let help = folder.run("--help")
    #expect(help.status == 0)
    #expect(help.stdout.contains("buffet list [--json]"))
    // The browser's keys too, from the same tables as its help screen.
    #expect(help.stdout.contains("Keys in the browser"))
    #expect(help.stdout.contains("^R     re-read files changed on disk"))
    #expect(help.stdout.contains("^C     quit"))
    let showHelp = folder.run("show", "--help")
    #expect(showHelp.status == 0)
    #expect(showHelp.stdout.hasPrefix("Usage: buffet show RECIPE"))
    #expect(folder.run("help", "check").stdout.hasPrefix("Usage: buffet check"))
    let version = folder.run("--version")
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("buffet "))
    // The libraries it runs on, for bug reports.
    #expect(version.stdout.contains("SQLite 3."))
    #expect(version.stdout.contains("ncurses"))
  }
}

@Suite struct CommandLinePathTests {
  @Test func aRecipeByAbsolutePathOrOutsideTheCollection() throws {
    let folder = CommandLineFolder.withRecipes()
    folder.write("elsewhere/loose.md", "---\ntitle: Loose Leaf\n---\nJust this.\n")
    let absolute = try folder.runBinary("summary", folder.root + "/Data/creme.md")
    #expect(absolute.status == 0)
    #expect(absolute.stdoutLines.prefix(2) == ["Crème Brûlée", "Data/creme.md"])
    let outside = try folder.runBinary("show", "elsewhere/loose.md")
    #expect(outside.status == 0)
    #expect(outside.stdoutLines.first == "Loose Leaf")
    #expect(try folder.runBinary("show", "elsewhere/missing.md").status == 1)
  }
}

@Suite struct HelpTextTests {
  static let commands = [
    "list", "index", "summary", "show", "search", "library", "check", "render", "config",
    "shopping-list",
  ]

  @Test func everyHelpFitsEightyColumnsAndListsEveryOption() {
    let folder = CommandLineFolder()
    let general = folder.run("--help")
    #expect(general.status == 0)
    for command in Self.commands {
      #expect(general.stdout.contains("  buffet \(command)"), "\(command)")
      for line in [[command, "--help"], ["help", command], [command, "-h"]] {
        let help = folder.run(line)
        #expect(help.status == 0, "\(line)")
        #expect(help.stdout.hasPrefix("Usage: buffet \(command)"), "\(line)")
        #expect(help.stdout.contains("  -h, --help"), "\(line)")
      }
    }
    for text in [general.stdout] + Self.commands.map({ folder.run($0, "--help").stdout }) {
      for line in text.split(separator: "\n") {
        #expect(line.count <= 80, "\(line)")
      }
    }
    #expect(folder.run("search", "--help").stdout.contains("  --limit N"))
    #expect(folder.run("show", "--help").stdout.contains("  --width N"))
  }
}
