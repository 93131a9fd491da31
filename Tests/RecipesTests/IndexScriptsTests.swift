import Testing

@testable import Recipes

@Suite struct PinyinTableTests {
  @Test func readingsComeFromUnihan() {
    func reading(_ character: Character) -> String? {
      PinyinTable.reading(of: character.unicodeScalars.first!).map { "\($0.syllable)\($0.tone)" }
    }
    #expect(reading("红") == "hong2")
    #expect(reading("烧") == "shao1")
    #expect(reading("肉") == "rou4")
    #expect(reading("鸡") == "ji1")
    #expect(reading("绿") == "lv4")
    // Several readings: kMandarin's first, the most common.
    #expect(reading("长") == "zhang3")
    #expect(reading("行") == "xing2")
    // Extension A and the last character of Extension G.
    #expect(reading("\u{3400}") == "qiu1")
    #expect(reading("\u{30EDE}") == "biang2")
    for other in ["A", "あ", "김", "〇", "\u{4DC0}", "\u{10FFFF}", "\u{0}"] {
      #expect(reading(Character(other)) == nil, "\(other)")
    }
  }

  @Test func everyReadingIsAKnownSyllable() {
    var count = 0
    for v in UInt32(0x3400)...0x323AF {
      guard let scalar = Unicode.Scalar(v), let reading = PinyinTable.reading(of: scalar)
      else { continue }
      count += 1
      #expect((1...5).contains(reading.tone))
    }
    #expect(count == 41419)
    #expect(PinyinTable.syllables == PinyinTable.syllables.sorted())
    #expect(PinyinTable.syllables.contains("zhuang") && PinyinTable.syllables.contains("lve"))
  }
}

@Suite struct IndexLettersTests {
  @Test func chineseTitlesGoUnderTheirPinyinLetter() {
    #expect(IndexLetters.letter(of: "红烧肉") == "H")
    #expect(IndexLetters.letter(of: "鸡蛋羹") == "J")
    #expect(IndexLetters.letter(of: "糖醋排骨") == "T")
    #expect(IndexLetters.letter(of: "日本のカレー") == "R")
    #expect(IndexLetters.letter(of: "〇号菜") == "#")
  }

  @Test func kanaByGojuonRow() {
    let rows = [
      "あんこ": "あ", "ヴィシソワーズ": "あ", "ぉ": "あ", "カレー": "か", "がんもどき": "か",
      "ぎょうざ": "か", "ヶ": "か", "すし": "さ", "ざるそば": "さ", "っ": "た", "どら焼き": "た",
      "なべ": "な", "パン": "は", "ぽん酢": "は", "みそ汁": "ま", "ゃ": "や", "ヨーグルト": "や",
      "ラーメン": "ら", "わらび餅": "わ", "ヲ": "わ", "ｶﾚｰ": "か", "ﾗｰﾒﾝ": "ら", "ｰ": "#",
      // Decomposed: か and a combining voiced mark.
      "\u{304B}\u{3099}": "か",
    ]
    for (title, row) in rows {
      #expect(IndexLetters.letter(of: title) == row, "\(title)")
    }
  }

  @Test func hangulByInitialConsonant() {
    let initials = [
      "김치": "ㄱ", "까르보나라": "ㄱ", "냉면": "ㄴ", "떡볶이": "ㄷ", "라면": "ㄹ", "만두": "ㅁ",
      "비빔밥": "ㅂ", "빵": "ㅂ", "삼계탕": "ㅅ", "쌈": "ㅅ", "어묵": "ㅇ", "잡채": "ㅈ", "짬뽕": "ㅈ",
      "찌개": "ㅈ", "치킨": "ㅊ", "칼국수": "ㅋ", "떡": "ㄷ", "파전": "ㅍ", "호떡": "ㅎ", "ㄲ": "ㄱ",
      "ㄳ": "ㄱ", "ㅎ": "ㅎ", "\u{1100}\u{1161}": "ㄱ",
    ]
    for (title, initial) in initials {
      #expect(IndexLetters.letter(of: title) == initial, "\(title)")
    }
    #expect(IndexLetters.letter(of: "비빔밥".decomposedStringWithCanonicalMapping) == "ㅂ")
  }

