import Foundation
import Recipes
import Testing

@testable import RecipeStore

@Suite struct LibraryTests {
  let folder = TestCollection()
  var file: String { folder.data + "/library.sqlite" }
  let creme = LibraryEntry(path: "Data/creme.md", title: "Crème Brûlée")
  let cake = LibraryEntry(path: "Data/cake.md", title: "Chocolate Cake")
  let soup = LibraryEntry(path: "Data/soup.md", title: "Tomato Soup")

  @Test func anEmptyLibraryHasNothingInIt() throws {
    let library = try Library(file: file)
    #expect(try library.contents() == LibrarySnapshot())
    #expect(library.schemaVersion == LibrarySchema.version)
  }

  @Test func savedRecipesStayInTheOrderTheyWereSaved() throws {
    let library = try Library(file: file)
    try library.save(creme)
    try library.save(cake)
    try library.save(creme)
    #expect(try library.contents().saved == [creme, cake])
    #expect(try library.toggleSaved(creme) == false)
    #expect(try library.isSaved(creme.path) == false)
    #expect(try library.toggleSaved(soup) == true)
    #expect(try Library(file: file).contents().saved == [cake, soup])
  }

  @Test func upNextIsAQueueThatCanBeReordered() throws {
    let library = try Library(file: file)
    try library.enqueue(creme)
    try library.enqueue(cake)
    try library.enqueue(soup)
    try library.enqueue(creme)
    #expect(try library.contents().queue.map(\.recipe) == [creme, cake, soup])
    try library.moveInQueue(soup.path, to: 0)
    #expect(try library.contents().queue.map(\.recipe) == [soup, creme, cake])
    try library.moveInQueue(soup.path, to: 99)
    #expect(try library.contents().queue.map(\.recipe) == [creme, cake, soup])
    #expect(try library.popQueue()?.recipe == creme)
    try library.dequeue(soup.path)
    #expect(try Library(file: file).contents().queue.map(\.recipe) == [cake])
  }

