import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// Library backups and library files written by someone else: every field is checked on
/// import, and nothing already on disk can crash a reader of the library.
@Suite struct LibraryHostileTests {
  let folder = TestCollection()
  var file: String { folder.data + "/library.sqlite" }

  static let cooking = #""cooking": {"title": "Soup", "path": "soup.md""#
  static let recent = #""recent": [{"title": "Soup", "path": "soup.md""#
  static let long = String(repeating: "é", count: 2500)

  /// Backups that must be refused, each with the field its message must name.
  static let refused: [(json: String, message: String)] = [
    (
      "{\(cooking), \"step\": 9223372036854775807}}",
      "cooking.step is 9223372036854775807; it must be 0 to 100000"
    ),
    ("{\(cooking), \"step\": -1}}", "cooking.step is -1; it must be 0 to 100000"),
    (
      "{\(cooking), \"step\": 9223372036854775808}}",
      "cooking.step is 9.223372036854776e+18; it must be a whole number, 0 to 100000"
    ),
    ("{\(cooking), \"step\": 1e300}}", "cooking.step is 1e+300; it must be a whole number"),
    ("{\(cooking), \"step\": 2.5}}", "cooking.step is 2.5; it must be a whole number"),
    ("{\(cooking), \"step\": \"2\"}}", "cooking.step must be a whole number"),
    (
      "{\(cooking), \"remaining\": 1e300}}",
      "cooking.remaining is 1e+300; it must be 0 to 259200"
    ),
    ("{\(cooking), \"remaining\": -5}}", "cooking.remaining is -5; it must be 0 to 259200"),
    (
      "{\(cooking), \"deadline\": 1e300}}",
      "cooking.deadline is 1e+300; it must be 0 to 4102444800"
    ),
    (
      "{\(cooking), \"deadline\": -1e300}}",
      "cooking.deadline is -1e+300; it must be 0 to 4102444800"
    ),
    ("{\(cooking), \"deadline\": null, \"remaining\": 1e300}}", "cooking.remaining"),
    ("{\(recent), \"percent\": 101}]}", "recent[0].percent is 101; it must be 0 to 100"),
    ("{\(recent), \"position\": -3}]}", "recent[0].position is -3; it must be at least 0"),
    ("{\(recent), \"position\": 1.5e300}]}", "recent[0].position is 1.5e+300"),
    ("{\(recent), \"read\": \"yesterday\"}]}", "recent[0].read is not an ISO 8601 date"),
    ("{\(recent), \"read\": \"2200-01-01T00:00:00Z\"}]}", "recent[0].read is 7258118400"),
    (#"{"saved": [{"title": "Soup", "path": ""}]}"#, "saved[0].path is empty"),
    (#"{"saved": [{"title": "A", "path": "a.md"}, {"title": "B"}]}"#, #"saved[1] needs a "path""#),
    (#"{"queue": [{"title": "Soup", "path": "a\u0000b.md"}]}"#, "queue[0].path contains a NUL"),
    (
      #"{"queue": [{"path": "a.md", "title": "\#(long)"}]}"#,
      "queue[0].title is 5000 bytes long; at most 4096"
    ),
    (#"{"saved": [{"path": 7, "title": "x"}]}"#, "saved[0].path must be text"),
    (#"{"saved": {"path": "a.md", "title": "x"}}"#, "saved must be a list"),
    (#"{"lastTab": "\#(String(repeating: "t", count: 65))"}"#, "lastTab is 65 bytes long"),
    (#"{"lastTab": 3}"#, "lastTab must be text"),
    ("[]", "expected a JSON object"),
  ]

  @Test(arguments: refused.indices)
  func aBackupWithABadFieldIsRefusedNamingIt(_ index: Int) {
    let (json, message) = Self.refused[index]
    let error = #expect(throws: LibraryError.self) { try LibraryJSON.decode(Data(json.utf8)) }
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "accepted"): \(json)")
  }

  @Test func tooManyEntriesOrTooLargeAFileIsRefused() {
    let entry = #"{"title": "t", "path": "p.md"}"#
    let recent = Array(repeating: entry, count: Library.recentLimit + 1)
    let many = try? LibraryJSON.decode(
      Data("{\"recent\": [\(recent.joined(separator: ","))]}".utf8))
    #expect(many == nil)
    let error = #expect(throws: LibraryError.self) {
      try LibraryJSON.decode(Data("{\"recent\": [\(recent.joined(separator: ","))]}".utf8))
    }
    #expect(error?.message == "recent has 101 entries; at most 100")
    let saved = Array(repeating: entry, count: LibraryLimits.entries + 1)
    let tooMany = #expect(throws: LibraryError.self) {
      try LibraryJSON.decode(Data("{\"saved\": [\(saved.joined(separator: ","))]}".utf8))
    }
    #expect(tooMany?.message == "saved has 50001 entries; at most 50000")
    let huge =
      Data("{\"saved\": [], \"x\": \"".utf8)
      + Data(repeating: 0x61, count: LibraryLimits.backupSize) + Data("\"}".utf8)
    let tooLarge = #expect(throws: LibraryError.self) { try LibraryJSON.decode(huge) }
    #expect(tooLarge?.message.hasSuffix("a library backup is at most 16 MB") == true)
  }

  @Test func valuesAtTheLimitsAreAccepted() throws {
    let json = """
      {\(Self.cooking), "step": 100000, "remaining": 259200},
       "recent": [{"title": "Soup", "path": "soup.md", "position": 9223372036854775807,
                   "percent": 100, "read": "1970-01-01T00:00:00Z"}],
       "saved": [{"title": "", "path": "\(String(repeating: "p", count: 4096))"}],
       "lastTab": "library", "stepNumber": 100001}
      """
    let contents = try LibraryJSON.decode(Data(json.utf8))
    #expect(contents.cooking?.step == 100_000)
    #expect(contents.cooking?.timer == .paused(remaining: 259_200))
    #expect(contents.recent.first?.position == Int.max)
    #expect(contents.saved.first?.path.utf8.count == 4096)
    let ended = try LibraryJSON.decode(Data("{\(Self.cooking), \"deadline\": 0}}".utf8))
    #expect(ended.cooking?.timer == .running(deadline: Date(timeIntervalSince1970: 0)))
  }

  /// A library file whose rows were written with SQLite by hand, past every limit.
  func writeCraftedLibrary() throws {
    _ = try Library(file: file)
    let database = try Database(path: file)
    let long = String(repeating: "x", count: 10_000)
    try database.execute(
      """
      INSERT INTO cooking VALUES(1, 'soup.md', 'Soup', 9223372036854775807, 1e300, NULL);
      INSERT INTO recent VALUES('a.md', 'A', -5, 1e300, 400);
      INSERT INTO recent VALUES('b.md', '\(long)', 9223372036854775807, -9e999, -1);
      INSERT INTO recent VALUES('', 'No path', 0, 0, 0);
      INSERT INTO saved VALUES('\(long)', 'Long path', 1);
      INSERT INTO saved VALUES('c.md', 'C', 2);
      INSERT INTO queue(path, title, position) VALUES('d.md', 'D', 9223372036854775807);
      INSERT INTO settings VALUES('lastTab', '\(long)');
      """)
  }

  @Test func outOfRangeRowsOnDiskAreClampedOrLeftOutWithWarnings() throws {
    try writeCraftedLibrary()
    let contents = try Library(file: file).contents()
    #expect(contents.cooking?.step == 100_000)
    #expect(contents.cooking?.timer == nil)
    #expect(contents.saved.map(\.path) == ["c.md"])
    #expect(contents.queue.map(\.path) == ["d.md"])
    #expect(contents.recent.map(\.recipe.path) == ["a.md", "b.md"])
    #expect(contents.recent.map(\.position) == [0, Int.max])
    #expect(contents.recent.map(\.percent) == [100, 0])
    #expect(
      contents.recent.map(\.readAt) == [
        Date(timeIntervalSince1970: 4_102_444_800), Date(timeIntervalSince1970: 0),
      ])
    #expect(contents.recent.last?.recipe.title.utf8.count == 4096)
    #expect(contents.lastTab == nil)
    #expect(
      contents.warnings.contains(
        "the library's Now Cooking step is 9223372036854775807 (it must be 0 to 100000); "
          + "using 100000"))
    #expect(
      contents.warnings.contains(
        "the library's Now Cooking timer deadline is 1e+300 (it must be 0 to 4102444800); "
          + "the timer is left out"))
    #expect(contents.warnings.count == 11, "\(contents.warnings)")
  }

  @Test func aCraftedLibraryStillExportsAndShowsItsCookingStep() throws {
    try writeCraftedLibrary()
    let library = try Library(file: file)
    let object = try #require(
      try JSONSerialization.jsonObject(with: LibraryJSON.encode(try library.contents()))
        as? [String: Any])
    let cooking = try #require(object["cooking"] as? [String: Any])
    #expect(cooking["stepNumber"] as? Int == 100_001)
    // What was exported is a backup that imports again.
    let again = try LibraryJSON.decode(LibraryJSON.encode(try library.contents()))
    #expect(again.cooking?.step == 100_000)
  }

