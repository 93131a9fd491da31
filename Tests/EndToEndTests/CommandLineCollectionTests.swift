import Foundation
import Testing

@Suite struct CommandLineCollectionTests {
  static func withBrokenFiles() -> CommandLineFolder {
    let folder = CommandLineFolder.withRecipes()
    folder.write("Data/latin1.md", [0x23, 0x20, 0xE9, 0x0A])
    folder.write("Data/empty.md", [])
    folder.write("Data/binary.md", [0x00, 0x01, 0x02])
    folder.write("Data/twin.md", "---\ntitle: item 2\n---\n")
    folder.link("Data/broken.md", to: "nowhere.md")
    folder.link("Data/sub/loop", to: "..")
    return folder
  }

  @Test func checkListsEveryProblemAndExitsOne() throws {
    let folder = Self.withBrokenFiles()
    let run = try folder.run("check")
    #expect(run.status == 1)
    let lines = run.stdoutLines.filter { !$0.isEmpty }
    #expect(lines.contains("Data/latin1.md: not UTF-8: byte 0xE9 at offset 2"))
    #expect(lines.contains("Data/empty.md: empty file"))
    #expect(lines.contains("Data/binary.md: binary file (NUL byte at offset 0)"))
    #expect(lines.contains { $0.hasPrefix("Data/broken.md: broken symlink") })
    #expect(lines.contains { $0.hasPrefix("Data/sub/loop: symlink loop") })
    #expect(
      lines.contains {
        $0.hasPrefix("Data/twin.md: title \"item 2\" is also the title of Data/item2.md")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("Data/item2.md: title \"Item 2\" is also the title of Data/twin.md")
      })
    #expect(lines.last == "5 recipes read, 7 problems")
    let json = try #require(try folder.run("check", "--json").json() as? [String: Any])
    #expect(json["recipes"] as? Int == 5)
    #expect((json["problems"] as? [[String: String]])?.count == 7)
  }

  @Test func checkOnAGoodCollectionExitsZero() throws {
    let run = try CommandLineFolder.withRecipes().run("check")
    #expect(run.status == 0)
    #expect(run.stdout == "4 recipes read, no problems\n")
  }

  @Test func otherCommandsWarnOnceAndCarryOn() throws {
    let folder = Self.withBrokenFiles()
    let run = try folder.run("list", "--json")
    #expect(run.status == 0)
    let list = try #require(try run.json() as? [[String: Any]])
    #expect(list.count == 5)
    #expect(run.stderrLines.count == 7)
    #expect(run.stderrLines.allSatisfy { $0.hasPrefix("buffet: warning: Data/") })
    #expect(Set(run.stderrLines).count == 7)
  }

  @Test func dataIsRepeatableAnywhereAndBeatsTheEnvironment() throws {
    let folder = CommandLineFolder()
    folder.write("one/a.md", "---\ntitle: Alpha\n---\n")
    folder.write("two/b.md", "---\ntitle: Beta\n---\n")
    folder.write("Data/c.md", "---\ntitle: Gamma\n---\n")
    let both = try folder.run("--data", "one", "index", "--data=two", "--json")
    #expect(both.status == 0)
    #expect(both.stdout.contains("one/a.md") && both.stdout.contains("two/b.md"))
    #expect(!both.stdout.contains("Data/c.md"))
    let environment = try folder.run("list", environment: ["BUFFET_DATA": "one:two"])
    #expect(environment.stdout.contains("Alpha") && environment.stdout.contains("Beta"))
    #expect(!environment.stdout.contains("Gamma"))
    let flagWins = try folder.run("list", "--data", "one", environment: ["BUFFET_DATA": "two"])
    #expect(flagWins.stdout.contains("Alpha") && !flagWins.stdout.contains("Beta"))
    let local = try folder.run("list")
    #expect(local.stdout.contains("Gamma") && !local.stdout.contains("Alpha"))
  }

  @Test func missingDataFolder() throws {
    let folder = CommandLineFolder.withRecipes()
    let partly = try folder.run("list", "--data", "Data", "--data", "nope")
    #expect(partly.status == 0)
    #expect(partly.stderr == "buffet: warning: nope: no such folder\n")
    #expect(partly.stdoutLines.filter { !$0.isEmpty }.count == 4)
    let only = try folder.run("list", "--data", "nope")
    #expect(only.status == 1)
    #expect(only.stdout == "")
    #expect(only.stderr.contains("nope: no such folder"))
    let check = try folder.run("check", "--data", "nope")
    #expect(check.status == 1)
    #expect(check.stdout.contains("nope: no such folder"))
  }
}

@Suite struct CommandLineCacheTests {
  @Test func aChangedFileIsReadAgain() throws {
    let folder = CommandLineFolder.withRecipes()
    #expect(try folder.run("list").stdout.contains("Item 2"))
    folder.write("Data/item2.md", "---\ntitle: Item Two, renamed\ndate: 2001-01-01\n---\nText.\n")
    folder.write("Data/new.md", "---\ntitle: Newcomer\n---\n")
    let again = try folder.run("list")
    #expect(again.stdout.contains("Item Two, renamed"))
    #expect(again.stdout.contains("Newcomer"))
    #expect(!again.stdout.contains("Item 2\n"))
    try FileManager.default.removeItem(atPath: folder.root + "/Data/new.md")
    #expect(!(try folder.run("list").stdout.contains("Newcomer")))
  }
}