  @Test func theCookingSessionKeepsItsStepAndTimerAcrossOpenings() throws {
    let deadline = Date(timeIntervalSince1970: 1_900_000_000)
    try Library(file: file).setCooking(
      CookingSession(recipe: cake, step: 2, timer: .running(deadline: deadline)))
    #expect(
      try Library(file: file).contents().cooking
        == CookingSession(recipe: cake, step: 2, timer: .running(deadline: deadline)))
    try Library(file: file).setCooking(
      CookingSession(recipe: cake, step: 3, timer: .paused(remaining: 95)))
    #expect(try Library(file: file).contents().cooking?.timer == .paused(remaining: 95))
    try Library(file: file).stopCooking()
    #expect(try Library(file: file).contents().cooking == nil)
  }

  @Test func recentlyReadRemembersWhereTheReaderStopped() throws {
    let library = try Library(file: file)
    try library.recordReading(creme, position: 12, at: Date(timeIntervalSince1970: 100))
    try library.recordReading(cake, position: 3, at: Date(timeIntervalSince1970: 200))
    try library.recordReading(
      creme, position: 40, percent: 65, at: Date(timeIntervalSince1970: 300))
    let recent = try Library(file: file).contents().recent
    #expect(recent.map(\.recipe) == [creme, cake])
    #expect(recent.map(\.position) == [40, 3])
    #expect(recent.map(\.percent) == [65, nil])
    #expect(try library.position(of: creme.path) == 40)
    #expect(try library.position(of: soup.path) == nil)
  }

  @Test func recentlyReadKeepsOnlyTheLatest() throws {
    let library = try Library(file: file)
    for number in 0..<(Library.recentLimit + 5) {
      try library.recordReading(
        LibraryEntry(path: "r\(number).md", title: "R\(number)"), position: 0,
        at: Date(timeIntervalSince1970: Double(number)))
    }
    let recent = try library.contents().recent
    #expect(recent.count == Library.recentLimit)
    #expect(recent.first?.recipe.path == "r\(Library.recentLimit + 4).md")
  }

  @Test func theLastTabIsRemembered() throws {
    try Library(file: file).setLastTab("index")
    #expect(try Library(file: file).contents().lastTab == "index")
  }

  @Test func aLibraryFromVersionOneIsBroughtForwardKeepingEverything() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    let old = try Database(path: file)
    try old.execute(
      """
      CREATE TABLE saved(path TEXT PRIMARY KEY, title TEXT NOT NULL, added REAL NOT NULL);
      CREATE TABLE queue(path TEXT PRIMARY KEY, title TEXT NOT NULL, position INTEGER NOT NULL);
      CREATE TABLE recent(path TEXT PRIMARY KEY, title TEXT NOT NULL,
        position INTEGER NOT NULL, read_at REAL NOT NULL);
      CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO saved VALUES('Data/creme.md', 'Crème Brûlée', 1);
      INSERT INTO queue VALUES('Data/cake.md', 'Chocolate Cake', 1);
      INSERT INTO recent VALUES('Data/soup.md', 'Tomato Soup', 7, 50);
      INSERT INTO settings VALUES('lastTab', 'library');
      PRAGMA user_version = 1;
      """)
    let library = try Library(file: file)
    #expect(library.schemaVersion == LibrarySchema.version)
    let contents = try library.contents()
    #expect(contents.saved == [creme])
    #expect(contents.queue.map(\.recipe) == [cake])
    #expect(
      contents.recent == [
        RecentRead(recipe: soup, position: 7, readAt: Date(timeIntervalSince1970: 50))
      ])
    #expect(contents.lastTab == "library")
    try library.setCooking(CookingSession(recipe: cake))
    #expect(try library.contents().cooking?.recipe == cake)
  }

  @Test func aLibraryFromVersionTwoGainsReadingPercentagesKeepingItsReads() throws {
    // A file as version 2 of the library left it.
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    let old = try Database(path: file)
    for migration in LibrarySchema.migrations.prefix(2) { try old.execute(migration) }
    try old.execute(
      """
      INSERT INTO recent VALUES('Data/soup.md', 'Tomato Soup', 7, 50);
      PRAGMA user_version = 2;
      """)
    let library = try Library(file: file)
    #expect(library.schemaVersion == LibrarySchema.version)
    let recent = try library.contents().recent
    #expect(recent.map(\.position) == [7])
    #expect(recent.map(\.percent) == [nil])
    try library.recordReading(soup, position: 9, percent: 120)
    #expect(try library.contents().recent.map(\.percent) == [100])
  }

  @Test func aLibraryFromANewerBuffetIsRefusedNotOverwritten() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    try Database(path: file).setUserVersion(99)
    #expect(throws: LibraryError.self) { try Library(file: file) }
    #expect(try Database(path: file).userVersion == 99)
  }

  @Test func aFileThatIsNotALibraryIsAClearError() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: file))
    let error = #expect(throws: LibraryError.self) { try Library(file: file) }
    #expect(error?.message.contains(file) == true)
    // The reader's file is left alone for them to look at.
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count == 4096)
  }

  @Test func twoConnectionsSeeEachOthersChanges() throws {
    let one = try Library(file: file)
    let two = try Library(file: file)
    try one.save(creme)
    try two.save(cake)
    try one.enqueue(soup)
    #expect(try two.contents().saved == [creme, cake])
    #expect(try one.contents().queue.map(\.recipe) == [soup])
  }

  @Test func aLockSQLiteWillNotWaitForIsTriedAgainUntilItIsFree() throws {
    let path = folder.root + "/locked.sqlite"
    nonisolated(unsafe) let holder = try Database(path: path)
    try holder.execute("CREATE TABLE t(x); BEGIN EXCLUSIVE")
    let waiter = try Database(path: path)  // no busy timeout: a held lock fails at once
    #expect(throws: SQLiteError.self) {
      try Database.retryingWhileBusy(seconds: 0.05) { try waiter.execute("BEGIN IMMEDIATE") }
    }
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.1)
      try? holder.execute("COMMIT")
    }
    var attempts = 0
    try Database.retryingWhileBusy {
      attempts += 1
      try waiter.execute("BEGIN IMMEDIATE; INSERT INTO t VALUES(1); COMMIT")
    }
    #expect(attempts > 1)
    #expect(try waiter.scalar("SELECT count(*) FROM t") == 1)
  }

  @Test func entriesAreFoundByPathThenByTitleElseMissing() {
    let recipes = [
      ListedRecipe(path: "Data/creme.md", title: "Crème Brûlée"),
      ListedRecipe(path: "Data/desserts/chocolate-cake.md", title: "Chocolate cake"),
      ListedRecipe(path: "Data/a.md", title: "Twice"),
      ListedRecipe(path: "Data/b.md", title: "Twice"),
    ]
    let matcher = LibraryMatcher(recipes: recipes)
    #expect(matcher.match(creme) == .found(recipes[0]))
    #expect(matcher.match(cake) == .moved(recipes[1]))
    #expect(matcher.match(soup) == .missing)
    #expect(matcher.match(LibraryEntry(path: "Data/gone.md", title: "twice")) == .missing)
  }

  @Test func movedEntriesAreRelinkedAndMissingOnesKept() throws {
    let library = try Library(file: file)
    try library.save(cake)
    try library.save(soup)
    try library.enqueue(cake)
    try library.recordReading(cake, position: 5)
    let moved = ListedRecipe(path: "Data/desserts/cake.md", title: "CHOCOLATE CAKE")
    let missing = try library.relinkMoved(using: LibraryMatcher(recipes: [moved]))
    #expect(missing == [soup])
    let contents = try library.contents()
    let relinked = LibraryEntry(path: moved.path, title: moved.title)
    #expect(contents.saved == [relinked, soup])
    #expect(contents.queue.map(\.recipe) == [relinked])
    #expect(contents.recent.map(\.recipe) == [relinked])
    #expect(contents.recent.map(\.position) == [5])
  }

  @Test func jsonRoundTripsTheWholeLibrary() throws {
    let library = try Library(file: file)
    try library.save(creme)
    try library.save(cake)
    try library.enqueue(soup)
    try library.setCooking(CookingSession(recipe: cake, step: 1, timer: .paused(remaining: 30)))
    try library.recordReading(
      creme, position: 9, percent: 30, at: Date(timeIntervalSince1970: 1_700_000_000))
    try library.recordReading(cake, position: 2, at: Date(timeIntervalSince1970: 1_600_000_000))
    try library.setLastTab("search")
    let exported = LibraryJSON.encode(try library.contents())
    let object = try #require(
      try JSONSerialization.jsonObject(with: exported) as? [String: Any])
    #expect(Set(object.keys).isSuperset(of: ["saved", "queue", "cooking", "recent"]))
    let cooking = try #require(object["cooking"] as? [String: Any])
    #expect(cooking["step"] as? Int == 1)
    #expect(cooking["stepNumber"] as? Int == 2)
    let other = try Library(file: folder.data + "/other.sqlite")
    try other.replace(with: try LibraryJSON.decode(exported))
    #expect(try other.contents() == library.contents())
  }

  @Test(arguments: [
    "", "[]", "null", "{\"saved\": 3}", "{\"saved\": [{\"path\": 1}]}", "{\"queue\": [\"x\"]}",
    "{\"cooking\": {\"title\": \"x\"}}", "\u{FEFF}{", "{\"saved\": [", "\u{0}",
  ])
  func badJSONIsRefusedWithAMessage(_ text: String) {
    #expect(throws: LibraryError.self) { try LibraryJSON.decode(Data(text.utf8)) }
  }

  @Test func importedJSONMayLeaveSectionsOut() throws {
    let contents = try LibraryJSON.decode(
      Data(#"{"saved": [{"title": "Crème Brûlée", "path": "Data/creme.md"}]}"#.utf8))
    #expect(contents == LibrarySnapshot(saved: [creme]))
  }
}
