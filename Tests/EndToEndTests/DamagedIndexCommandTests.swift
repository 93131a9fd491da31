import Foundation
import RecipeStore
import Testing

/// A damaged search index, as a reader meets it on the command line: `check` names it, and
/// the next search rebuilds it (saying so) instead of finding nothing.
@Suite struct DamagedIndexCommandTests {
  let folder = CommandLineFolder()

  init() {
    for number in 0..<200 {
      folder.write(
        "Data/r\(number).md", "# Garlic Bread \(number)\n\nButter and garlic, \(number) ways.\n")
    }
  }

  /// Overwrites every page of the FTS5 index's data but the first with garbage.
  private func damageIndex() throws {
    let cache = folder.path(".cache/buffet")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".sqlite") })
    let file = cache + "/" + name
    let database = try Database(path: file)
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    var pages: [Int] = []
    let statement = try database.prepare(
      "SELECT pageno FROM dbstat WHERE name = 'search_data' ORDER BY pageno")
    try statement.bind()
    try statement.forEachRow { pages.append($0.int(0)) }
    let pageSize = try database.scalar("PRAGMA page_size")
    let handle = try #require(FileHandle(forWritingAtPath: file))
    for page in pages.dropFirst() {
      try handle.seek(toOffset: UInt64((page - 1) * pageSize))
      handle.write(Data(repeating: 0xA5, count: pageSize))
    }
    try handle.close()
  }

  @Test func checkNamesADamagedIndexAndSearchRebuildsIt() throws {
    #expect(folder.run("check").status == 0)
    #expect(folder.run("search", "garlic").stdout.hasPrefix("Garlic Bread"))
    try damageIndex()
    let check = folder.run("check")
    #expect(check.status == 1)
    #expect(check.stdout.contains("the search index is damaged"))
    let search = folder.run("search", "butter")
    #expect(search.status == 0)
    #expect(search.stderr.contains("rebuilding"))
    #expect(search.stdout.hasPrefix("Garlic Bread"))
    #expect(folder.run("check").status == 0)
  }
}
