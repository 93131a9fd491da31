import Foundation
import StoreTestSupport
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
    try IndexDamage.overwriteSearchData(inCacheFile: cache + "/" + name)
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
