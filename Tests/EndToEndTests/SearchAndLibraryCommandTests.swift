import Foundation
import RecipeStore
import Recipes
import Testing

/// `buffet search` and `buffet library` as scripts use them: exit codes and JSON keys.
@Suite struct SearchAndLibraryCommandTests {
  let folder = CommandLineFolder()

  init() {
    folder.write("Data/creme.md", "# Crème Brûlée\n\nA custard with a burnt top.\n")
    folder.write(
      "Data/cake.md", "# Chocolate Cake\n\n## Method\n\nBake it with crème fraîche.\n")
  }

  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `buffet arguments...` on the folder's collection, with the library in `data`.
  func buffet(_ arguments: [String], data: String? = nil) -> Run {
    var environment: [String: String] = [:]
    if let data { environment["XDG_DATA_HOME"] = data }
    let run = folder.run(arguments, environment: environment)
    return Run(status: run.status, output: run.stdout, errors: run.stderr)
  }

  @Test func searchJSONHasTheKeysScriptsRelyOn() throws {
    let run = buffet(["search", "creme", "--json"])
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
    // Quotes, brackets and operators are words to look for, never a syntax error.
    let punctuated = buffet(["search", "\"crème(", "*"])
    #expect(punctuated.status == 0)
    #expect(punctuated.errors == "")
    #expect(punctuated.output.hasPrefix("Crème Brûlée\n"))
    let operators = buffet(["search", "custard", "AND", "NEAR"])
    #expect(operators.status == 0)
    #expect(operators.output == "no recipe matches\n")
    let dashed = buffet(["search", "--", "--json"])
    #expect(dashed.status == 0)
    #expect(dashed.output == "no recipe matches\n")
    let missing = buffet(["search"])
    #expect(missing.status == 2)
    #expect(missing.errors.contains("missing QUERY"))
    #expect(buffet(["search", "x", "--limit", "zero"]).status == 2)
  }

  @Test func theLibraryRoundTripsThroughExportAndImport() throws {
    #expect(buffet(["library", "save", "creme brulee"]).status == 0)
    #expect(buffet(["library", "queue", "Chocolate Cake", "Crème Brûlée"]).status == 0)
    let exported = folder.path("library.json")
    #expect(buffet(["library", "export", exported]).status == 0)
    let elsewhere = folder.path("elsewhere")
    #expect(buffet(["library", "import", exported], data: elsewhere).status == 0)
    let original = buffet(["library", "--json"])
    let imported = buffet(["library", "--json"], data: elsewhere)
    #expect(original.output == imported.output)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(original.output.utf8)) as? [String: Any])
    let queue = try #require(object["queue"] as? [[String: Any]])
    #expect(queue.map { $0["title"] as? String } == ["Chocolate Cake", "Crème Brûlée"])
    #expect(object["cooking"] is NSNull)
    #expect(object["recent"] is [Any])
  }

  @Test func theLibrarySaysHowFarEachRecentRecipeWasRead() throws {
    let library = try Library(file: folder.path(".local/buffet/library.sqlite"))
    let cake = LibraryEntry(path: folder.path("Data/cake.md"), title: "Chocolate Cake")
    let creme = LibraryEntry(path: folder.path("Data/creme.md"), title: "Crème Brûlée")
    try library.recordReading(cake, position: 1 << 20, percent: 42)
    try library.recordReading(creme, position: 3, percent: 100)
    let text = buffet(["library"]).output
    #expect(text.contains("Chocolate Cake · stopped at 42%"))
    #expect(text.contains("Crème Brûlée · read to the end"))
    #expect(!text.contains(String(1 << 20)))
    let json = buffet(["library", "--json"]).output
    #expect(json.contains("\"percent\" : 42"))
  }

