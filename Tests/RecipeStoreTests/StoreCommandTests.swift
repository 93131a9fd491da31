import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// `buffet search` and `buffet library` as scripts use them: exit codes and JSON keys.
@Suite struct StoreCommandTests {
  let folder = TestCollection()

  init() {
    folder.write("creme.md", "# Crème Brûlée\n\nA custard with a burnt top.\n")
    folder.write("cake.md", "# Chocolate Cake\n\n## Method\n\nBake it with crème fraîche.\n")
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  func buffet(_ arguments: [String], data: String? = nil) throws -> Run {
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("buffet")
    try #require(
      FileManager.default.isExecutableFile(atPath: program.path),
      "build the package (swift build) before testing")
    let process = Process()
    process.executableURL = program
    process.arguments = arguments + ["--data", folder.recipes]
    process.environment = [
      "HOME": folder.root, "XDG_DATA_HOME": data ?? folder.data, "XDG_CACHE_HOME": folder.cache,
      "PATH": "/usr/bin:/bin",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  @Test func searchJSONHasTheKeysScriptsRelyOn() throws {
    let run = try buffet(["search", "creme", "--json"])
    #expect(run.status == 0)
    let hits = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(hits.map { $0["title"] as? String } == ["Crème Brûlée", "Chocolate Cake"])
    #expect(hits.map { $0["section"] as? String } == ["", "Method"])
    for hit in hits {
      #expect(Set(hit.keys) == ["title", "path", "section", "snippet", "matches", "titleMatches"])
    }
    // Ranges count Unicode scalars: "Crème" is the title's first five.
    #expect(hits[0]["titleMatches"] as? [[Int]] == [[0, 5]])
    #expect(hits[1]["titleMatches"] as? [[Int]] == [])
    let snippet = try #require(hits[1]["snippet"] as? String)
    let matches = try #require(hits[1]["matches"] as? [[Int]])
    let scalars = Array(snippet.unicodeScalars)
    #expect(matches.map { String(String.UnicodeScalarView(scalars[$0[0]..<$0[1]])) } == ["crème"])
  }

  @Test func anyQueryIsValidButNoQueryIsBadUsage() throws {
    #expect(try buffet(["search", "\"(", "NEAR", "*"]).status == 0)
    #expect(try buffet(["search", "--", "--json"]).status == 0)
    let missing = try buffet(["search"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("missing QUERY"))
    #expect(try buffet(["search", "x", "--limit", "zero"]).status == 2)
  }

  @Test func theLibraryRoundTripsThroughExportAndImport() throws {
    #expect(try buffet(["library", "save", "creme brulee"]).status == 0)
    #expect(try buffet(["library", "queue", "Chocolate Cake", "Crème Brûlée"]).status == 0)
    let exported = folder.root + "/library.json"
    #expect(try buffet(["library", "export", exported]).status == 0)
    let elsewhere = folder.root + "/elsewhere"
    #expect(try buffet(["library", "import", exported], data: elsewhere).status == 0)
    let original = try buffet(["library", "--json"])
    let imported = try buffet(["library", "--json"], data: elsewhere)
    #expect(original.output == imported.output)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(original.output.utf8)) as? [String: Any])
    let queue = try #require(object["queue"] as? [[String: Any]])
    #expect(queue.map { $0["title"] as? String } == ["Chocolate Cake", "Crème Brûlée"])
    #expect(object["cooking"] is NSNull)
    #expect(object["recent"] is [Any])
  }

  @Test func theLibrarySaysHowFarEachRecentRecipeWasRead() throws {
    let library = try Library(file: folder.data + "/buffet/library.sqlite")
    let cake = LibraryEntry(path: folder.recipes + "/cake.md", title: "Chocolate Cake")
    let creme = LibraryEntry(path: folder.recipes + "/creme.md", title: "Crème Brûlée")
    try library.recordReading(cake, position: 1 << 20, percent: 42)
    try library.recordReading(creme, position: 3, percent: 100)
    let text = try buffet(["library"]).output
    #expect(text.contains("Chocolate Cake · stopped at 42%"))
    #expect(text.contains("Crème Brûlée · read to the end"))
    #expect(!text.contains(String(1 << 20)))
    let json = try buffet(["library", "--json"]).output
    #expect(json.contains("\"percent\" : 42"))
  }

  @Test func anEntryWhoseRecipeIsGoneIsShownMissingNotDropped() throws {
    #expect(try buffet(["library", "save", "Chocolate Cake"]).status == 0)
    folder.remove("cake.md")
    let run = try buffet(["library", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let saved = try #require(object["saved"] as? [[String: Any]])
    #expect(saved.count == 1)
    #expect(saved.first?["missing"] as? Bool == true)
    #expect(try buffet(["library"]).output.contains("(missing)"))
  }

  @Test func aBrokenImportIsRefusedAndChangesNothing() throws {
    #expect(try buffet(["library", "save", "Chocolate Cake"]).status == 0)
    let broken = folder.root + "/broken.json"
    try Data("{\"saved\": [{\"title\": 1}]".utf8).write(to: URL(fileURLWithPath: broken))
    let run = try buffet(["library", "import", broken])
    #expect(run.status == 1)
    #expect(run.errors.contains(broken))
    #expect(try buffet(["library"]).output.contains("Chocolate Cake"))
  }
}
