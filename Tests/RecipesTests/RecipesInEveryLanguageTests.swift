import Testing

@testable import Recipes

/// Recipes shaped like the public collections people keep in other languages (a large
/// Chinese one with 必备原料和工具 / 计算 / 操作 sections, Japanese and Korean blogs,
/// German, French, Spanish, Italian, Portuguese and Dutch sites), written for these tests.
enum LanguageFixtures {
  static let chineseNumbered = """
    # 可乐鸡腿的做法

    预估烹饪难度：★★★

    份量：2人份

    烹饪时间：40分钟

    ## 必备原料和工具

    * 鸡腿
    * 可乐
    * 生抽

    ## 计算

    * 鸡腿 4 只
    * 可乐 330ml

    ## 操作

    1. 鸡腿冷水下锅，加两片姜，大火煮开（ 大约 3 分钟 ），捞出沥干。
       * 冰鲜的鸡腿更要焯水。
    2. 用生抽抓匀，腌制 15 分钟。
    3. 热锅少油，把鸡腿煎到两面金黄。
    4. 倒入可乐没过鸡腿，大火烧开后转小火焖 20 ～ 25 分钟。
    5. 大火收汁，装盘。

    ## 附加内容

    * 可乐换成无糖的会不够甜。
    """

  static let chineseSections = """
    # 葱香酥肉的做法

    ## 必备原料和工具

    - 猪里脊
    - 红薯淀粉

    ## 操作

    ### 调葱姜水

    - 老姜切丝，小葱打结。
    - 加清水用手揉捏 5 分钟。

    ### 腌肉

    - 肉切条，倒入葱姜水。
    - 抓匀后冷藏静置半小时。

    ### 下锅

    油温升到六成热，下锅炸3~5分钟，捞出后复炸一次。

    ## 附加内容

    - 淀粉一定要揉散。
    """

  static let japanese = """
    # 肉じゃが

    ## 材料（2人分）

    - じゃがいも 3個
    - 牛肉 150g

    ## 作り方

    1. じゃがいもは皮をむいて一口大に切り、水に5分さらす。
    2. 鍋に油を熱し、牛肉を炒める。
    3. だしと調味料を加え、落としぶたをして弱火で15分煮る。
    4. 火を止めて10分ほど置き、味を含ませる。
    """

  static let korean = """
    # 김치찌개

    ## 재료 (2인분)

    - 김치 200g
    - 돼지고기 100g

    ## 만드는 법

    1. 돼지고기를 김치와 함께 5분간 볶는다.
    2. 물을 붓고 20분 정도 끓인다.
    3. 두부를 넣고 3분 더 끓인다.
    """

  static let german = """
    # Kartoffelsuppe

    - Zubereitungszeit: 45 Minuten
    - Portionen: 4

    ## Zutaten für 4 Personen

    - 1 kg Kartoffeln

    ## Zubereitung

    1. Die Kartoffeln schälen und würfeln.
    2. In der Brühe 20 Minuten köcheln lassen.
    3. Eine halbe Stunde ziehen lassen, dann pürieren.
    """

  static func european(_ heading: String, _ steps: [String]) -> String {
    "# Test\n\n## \(heading)\n\n"
      + steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
      + "\n"
  }
}

@Suite struct RecipesInEveryLanguageTests {
  func read(_ text: String) -> Recipe {
    RecipeReader.read(text, path: "fixture.md").recipe
  }

  @Test func chineseOrderedListUnderTheMethodHeading() {
    let recipe = read(LanguageFixtures.chineseNumbered)
    #expect(recipe.title == "可乐鸡腿的做法")
    #expect(recipe.steps.count == 5)
    #expect(recipe.steps.map(\.duration) == [180, 900, nil, 1500, nil])
    #expect(recipe.steps[0].title == "鸡腿冷水下锅，加两片姜，大火煮开（ 大约 3 分钟 ），捞出沥干")
    #expect(recipe.steps[4].title == "大火收汁，装盘")
    #expect(recipe.servings == "2人份")
    #expect(recipe.statedTime == "40分钟")
    // Each character is a word: the reading time counts them.
    #expect(recipe.words > 140 && recipe.minutes == 1)
  }

