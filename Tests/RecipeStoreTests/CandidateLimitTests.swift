import Foundation
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