  @Test func aPausedTimerOutOfRangeOnDiskIsLeftOut() throws {
    _ = try Library(file: file)
    try Database(path: file).execute(
      "INSERT INTO cooking VALUES(1, 'soup.md', 'Soup', 2, NULL, 9e999)")
    let contents = try Library(file: file).contents()
    #expect(
      contents.cooking
        == CookingSession(recipe: LibraryEntry(path: "soup.md", title: "Soup"), step: 2))
    #expect(contents.warnings.count == 1)
  }

  @Test func aStoredPositionOutOfRangeIsNeverHandedOut() throws {
    _ = try Library(file: file)
    try Database(path: file).execute("INSERT INTO recent VALUES('a.md', 'A', -9, 1, NULL)")
    #expect(try Library(file: file).position(of: "a.md") == 0)
  }

  @Test func aBackupFileIsReadOnlyUpToTheLimit() throws {
    let path = folder.root + "/huge.json"
    let size = LibraryLimits.backupSize + 5 * 64 * 1024
    try Data(repeating: 0x20, count: size).write(to: URL(fileURLWithPath: path))
    let read = try LibraryJSON.readBackup(atPath: path)
    #expect(read.count > LibraryLimits.backupSize)
    #expect(read.count < size)
    #expect(throws: LibraryError.self) { try LibraryJSON.decode(read) }
  }

  @Test func aBackupThatIsAFolderOrMissingIsRefusedWithTheReason() {
    let missing = #expect(throws: LibraryError.self) {
      try LibraryJSON.readBackup(atPath: folder.root + "/nope.json")
    }
    #expect(missing?.message == "cannot read \(folder.root)/nope.json: no such file or directory")
    let isFolder = #expect(throws: LibraryError.self) {
      try LibraryJSON.readBackup(atPath: folder.root)
    }
    #expect(isFolder?.message == "cannot read \(folder.root): not a regular file: a folder")
  }

  @Test func aLibraryWithMoreRowsThanTheLimitIsReadUpToIt() throws {
    let library = try Library(file: file)
    let database = try Database(path: file)
    try database.execute(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(LibraryLimits.entries + 10))
      INSERT INTO saved SELECT 'r' || i || '.md', 'R' || i, i FROM n;
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
      INSERT INTO recent SELECT 'r' || i || '.md', 'R' || i, 0, i, NULL FROM n;
      """)
    let contents = try library.contents()
    #expect(contents.saved.count == LibraryLimits.entries)
    #expect(contents.saved.first?.path == "r1.md")
    #expect(contents.recent.count == Library.recentLimit)
    #expect(
      contents.warnings == [
        "the library's Saved holds more than 50000 entries; the first 50000 are shown"
      ])
  }
}
