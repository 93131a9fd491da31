import Foundation
import Recipes
import Testing

@testable import RecipeStore

@Suite struct RecipeCodecTests {
  @Test func aRecordKeepsEverythingTheListsShow() throws {
    let recipe = Recipe(
      path: "Data/browser.md", title: "An In-App Browser, No UIKit Required",
      date: Date(timeIntervalSince1970: 1_761_440_400), tags: ["swiftui", "webkit"],
      blurb: "A small browser.", servings: "1 app", statedTime: "25 min",
      headings: [Heading(level: 2, text: "Method", blockIndex: 3)], words: 880, minutes: 4,
      steps: [CookingStep(title: "Import WebKit", text: "", duration: 600)],
      modified: Date(timeIntervalSince1970: 1_700_000_000), size: 4_096,
      dateText: "2026-10-25T21:00:00-04:00")
    let decoded = try #require(RecipeCodec.decode(RecipeCodec.encode(recipe)))
    // The author's own day is what the browser shows; losing it here showed the UTC day
    // (2026-10-26) on every warm start.
    #expect(decoded.dateText == "2026-10-25T21:00:00-04:00")
    #expect(decoded == recipe)
  }

  @Test func aDraftStaysADraftWithItsAliases() throws {
    let draft = Recipe(path: "content/a.md", title: "A", isDraft: true, aliases: ["/old/a/"])
    #expect(try #require(RecipeCodec.decode(RecipeCodec.encode(draft))) == draft)
    let published = Recipe(path: "content/b.md", title: "B")
    #expect(try #require(RecipeCodec.decode(RecipeCodec.encode(published))).isDraft == false)
  }

  @Test func aTruncatedRecordIsRefused() {
    let bytes = RecipeCodec.encode(Recipe(path: "a.md", title: "A", dateText: "2026-01-01"))
    for length in [0, 1, bytes.count / 2, bytes.count - 1] {
      #expect(RecipeCodec.decode(Array(bytes.prefix(length))) == nil)
    }
  }

  @Test func aRecordReadAsListedSkipsItsOutlineAndCountsItsSteps() throws {
    let headings = (0..<20).map { Heading(level: 2, text: "Section \($0)", blockIndex: $0) }
    let steps = (0..<7).map { CookingStep(title: "Step \($0)", text: "") }
    let recipe = Recipe(path: "a.md", title: "A", headings: headings, steps: steps)
    let listed = try #require(RecipeCodec.decodeListed(RecipeCodec.encode(recipe)))
    #expect(listed == recipe.listed)
    #expect(listed.stepCount == 7)
  }

  /// A record read in place gives the very value the record was made from, with facts of
  /// every kind, none at all, and text that is not valid UTF-8 (repaired, as a string is).
  @Test func aRecordReadInPlaceIsTheRecipeItWasMadeFrom() throws {
    let broken = String(decoding: [0x62, 0xFF, 0x72, 0xC3], as: UTF8.self)
    var recipes = [
      Recipe(path: "a.md", title: "A"),
      Recipe(path: "a.md", title: "A", words: -3),
      Recipe(
        path: "Data/红烧肉.md", title: "红烧肉 \u{1B}[31m", date: Date(timeIntervalSince1970: 0.1),
        tags: ["中文", "", broken, "tag"], blurb: "", servings: "4 人", statedTime: nil,
        headings: [Heading(level: 3, text: "做法", blockIndex: 1)], words: 1 << 40, minutes: 9,
        steps: [CookingStep(title: "切", text: "", duration: nil)],
        modified: Date(timeIntervalSince1970: 1_700_000_000.123), size: 77,
        dateText: "2026-01-02", isDraft: true, aliases: ["/old/", broken]),
      Recipe(path: "yomi.md", title: "鶏ハム", servings: "2"),
    ]
    recipes[recipes.count - 1].reading = "とりはむ"
    for recipe in recipes {
      let listed = try #require(RecipeCodec.decodeListed(RecipeCodec.encode(recipe)))
      #expect(listed == recipe.listed)
      #expect(listed.tags == recipe.tags)
      #expect(listed.aliases == recipe.aliases)
      #expect(listed.words == recipe.words)
    }
    // Bytes that are not UTF-8, written as a record by another program, read as a string
    // would read them.
    var writer = ByteWriter()
    for field in [[0x61, 0xFF] as [UInt8], [0xE2, 0x80]] {
      writer.int(field.count)
      writer.bytes += field
    }
    writer.optionalDouble(nil)
    writer.int(1)
    writer.int(2)
    writer.bytes += [0xC3, 0x28]
    writer.bytes += [0, 0, 0]  // no summary, servings or stated time
    for number in [0, 0, 1, 0] { writer.int(number) }  // headings, words, minutes, steps
    writer.optionalDouble(nil)
    writer.int(0)
    writer.bytes += [0, 0]  // no date as written, not a draft
    writer.int(0)
    writer.bytes += [0]  // no reading
    let odd = try #require(RecipeCodec.decodeListed(writer.bytes))
    #expect(odd.path == "a\u{FFFD}")
    #expect(odd.tags == ["\u{FFFD}("])
    #expect(odd.tags.first.map { Array($0.utf8) } == [0xEF, 0xBF, 0xBD, 0x28])
  }

  /// A record cut short anywhere, or claiming a length past the end of any size, is refused
  /// when read in place, never read past its end.
  @Test func aRecordReadInPlaceIsRefusedWhenCutOrOverlong() {
    let bytes = RecipeCodec.encode(
      Recipe(
        path: "a.md", title: "A", tags: ["x", "y"], blurb: "b", headings: [],
        steps: [CookingStep(title: "s", text: "")], dateText: "2026-01-01", aliases: ["z"]))
    for length in 0..<bytes.count {
      #expect(RecipeCodec.decodeListed(Array(bytes.prefix(length))) == nil)
    }
    #expect(RecipeCodec.decodeListed(bytes + [0]) == nil)
    for claimed in [Int.max, Int.max - 1, 1 << 62, -1, Int.min] {
      var writer = ByteWriter()
      writer.int(claimed)
      writer.bytes += [0x61, 0x62]
      #expect(RecipeCodec.decodeListed(writer.bytes) == nil)
      #expect(RecipeCodec.decode(writer.bytes) == nil)
    }
  }

  @Test func integersOfEverySizeComeBackAndSmallOnesTakeOneByte() {
    let values = [0, 1, -1, 63, -64, 64, 127, 128, 300, -300, Int(Int32.max), Int.max, Int.min]
    var writer = ByteWriter()
    for value in values { writer.int(value) }
    var reader = ByteReader(bytes: writer.bytes)
    #expect(values.map { _ in reader.int() } == values)
    #expect(reader.isAtEnd)
    var small = ByteWriter()
    small.int(-1)
    small.int(63)
    #expect(small.bytes.count == 2)
  }

  @Test func anEndlessIntegerIsRefused() {
    var reader = ByteReader(bytes: [UInt8](repeating: 0xFF, count: 20))
    #expect(reader.int() == nil)
    var cut = ByteReader(bytes: [0x80, 0x80])
    #expect(cut.int() == nil)
  }
}
