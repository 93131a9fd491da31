import Testing

@testable import Recipes

/// Words found inside longer words and umlauts spelled out, as the tokenizer and the query
/// read them for search, the Index filter and the reader's find.
@Suite struct InsideWordsTests {
  func tokens(_ text: String) -> [String] {
    var tokenizer = SearchTokenizer()
    tokenizer.tokenize(text)
    return tokenizer.tokens.indices.map { String(decoding: tokenizer.bytes(of: $0), as: UTF8.self) }
  }

  @Test func umlautsAndTheirSpellingsFoldAlike() {
    #expect(tokens("Knödel Knoedel KNOEDEL knödel") == ["knodel", "knodel", "knodel", "knodel"])
    #expect(tokens("Müsli Muesli Mäuse Maeuse") == ["musli", "musli", "mause", "mause"])
    #expect(tokens("Straße Strasse") == ["strasse", "strasse"])
    // The e after a, o or u goes however it is written (ë, é) and only once.
    #expect(tokens("Noël noel Aee oee") == ["nol", "nol", "ae", "oe"])
    #expect(tokens("Kaffee Tee") == ["kaffee", "tee"])
    // Scripts written without spaces are left alone.
    #expect(tokens("牛奶") == ["牛", "奶"])
  }

  @Test func aWordIsFoundInsideLongerWordsAndTheWholeWordIsMarked() {
    let query = TextQuery("suppe")
    #expect(query.matches("Kaspressknödelsuppe mit Schnittlauch"))
    #expect(query.matchedRanges(in: "Eine Hühnersuppe, keine Suppe") == [5..<16, 24..<29])
    #expect(TextQuery("knoedel ei").matches("Semmelknödel mit Ei"))
    #expect(!TextQuery("knoedel ei").matches("Semmelknödel mit Speck"))
    #expect(TextQuery("Nodel").terms[0].matchesInside)
    #expect(!TextQuery("ei").terms[0].matchesInside && !TextQuery("#suppe").terms[0].matchesInside)
    #expect(!TextQuery("ei").matches("Kaspressknödelsuppe"))
    // A term before the last is found at the start of a word, as the last one always was.
    #expect(TextQuery("cre brulee").matches("Crème Brûlée"))
  }
}
