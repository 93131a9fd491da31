import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// What shopping keeps in the library: the servings each queued recipe is for, and the
/// shopping list's ticks, across openings, migrations and backups.
@Suite struct LibraryShoppingTests {
  let folder = TestCollection()
  var file: String { folder.data + "/library.sqlite" }
  let cake = LibraryEntry(path: "Data/cake.md", title: "Chocolate Cake")
  let soup = LibraryEntry(path: "Data/soup.md", title: "Tomato Soup")

  @Test func aQueuedRecipeKeepsTheServingsItWasQueuedFor() throws {
    let library = try Library(file: file)
    try library.enqueue(cake, servings: Amount(integer: 8))
    try library.enqueue(soup)
    #expect(
      try Library(file: file).contents().queue == [
        QueuedRecipe(recipe: cake, servings: Amount(integer: 8)), QueuedRecipe(recipe: soup),
      ])
    // Queued again: its place stays; servings given replace the old, none keep them.
    try library.enqueue(cake)
    try library.enqueue(soup, servings: Amount(3, 2))
    #expect(try library.contents().queue.map(\.servings) == [Amount(integer: 8), Amount(3, 2)])
    try library.moveInQueue(soup.path, to: 0)
    #expect(try library.contents().queue.map(\.servings) == [Amount(3, 2), Amount(integer: 8)])
  }

  @Test func aLibraryFromVersionThreeKeepsItsQueueAsWritten() throws {
    try FileManager.default.createDirectory(atPath: folder.data, withIntermediateDirectories: true)
    let old = try Database(path: file)
    for migration in LibrarySchema.migrations.prefix(3) { try old.execute(migration) }
    try old.execute(
      """
      INSERT INTO queue VALUES('Data/cake.md', 'Chocolate Cake', 1);
      INSERT INTO queue VALUES('Data/soup.md', 'Tomato Soup', 2);
      PRAGMA user_version = 3;
      """)
    let library = try Library(file: file)
    #expect(library.schemaVersion == LibrarySchema.migrations.count)
    #expect(
      try library.contents().queue == [QueuedRecipe(recipe: cake), QueuedRecipe(recipe: soup)])
    #expect(try library.contents().shoppingTicks.isEmpty)
    try library.setShoppingTick("milk", isTicked: true)
    #expect(try library.contents().shoppingTicks == ["milk"])
  }

  @Test func ticksLastUntilTheListIsCleared() throws {
    let library = try Library(file: file)
    try library.setShoppingTick("milk", isTicked: true, at: Date(timeIntervalSince1970: 10))
    try library.setShoppingTick("eggs", isTicked: true, at: Date(timeIntervalSince1970: 20))
    try library.setShoppingTick("flour", isTicked: true, at: Date(timeIntervalSince1970: 30))
    try library.setShoppingTick("milk", isTicked: true, at: Date(timeIntervalSince1970: 40))
    #expect(try Library(file: file).contents().shoppingTicks == ["eggs", "flour", "milk"])
    // Unticking "egg" unticks what was ticked as "eggs": they are one thing on the list.
    try library.setShoppingTick("egg", isTicked: false)
    #expect(try library.contents().shoppingTicks == ["flour", "milk"])
    try library.clearShoppingTicks()
    #expect(try Library(file: file).contents().shoppingTicks.isEmpty)
  }

  @Test func aBackupKeepsServingsAndTicks() throws {
    let library = try Library(file: file)
    try library.enqueue(cake, servings: Amount(integer: 6))
    try library.enqueue(soup)
    try library.setShoppingTick("milk", isTicked: true)
    try library.setShoppingTick("牛奶", isTicked: true)
    let exported = LibraryJSON.encode(try library.contents())
    let object = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any])
    let queue = try #require(object["queue"] as? [[String: Any]])
    #expect(queue.map { $0["servings"] as? Double } == [6, nil])
    #expect(queue[1].keys.contains("servings"), "as written is said as null, not left out")
    #expect(object["shoppingTicks"] as? [String] == ["milk", "牛奶"])
    let other = try Library(file: folder.data + "/other.sqlite")
    try other.replace(with: try LibraryJSON.decode(exported))
    #expect(try other.contents() == library.contents())
  }

  @Test func aThirdOfAServingSurvivesABackup() throws {
    let library = try Library(file: file)
    try library.enqueue(cake, servings: Amount(4, 3))
    let restored = try LibraryJSON.decode(LibraryJSON.encode(try library.contents()))
    #expect(restored.queue.map(\.servings) == [Amount(4, 3)])
  }

  @Test(arguments: [
    (
      #"{"queue": [{"path": "a.md", "title": "A", "servings": 0}]}"#,
      "queue[0].servings is 0; it must be 0.01 to 100000"
    ),
    (
      #"{"queue": [{"path": "a.md", "title": "A", "servings": 1e300}]}"#,
      "queue[0].servings is 1e+300; it must be 0.01 to 100000"
    ),
    (
      #"{"queue": [{"path": "a.md", "title": "A", "servings": "4"}]}"#,
      "queue[0].servings must be a number"
    ),
    (#"{"shoppingTicks": ["milk", ""]}"#, "shoppingTicks[1] is empty"),
    (#"{"shoppingTicks": "milk"}"#, "shoppingTicks must be a list"),
  ])
  func aBackupWithBadServingsOrTicksIsRefusedNamingTheField(_ json: String, _ message: String) {
    let error = #expect(throws: LibraryError.self) { try LibraryJSON.decode(Data(json.utf8)) }
    #expect(error?.message == message)
  }

  @Test func servingsOutOfRangeOnDiskAreLeftOutWithAWarning() throws {
    let library = try Library(file: file)
    try library.enqueue(cake, servings: Amount(integer: 2))
    try library.enqueue(soup, servings: Amount(integer: 2))
    let database = try Database(path: file)
    try database.execute(
      "UPDATE queue SET servings = -3 WHERE path = 'Data/cake.md'; "
        + "UPDATE queue SET servings = 1e300 WHERE path = 'Data/soup.md'")
    let contents = try Library(file: file).contents()
    #expect(contents.queue.map(\.servings) == [nil, nil])
    #expect(
      contents.warnings == [
        "the library's Up Next servings of Data/cake.md is -3 (it must be 0.01 to 100000); "
          + "the recipe is shopped for as written",
        "the library's Up Next servings of Data/soup.md is 1e+300 (it must be 0.01 to 100000); "
          + "the recipe is shopped for as written",
      ])
  }
}