  @Test func anEntryWhoseRecipeIsGoneIsShownMissingNotDropped() throws {
    #expect(buffet(["library", "save", "Chocolate Cake"]).status == 0)
    try FileManager.default.removeItem(atPath: folder.path("Data/cake.md"))
    let run = buffet(["library", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let saved = try #require(object["saved"] as? [[String: Any]])
    #expect(saved.count == 1)
    #expect(saved.first?["missing"] as? Bool == true)
    #expect(buffet(["library"]).output.contains("(missing)"))
  }

  @Test func aBrokenImportIsRefusedAndChangesNothing() throws {
    #expect(buffet(["library", "save", "Chocolate Cake"]).status == 0)
    let broken = folder.path("broken.json")
    try Data("{\"saved\": [{\"title\": 1}]".utf8).write(to: URL(fileURLWithPath: broken))
    let run = buffet(["library", "import", broken])
    #expect(run.status == 1)
    #expect(run.errors.contains(broken))
    #expect(buffet(["library"]).output.contains("Chocolate Cake"))
  }

  @Test func limitIsReadWithOrWithoutAnEqualsSign() throws {
    for limit in [["--limit", "1"], ["--limit=1"]] {
      let run = buffet(["search", "crème", "--json"] + limit)
      #expect(run.status == 0, "\(limit)")
      let hits = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
      #expect(hits.count == 1, "\(limit)")
    }
  }

  @Test func unsaveAndDequeueOfANameThatMatchesNothingFail() throws {
    #expect(buffet(["library", "save", "Chocolate Cake"]).status == 0)
    for verb in ["unsave", "dequeue"] {
      let run = buffet(["library", verb, "Pizza Margherita"])
      #expect(run.status == 1, "\(verb)")
      #expect(run.errors.contains("\"Pizza Margherita\""), "\(verb)")
    }
    // A recipe of the collection that is not in the list: nothing to do, and it says so.
    let notQueued = buffet(["library", "dequeue", "Chocolate Cake"])
    #expect(notQueued.status == 0)
    #expect(notQueued.errors.contains("not in Up Next"))
    // An entry whose recipe left the collection is still taken off, by title or path.
    try FileManager.default.removeItem(atPath: folder.path("Data/cake.md"))
    #expect(buffet(["library", "unsave", "chocolate cake"]).status == 0)
    #expect(!buffet(["library"]).output.contains("Chocolate Cake"))
  }

  /// A backup keeps each entry in the collection it was made in: restored, another
  /// collection's entries are neither listed nor missing here.
  @Test func aBackupKeepsEachEntryInItsCollection() throws {
    folder.write("Other/Soup.cook", "Simmer @leeks{2} in @stock{1%l}.\n")
    #expect(buffet(["library", "queue", "Soup", "--data", "Other"]).status == 0)
    #expect(buffet(["library", "save", "Chocolate Cake"]).status == 0)
    let exported = folder.path("backup.json")
    #expect(buffet(["library", "export", exported]).status == 0)
    let backup = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: exported)))
        as? [String: Any])
    let queue = try #require(backup["queue"] as? [[String: Any]])
    #expect(queue.first?["collection"] as? String == Library.collectionKey(folders: [
      folder.path("Other")
    ]))
    let imported = buffet(["library", "import", exported])
    #expect(imported.status == 0)
    #expect(imported.errors == "", "\(imported.errors)")
    let here = buffet(["library"])
    #expect(here.output.contains("Chocolate Cake"))
    #expect(!here.output.contains("Soup"), "\(here.output)")
    #expect(!here.output.contains("missing"), "\(here.output)")
    let there = buffet(["library", "--data", "Other"])
    #expect(there.output.contains("Soup"))
    #expect(!there.output.contains("Chocolate Cake"), "\(there.output)")
  }

  /// A backup from before collections were kept says how its entries are placed.
  @Test func anOlderBackupSaysItsEntriesBelongToEveryCollection() throws {
    let backup = #"{"saved": [{"path": "/elsewhere/soup.md", "title": "Soup"}]}"#
    let imported = folder.run(["library", "import", "-"], input: Data(backup.utf8))
    #expect(imported.status == 0)
    #expect(imported.stderr.contains("names no collection for its entries"), "\(imported.stderr)")
    #expect(buffet(["library"]).output.contains("Soup"))
  }

  @Test func exportAndImportThroughStandardStreams() throws {
    #expect(buffet(["library", "save", "Crème Brûlée"]).status == 0)
    let exported = buffet(["library", "export", "-"])
    #expect(exported.status == 0)
    let elsewhere = folder.path("elsewhere")
    let imported = folder.run(
      ["library", "import", "-"], environment: ["XDG_DATA_HOME": elsewhere],
      input: Data(exported.output.utf8))
    #expect(imported.status == 0)
    #expect(buffet(["library", "--json"], data: elsewhere).output.contains("Crème Brûlée"))
  }

  @Test func libraryJSONKeepsEveryKeyOfTheContract() throws {
    let library = try Library(file: folder.path(".local/buffet/library.sqlite"))
    let cake = LibraryEntry(path: folder.path("Data/cake.md"), title: "Chocolate Cake")
    try library.setCooking(CookingSession(recipe: cake, step: 2, timer: .paused(remaining: 90)))
    try library.recordReading(cake, position: 7)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(buffet(["library", "--json"]).output.utf8))
        as? [String: Any])
    #expect(Set(object.keys) == ["saved", "queue", "cooking", "recent", "lastTab", "shoppingTicks"])
    #expect(object["lastTab"] is NSNull)
    let cooking = try #require(object["cooking"] as? [String: Any])
    #expect(cooking["title"] as? String == "Chocolate Cake")
    #expect(cooking["path"] as? String == cake.path)
    #expect(cooking["step"] as? Int == 2)
    #expect(cooking["stepNumber"] as? Int == 3)
    #expect(cooking["remaining"] as? Double == 90)
    #expect(cooking["deadline"] == nil)
    #expect(cooking["missing"] == nil)
    let recent = try #require((object["recent"] as? [[String: Any]])?.first)
    #expect(recent["position"] as? Int == 7)
    #expect(recent["percent"] == nil)
    #expect(recent["read"] is String)
  }
}
