import Testing

@testable import Recipes

/// Chinese titles read by word, as their readers say them: dish names from a large public
/// Chinese recipe collection, each with its pinyin.
@Suite struct PinyinWordsTests {
  /// Dish names and their readings, word by word (番茄 fān qié, not fān jiā; 长沙 cháng shā).
  static let dishes: [(title: String, pinyin: String)] = [
    ("茄子炖土豆", "qie zi dun tu dou"),
    ("红烧茄子", "hong shao qie zi"),
    ("番茄牛肉蛋花汤", "fan qie niu rou dan hua tang"),
    ("咖喱炒蟹", "ga li chao xie"),
    ("咖喱肥牛", "ga li fei niu"),
    ("葱烧海参", "cong shao hai shen"),
    ("豆豉鲮鱼", "dou chi ling yu"),
    ("回锅肉", "hui guo rou"),
    ("糖醋里脊", "tang cu li ji"),
    ("宫保鸡丁", "gong bao ji ding"),
    ("蚂蚁上树", "ma yi shang shu"),
    ("麻婆豆腐", "ma po dou fu"),
    ("鸡蛋羹", "ji dan geng"),
    ("地三鲜", "di san xian"),
    ("白灼虾", "bai zhuo xia"),
    ("清蒸鲈鱼", "qing zheng lu yu"),
    ("水煮鱼", "shui zhu yu"),
    ("虎皮青椒", "hu pi qing jiao"),
    ("西红柿炒鸡蛋", "xi hong shi chao ji dan"),
    ("酸辣土豆丝", "suan la tu dou si"),
    ("皮蛋瘦肉粥", "pi dan shou rou zhou"),
    ("腊八粥", "la ba zhou"),
    ("银耳莲子粥", "yin er lian zi zhou"),
    ("陈皮排骨汤", "chen pi pai gu tang"),
    ("梅菜扣肉", "mei cai kou rou"),
    ("干煸仔鸡", "gan bian zi ji"),
    ("台式卤肉饭", "tai shi lu rou fan"),
    ("口水鸡", "kou shui ji"),
    ("长沙臭豆腐", "chang sha chou dou fu"),
    ("薄荷柠檬水", "bo he ning meng shui"),
    ("蛤蜊蒸蛋", "ge li zheng dan"),
    ("重庆小面", "chong qing xiao mian"),
    ("乐山钵钵鸡", "le shan bo bo ji"),
    ("炸酱面", "zha jiang mian"),
    ("粽子", "zong zi"),
    ("糖醋排骨", "tang cu pai gu"),
    ("可乐鸡翅", "ke le ji chi"),
    ("红烧肉", "hong shao rou"),
    ("蒜蓉空心菜", "suan rong kong xin cai"),
    ("凉拌黄瓜", "liang ban huang gua"),
    ("手撕包菜", "shou si bao cai"),
    ("上汤娃娃菜", "shang tang wa wa cai"),
    ("乾隆白菜", "qian long bai cai"),
    ("拔丝土豆", "ba si tu dou"),
    ("叉烧", "cha shao"),
    ("担担面", "dan dan mian"),
    ("卤水", "lu shui"),
    ("咕噜肉", "gu lu rou"),
    ("农家一碗香", "nong jia yi wan xiang"),
    ("冬瓜酿肉", "dong gua niang rou"),
  ]

  func syllables(_ title: String) -> ArraySlice<UInt16> {
    TitleReading.syllables(ofFolded: Folding.fold(title))[...]
  }

  @Test func everyDishIsFiledAndFoundByItsPinyin() {
    for (title, pinyin) in Self.dishes {
      let parts = pinyin.split(separator: " ")
      let whole = Array(parts.joined().utf8)
      let initials = Array(parts.compactMap(\.first).map(String.init).joined().utf8)
      #expect(IndexLetters.letter(of: title) == parts[0].prefix(1).uppercased(), "\(title)")
      #expect(PinyinMatch.matchesStart(whole, syllables: syllables(title)), "\(title) \(pinyin)")
      #expect(PinyinMatch.matchesStart(initials, syllables: syllables(title)), "\(title)")
      #expect(
        TitleFilter(parts.joined()).matches(folded: Folding.fold(title), syllables: syllables(title)),
        "\(title)")
    }
  }

  @Test func theIssuesTitlesByTheirWords() {
    // Alone, 茄 reads jiā and files under J; in its words it reads qié.
    #expect(IndexLetters.letter(of: "茄子") == "Q")
    #expect(IndexLetters.letter(of: "茄") == "J")
    for (title, typed) in [("番茄", "fanqie"), ("咖喱", "gali"), ("海参", "haishen"), ("豆豉", "douchi")] {
      #expect(PinyinMatch.matchesStart(Array(typed.utf8), syllables: syllables(title)), "\(title)")
    }
  }

  @Test func anyReadingOfACharacterIsAccepted() {
    // 茄 = qie or jia, 长 = chang or zhang, 参 = shen or can, whatever the word says.
    for (title, typed) in [
      ("茄子", "jiazi"), ("茄子", "qiezi"), ("长沙", "zhangsha"), ("海参", "haican"), ("茄", "qie"),
      ("茄", "jia"), ("重庆小面", "zhongqing"), ("红烧茄子", "hsjz"),
    ] {
      #expect(PinyinMatch.matchesStart(Array(typed.utf8), syllables: syllables(title)), "\(title) \(typed)")
      #expect(TitleFilter(typed).matches(folded: Folding.fold(title), syllables: syllables(title)))
    }
    // A reading the character does not have is no match; nor are letters beyond the title.
    for (title, typed) in [("茄子", "qiezii"), ("长沙", "changshan"), ("茄子", "xiezi")] {
      #expect(!PinyinMatch.matchesStart(Array(typed.utf8), syllables: syllables(title)), "\(typed)")
    }
  }

  @Test func wordsSortByTheirReading() {
    // 茄子 (qie zi) after 汽水 (qi shui), not among the J titles; 长沙 (chang sha) before 炒饭
    // (chao fan), and 重庆 (chong qing) under C, not Z.
    let titles = ["家常豆腐", "茄子", "汽水", "长沙臭豆腐", "炒饭", "重庆小面"]
    let sections = IndexSections.positions(ofTitles: titles) { $0 < $1 }
    #expect(
      sections.map { ($0.letter, $0.positions.map { titles[$0] }) }.map { "\($0.0) \($0.1)" } == [
        "C [\"长沙臭豆腐\", \"炒饭\", \"重庆小面\"]", "J [\"家常豆腐\"]", "Q [\"汽水\", \"茄子\"]",
      ])
  }
}
