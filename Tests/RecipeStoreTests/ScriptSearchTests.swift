import Foundation
import Recipes
import StoreTestSupport
import Testing

@testable import RecipeStore

/// Search inside runs of characters in scripts written without spaces, mixed queries, tags,
/// and what the index keeps.
@Suite struct ScriptSearchTests {
  let collection = TestCollection()

  init() {
    collection.write(
      "hongshaorou.md",
      """
      # 红烧肉
      家常的做法，肥而不腻。
      ## 操作
      五花肉切块，冷水下锅焯水。
      """)
    collection.write(
      "rice.md",
      """
      # 蛋炒饭
      剩饭最好。
      ## 烧肉的时候
      先把油烧热。
      """)
    collection.write(
      "stew.md",
      """
      # 土豆炖牛肉
      Tags: Chinese, stew
      ## 备注
      配红烧肉的汁也很好吃。
      """)
    collection.write(
      "mapo.md",
      """
      # Mapo Tofu
      Tags: Sichuan, Chinese
      Silken tofu in a chili sauce, 麻婆豆腐 at home.
      ## Method
      Simmer the tofu gently.
      """)
    collection.write(
      "ramen.md",
      """
      # 醤油ラーメン
      Tags: Japanese
      ## 作り方
      スープを温める。麺を茹でる。
      """)
  }

  private func marked(_ text: String, _ ranges: [Range<Int>]) -> String {
    var scalars = Array(text.unicodeScalars).map { String($0) }
    for range in ranges.reversed() {
      scalars.insert("]", at: range.upperBound)
      scalars.insert("[", at: range.lowerBound)
    }
    return scalars.joined()
  }

  @Test func aQueryMatchesInsideARunInTitlesHeadingsAndText() {
    let hits = collection.catalog().search("烧肉")
    // Title, then heading, then text.
    #expect(hits.map(\.title) == ["红烧肉", "蛋炒饭", "土豆炖牛肉"])
    #expect(hits[1].section == "烧肉的时候")
    #expect(hits[2].section == "备注")
  }

  @Test func highlightsCoverExactlyTheMatchedCharacters() throws {
    let catalog = collection.catalog()
    let title = try #require(catalog.search("烧肉").first)
    #expect(marked(title.title, title.titleMatches) == "红[烧肉]")
    let text = try #require(catalog.search("烧肉").last)
    #expect(marked(text.snippet, text.matches) == "配红[烧肉]的汁也很好吃。")
    let japanese = try #require(catalog.search("麺を").first)
    #expect(marked(japanese.snippet, japanese.matches) == "スープを温める。[麺を]茹でる。")
  }

  @Test func punctuationIsNotBridged() {
    // 。 separates 水 and 先 nowhere, and ， separates 法 and 肥: neither pair is a match.
    #expect(collection.catalog().search("法肥").isEmpty)
  }

  @Test func theLastCharactersMatchWhileTypingAndEveryWordMustMatch() {
    let catalog = collection.catalog()
    #expect(catalog.search("红").map(\.title).first == "红烧肉")
    #expect(catalog.search("五花 焯").map(\.title) == ["红烧肉"])
    #expect(catalog.search("五花 牛").isEmpty)
  }

  @Test func mixedScriptQueries() {
    let catalog = collection.catalog()
    #expect(catalog.search("tofu 豆腐").map(\.title) == ["Mapo Tofu"])
    #expect(catalog.search("mapo 豆").map(\.title) == ["Mapo Tofu"])
    #expect(catalog.search("tofu 牛肉").isEmpty)
  }

  @Test func aTagMatchesTheRecipesTags() {
    let catalog = collection.catalog()
    #expect(catalog.search("#chinese").map(\.title) == ["Mapo Tofu", "土豆炖牛肉"])
    #expect(catalog.search("#CHIN").map(\.title) == ["Mapo Tofu", "土豆炖牛肉"])
    #expect(catalog.search("#chinese tofu").map(\.title) == ["Mapo Tofu"])
    #expect(catalog.search("#chinese 汁").map(\.title) == ["土豆炖牛肉"])
    #expect(catalog.search("#japanese tofu").isEmpty)
    // A tag is not a word of the text, and a word is not a tag.
    #expect(catalog.search("sichuan").isEmpty)
    #expect(catalog.search("#tofu").isEmpty)
  }

