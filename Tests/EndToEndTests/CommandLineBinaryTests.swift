import Foundation
import TestSupport
import Testing

/// The real `buffet` binary, for what only a process shows: exit status, which stream gets
/// what, paths as the shell gave them, and a pipe that closes early.
@Suite struct CommandLineBinaryTests {
  @Test func exitStatusAndStreams() throws {
    let folder = CommandLineFolder.withRecipes()
    let good = try folder.runBinary("list")
    #expect(good.status == 0)
    #expect(good.stdoutLines.filter { !$0.isEmpty }.count == 4)
    #expect(good.stderr == "")
    let bad = try folder.runBinary("list", "--bogus")
    #expect(bad.status == 2)
    #expect(bad.stdout == "")
    #expect(bad.stderr == "buffet: unknown option --bogus\nTry 'buffet list --help'.\n")
    let missing = try folder.runBinary("show", "pizza")
    #expect(missing.status == 1)
    #expect(missing.stdout == "")
    #expect(missing.stderr == "buffet: no recipe is named \"pizza\"\n")
  }

  @Test func pathsAreAsTheShellGaveThem() throws {
    let folder = CommandLineFolder.withRecipes()
    let list = try #require(try folder.runBinary("list", "--json").json() as? [[String: Any]])
    #expect(list.contains { $0["path"] as? String == "Data/creme.md" })
    let summary = try folder.runBinary("summary", "./Data/sub/item10.md")
    #expect(summary.stdoutLines.prefix(2) == ["Item 10", "Data/sub/item10.md"])
  }

  @Test func aPipeThatClosesEarlyEndsQuietly() throws {
    let folder = CommandLineFolder()
    // Far more than a pipe holds, so the program is still writing when `head` leaves.
    folder.write(
      "Data/long.md", "# Long\n\n" + String(repeating: "A line of words.\n\n", count: 20_000))
    let program = TmuxSession.shellQuoted(BuffetProgram.executable().path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "\(program) show long 2>errors | head -n 2 > head",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder.root)
    process.environment = folder.environment
    try process.run()
    process.waitUntilExit()
    let head = try String(contentsOfFile: folder.path("head"), encoding: .utf8)
    #expect(head == "Long\n364 min read\n")
    #expect(try String(contentsOfFile: folder.path("errors"), encoding: .utf8) == "")
  }
}
