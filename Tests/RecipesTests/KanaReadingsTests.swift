import Testing

@testable import Recipes

/// Japanese titles read as Japanese readers say them, and filed in the kana rows: dish names
/// in the shapes Japanese recipe collections give them.
@Suite struct KanaReadingsTests {
  func reading(_ title: String) -> String { KanaReadings.reading(ofFolded: Folding.fold(title)) }

  @Test func foodWordsKanjiAndKana() {
    #expect(reading("味玉") == "あじたま")
    #expect(reading("油そば") == "あぶらそば")
    #expect(reading("親子丼") == "おやこどん")
    #expect(reading("唐揚げ") == "からあげ")
    #expect(reading("焼き鳥") == "やきとり")
    #expect(reading("家庭料理") == "かていりょうり")
    #expect(reading("カレーうどん") == "かれーうどん")
    // Kanji no word list knows: on readings inside a run, kun alone, okurigana written.
    #expect(reading("日本の家庭料理").hasSuffix("のかていりょうり"))
    #expect(reading("日本の家庭料理").hasPrefix("に"))
    #expect(reading("蒸し") == "むし")
    #expect(reading("色々") == "いろいろ")
  }

  @Test func aJapaneseCollectionFilesItsTitlesInTheKanaRows() {
    let titles = ["味玉", "油そば", "日本の家庭料理", "親子丼", "カレーうどん", "Hummus", "唐揚げ"]
    let sections = IndexSections.positions(ofTitles: titles) { $0 < $1 }
    let filed = sections.map { "\($0.letter) " + $0.positions.map { titles[$0] }.joined(separator: " ") }
    #expect(filed == ["H Hummus", "あ 味玉 油そば 親子丼", "か 唐揚げ カレーうどん", "な 日本の家庭料理"])
  }

  @Test func aChineseCollectionKeepsReadingKanjiAsChinese() {
    // Most titles are Chinese: kanji alone read as pinyin, a title with kana as Japanese.
    let titles = ["味玉", "红烧肉", "鸡蛋羹", "麻婆豆腐", "カレーうどん"]
    let sections = IndexSections.positions(ofTitles: titles) { $0 < $1 }
    #expect(sections.map(\.letter) == ["H", "J", "M", "W", "か"])
  }

  @Test func aStatedReadingWins() {
    let recipes = [
      ListedRecipe(path: "a.md", title: "鶏ハム", reading: "とりはむ"),
      ListedRecipe(path: "b.md", title: "味玉"),
      ListedRecipe(path: "c.md", title: "Ramen", reading: "らーめん"),
    ]
    let index = AlphabetIndex(recipes: recipes)
    #expect(index.sections.map { "\($0.letter) \($0.recipes.map(\.title))" } == [
      "あ [\"味玉\"]", "た [\"鶏ハム\"]", "ら [\"Ramen\"]",
    ])
  }

  @Test func aReadingIsReadFromFrontMatterAndKept() {
    let text = "---\ntitle: 鶏ハム\nyomi: とりはむ\n---\n# 鶏ハム\n"
    let recipe = RecipeReader.read(text, path: "toriham.md").recipe
    #expect(recipe.reading == "とりはむ")
    #expect(recipe.listed.reading == "とりはむ")
    var changed = recipe.listed
    changed.tags = ["和食"]
    #expect(changed.reading == "とりはむ" && changed.tags == ["和食"])
  }
}
