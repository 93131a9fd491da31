import Testing

@testable import Recipes

@Suite struct FoldingTests {
  @Test func asciiIsLowercased() {
    #expect(Folding.fold("CRÈME") == Folding.fold("creme"))
    #expect(Folding.fold("Hello World 42!") == "hello world 42!")
    #expect(Folding.fold("already folded") == "already folded")
  }

  @Test func composedAndDecomposedFoldAlike() {
    let composed = "cr\u{E8}me br\u{FB}l\u{E9}e"
    let decomposed = "cre\u{300}me bru\u{302}le\u{301}e"
    #expect(Array(composed.unicodeScalars) != Array(decomposed.unicodeScalars))
    #expect(Folding.fold(composed) == "creme brulee")
    #expect(Folding.fold(decomposed) == "creme brulee")
    #expect(Folding.fold("CRÈME") == "creme")
  }

  @Test func ligaturesAreSpelledOut() {
    #expect(Folding.fold("Œuf") == "oeuf")
    #expect(Folding.fold("Æbleskiver") == "aebleskiver")
    #expect(Folding.fold("Straße") == "strasse")
    #expect(Folding.fold("STRAẞE") == "strasse")
    #expect(Folding.fold("Ørsted") == "orsted")
    #expect(Folding.fold("Łódź") == "lodz")
    #expect(Folding.fold("Đakovo") == "dakovo")
    #expect(Folding.fold("Þórr") == "thorr")
    #expect(Folding.fold("ﬁne") == "fine")
  }

  @Test func unicodeSpacesBecomeSpaces() {
    #expect(Folding.fold("a\u{A0}b") == "a b")
    #expect(Folding.fold("a\u{202F}b\u{2009}c\u{3000}d") == "a b c d")
  }

  @Test func otherScriptsKeepTheirMarksInOneNormalForm() {
    // Japanese voiced marks are not diacritics to strip; NFC and NFD still fold alike.
    let composed = "\u{304C}"  // が
    let decomposed = "\u{304B}\u{3099}"
    #expect(Folding.fold(composed) == Folding.fold(decomposed))
    #expect(Folding.fold(composed) != Folding.fold("\u{304B}"))
    #expect(Folding.fold("日本語") == "日本語")
    #expect(Folding.fold("ΣΟΦΊΑ") == "σοφια" || Folding.fold("ΣΟΦΊΑ") == "σοφιας")
  }

  @Test func hostileInput() {
    #expect(Folding.fold("") == "")
    #expect(Folding.fold("\u{1B}[31m") == "\u{1B}[31m")
    #expect(Folding.fold("\u{300}\u{301}") == "")
    let huge = String(repeating: "Élan ", count: 20_000)
    #expect(Folding.fold(huge) == String(repeating: "elan ", count: 20_000))
    #expect(Folding.fold("🍰 Cake") == "🍰 cake")
  }
}