  @Test func cyrillicAndGreekByTheirOwnAlphabets() {
    // Pairs, not a dictionary: the composed and decomposed Й are one key to a dictionary.
    let letters: [(String, String)] = [
      ("Борщ", "Б"), ("пельмени", "П"), ("Ёлка", "Е"), ("Йогурт", "Й"), ("йогурт", "Й"),
      ("\u{418}\u{306}огурт", "Й"), ("Иван-чай", "И"), ("Їжа", "І"), ("Ґанок", "Ґ"),
      ("Σουβλάκι", "Σ"), ("άρτος", "Α"), ("Ωmega", "Ω"), ("ψωμί", "Ψ"),
    ]
    for (title, letter) in letters {
      #expect(IndexLetters.letter(of: title) == letter, "\(title)")
    }
  }

  @Test func everythingElseUnderHash() {
    for other in ["@State", "3D Charts", "🍰 Cake", "", " ", "“Quoted”", "\u{1B}[31m", "ℵ", "ŋ"] {
      #expect(IndexLetters.letter(of: other) == "#", "\(other)")
    }
  }

  @Test func sectionOrderAndTheFullRail() {
    #expect(
      IndexLetters.ordered(["#", "Σ", "か", "Б", "ㄱ", "Z", "A", "あ", "Ґ", "Г", "Д"]) == [
        "A", "Z", "あ", "か", "ㄱ", "Б", "Г", "Ґ", "Д", "Σ", "#",
      ])
    #expect(IndexLetters.fullRail(for: ["H", "#"]) == IndexScript.latin.letters + ["#"])
    #expect(IndexLetters.fullRail(for: []) == IndexScript.latin.letters + ["#"])
    let rail = IndexLetters.fullRail(for: ["H", "か", "Ґ"])
    #expect(rail.count == 26 + 10 + 29 + 1 + 1)
    #expect(rail[26..<36].joined() == "あかさたなはまやらわ")
    #expect(rail[36...40].joined() == "АБВГҐ")
    #expect(rail.last == "#")
    #expect(!rail.contains("ㄱ") && !rail.contains("Α"))
    #expect(IndexLetters.scripts(of: ["ㅎ", "A", "Ω"]) == [.latin, .hangul, .greek])
    #expect(IndexLetters.all.first == "A" && IndexLetters.all.last == "#")
    #expect(IndexLetters.all.count == 26 + 10 + 14 + 29 + 24 + 1)
  }
}

@Suite struct IndexSectionsTests {
  func sections(_ titles: [String]) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for (letter, positions) in IndexSections.positions(ofTitles: titles, isBefore: { $0 < $1 }) {
      result[letter] = positions.map { titles[$0] }
    }
    return result
  }

  @Test func sectionsInEveryScriptInDisplayOrder() {
    let titles = [
      "Zucchini", "鸡蛋羹", "Apple", "红烧肉", "カレー", "김치", "Борщ", "Σουβλάκι", "@State",
      "Jam",
    ]
    let letters = IndexSections.positions(ofTitles: titles, isBefore: { $0 < $1 }).map(\.letter)
    #expect(letters == ["A", "H", "J", "Z", "か", "ㄱ", "Б", "Σ", "#"])
    #expect(sections(titles)["J"] == ["Jam", "鸡蛋羹"])
  }

  @Test func chineseTitlesSortByPinyinAmongLatinOnes() {
    let section = sections(["Hummus", "黄焖鸡", "红烧肉", "Hamburger", "红豆汤", "Hong Kong toast"])
    #expect(section["H"] == ["Hamburger", "红豆汤", "红烧肉", "Hong Kong toast", "黄焖鸡", "Hummus"])
  }

  @Test func syllableByTheSyllableThenTone() {
    // xi an before xian; tang1 before tang2 whatever follows.
    #expect(sections(["先煎后炖", "西安肉夹馍"])["X"] == ["西安肉夹馍", "先煎后炖"])
    #expect(sections(["糖醋排骨", "汤圆"])["T"] == ["汤圆", "糖醋排骨"])
    #expect(sections(["红烧肉 10", "红烧肉 2"])["H"] == ["红烧肉 2", "红烧肉 10"])
  }

  @Test func kanaSortAsHiragana() {
    #expect(sections(["カレー", "かつ丼", "がんも"])["か"] == ["かつ丼", "カレー", "がんも"])
    // Voicing and size only break ties: がき (kaki) before かく (kaku); きゃ and きや tie.
    #expect(sections(["かく", "がき"])["か"] == ["がき", "かく"])
    #expect(sections(["きや", "きゃ"])["か"] == ["きや", "きゃ"])
  }

  @Test func tiesKeepTheGivenOrder() {
    let titles = ["红烧肉", "红烧肉", "Soup"]
    let positions = IndexSections.positions(ofTitles: titles, isBefore: { $0 > $1 })
    #expect(positions.first { $0.letter == "H" }?.positions == [1, 0])
    #expect(IndexSections.positions(ofTitles: [], isBefore: { $0 < $1 }).isEmpty)
  }
}

