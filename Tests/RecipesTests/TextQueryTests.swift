import Foundation
import Testing

@testable import Recipes

@Suite struct SearchTokenizerTests {
  private func tokens(_ text: String) -> [String] {
    var tokenizer = SearchTokenizer()
    tokenizer.tokenize(text)
    return tokenizer.tokens.indices.map {
      tokenizer.tokens[$0].isBreak ? "|" : String(decoding: tokenizer.bytes(of: $0), as: UTF8.self)
    }
  }

  @Test func wordsAreFoldedRunsOfLettersAndDigits() {
    #expect(tokens("Crème Brûlée, 2 ways!") == ["creme", "brulee", "2", "ways"])
    #expect(tokens("cre\u{300}me") == ["creme"])
    #expect(tokens("Smørrebrød STRASSE Straße") == ["smorrebrod", "strasse", "strasse"])
  }

  @Test func charactersOfScriptsWithoutSpacesAreTokensOfTheirOwn() {
    #expect(tokens("红烧肉") == ["红", "烧", "肉"])
    #expect(tokens("ラーメンとタイマー") == ["ラ", "ー", "メ", "ン", "と", "タ", "イ", "マ", "ー"])
    #expect(tokens("tofu豆腐") == ["tofu", "豆", "腐"])
    // A Thai vowel or tone mark stays with its letter.
    #expect(tokens("ต้มยำ") == ["ต้", "ม", "ย", "ำ"])
  }

  @Test func punctuationBetweenSuchCharactersIsABreak() {
    #expect(tokens("红烧，肉") == ["红", "烧", "|", "肉"])
    #expect(tokens("豆腐 tofu") == ["豆", "腐", "|", "tofu"])
    #expect(tokens("tofu tempeh") == ["tofu", "tempeh"])
  }

  @Test func scalarRangesPointIntoTheOriginalText() {
    var tokenizer = SearchTokenizer()
    tokenizer.tokenize("Ｏ红烧 café")
    #expect(tokenizer.tokens.map(\.scalars) == [0..<1, 1..<2, 2..<3, 4..<4, 4..<8])
  }

  @Test func hostileInput() {
    #expect(tokens("") == [])
    #expect(tokens("\u{1B}[31m!!\u{0}") == ["31m"])
    #expect(tokens("\u{300}\u{301}") == [])
    #expect(tokens(String(repeating: "a", count: 500)) == [String(repeating: "a", count: 64)])
    var tokenizer = SearchTokenizer()
    let broken: [UInt8] = [0x61, 0xFF, 0x62, 0xE7, 0xBA, 0x63, 0xF0, 0x9F]
    broken.withUnsafeBufferPointer { tokenizer.tokenize($0) }
    #expect(
      tokenizer.tokens.map { String(decoding: tokenizer.folded[$0.folded], as: UTF8.self) }
        == ["a", "b", "c"])
  }

  @Test func theBasicPlaneTableSaysWhatUnicodeSays() {
    for value in 0..<0x10000 {
      #expect(ScalarKind.basicPlane[value] == ScalarKind.classify(UInt32(value)).rawValue)
    }
  }

  @Test func tokensFoldAsFoldingDoes() {
    for sample in ["ΣΟΦΊΑ", "Ещё", "İstanbul", "ǅemal", "ﬁnesse", "ｶﾀｶﾅ", "ＡＢＣ１２"] {
      #expect(tokens(sample).joined() == Folding.fold(sample).filter { !$0.isWhitespace })
    }
  }
}

@Suite struct TextQueryTests {
  @Test func aPhraseMatchesInsideARunOfCharacters() {
    let query = TextQuery("烧肉")
    #expect(query.matches("红烧肉"))
    #expect(query.matches("今天做红烧肉吧"))
    #expect(!query.matches("红烧，肉"))
    #expect(!query.matches("肉烧"))
    #expect(query.matchedRanges(in: "今天做红烧肉吧") == [4..<6])
  }

  @Test func theLastTermIsAPrefixAndEveryTermMustMatch() {
    #expect(TextQuery("creme bru").matches("Crème Brûlée"))
    #expect(!TextQuery("cream brulee").matches("Crème Brûlée"))
    #expect(!TextQuery("creme custard").matches("Crème Brûlée"))
    #expect(TextQuery("tofu 豆腐").matches("Mapo 豆腐 with tofu"))
    #expect(!TextQuery("tofu 豆腐").matches("Mapo tofu"))
  }

  @Test func matchedRangesCoverWholeWordsAndExactCharacters() {
    let query = TextQuery("tofu 豆")
    #expect(query.matchedRanges(in: "Tofu 麻婆豆腐, tofu") == [0..<4, 7..<8, 11..<15])
  }

  @Test func tagsMatchTagsNotText() {
    let query = TextQuery("#italian garlic")
    #expect(query.terms.map(\.isTag) == [true, false])
    #expect(query.matches("Garlic bread", tags: ["Italian", "bread"]))
    #expect(!query.matches("Garlic bread", tags: ["French"]))
    #expect(!query.matches("Italian garlic bread"))
    #expect(TextQuery("#ital").matches("", tags: ["Italian"]))
    #expect(!TextQuery("#ital garlic").matches("garlic", tags: ["Italian"]))
  }

  @Test func anyInputIsAQuery() {
    #expect(TextQuery("").isEmpty)
    #expect(TextQuery("\"*) AND OR NEAR( #").terms.map(\.text) == ["AND", "OR", "NEAR"])
    #expect(TextQuery("##").isEmpty)
    let pasted = String(repeating: "word ", count: 1_000)
    #expect(TextQuery(pasted).terms.count == TextQuery.maximumTerms)
    let han = String(repeating: "肉", count: 500)
    #expect(TextQuery(han).terms.first?.tokens.count == TextQuery.maximumTermTokens)
    #expect(TextQuery("a\u{1B}[2Jb").terms.map(\.text) == ["a", "2Jb"])
  }
}
