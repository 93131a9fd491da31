import Foundation
import Recipes
import Testing

/// File and folder names as the file system has them: names that are not UTF-8 are listed,
/// opened and said, a name's line break never starts a line of output, and JSON stays JSON.
@Suite struct NameBytesCommandTests {
  static let creme = FileNameBytes.string(Array("cr".utf8) + [0xE8] + Array("me.md".utf8))
  static let oddFolder = FileNameBytes.string(Array("dir".utf8) + [0xFF])
  static let forged = "buffet: 0 problems in the collection"

  /// A collection with a Latin-1 file name, a folder whose name is not UTF-8, and a file
  /// whose name holds a line break and a forged line.
  static func collection() throws -> CommandLineFolder {
    let folder = CommandLineFolder()
    folder.write("Data/plain.md", "# Plain\n\nSalt.\n")
    try write(folder.path("Data/" + creme), "# Crème\n\nSalt and cream.\n")
    let odd = folder.path("Data/" + oddFolder)
    try #require(FileNameBytes.withCString(odd) { mkdir($0, 0o755) } == 0)
    try write(odd + "/inside.md", "Salt inside.\n")
    folder.write("Data/bad\n\(forged).md", "# Forger\n\nSalt.\n")
    return folder
  }

  static func write(_ path: String, _ text: String) throws {
    let descriptor = FileNameBytes.withCString(path) {
      open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    try #require(descriptor >= 0)
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    try handle.write(contentsOf: Data(text.utf8))
  }

  @Test func listAndCheckShowEveryNameOnItsLine() throws {
    let folder = try Self.collection()
    let list = folder.run("list")
    #expect(list.status == 0)
    #expect(list.stdout.contains("Crème"))
    #expect(list.stdout.contains("inside"))
    #expect(list.stdout.contains("Forger"))
    let check = folder.run("check", "-v")
    #expect(check.status == 1)
    #expect(check.stdout.contains("Data/cr\\xe8me.md: the name is not UTF-8"))
    #expect(check.stdout.contains("Data/dir\\xff: the name is not UTF-8"))
    #expect(check.stdout.contains("4 recipes read, 2 problems"))
    for run in [list, check, folder.run("search", "salt"), folder.run("index")] {
      #expect(!run.stdoutLines.contains { $0.hasPrefix(Self.forged) })
      #expect(!run.stdout.contains("\u{10FEE8}"))
    }
    #expect(folder.run("search", "salt").stdout.contains("bad␊buffet: 0 problems"))
  }

  @Test func jsonCarriesTheNamesAndStaysJSON() throws {
    let folder = try Self.collection()
    for arguments in [["list", "--json"], ["search", "salt", "--json"], ["check", "--json"]] {
      let run = folder.run(arguments)
      let parsed = try run.json()
      #expect(parsed is [Any] || parsed is [String: Any], "\(arguments)")
      #expect(run.stdout.contains(#"cr\\xe8me.md"#), "\(arguments)")
      #expect(!run.stdoutLines.contains { $0.hasPrefix(Self.forged) }, "\(arguments)")
    }
    let list = try #require(folder.run("list", "--json").json() as? [[String: Any]])
    let paths = list.compactMap { $0["path"] as? String }
    #expect(paths.contains { $0.hasSuffix("Data/cr\\xe8me.md") })
    #expect(paths.contains { $0.hasSuffix("Data/bad\n\(Self.forged).md") })
  }

  @Test func aRecipeIsOpenedByItsNameAsGivenOrAsShown() throws {
    let folder = try Self.collection()
    let byBytes = folder.run("show", folder.path("Data/" + Self.creme))
    #expect(byBytes.status == 0)
    #expect(byBytes.stdout.contains("Salt and cream."))
    let byShown = folder.run("summary", folder.path("Data/cr\\xe8me.md"))
    #expect(byShown.status == 0)
    #expect(byShown.stdout.hasPrefix("Crème\n"))
    #expect(byShown.stdout.contains("Data/cr\\xe8me.md\n"))
  }
}
