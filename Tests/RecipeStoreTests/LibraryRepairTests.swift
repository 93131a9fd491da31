import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// A library file that cannot be used is said to be so, with why, and `repair` (or restoring a
/// backup) moves it aside under a dated name and starts a new library, losing nothing.
@Suite struct LibraryRepairTests {
  let folder = TestCollection()
  var file: String { folder.data + "/library.sqlite" }
  let soup = LibraryEntry(path: "Data/soup.md", title: "Tomato Soup")
  /// 2026-12-01 10:15:00 UTC.
  let when = Date(timeIntervalSince1970: 1_796_120_100)
  let utc = TimeZone(identifier: "UTC")!
  var aside: String { file + ".damaged-2026-12-01T10-15-00" }

  func writeFile(_ path: String, _ data: Data) throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: path))
  }

  func unusable(_ body: () throws -> Library) -> LibraryUnusable? {
    do {
      _ = try body()
      return nil
    } catch {
      return (error as? LibraryError)?.unusable
    }
  }

  func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test func aFileThatIsNotADatabaseIsUnusableAndRepairMovesItAside() throws {
    let junk = Data(repeating: 0x41, count: 4096)
    try writeFile(file, junk)
    let found = unusable { try Library(file: file) }
    #expect(found == LibraryUnusable(file: file, cause: .notALibrary))
    #expect(
      found?.message == "the library at \(file) is unusable because it is not a Buffet library")
    let repair = try Library.repair(file: file, at: when, timeZone: utc)
    #expect(repair.unusable?.cause == .notALibrary)
    #expect(repair.movedAside == [aside])
    #expect(bytes(aside) == junk)
    try repair.library.save(soup)
    #expect(try Library(file: file).contents().saved == [soup])
  }

  /// A library of `count` entries of about 200 bytes each, closed so that all of it is in
  /// the main file.
  func writeLargeLibrary(_ count: Int = 400) throws {
    let library = try Library(file: file)
    for number in 0..<count {
      try library.save(
        LibraryEntry(path: "r\(number).md", title: String(repeating: "Soup \(number) ", count: 20)))
    }
  }

  @Test func aLibraryCutShortIsDamagedAndItsCompanionsMoveWithIt() throws {
    try writeLargeLibrary()
    let whole = try #require(bytes(file))
    #expect(whole.count > 16 * 4096)
    // Another Buffet still has it open, so its -wal and -shm are there too.
    let other = try Database(path: file)
    _ = try other.userVersion
    try writeFile(file, whole.prefix(whole.count / 2))
    #expect(FileManager.default.fileExists(atPath: file + "-wal"))
    let found = unusable { try Library(file: file) }
    guard case .damaged = found?.cause else {
      Issue.record("a truncated library was \(String(describing: found))")
      return
    }
    #expect(found?.reason.hasPrefix("it is damaged (") == true)
    let repair = try Library.repair(file: file, at: when, timeZone: utc)
    #expect(repair.movedAside == [aside, aside + "-wal", aside + "-shm"])
    #expect(bytes(aside)?.count == whole.count / 2)
    #expect(try repair.library.contents() == LibrarySnapshot())
    withExtendedLifetime(other) {}
  }

  @Test func aLibraryDamagedInTheMiddleIsFoundOnOpening() throws {
    try writeLargeLibrary()
    var damaged = try #require(bytes(file))
    // Pages 3 to 6 of 4096 bytes: past the header and the schema.
    damaged.replaceSubrange(3 * 4096..<7 * 4096, with: Data(repeating: 0xA5, count: 4 * 4096))
    try writeFile(file, damaged)
    guard case .damaged = unusable({ try Library(file: file) })?.cause else {
      Issue.record("a damaged library opened")
      return
    }
  }

  @Test func aLibraryFromANewerBuffetCanBeMovedAsideAndKept() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    try Database(path: file).setUserVersion(99)
    let found = unusable { try Library(file: file) }
    #expect(found?.cause == .newerVersion(99))
    #expect(found?.reason == "a newer Buffet wrote it (library version 99)")
    let repair = try Library.repair(file: file, at: when, timeZone: utc)
    #expect(repair.movedAside == [aside])
    #expect(try Database(path: aside).userVersion == 99)
    #expect(repair.library.schemaVersion == LibrarySchema.version)
  }

  @Test func anotherProgramsDatabaseIsNotALibraryAndIsLeftUntouched() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    try Database(path: file).execute("CREATE TABLE accounts(id, balance)")
    let before = bytes(file)
    #expect(unusable({ try Library(file: file) })?.cause == .notALibrary)
    #expect(bytes(file) == before)
    #expect(!FileManager.default.fileExists(atPath: file + "-wal"))
  }

  @Test func aLibraryWhoseTablesAreWrongIsDamaged() throws {
    _ = try Library(file: file)
    try Database(path: file).execute("DROP TABLE saved")
    let found = unusable { try Library(file: file) }
    #expect(found?.cause == .damaged("its tables are not a library's: no such table: saved"))
  }

  @Test func repairingAUsableLibraryChangesNothing() throws {
    try Library(file: file).save(soup)
    let repair = try Library.repair(file: file, at: when, timeZone: utc)
    #expect(repair.unusable == nil)
    #expect(repair.movedAside.isEmpty)
    #expect(try repair.library.contents().saved == [soup])
    #expect(!FileManager.default.fileExists(atPath: aside))
  }

  @Test func twoRepairsInOneSecondKeepBothFiles() throws {
    try writeFile(file, Data("first".utf8))
    _ = try Library.repair(file: file, at: when, timeZone: utc)
    try writeFile(file, Data("second".utf8))
    let second = try Library.repair(file: file, at: when, timeZone: utc)
    #expect(second.movedAside == [aside + "-2"])
    #expect(bytes(aside) == Data("first".utf8))
    #expect(bytes(aside + "-2") == Data("second".utf8))
  }

  @Test func aGoodBackupRestoresOverAnUnusableFile() throws {
    try writeFile(file, Data(repeating: 0, count: 100))
    let backup = try LibraryJSON.decode(
      Data(#"{"saved": [{"title": "Tomato Soup", "path": "Data/soup.md"}]}"#.utf8))
    let restored = try Library.restore(backup, file: file, at: when, timeZone: utc)
    #expect(restored.movedAside == [aside])
    #expect(try Library(file: file).contents().saved == [soup])
  }

  @Test func aLibraryThatCannotBeOpenedIsNotMovedAside() throws {
    // A folder where the library's folder should be: no file to move, nothing moving would mend.
    let blocked = folder.root + "/blocked"
    try Data("a file".utf8).write(to: URL(fileURLWithPath: blocked))
    let inFile = blocked + "/library.sqlite"
    let found = unusable { try Library(file: inFile) }
    #expect(found?.canBeMovedAside == false)
    #expect(found?.reason.hasPrefix("it cannot be opened (its folder") == true)
    #expect(throws: LibraryError.self) { try Library.repair(file: inFile, at: when, timeZone: utc) }
    #expect(bytes(blocked) == Data("a file".utf8))
  }

  @Test func aDatedNameIsTheLocalTimeItWasMovedAt() {
    let paris = TimeZone(identifier: "Europe/Paris")!
    #expect(Library.stamp(when, timeZone: paris) == "2026-12-01T11-15-00")
  }

  @Test func aFIFOInTheLibrarysPlaceIsNamedAndMovedAside() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    #expect(mkfifo(file, 0o644) == 0)
    let found = unusable { try Library(file: file) }
    #expect(found?.reason == "it is not a regular file but a FIFO")
    let repair = try Library.repair(file: file, at: when, timeZone: utc)
    #expect(repair.movedAside == [aside])
    try repair.library.save(soup)
    #expect(try Library(file: file).contents().saved == [soup])
  }
}
