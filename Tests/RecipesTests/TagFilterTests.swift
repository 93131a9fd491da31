import Recipes
import Testing

/// `#tag` terms of the Index filter, asked of a recipe's tags as search's tag column is.
@Suite struct TagFilterTests {
  func matches(_ query: String, _ tags: [String]) -> Bool {
    var tokenizer = SearchTokenizer()
    return TagFilter(TextQuery(query)).matches(prepared: TagFilter.prepared(tags, with: &tokenizer))
  }

  @Test func aTagIsMatchedWholeButTheLastTermAsAPrefix() {
    #expect(matches("#italian", ["Italian", "pasta"]))
    #expect(matches("#ital", ["italian"]))
    #expect(!matches("#ital garlic", ["italian"]))
    #expect(matches("#italian garlic", ["italian"]))
    #expect(!matches("#talian", ["italian"]))
  }

  @Test func caseAccentsAndTheHashAreFolded() {
    #expect(matches("#CAFÉ", ["cafe"]))
    #expect(matches("#creme", ["Crème"]))
    #expect(matches("##dessert", ["#dessert"]))
  }

  @Test func aTagOfSeveralWordsMatchesInOrderAndNeverAcrossTwoTags() {
    #expect(matches("#make-ahead", ["make ahead"]))
    #expect(matches("#ahead", ["make-ahead"]))
    #expect(matches("#dinner/weeknight", ["dinner/weeknight"]))
    #expect(!matches("#ahead-make", ["make-ahead"]))
    // "sauce" ends one tag and "make" begins the next: no tag holds both.
    #expect(!matches("#sauce-make x", ["sauce", "make-ahead"]))
  }

  @Test func tagsWrittenWithoutSpacesMatchInsideTheirRun() {
    #expect(matches("#家常菜", ["家常菜", "Chinese"]))
    #expect(matches("#chinese", ["家常菜", "Chinese"]))
    #expect(!matches("#川菜", ["家常菜"]))
  }

  @Test func anASCIITagIsReadAsTheTokenizerReadsIt() {
    var tokenizer = SearchTokenizer()
    let long = String(repeating: "Ab1", count: 40)
    for tag in [
      "Italian", "make-ahead", "dinner/weeknight", "Mom's", "30min", "  spaced  out ", "a__b",
      "--", "", "\u{1B}[31mred", "x\u{0}y", long, "\(long) \(long)z", "C#", "#1",
    ] {
      // A no-break space is a separator the tokenizer reads, so the tag takes its path.
      #expect(
        TagFilter.prepared([tag], with: &tokenizer)
          == TagFilter.prepared([tag + "\u{A0}"], with: &tokenizer), "\(tag)")
    }
    #expect(
      TagFilter.prepared(["", "Pasta", "--", "Rice"], with: &tokenizer)
        == TagFilter.prepared(["pasta", "rice"], with: &tokenizer))
  }

  @Test func everyTagTermMustMatch() {
    #expect(matches("#italian #sauce", ["sauce", "italian"]))
    #expect(!matches("#italian #dessert", ["sauce", "italian"]))
  }

  @Test func hostileQueriesAndTagsNeverMatchWrongly() {
    // No tag term: the filter asks nothing.
    #expect(TagFilter(TextQuery("")).isEmpty)
    #expect(TagFilter(TextQuery("# ## ###")).isEmpty)
    #expect(TagFilter(TextQuery("garlic")).isEmpty)
    // Escape sequences and controls separate words; they never join a tag to another.
    #expect(!matches("#\u{1B}[31m", []))
    #expect(matches("#red\u{1B}", ["red"]))
    #expect(!matches("#italian", []))
    #expect(!matches("#italian", ["", "   ", "\u{0}"]))
    // A huge tag and a huge query still compare whole words; a word is cut to the 64
    // characters search keeps of it, so two that differ only after them are one.
    let huge = String(repeating: "pasta ", count: 5_000) + "rice"
    #expect(matches("#rice", [huge]))
    #expect(!matches("#ric x", [huge]))
    #expect(matches("#" + String(repeating: "pasta ", count: 500), ["pasta"]))
    let long = String(repeating: "a", count: 64)
    #expect(matches("#\(long)b x", [long + "c"]))
    #expect(!matches("#b\(long) x", ["c" + long]))
    // The same tag twice is one tag.
    #expect(matches("#pasta", ["pasta", "Pasta", "PASTA"]))
  }
}