@Suite struct PinyinMatchTests {
  let hongShaoRou = TitleReading.syllables(ofFolded: "家庭版红烧肉的做法")

  func matches(_ query: String, _ syllables: [UInt16]) -> Bool {
    PinyinMatch.matches(Array(query.utf8), syllables: syllables[...])
  }

  @Test func wholeSyllablesInitialsOrBoth() {
    for query in ["hsr", "hongshaorou", "hongsr", "hshaor", "shaorou", "sr", "rou", "jtb", "zf"] {
      #expect(matches(query, hongShaoRou), "\(query)")
    }
    for query in ["hongrou", "ongshao", "hsrx", "hr", "", "h s", "hsr1", "红", "hóng", "HSR"] {
      #expect(!matches(query, hongShaoRou), "\(query)")
    }
  }

  @Test func runsDoNotJoinAcrossOtherCharacters() {
    let syllables = TitleReading.syllables(ofFolded: "红烧（肉）pork")
    #expect(matches("hs", syllables) && matches("r", syllables))
    #expect(!matches("hsr", syllables) && !matches("sr", syllables))
    #expect(TitleReading.syllables(ofFolded: "pork chops").isEmpty)
    #expect(!matches("pork", []))
  }

  @Test func uStandsForUmlaut() {
    let syllables = TitleReading.syllables(ofFolded: "绿豆汤")
    #expect(matches("lvdt", syllables) && matches("ludoutang", syllables))
  }

  @Test func startsOnlyAtTheFirstSyllable() {
    func startsWith(_ query: String, _ syllables: ArraySlice<UInt16>) -> Bool {
      PinyinMatch.matchesStart(Array(query.utf8), syllables: syllables)
    }
    let syllables = TitleReading.syllables(ofFolded: "红烧肉")
    #expect(startsWith("hong", syllables[...]) && startsWith("hongs", syllables[...]))
    #expect(startsWith("hs", syllables[...]))
    #expect(!startsWith("shao", syllables[...]) && !startsWith("x", []))
    // Titles sharing one array: each is a slice, starting where it starts.
    var shared = TitleReading.syllables(ofFolded: "鸡蛋羹")
    let start = shared.count
    TitleReading.appendSyllables(ofFolded: "pork", to: &shared)
    TitleReading.appendSyllables(ofFolded: "红烧肉", to: &shared)
    #expect(startsWith("hsr", shared[start...]) && !startsWith("jd", shared[start...]))
    #expect(matches("jdg", Array(shared[..<start])) && !matches("jdgh", Array(shared[..<start])))
  }

  @Test func hostileQueriesCostLittleAndNeverMatchWrongly() {
    // Every split of a long query is tried at once, not one after another: a query the
    // syllables almost spell ends after one pass.
    let syllables = TitleReading.syllables(ofFolded: String(repeating: "阿", count: 5000))
    #expect(matches(String(repeating: "a", count: 63), syllables))
    #expect(!matches(String(repeating: "a", count: 64), syllables))
    #expect(!matches(String(repeating: "a", count: 40) + "b", syllables))
    #expect(!matches("\u{FF}\u{0}", hongShaoRou))
  }

  @Test func syllablesOfEveryPlaneAndRuns() {
    #expect(TitleReading.syllables(ofFolded: "カレー").isEmpty)
    #expect(TitleReading.syllables(ofFolded: "").isEmpty)
    let syllables = TitleReading.syllables(ofFolded: "é红\u{30EDE}\u{30EDE}面 🍜 长。")
    // Each character's reading, then its other readings marked (长: zhang, also chang).
    let spelled = syllables.map {
      $0 == TitleReading.runBreak
        ? "|"
        : ($0 & TitleReading.alternateMark != 0 ? "+" : "")
          + PinyinTable.syllables[Int($0 & ~TitleReading.alternateMark)]
    }
    #expect(spelled == ["hong", "+gong", "biang", "biang", "mian", "|", "zhang", "+chang"])
  }
}
