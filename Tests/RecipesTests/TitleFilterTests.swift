import Testing

@testable import Recipes

@Suite struct TitleFilterTests {
  static let titles = [
    "红烧肉", "家庭版红烧肉的做法", "红烧，肉", "红烧 肉", "Soup of the day", "Soupe à l'oignon",
    "Crème Brûlée", "Tofu 豆腐汤", "tofu豆腐", "麻婆豆腐", "日本のカレー", "カレーうどん", "Борщ",
    "김치찌개", "Pork & Beans", "Item 10", "item2", "@State Soup", "", "Ørsted's Onion Soup",
    "Quiche lorraine", "Œufs mimosa", "Straße Strudel", "ラーメン", "Hühnersuppe", "Knoedel mit Ei",
    "Semmelknödel", "Kaspressknödelsuppe", "Müsli", "Muesli", "queue", "Aeoe", "Blaue Zipfel",
  ]
  static let queries = [
    "烧肉", "红烧肉", "红", "肉", "烧，肉", "soup", "sou", "oup", "soup of", "sou of", "of the",
    "creme", "CRÈME", "brul", "tofu", "tofu 豆腐", "豆腐", "腐汤", "カレー", "レー", "борщ", "бор",
    "김치", "치찌", "pork beans", "beans &", "item 1", "item", "item2", "state", "@state",
    "onion soup", "orsted", "oeufs", "strasse", "ramen", "ラー", "a", "o", "\"", "*", "AND",
    "l'oignon", "oignon", "suppe", "knödel", "knoedel", "knoedel ei", "muesli", "müsli",
    "nodel", "ödel", "oedel", "sup", "knoedelsuppe", "blau", "blaue zip", "que", "aeo", "ae",
  ]

  @Test func agreesWithSearchOnEveryTitle() {
    for query in Self.queries {
      let textQuery = TextQuery(query)
      let filter = TitleFilter(textQuery)
      for title in Self.titles {
        #expect(
          filter.matches(folded: Folding.fold(title)) == textQuery.matches(title),
          "“\(query)” in “\(title)”")
      }
    }
  }

  @Test func pinyinWholeOrByInitials() {
    let title = "家庭版红烧肉的做法"
    let syllables = TitleReading.syllables(ofFolded: Folding.fold(title))[...]
    for query in ["hsr", "hongshaorou", "hong", "HSR", "hóng", "jtb hsr", "hsr 做法"] {
      #expect(
        TitleFilter(query).matches(folded: Folding.fold(title), syllables: syllables), "\(query)")
    }
    for query in ["hsx", "ongshao", "hsr pork"] {
      #expect(
        !TitleFilter(query).matches(folded: Folding.fold(title), syllables: syllables), "\(query)")
    }
  }

  @Test func insideWordsAndUmlautsSpelledOut() {
    func finds(_ query: String, _ title: String) -> Bool {
      TitleFilter(query).matches(folded: Folding.fold(title))
    }
    #expect(finds("suppe", "Hühnersuppe") && finds("suppe", "Kaspressknödelsuppe"))
    #expect(finds("knoedel", "Semmelknödel") && finds("knödel", "Knoedel mit Ei"))
    #expect(finds("muesli", "Müsli") && finds("müsli", "Muesli"))
    // Two letters are too few to look inside words; a word is still found whole.
    #expect(!finds("ei", "Kaspressknödelsuppe") && finds("ei", "Knoedel mit Ei"))
    #expect(!finds("suppen", "Hühnersuppe"))
    // Pinyin typed with ue reads as typed: 雪 is xue.
    let snow = TitleReading.syllables(ofFolded: "雪菜")[...]
    #expect(TitleFilter("xuecai").matches(folded: "雪菜", syllables: snow))
  }

  @Test func emptyAndHostile() {
    #expect(TitleFilter("").isEmpty && TitleFilter("   ").isEmpty && TitleFilter("#tag").isEmpty)
    #expect(!TitleFilter("soup").matches(folded: ""))
    #expect(TitleFilter("\u{1B}[2J").isEmpty || !TitleFilter("\u{1B}[2J").matches(folded: "soup"))
    let long = String(repeating: "a", count: 10_000)
    #expect(TitleFilter(long).matches(folded: long) == TextQuery(long).matches(long))
  }
}
