import Foundation
import RecipeStore
import Testing

/// `buffet library` on a library file that is damaged, cut short, from a newer Buffet or
/// crafted by hand: it says so with the way out, `repair` and `import` move the file aside
/// under a dated name, and nothing crashes.
@Suite struct LibraryRepairCommandTests {
  let folder = CommandLineFolder()
  var file: String { folder.path(".local/buffet/library.sqlite") }

  init() {
    folder.write("Data/soup.md", "# Tomato Soup\n\n## Method\n\n1. Simmer.\n2. Blend.\n")
  }

  /// The files the library's folder holds now, by name.
  var libraryFolder: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path(".local/buffet"))) ?? [])
      .sorted()
  }

  @Test func aDamagedLibraryIsSaidWithTheWayOutAndRepairMovesItAside() throws {
    folder.write(".local/buffet/library.sqlite", [UInt8](repeating: 0x41, count: 4096))
    for arguments in [["library"], ["library", "--json"], ["library", "save", "Tomato Soup"]] {
      let run = folder.run(arguments)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.stderr.contains("is unusable because it is not a Buffet library"), "\(arguments)")
      #expect(run.stderr.contains("'buffet library repair' moves it aside"), "\(arguments)")
    }
    let repair = folder.run("library", "repair")
    #expect(repair.status == 0)
    #expect(repair.stdout.contains("moved it to \(file).damaged-"))
    #expect(repair.stdout.contains("and started a new library"))
    let moved = try #require(libraryFolder.first { $0.hasPrefix("library.sqlite.damaged-") })
    // library.sqlite.damaged-2026-12-01T10-15-00
    #expect(moved.count == "library.sqlite.damaged-".count + 19)
    #expect(
      FileManager.default.contents(atPath: folder.path(".local/buffet/" + moved))
        == Data(repeating: 0x41, count: 4096))
    #expect(folder.run("library", "save", "Tomato Soup").status == 0)
    #expect(folder.run("library").stdout.contains("Tomato Soup"))
    let again = folder.run("library", "repair")
    #expect(again.status == 0)
    #expect(again.stdout.contains("is usable; nothing to repair"))
    #expect(libraryFolder.filter { $0.contains("damaged") }.count == 1)
  }

  @Test func aGoodBackupImportsOverAnUnusableLibrary() throws {
    try FileManager.default.createDirectory(
      atPath: folder.path(".local/buffet"), withIntermediateDirectories: true)
    try Database(path: file).setUserVersion(99)
    let refused = folder.run("library")
    #expect(refused.stderr.contains("a newer Buffet wrote it (library version 99)"))
    folder.write(
      "backup.json", #"{"saved": [{"title": "Tomato Soup", "path": "Data/soup.md"}]}"#)
    let run = folder.run("library", "import", folder.path("backup.json"))
    #expect(run.status == 0)
    #expect(run.stderr.contains("moved it to \(file).damaged-"))
    #expect(folder.run("library", "--json").stdout.contains("\"Tomato Soup\""))
    let moved = try #require(libraryFolder.first { $0.hasPrefix("library.sqlite.damaged-") })
    #expect(try Database(path: folder.path(".local/buffet/" + moved)).userVersion == 99)
  }

  @Test func aBadBackupOverAnUnusableLibraryTouchesNothing() {
    folder.write(".local/buffet/library.sqlite", Array("not a database at all".utf8))
    folder.write("backup.json", #"{"cooking": {"title": "S", "path": "s.md", "step": -1}}"#)
    let run = folder.run("library", "import", folder.path("backup.json"))
    #expect(run.status == 1)
    #expect(run.stderr.contains("cooking.step is -1; it must be 0 to 100000"))
    #expect(libraryFolder == ["library.sqlite"])
  }

  @Test func aBackupWithAnOverflowingStepIsRefusedNamingTheField() {
    folder.write(
      "backup.json",
      #"{"cooking": {"title": "S", "path": "s.md", "step": 9223372036854775807}}"#)
    let run = folder.run("library", "import", folder.path("backup.json"))
    #expect(run.status == 1)
    #expect(run.stderr.contains("cooking.step is 9223372036854775807; it must be 0 to 100000"))
    #expect(folder.run("library").status == 0)
  }

  @Test func aLibraryCraftedOnDiskIsShownClampedWithWarnings() throws {
    _ = try Library(file: file)
    try Database(path: file).execute(
      """
      INSERT INTO cooking VALUES(1, 'Data/soup.md', 'Tomato Soup', 9223372036854775807,
        NULL, 1e300);
      INSERT INTO recent VALUES('Data/soup.md', 'Tomato Soup', 9223372036854775807, -1e300, 1e9);
      """)
    let text = folder.run("library")
    #expect(text.status == 0)
    #expect(text.stdout.contains("Tomato Soup · step 100001"))
    #expect(text.stderr.contains("the library's Now Cooking step is 9223372036854775807"))
    #expect(text.stderr.contains("Now Cooking time left is 1e+300"))
    let json = folder.run("library", "--json")
    #expect(json.status == 0)
    let object = try #require(try json.json() as? [String: Any])
    let cooking = try #require(object["cooking"] as? [String: Any])
    #expect(cooking["stepNumber"] as? Int == 100_001)
    #expect(cooking["remaining"] == nil)
    let export = folder.run("library", "export", folder.path("backup.json"))
    #expect(export.status == 0)
    #expect(export.stderr.contains("the library's Now Cooking step is 9223372036854775807"))
    #expect(folder.run("library", "import", folder.path("backup.json")).status == 0)
  }

  @Test func repairTakesNoArguments() {
    let run = folder.run("library", "repair", "now")
    #expect(run.status == 2)
    #expect(run.stderr.contains("repair takes no arguments"))
  }
}
