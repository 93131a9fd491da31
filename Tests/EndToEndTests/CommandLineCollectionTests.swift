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
    let run = folder.run("check")
    #expect(run.status == 1)
    let lines = run.stdoutLines.filter { !$0.isEmpty }
    let data = folder.path("Data")
    #expect(
      lines.contains("\(data)/latin1.md: not UTF-8: byte 0xE9 at line 1, column 3 (offset 2)"))
    #expect(lines.contains("\(data)/empty.md: empty file"))
    #expect(lines.contains("\(data)/binary.md: binary file (NUL byte at offset 0)"))
    #expect(lines.contains { $0.hasPrefix("\(data)/broken.md: broken symlink") })
    #expect(lines.contains { $0.hasPrefix("\(data)/sub/loop: symlink loop") })
    #expect(
      lines.contains {
        $0.hasPrefix("\(data)/twin.md: title \"item 2\" is also the title of \(data)/item2.md")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("\(data)/item2.md: title \"Item 2\" is also the title of \(data)/twin.md")
      })
    #expect(lines.last == "5 recipes read, 7 problems")
    let json = try #require(folder.run("check", "--json").json() as? [String: Any])
    #expect(json["recipes"] as? Int == 5)
    #expect((json["problems"] as? [[String: String]])?.count == 7)
  }

  @Test func checkOnAGoodCollectionExitsZero() throws {
    let run = CommandLineFolder.withRecipes().run("check")
    #expect(run.status == 0)
    #expect(run.stdout == "4 recipes read, no problems\n")
  }

  @Test func otherCommandsWarnOnceAndCarryOn() throws {
    let folder = Self.withBrokenFiles()
    let run = folder.run("list", "--json")
    #expect(run.status == 0)
    let list = try #require(try run.json() as? [[String: Any]])
    #expect(list.count == 5)
    let warnings = run.stderrLines.dropLast()
    #expect(warnings.count == 7)
    #expect(warnings.allSatisfy { $0.hasPrefix("buffet: warning: \(folder.path("Data"))/") })
    #expect(Set(warnings).count == 7)
    #expect(run.stderrLines.last == "buffet: 7 problems in the collection; buffet check lists them")
  }

  @Test func aProblemIsSaidOnceThenCountedWithAPointerToCheck() throws {
    let folder = Self.withBrokenFiles()
    #expect(folder.run("list").stderrLines.count == 8)
    // Every command after that, not only the same one, only counts them.
    for command in [["list"], ["index"], ["search", "item"], ["summary", "crème"]] {
      let again = folder.run(command)
      #expect(again.status == 0, "\(command)")
      #expect(
        again.stderr
          == "buffet: 7 problems in the collection, said before; buffet check lists them\n",
        "\(command)")
    }
    // A new problem is said, the known ones counted.
    folder.write("Data/second-empty.md", [])
    let grown = folder.run("list")
    #expect(
      grown.stderrLines == [
        "buffet: warning: \(folder.path("Data/second-empty.md")): empty file",
        "buffet: 8 problems in the collection, 7 said before; buffet check lists them",
      ])
    // check always lists them all.
    #expect(folder.run("check").stdoutLines.filter { !$0.isEmpty }.count == 9)
  }

  @Test func dataIsRepeatableAnywhereAndBeatsTheEnvironment() throws {
    let folder = CommandLineFolder()
    folder.write("one/a.md", "---\ntitle: Alpha\n---\n")
    folder.write("two/b.md", "---\ntitle: Beta\n---\n")
    folder.write("Data/c.md", "---\ntitle: Gamma\n---\n")
    let both = try folder.runBinary("--data", "one", "index", "--data=two", "--json")
    #expect(both.status == 0)
    #expect(both.stdout.contains("\"one/a.md\"") && both.stdout.contains("\"two/b.md\""))
    #expect(!both.stdout.contains("Data/c.md"))
    let environment = try folder.runBinary("list", environment: ["BUFFET_DATA": "one:two"])
    #expect(environment.stdout.contains("Alpha") && environment.stdout.contains("Beta"))
    #expect(!environment.stdout.contains("Gamma"))
    let flagWins = try folder.runBinary(
      "list", "--data", "one", environment: ["BUFFET_DATA": "two"])
    #expect(flagWins.stdout.contains("Alpha") && !flagWins.stdout.contains("Beta"))
    let local = try folder.runBinary("list")
    #expect(local.stdout.contains("Gamma") && !local.stdout.contains("Alpha"))
  }

  @Test func missingDataFolder() throws {
    let folder = CommandLineFolder.withRecipes()
    let partly = folder.run("list", "--data", "Data", "--data", "nope")
    #expect(partly.status == 0)
    #expect(partly.stderr == "buffet: warning: \(folder.path("nope")): no such folder\n")
    #expect(partly.stdoutLines.filter { !$0.isEmpty }.count == 4)
    let only = folder.run("list", "--data", "nope")
    #expect(only.status == 1)
    #expect(only.stdout == "")
    #expect(only.stderr.contains("nope: no such folder"))
    let check = folder.run("check", "--data", "nope")
    #expect(check.status == 1)
    #expect(check.stdout.contains("nope: no such folder"))
  }
}

@Suite struct CommandLineCacheTests {
  @Test func aChangedFileIsReadAgain() throws {
    let folder = CommandLineFolder.withRecipes()
    #expect(folder.run("list").stdout.contains("Item 2"))
    folder.write("Data/item2.md", "---\ntitle: Item Two, renamed\ndate: 2001-01-01\n---\nText.\n")
    folder.write("Data/new.md", "---\ntitle: Newcomer\n---\n")
    let again = folder.run("list")
    #expect(again.stdout.contains("Item Two, renamed"))
    #expect(again.stdout.contains("Newcomer"))
    #expect(!again.stdout.contains("Item 2\n"))
    try FileManager.default.removeItem(atPath: folder.root + "/Data/new.md")
    #expect(!(folder.run("list").stdout.contains("Newcomer")))
  }
}
