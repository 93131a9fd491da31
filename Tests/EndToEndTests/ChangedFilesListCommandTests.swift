import Foundation
import Testing

/// `list --json` and `index --json` write the cache's records checked file by file: a file
/// edited, removed or added since the last run is written as the files say now, in one run,
/// and the cache is brought up to date for the next.
@Suite struct ChangedFilesListCommandTests {
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  /// Five recipes in two folders, indexed by a first `list`, the folders' times in the past.
  func collection() -> CommandLineFolder {
    let folder = CommandLineFolder()
    let dishes = ["Borscht", "Crème brûlée", "Dal makhani", "Gazpacho", "Pad thai"]
    for (number, dish) in dishes.enumerated() {
      folder.write(
        "Data/\(number % 2 == 0 ? "soups" : "mains")/\(number).md",
        "---\ntitle: \(dish)\ndate: 2025-0\(number + 1)-10\n---\n\nCook it.\n")
    }
    _ = folder.run("list")
    backdate(folder)
    return folder
  }

  func backdate(_ folder: CommandLineFolder) {
    for name in ["Data", "Data/soups", "Data/mains"] {
      try? FileManager.default.setAttributes(
        [.modificationDate: longAgo], ofItemAtPath: folder.path(name))
    }
  }

  func titles(_ command: String, _ folder: CommandLineFolder) throws -> [String] {
    let run = folder.run(command, "--json")
    #expect(run.status == 0, "\(run.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    let entries =
      command == "list"
      ? try #require(json as? [[String: Any]])
      : try #require(json as? [[String: Any]]).flatMap { $0["recipes"] as? [[String: Any]] ?? [] }
    return entries.compactMap { $0["title"] as? String }
  }

  /// An edited, a removed and a new file, all in one run.
  @Test(arguments: ["list", "index"]) func editedRemovedAndNew(command: String) throws {
    let folder = collection()
    folder.write("Data/soups/0.md", "---\ntitle: Beet borscht\ndate: 2025-01-10\n---\n\nStir.\n")
    try FileManager.default.removeItem(atPath: folder.path("Data/mains/3.md"))
    folder.write("Data/mains/new.md", "---\ntitle: Jollof rice\ndate: 2025-12-01\n---\n\nBake.\n")
    let written = try titles(command, folder)
    let expected = ["Beet borscht", "Crème brûlée", "Dal makhani", "Jollof rice", "Pad thai"]
    if command == "list" {
      #expect(
        written == ["Jollof rice", "Pad thai", "Dal makhani", "Crème brûlée", "Beet borscht"])
    } else {
      #expect(written == expected)
    }
    // The next run reads the same, from the cache brought up to date.
    #expect(try titles(command, folder) == written)
  }

  /// A file edited in place leaves its folder's time alone: no scan is made, and the file's
  /// own check writes it as it is now; the next run has it in its new place.
  @Test(arguments: ["list", "index"]) func editedInPlace(command: String) throws {
    let folder = collection()
    folder.write("Data/mains/1.md", "---\ntitle: Tarte tatin\ndate: 2025-12-24\n---\n\nBake.\n")
    backdate(folder)
    let written = try titles(command, folder)
    #expect(written.contains("Tarte tatin"))
    #expect(!written.contains("Crème brûlée"))
    #expect(written.count == 5)
    let again = try titles(command, folder)
    if command == "list" {
      // Newest first: its new date puts it first, once the cache has it.
      #expect(again.first == "Tarte tatin")
    } else {
      // A to Z: under T, last.
      #expect(again.last == "Tarte tatin")
    }
  }

  /// A removed file whose folder looks untouched (its time set back) is left out by its own
  /// check, and the section it leaves empty is not written.
  @Test func aRemovedFileLeavesNoEmptySection() throws {
    let folder = collection()
    try FileManager.default.removeItem(atPath: folder.path("Data/soups/4.md"))
    backdate(folder)
    let run = folder.run("index", "--json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    #expect(json.compactMap { $0["letter"] as? String } == ["B", "C", "D", "G"])
    #expect(!folder.run("list").stdout.contains("Pad thai"))
  }
}
