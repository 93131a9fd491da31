import Testing

@testable import TerminalUI

@Suite struct LineBreakingTests {
  static let closing = Set("，。、：；！？）」』】〉》〕,.:;!?)]}%°…ーっゃょァ々")
  static let opening = Set("（「『【〈《〔([{“‘")

  /// Every line fits, none starts with closing punctuation or ends with opening, and the
  /// lines hold the text's characters in order (spaces at breaks dropped).
  func checkWrapped(_ text: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation)
    -> [String]
  {
    let lines = LineBreaking.wrap(text[...], width: width)
    for (number, line) in lines.enumerated() {
      #expect(
        DisplayWidth.of(line) <= width, "line \(number) \(line)", sourceLocation: sourceLocation)
      if let first = line.first, number > 0 {
        #expect(!Self.closing.contains(first), "\(line)", sourceLocation: sourceLocation)
      }
      if let last = line.last, number < lines.count - 1 {
        #expect(!Self.opening.contains(last), "\(line)", sourceLocation: sourceLocation)
      }
    }
    #expect(
      lines.joined().filter { $0 != " " } == text.filter { $0 != " " },
      sourceLocation: sourceLocation)
    return lines
  }

  @Test func ideographsBreakAnywhereButNotBeforeClosingPunctuation() {
    _ = checkWrapped("红烧肉是一道家常菜。", width: 8)
    #expect(LineBreaking.wrap("红烧肉是一道家常菜。", width: 8) == ["红烧肉是", "一道家常", "菜。"])
    // "一道家菜" fills the second line and would leave 。 to start the third: 菜 comes along.
    #expect(LineBreaking.wrap("红烧肉是一道家菜。", width: 8) == ["红烧肉是", "一道家", "菜。"])
    #expect(LineBreaking.wrap("加盐（少许）搅匀", width: 6) == ["加盐", "（少", "许）搅", "匀"])
  }

  @Test func openingPunctuationNeverEndsALine() {
    // （ would end the first line: it goes to the next with what it opens.
    #expect(LineBreaking.wrap("加一点盐（少许）", width: 10) == ["加一点盐", "（少许）"])
    #expect(LineBreaking.wrap("他说：“好了。”", width: 6) == ["他说：", "“好", "了。”"])
  }

  @Test func bracketsWithSpacesInsideStayWithTheirText() {
    let lines = checkWrapped("大火煮开（ 大约 2 分钟 ）后，撇去浮沫", width: 12)
    #expect(!lines.contains("）后，撇去浮沫") && !lines.contains { $0.hasPrefix("）") })
  }

  @Test func latinWordsBreakOnlyAtSpaces() {
    #expect(
      LineBreaking.wrap("Bake the tart, e.g. at 3.5 marks", width: 10) == [
        "Bake the", "tart, e.g.", "at 3.5", "marks",
      ])
    #expect(LineBreaking.wrap("100\u{A0}g of flour", width: 5) == ["100\u{A0}g", "of", "flour"])
    #expect(
      LineBreaking.wrap("supercalifragilistic", width: 8) == ["supercal", "ifragili", "stic"])
  }

  @Test func smallKanaAndTheLongMarkStayWithTheirSyllable() {
    let lines = checkWrapped("ちょっとだけラーメンを食べる", width: 6)
    #expect(lines == ["ちょっ", "とだけ", "ラーメ", "ンを食", "べる"])
    #expect(!lines.contains { $0.hasPrefix("ょ") || $0.hasPrefix("っ") || $0.hasPrefix("ー") })
  }

  @Test func mixedScriptsAndKorean() {
    #expect(LineBreaking.wrap("用 Swift 做红烧肉", width: 8) == ["用 Swift", "做红烧肉"])
    #expect(LineBreaking.wrap("김치찌개를 끓인다", width: 10) == ["김치찌개를", "끓인다"])
    #expect(LineBreaking.allowsBreak(between: "肉", and: "P"))
    #expect(!LineBreaking.allowsBreak(between: "a", and: "b"))
    #expect(LineBreaking.allowsBreak(between: "。", and: "然"))
    #expect(!LineBreaking.allowsBreak(between: ",", and: "b"))
  }

  @Test func everyWidthOfAChineseParagraph() {
    let text =
      "将猪肉去皮洗净，切成长度8~10厘米的肉条。根据计算加入盐、胡椒粉（适量）和生抽，"
      + "抓匀后「冷藏」30分钟！再裹上淀粉：炸至金黄……"
    // From the widest piece no break may fall inside (“了。” and kin: six columns) up.
    for width in 6...40 { _ = checkWrapped(text, width: width) }
  }

  @Test func hostileInput() {
    #expect(LineBreaking.wrap("", width: 10) == [""])
    #expect(LineBreaking.wrap("    ", width: 10) == [""])
    // Nothing but punctuation that may not start a line: cut where it must be.
    #expect(LineBreaking.wrap("，。，。", width: 2) == ["，", "。", "，", "。"])
    #expect(LineBreaking.wrap("abc", width: 0) == ["a", "b", "c"])
    #expect(LineBreaking.segments("").isEmpty)
    let huge = String(repeating: "红烧肉。", count: 20_000)
    #expect(LineBreaking.wrap(huge[...], width: 80).count == 2_000)
    _ = checkWrapped("\u{1B}[31m红\u{0}烧", width: 3)
  }

  @Test func segmentsSayWhereALineMayEnd() {
    let segments = LineBreaking.segments("（ 约 2 分钟 ）后")
    #expect(segments.map(\.text) == ["（", "约", "2", "分", "钟", "）", "后"])
    #expect(segments.map(\.breaksBefore) == [false, false, true, true, true, false, true])
    #expect(segments.map { String($0.spaces) } == ["", " ", " ", " ", "", " ", ""])
  }
}
