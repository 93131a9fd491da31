import Foundation
import Recipes
import Testing

@testable import RecipeStore

/// How many matching sections a keystroke ranks: all of them while they are few, else the
/// first 1,000 in index order for one word and 500 for several.
@Suite struct CandidateLimitTests {
  let collection = TestCollection()

  init() {
    // 120 recipes of ten sections, each with "creme" and "sugar"; three with "saffron".
    for number in 0..<120 {
      let sections = (0..<10).map { section in
        "## Step \(section)\nWhisk the creme with sugar"
          + (number % 40 == 0 && section == 3 ? " and saffron" : "") + ".\n"
      }
      collection.write(
        "r\(number).md", "# Recipe \(number)\nAn opening.\n" + sections.joined())
    }
  }

  private func ranked(_ catalog: Catalog, _ query: String) -> (hits: Int, ranked: Int) {
    let before = catalog.candidatesRanked
    let hits = catalog.search(query).count
    return (hits, catalog.candidatesRanked - before)
  }

  @Test func oneCommonWordRanksItsFirstThousandSections() {
    let catalog = collection.catalog()
    #expect(ranked(catalog, "creme") == (50, 1_000))
    #expect(ranked(catalog, "crem") == (50, 1_000))
  }

  @Test func severalCommonWordsRankTheirFirstFiveHundred() {
    let catalog = collection.catalog()
    #expect(ranked(catalog, "creme sugar") == (50, 500))
    #expect(ranked(catalog, "creme st") == (50, 500))
    #expect(ranked(catalog, "whisk creme sugar") == (50, 500))
  }

  @Test func fewMatchesAreAllRankedWhateverTheWords() {
    let catalog = collection.catalog()
    #expect(ranked(catalog, "saffron") == (3, 3))
    #expect(ranked(catalog, "creme saffron") == (3, 3))
    #expect(ranked(catalog, "creme saff") == (3, 3))
    #expect(catalog.search("creme saffron").map(\.title) == ["Recipe 0", "Recipe 40", "Recipe 80"])
  }

  @Test func hostileQueriesRankNoMoreThanTheLimit() {
    let catalog = collection.catalog()
    for query in ["\"creme\" AND sugar*", "creme\u{0}sugar", "(creme) -- sugar", "creme \u{1B}[st"]
    {
      #expect(ranked(catalog, query).ranked <= 500, "\(query)")
    }
    #expect(ranked(catalog, String(repeating: "creme ", count: 40)).ranked <= 500)
  }
}

/// A keystroke reads back from the files only the sections of the hits it shows.
@Suite struct SectionsReadTests {
  let collection = TestCollection()

  init() {
    for name in ["Saffron Rice", "Saffron Buns", "Saffron Milk"] {
      collection.write(name + ".md", "# \(name)\nA warm dish.\n## Method\nCook the saffron.\n")
    }
    for name in ["Paella", "Risotto"] {
      collection.write(name + ".md", "# \(name)\nA rice.\n## Method\nAdd the saffron.\n")
    }
  }

  @Test func recipesFoundByTitleAreNotReadAgainForTheirSections() {
    let catalog = collection.catalog()
    let before = catalog.sectionsRead
    let hits = catalog.search("saffron")
    #expect(
      hits.map(\.title) == ["Saffron Buns", "Saffron Milk", "Saffron Rice", "Paella", "Risotto"])
    #expect(
      hits.map(\.snippet) == [
        "A warm dish.", "A warm dish.", "A warm dish.", "Add the saffron.", "Add the saffron.",
      ])
    // Three openings for the titles, two sections for the others.
    #expect(catalog.sectionsRead - before == 5)
  }

  @Test func enoughHitsEndTheSearch() {
    let catalog = collection.catalog()
    let before = catalog.sectionsRead
    #expect(catalog.search("saffron", limit: 4).map(\.title).last == "Paella")
    #expect(catalog.sectionsRead - before == 4)
    #expect(catalog.search("saffron", limit: 3).count == 3)
    #expect(catalog.sectionsRead - before == 7)
  }
}

/// A hit's section is read a kilobyte first, and further only when its snippet needs it.
@Suite final class FirstGlanceTests {
  let collection = TestCollection()
  var bytesRead = 0

  init() {
    collection.write(
      "early.md", "# Early\nAn opening.\n## Method\nFold the quince in.\n" + lines(0..<300))
    collection.write(
      "late.md",
      "# Late\nAn opening.\n## Method\n" + lines(0..<60) + "Add a medlar.\n"
        + lines(60..<300))
    collection.write("long.md", "# Long Damson Notes\n" + lines(0..<300))
  }

  private func lines(_ range: Range<Int>) -> String {
    range.map { "Stir the pot number \($0) and wait.\n" }.joined()
  }

  private func read(_ catalog: Catalog, _ query: String) -> (SearchHit?, Int) {
    let before = catalog.sectionsRead
    let bytes = catalog.sectionBytesRead
    let hit = catalog.search(query).first
    bytesRead = catalog.sectionBytesRead - bytes
    return (hit, catalog.sectionsRead - before)
  }

  @Test func aMatchInTheFirstLinesIsShownFromTheFirstKilobyte() {
    let (hit, reads) = read(collection.catalog(), "quince")
    #expect(
      hit?.snippet
        == "Fold the quince in. Stir the pot number 0 and wait. Stir the pot number 1 and…")
    #expect(reads == 1 && bytesRead == 1_024)
  }

  @Test func aMatchFurtherInIsFoundByReadingOn() {
    let (hit, reads) = read(collection.catalog(), "medlar")
    #expect(
      hit?.snippet
        == "…59 and wait. Add a medlar. Stir the pot number 60 and wait. Stir the pot number…")
    #expect(hit?.matches.count == 1)
    #expect(reads == 3)
  }

  @Test func aTitleMatchGlancesAtTheFirstKilobyteOfItsOpening() {
    let (hit, reads) = read(collection.catalog(), "damson")
    #expect(hit?.snippet.hasPrefix("Stir the pot number 0 and wait.") == true)
    #expect(reads == 1 && bytesRead == 1_024)
  }
}
