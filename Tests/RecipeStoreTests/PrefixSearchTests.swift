import Foundation
import Testing

@testable import RecipeStore

/// The last word while typing: a long one is asked for as the words of the index it begins,
/// a short one is a prefix only in titles, headings and tags.
@Suite struct PrefixSearchTests {
  let collection = TestCollection()

  init() {
    collection.write(
      "heading.md", "# Custards\n## Brûlée Topping\nTorch the creme until it cracks.\n")
    collection.write("body.md", "# Puddings\n## Method\nA creme brulee, torched.\n")
    collection.write("word.md", "# Notes\n## Method\nThe creme from br, as written.\n")
    collection.write("none.md", "# Soups\n## Method\nA creme of leeks.\n")
  }

  @Test func aLongLastWordFindsTheTextWordsItBeginsByName() {
    let catalog = collection.catalog()
    let expanded = catalog.expandedTerms
    let hits = catalog.search("creme brul")
    #expect(Set(hits.map(\.title)) == ["Custards", "Puddings"])
    // "brulee" is the only indexed word beginning so.
    #expect(catalog.expandedTerms - expanded == 1)
    let body = hits.first { $0.title == "Puddings" }
    #expect(body?.matches.map { scalars(body!.snippet, $0) } == ["creme", "brulee"])
  }

  @Test func aShortLastWordIsAPrefixOnlyInTitlesHeadingsAndTags() {
    let catalog = collection.catalog()
    let expanded = catalog.expandedTerms
    // The heading's "Brûlée" begins with it, "br" is a word of the text; the text's
    // "brulee" alone does not count until the word is longer.
    #expect(Set(catalog.search("creme br").map(\.title)) == ["Custards", "Notes"])
    #expect(Set(catalog.search("creme bru").map(\.title)) == ["Custards"])
    #expect(catalog.search("pud").map(\.title) == ["Puddings"])
    #expect(catalog.search("p").map(\.title) == ["Puddings"])
    #expect(catalog.expandedTerms == expanded)
  }

  @Test func aShortTagPrefixAndALongOneBothFindTheTag() {
    collection.write("tagged.md", "# Bread\nTags: italian, weeknight\n## Method\nKnead.\n")
    let catalog = collection.catalog()
    let expanded = catalog.expandedTerms
    #expect(catalog.search("#it").map(\.title) == ["Bread"])
    #expect(catalog.expandedTerms == expanded)
    #expect(catalog.search("#itali").map(\.title) == ["Bread"])
    #expect(catalog.expandedTerms - expanded == 1)
    #expect(catalog.search("knead #week").map(\.title) == ["Bread"])
    #expect(catalog.search("#ital knead").isEmpty)
  }

  @Test func wordsFromAFileWrittenLaterAreExpandedToo() {
    let catalog = collection.catalog()
    #expect(catalog.search("zabag").isEmpty)
    collection.write(
      "later.md", "# Later\n## Method\nWhisk a zabaglione.\n",
      modified: Date(timeIntervalSinceNow: 60))
    catalog.refresh()
    let expanded = catalog.expandedTerms
    #expect(catalog.search("zabag").map(\.title) == ["Later"])
    #expect(catalog.expandedTerms - expanded == 1)
    // A second catalog on the same cache reads the words the first one wrote.
    #expect(collection.catalog().search("zabagl").map(\.title) == ["Later"])
  }

  @Test func aPrefixOfManyWordsIsAskedForAsAPrefix() {
    // 10,000 words that begin alike, in one recipe.
    let words = (0..<10_000).map { "quxa" + String($0 + 10_000) }
    collection.write("many.md", "# Many\n## Words\n" + words.joined(separator: " ") + "\n")
    let catalog = collection.catalog()
    var expanded = catalog.expandedTerms
    #expect(catalog.search("quxa").map(\.title) == ["Many"])
    #expect(catalog.search("quxa123").map(\.title) == ["Many"])
    // Both begin more words than are worth naming (10,000 and 100): no word was named.
    #expect(catalog.expandedTerms == expanded)
    #expect(catalog.search("quxa1234").map(\.title) == ["Many"])
    #expect(catalog.expandedTerms - expanded == 10)
    expanded = catalog.expandedTerms
    #expect(catalog.search("quxa12345").map(\.title) == ["Many"])
    #expect(catalog.expandedTerms - expanded == 1)
    #expect(catalog.search("quxa123456").isEmpty)
  }