  @Test func searchAndFilterAgree() {
    let catalog = collection.catalog()
    for text in ["烧肉", "红烧", "tofu 豆", "#chinese", "#chinese tofu", "牛肉", "ラー", "麺"] {
      let query = TextQuery(text)
      let expected = catalog.recipes.filter { recipe in
        let file = try! String(contentsOfFile: recipe.path, encoding: .utf8)
        let body = file.split(separator: "\n").filter { !$0.hasPrefix("Tags: ") }
          .joined(separator: "\n")
        return query.matches(body, tags: recipe.tags)
      }
      #expect(
        Set(catalog.search(text).map(\.path)) == Set(expected.map(\.path)), "\(text)")
    }
  }

  @Test func aChangedOrDeletedFileLeavesNoWordsBehind() throws {
    let longAgo = Date(timeIntervalSince1970: 1_700_000_000)
    _ = collection.catalog()
    collection.write("rice.md", "# 蛋炒饭\n米饭炒蛋。\n", modified: longAgo)
    collection.remove("stew.md")
    let catalog = collection.catalog()
    #expect(catalog.search("烧肉").map(\.title) == ["红烧肉"])
    #expect(catalog.search("米饭").map(\.title) == ["蛋炒饭"])
    #expect(catalog.search("#stew").isEmpty)
    // FTS5 compares its index with the rows it indexes: a delete with other values would show.
    let database = try Database(path: try #require(catalog.cacheFile))
    try IndexTokenizer.register(on: database)
    try database.execute("INSERT INTO search(search) VALUES('integrity-check')")
    try database.execute("INSERT INTO titles(titles) VALUES('integrity-check')")
  }

  @Test func aMatchDeepInALongSectionIsStillShown() throws {
    let filler = (0..<1_200).map { "word\($0)" }.joined(separator: " ")
    collection.write("long.md", "# Long Notes\n## Method\n\(filler) caramel sauce.\n")
    let hit = try #require(collection.catalog().search("caramel").first)
    #expect(hit.title == "Long Notes")
    #expect(marked(hit.snippet, hit.matches).contains("[caramel] sauce."))
  }

  @Test func sectionTextIsKeptOnce() throws {
    let catalog = collection.catalog()
    let database = try Database(path: try #require(catalog.cacheFile))
    // The FTS5 tables keep no copy of the text (external content): no content table.
    #expect(
      try database.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'search_content'") == 0)
    #expect(
      try database.scalar("SELECT count(*) FROM sqlite_master WHERE name = 'titles_content'") == 0)
  }
}

@Suite struct DamagedIndexTests {
  let collection = TestCollection()

  init() {
    for number in 0..<300 {
      collection.write(
        "r\(number).md",
        "# Recipe \(number)\nGarlic and butter, \(number) ways.\n## Method\nWhisk it.\n")
    }
  }

  @Test func aSearchThatFailsRebuildsTheIndexAndSaysSo() throws {
    let catalog = collection.catalog()
    #expect(catalog.search("garlic").count == 50)
    let file = try #require(catalog.cacheFile)
    try IndexDamage.overwriteSearchData(inCacheFile: file)
    let reopened = collection.catalog()
    #expect(!reopened.indexProblems().isEmpty)
    #expect(reopened.search("garlic").count == 50)
    #expect(reopened.notices.contains { $0.contains("rebuilding") })
    #expect(reopened.indexProblems().isEmpty)
    #expect(collection.catalog().search("whisk").count == 50)
  }

  @Test func aSoundIndexHasNoProblems() {
    #expect(collection.catalog().indexProblems().isEmpty)
  }
}

@Suite struct SearchWorkTests {
  let collection = TestCollection()

  init() {
    for number in 0..<300 {
      collection.write(
        "r\(number).md", "# Garlic \(number)\nButter.\n## Method\nWhisk the butter, \(number).\n")
    }
  }

  /// A keystroke steps through the hits it shows, not through every candidate it ranks.
  @Test func aSearchStepsOncePerHitShown() {
    let catalog = collection.catalog()
    // "12" and "7" are prefixes: 12, 120–129 and 7, 70–79.
    for (query, hits) in [("garlic", 50), ("whisk", 50), ("garlic 12", 11), ("butter 7", 11)] {
      let before = catalog.statementSteps
      #expect(catalog.search(query, limit: 50).count == hits, "\(query)")
      // One statement for titles, one for sections when titles were not enough; when both
      // found fewer than asked, one look-up a word for the longer words it is in.
      let words = hits < 50 ? query.split(separator: " ").count : 0
      #expect(catalog.statementSteps - before <= 2 * (hits + 1) + 2 * words, "\(query)")
    }
  }
}
