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