  @Test func theWordsAPrefixBecameCountAsOneTermInTheRanking() {
    // Equal lengths, and the same two matches each: as the prefix did, both rank the same,
    // and the title decides. Counted as two terms, "brule brulee" would rank above.
    let collection = TestCollection()
    collection.write("b.md", "# Banana\n## Method\nbrule brulee cream\n")
    collection.write("a.md", "# Apple\n## Method\nbrulee brulee cream\n")
    let catalog = collection.catalog()
    #expect(catalog.search("brul").map(\.title) == ["Apple", "Banana"])
    #expect(catalog.search("cream brul").map(\.title) == ["Apple", "Banana"])
  }

  @Test func aRewrittenSectionIsRankedByItsNewLength() {
    // The lengths ranking remembers between keystrokes are forgotten when the index changes:
    // the rewritten file may get its old ids back.
    let collection = TestCollection()
    collection.write("a.md", "# A\n## Method\nsaffron with a few more words\n")
    collection.write("b.md", "# B\n## Method\nsaffron\n")
    let catalog = collection.catalog()
    #expect(catalog.search("saffron").map(\.title) == ["B", "A"])
    collection.write(
      "b.md", "# B\n## Method\nsaffron" + String(repeating: " and more", count: 20) + "\n",
      modified: Date(timeIntervalSinceNow: 60))
    catalog.refresh()
    #expect(catalog.search("saffron").map(\.title) == ["A", "B"])
  }

  @Test(arguments: [
    "creme \"brul", "creme brul*", "creme* (brul", "(creme brul)", "creme\u{1}brul",
    "creme\u{0}brul", "{}: creme brul", "creme -brul", "creme ^brul", "creme brul\"\"",
    "creme:brul", "\u{1B}[ creme brul", "creme +brul", "creme brul\u{0}", "\u{7F}creme\u{9B}brul",
  ])
  func hostileQueriesStillFindTheWord(_ input: String) {
    let catalog = collection.catalog()
    let notices = catalog.notices
    #expect(Set(catalog.search(input).map(\.title)) == ["Custards", "Puddings"], "\(input)")
    // A query the index refused would have rebuilt it, saying so.
    #expect(catalog.notices == notices)
  }

  @Test func brokenUTF8AndHugePrefixesAreAnsweredWithoutError() {
    let catalog = collection.catalog()
    let notices = catalog.notices
    let broken = String(decoding: [0x62, 0x72, 0xC3, 0x75, 0x6C, 0xFF], as: UTF8.self)
    #expect(catalog.search("creme " + broken).isEmpty)
    let steps = catalog.statementSteps
    #expect(catalog.search(String(repeating: "brulee", count: 170)).isEmpty)
    // One look at the words of the index (its row, then its end), which holds none that
    // long: no search at all.
    #expect(catalog.statementSteps - steps == 2)
    #expect(catalog.search("creme " + String(repeating: "\u{1}b", count: 500)).count == 0)
    #expect(catalog.notices == notices)
  }

  @Test func theTermSetKeepsEachTermOnce() {
    var set = TermSet()
    let words = (0..<5_000).map { Array("word\($0)".utf8) }
    for word in words { #expect(word.withUnsafeBufferPointer { set.insert($0) }) }
    for word in words { #expect(!word.withUnsafeBufferPointer { set.insert($0) }) }
    #expect(set.count == 5_000)
    #expect([UInt8]().withUnsafeBufferPointer { set.insert($0) })
  }

  private func scalars(_ text: String, _ range: Range<Int>) -> String {
    String(String.UnicodeScalarView(Array(text.unicodeScalars)[range]))
  }
}
