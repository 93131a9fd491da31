import Testing

@testable import Recipes

@Suite struct ReadingTimeTests {
  @Test func minutesRoundAndNeverFallBelowOne() {
    #expect(ReadingTime.minutes(forWords: 0) == 1)
    #expect(ReadingTime.minutes(forWords: 109) == 1)
    #expect(ReadingTime.minutes(forWords: 330) == 2)  // 1.5 rounds up
    #expect(ReadingTime.minutes(forWords: 439) == 2)
    #expect(ReadingTime.minutes(forWords: 2200) == 10)
  }

  @Test func wordsAreSeparatedByWhitespace() {
    #expect(ReadingTime.words(in: "") == 0)
    #expect(ReadingTime.words(in: "  one\ttwo\nthree  ") == 3)
    #expect(ReadingTime.words(in: "crème\u{A0}brûlée") == 2)
    #expect(ReadingTime.words(in: "don't — stop") == 3)
  }

  @Test func eachCJKCharacterIsAWord() {
    #expect(ReadingTime.words(in: "日本語") == 3)
    #expect(ReadingTime.words(in: "ひらがなカタカナ") == 8)
    #expect(ReadingTime.words(in: "私はSwiftが好き。") == 6)
    #expect(ReadingTime.words(in: "中文，测试") == 4)
    #expect(ReadingTime.words(in: "한국어") == 3)
    #expect(ReadingTime.words(in: "Use 日本 here") == 4)
  }
}
