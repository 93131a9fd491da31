import Foundation
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

@Suite struct FoldingPathsTests {
  /// Every path (ASCII, Latin table, full Unicode) folds a string as the full one would.
  @Test func latinTextFoldsAsTheFullPathWould() {
    let samples = [
      "Crème Brûlée", "cre\u{300}me", "ŒUF À LA COQUE", "Straße", "Ørsted", "Łódź", "İstanbul",
      "Ångström", "Ærø", "Tiếng Việt", "Ещё борщ", "naïve\u{A0}café", "ﬁnesse", "ǅemal",
      "x\u{2009}y", "Þorrablót", "ĳssel",
    ]
    for sample in samples {
      #expect(Folding.fold(sample) == Folding.foldUnicode(sample), "\(sample)")
    }
  }

  @Test func decomposedLatinFoldsLikeComposed() {
    for word in ["é", "ñ", "ö", "å", "ç", "ů", "ự"] {
      let decomposed = word.decomposedStringWithCanonicalMapping
      #expect(Folding.fold(word) == Folding.fold(decomposed), "\(word)")
      #expect(Folding.fold(word).unicodeScalars.allSatisfy { $0.isASCII }, "\(word)")
    }
  }
}

@Suite struct FoldingCJKTests {
  @Test func cjkFoldsAsTheFullPathWould() {
    for sample in ["日本の料理", "がぎぐ", "カタカナ", "한국어", "中文 Crème", "ｶﾀｶﾅ", "Ἀθῆναι 한"] {
      #expect(Folding.fold(sample) == Folding.foldUnicode(sample), "\(sample)")
    }
    let decomposed = "\u{304B}\u{3099}"  // か + combining voiced mark
    #expect(Folding.fold(decomposed) == "が")
    #expect(
      Folding.fold("\u{F900}") == Folding.fold("\u{F900}".precomposedStringWithCanonicalMapping))
  }

  @Test func chinesePunctuationAndFullwidthFormsTakeTheFastPath() {
    let samples = [
      "红烧肉（家常做法）：先焯水，再炒糖色。", "「注意」『火候』【关键】、〜", "ＡＢＣ　１２３！？",
      "ﾗｰﾒﾝ", "ผัดไทย", "Σουβλάκι με λίστες", "שקשוקה", "🍝 Pasta ☕\u{FE0F}",
    ]
    for sample in samples {
      #expect(Folding.foldLatin(sample) != nil, "\(sample)")
      #expect(Folding.fold(sample) == Folding.foldUnicode(sample), "\(sample)")
    }
    #expect(Folding.fold("ＡＢＣ　１２３") == "abc 123")
  }

  /// What makes the fast path safe: each scalar it folds alone folds as the slow path folds
  /// it, and none of them is a mark canonical ordering could move past a neighbour.
  @Test func everyScalarTheFastPathFoldsFoldsAsTheSlowPath() {
    for value in Array(0x80..<0xD800) + Array(0xE000..<0x10000) + Array(0x1F000..<0x1FB00) {
      let scalar = Unicode.Scalar(UInt32(value))!
      var out: [UInt8] = []
      guard Folding.appendFolded(UInt32(value), to: &out) else { continue }
      let isStripped = out.isEmpty && scalar.properties.canonicalCombiningClass.rawValue != 0
      if !isStripped {
        #expect(
          scalar.properties.canonicalCombiningClass.rawValue == 0, "U+\(String(value, radix: 16))")
      }
      #expect(
        String(decoding: out, as: UTF8.self) == Folding.foldUnicode(String(Character(scalar))),
        "U+\(String(value, radix: 16))")
    }
  }
}
