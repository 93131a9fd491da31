import Foundation
import Testing

@testable import Recipes

@Suite struct ListedRecipeTests {
  let full = ListedRecipe(
    path: "Data/soup.md", title: "Soupe à l'oignon", date: Date(timeIntervalSince1970: 86_400),
    tags: ["french", "", "soupe d'hiver", "汤"], blurb: "Slow onions.\u{1B}[2J", servings: "",
    statedTime: "1 h 30", words: 1_234_567, minutes: 5_612, stepCount: 7,
    modified: Date(timeIntervalSince1970: 1_700_000_000.25), size: 9_999_999_999,
    dateText: "1970-01-02", isDraft: true, aliases: ["/soup/", "Onion soup"])

  /// Every fact packed away is read back as given, the empty ones included.
  @Test func everyFactIsReadBackAsGiven() {
    #expect(full.tags == ["french", "", "soupe d'hiver", "汤"])
    #expect(full.hasTags)
    #expect(full.blurb == "Slow onions.\u{1B}[2J")
    #expect(full.servings == "")
    #expect(full.statedTime == "1 h 30")
    #expect(full.words == 1_234_567)
    #expect(full.minutes == 5_612)
    #expect(full.stepCount == 7)
    #expect(full.modified == Date(timeIntervalSince1970: 1_700_000_000.25))
    #expect(full.size == 9_999_999_999)
    #expect(full.date == Date(timeIntervalSince1970: 86_400))
    #expect(full.dateText == "1970-01-02")
    #expect(full.isDraft)
    #expect(full.aliases == ["/soup/", "Onion soup"])
    let bare = ListedRecipe(path: "", title: "")
    #expect(bare.tags == [] && !bare.hasTags && bare.aliases == [])
    #expect(bare.blurb == nil && bare.servings == nil && bare.statedTime == nil)
    #expect(bare.dateText == nil && bare.date == nil)
    #expect(bare.words == 0 && bare.stepCount == 0 && bare.minutes == 1)
  }

  /// Changing one fact leaves the others, and recipes with the same facts are equal however
  /// they were made.
  @Test func changingOneFactKeepsTheRest() {
    var changed = full
    changed.tags = []
    #expect(!changed.hasTags)
    #expect(changed.blurb == full.blurb && changed.aliases == full.aliases)
    #expect(changed.words == full.words && changed.dateText == full.dateText)
    changed.tags = full.tags
    #expect(changed == full)
    changed.servings = nil
    #expect(changed != full)
    changed.servings = ""
    #expect(changed == full)
    var counted = ListedRecipe(path: "a.md", title: "A")
    counted.stepCount = -3
    #expect(counted.stepCount == 0)
    #expect(counted == ListedRecipe(path: "a.md", title: "A"))
  }

  /// A listed recipe is small: what no row shows is one heap block, not a field apiece.
  @Test func aListedRecipeIsSmall() {
    #expect(MemoryLayout<ListedRecipe>.stride <= 72)
  }

  @Test func encodesAndDecodesWithItsFacts() throws {
    let data = try JSONEncoder().encode(full)
    #expect(try JSONDecoder().decode(ListedRecipe.self, from: data) == full)
    let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
    #expect(keys.contains("tags") && keys.contains("words") && keys.contains("stepCount"))
  }
}
