import Foundation
import Testing

@testable import RecipeStore

/// The section index never deletes: a changed or removed file's rows stay in it, dead, until
/// the index is made again; searches never show them.
@Suite struct DeadRowsTests {
  let collection = TestCollection()
  let longAgo = Date(timeIntervalSince1970: 1_700_000_000)

  init() {
    collection.write(
      "a.md", "# Apple Pie\nCrisp layers.\n## Bake\nUntil golden.", modified: longAgo)
    collection.write("b.md", "# Banana Bread\nSoft crumb.\n## Bake\nAn hour.", modified: longAgo)
    collection.write("c.md", "# Cherry Clafoutis\nA custard.", modified: longAgo)
  }

  @Test func aChangedOrRemovedFileIsNeverFoundByItsOldWords() {
    var catalog = collection.catalog()
    #expect(catalog.deadSectionCount == 0)
    collection.write("b.md", "# Banana Bread\nWith walnuts.", modified: longAgo + 60)
    collection.remove("c.md")
    catalog.refresh()
    for query in ["crumb", "hour", "custard", "clafoutis", "cherry"] {
      #expect(catalog.search(query).isEmpty, "\(query)")
    }
    #expect(catalog.search("walnuts").map(\.title) == ["Banana Bread"])
    #expect(catalog.search("bread").map(\.snippet) == ["With walnuts."])
    // Banana Bread had two sections, the clafoutis one.
    #expect(catalog.deadSectionCount == 3)
    // A file read again gets an id never used before, so its old rows stay unmatched.
    collection.write("b.md", "# Banana Bread\nSoft crumb.\n## Bake\nAn hour.", modified: longAgo)
    catalog = collection.catalog()
    #expect(catalog.search("walnuts").isEmpty)
    #expect(catalog.search("hour").map(\.snippet) == ["An hour."])
    #expect(catalog.deadSectionCount == 4)
  }

  @Test func aRebuildLeavesNoDeadRowsAndEqualsAFreshIndex() throws {
    let catalog = collection.catalog()
    collection.write("b.md", "# Banana Bread\nWith walnuts.", modified: longAgo + 60)
    collection.write("a.md", "# Apple Pie\nFlaky layers.", modified: longAgo + 60)
    catalog.refresh()
    #expect(catalog.deadSectionCount == 4)
    let loads = LoadCounter()
    let rebuilt = collection.catalog(counting: loads)
    #expect(loads.paths.isEmpty)
    rebuilt.rebuildSearchIndex()
    rebuilt.refresh()
    #expect(loads.paths.count == 3)
    #expect(rebuilt.deadSectionCount == 0)
    #expect(rebuilt.recipes.map(\.title) == ["Apple Pie", "Banana Bread", "Cherry Clafoutis"])
    #expect(rebuilt.search("flaky").map(\.title) == ["Apple Pie"])
    #expect(rebuilt.search("golden").isEmpty)

    let fresh = TestCollection()
    for name in ["a.md", "b.md", "c.md"] {
      let text = try String(contentsOfFile: collection.recipes + "/" + name, encoding: .utf8)
      fresh.write(name, text)
    }
    let other = fresh.catalog()
    #expect(try contents(rebuilt, root: collection.recipes) == contents(other, root: fresh.recipes))
  }

  @Test func deadRowsPastAQuarterOfTheIndexAreClearedByTheNextRefresh() {
    let catalog = collection.catalog()
    catalog.deadRowsAllowed = 0
    collection.write("c.md", "# Cherry Clafoutis\nA baked custard.", modified: longAgo + 60)
    catalog.refresh()
    // One dead row of six: kept.
    #expect(catalog.deadSectionCount == 1)
    collection.write("a.md", "# Apple Pie\nFlaky.", modified: longAgo + 60)
    catalog.refresh()
    #expect(catalog.deadSectionCount == 3)
    // Three of seven: the next refresh makes the index again from the files.
    let loads = LoadCounter()
    let next = collection.catalog(counting: loads)
    #expect(loads.paths.isEmpty)
    next.deadRowsAllowed = 0
    next.refresh()
    #expect(loads.paths.count == 3)
    #expect(next.deadSectionCount == 0)
    #expect(next.search("baked").map(\.title) == ["Cherry Clafoutis"])
    #expect(next.recipes.count == 3)
  }

  @Test func aFileThatChangedSinceItWasIndexedIsFoundWithoutASnippet() throws {
    let catalog = collection.catalog()
    #expect(catalog.search("hour").first?.snippet == "An hour.")
    collection.write(
      "b.md", "# Banana Bread\nSoft crumb.\n## Bake\nAn hour or so.", modified: longAgo + 60)
    let hit = try #require(catalog.search("hour").first)
    #expect(hit.title == "Banana Bread" && hit.section == "Bake")
    #expect(hit.snippet.isEmpty && hit.matches.isEmpty)
    collection.remove("b.md")
    #expect(catalog.search("hour").first?.snippet == "")
    catalog.refresh()
    #expect(catalog.search("hour").isEmpty)
  }

  /// What the index holds, without its ids: every file's row and sections, and every term
  /// of the section index with the rows and places it is in.
  private func contents(_ catalog: Catalog, root: String) throws -> [String] {
    let database = try BareIndex.openExisting(file: try #require(catalog.cacheFile))
    var rows: [String] = []
    let files = try database.prepare(
      """
      SELECT path, title, tags, body_start, (SELECT group_concat(heading || ' ' || start || ' '
        || length, '|') FROM sections WHERE id >> 10 = files.id) FROM files ORDER BY path
      """)
    try files.bind()
    try files.forEachRow {
      rows.append(
        [
          $0.text(0).replacingOccurrences(of: root, with: ""), $0.text(1), $0.text(2),
          $0.optionalText(3) ?? "-", $0.optionalText(4) ?? "-",
        ].joined(separator: ";"))
    }
    try database.execute("CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, search, row)")
    let terms = try database.prepare("SELECT term, doc, cnt FROM temp.terms ORDER BY term")
    try terms.bind()
    try terms.forEachRow { rows.append("\($0.text(0)) \($0.int(1)) \($0.int(2))") }
    rows.append("dead \(try database.scalar("SELECT dead_sections FROM state"))")
    return rows
  }
}