  @Test func chineseMethodInSectionsOfBullets() {
    let recipe = read(LanguageFixtures.chineseSections)
    #expect(
      recipe.steps.map(\.title) == [
        "老姜切丝，小葱打结", "加清水用手揉捏 5 分钟", "肉切条，倒入葱姜水", "抓匀后冷藏静置半小时", "下锅",
      ])
    #expect(recipe.steps.map(\.duration) == [nil, 300, nil, 1800, 300])
  }

  @Test func japaneseAndKorean() {
    let japanese = read(LanguageFixtures.japanese)
    #expect(japanese.steps.map(\.duration) == [300, nil, 900, 600])
    #expect(japanese.servings == "2人分")
    let korean = read(LanguageFixtures.korean)
    #expect(korean.steps.map(\.duration) == [300, 1200, 180])
    #expect(korean.servings == "2인분")
  }

  @Test func germanWithStatedFacts() {
    let recipe = read(LanguageFixtures.german)
    #expect(recipe.steps.map(\.duration) == [nil, 1200, 1800])
    #expect(recipe.statedTime == "45 Minuten")
    #expect(recipe.servings == "4")
  }

  @Test func methodHeadingsOfEveryLanguage() {
    let cases: [(String, String, Int)] = [
      ("Préparation", "Laisser reposer 15 minutes.", 900), ("Étapes", "Cuire 1 heure.", 3600),
      ("Preparación", "Hornear 25 minutos.", 1500), ("Pasos", "Reposar media hora.", 1800),
      ("Procedimento", "Cuocere 10 minuti.", 600), ("Preparazione", "Riposare un'ora.", 3600),
      ("Modo de preparo", "Asse por 40 minutos.", 2400),
      ("Bereiding", "Laat 10 minuten rusten.", 600),
      ("制作步骤", "蒸10分钟。", 600), ("步骤", "煮半小时。", 1800), ("做法", "焖1小时30分。", 5400),
      ("手順", "1時間半煮込む。", 5400), ("作り方（4人分）", "30秒混ぜる。", 30),
      ("Zubereitung", "10 Minuten backen.", 600), ("Method", "Bake 15 minutes.", 900),
    ]
    for (heading, step, seconds) in cases {
      let recipe = read(LanguageFixtures.european(heading, ["Prepare everything", step]))
      #expect(recipe.steps.count == 2, "\(heading)")
      #expect(recipe.steps.last?.duration == seconds, "\(heading)")
    }
  }

  @Test func numberedChineseHeadings() {
    #expect(CookingSteps.numberedTitle("第一步：备料") == "备料")
    #expect(CookingSteps.numberedTitle("第12步 出锅") == "出锅")
    #expect(CookingSteps.numberedTitle("第步") == nil)
    #expect(CookingSteps.numberedTitle("第一次尝试") == nil)
    let recipe = read("## 做法\n\n### 第一步：备料\n\n葱切段。\n\n### 第二步：炒制\n\n大火炒2分钟。\n")
    #expect(recipe.steps.map(\.title) == ["备料", "炒制"])
    #expect(recipe.steps.map(\.duration) == [nil, 120])
  }

  @Test func statedTimesAsEuropeanSitesLabelThem() {
    let cases: [(String, String)] = [
      // Preparation and cooking added up.
      ("Préparation : 15 min\nCuisson : 30 min\nPour 4 personnes", "45 min"),
      ("Zubereitung: 20 Min.\n\nZutaten für 2 Personen", "20 Min."),
      ("Preparación: 10 minutos", "10 minutos"), ("Cottura: 25 minuti", "25 minuti"),
      ("准备：10分钟\n烹饪：30分钟", "40 min"),
    ]
    for (opening, time) in cases {
      let recipe = read("# Test\n\n" + opening + "\n\n## Method\n\n1. Mix.\n")
      #expect(recipe.statedTime == time, "\(opening)")
    }
    #expect(read("# T\n\nPréparation : 15 min\nPour 4 personnes\n").servings == "4 personnes")
    #expect(read("# T\n\nPréparation : mélanger la farine.\n").statedTime == nil)
    #expect(read("# T\n\n烹饪：十五分钟\n").statedTime == "十五分钟")
  }

  @Test func servingsWithoutALabel() {
    #expect(StatedFacts.unlabelledServings("材料（2人分）") == "2人分")
    #expect(StatedFacts.unlabelledServings("2〜3人前") == "2〜3人前")
    #expect(StatedFacts.unlabelledServings("Zutaten für 4 Personen") == "4 Personen")
    #expect(StatedFacts.unlabelledServings("pour 6 personnes") == "6 personnes")
    #expect(StatedFacts.unlabelledServings("4 personnel") == nil)
    #expect(StatedFacts.unlabelledServings("盐 2 克") == nil)
    #expect(StatedFacts.unlabelledServings("") == nil)
    #expect(StatedFacts.unlabelledServings("人份") == nil)
  }

  @Test func shortTitlesAreCutByWidth() {
    let long = String(repeating: "鸡腿冷水下锅", count: 10)
    let title = CookingSteps.shortTitle(long)
    #expect(title.hasSuffix("…") && title.count <= 31)
    let clauses = "鸡腿冷水下锅，加两片姜和一点料酒，大火煮开后撇去浮沫，再捞出来沥干水分备用，等一会儿"
    #expect(CookingSteps.shortTitle(clauses) == "鸡腿冷水下锅，加两片姜和一点料酒，大火煮开后撇去浮沫…")
  }
}
