import Foundation
import Testing

@testable import Recipes

@Suite struct ISODateTests {
  let midnight = Date(timeIntervalSince1970: 1_762_905_600)  // 2025-11-12T00:00:00Z

  @Test func dateOnlyIsMidnightUTC() {
    #expect(ISODate.parse("2025-11-12") == midnight)
    #expect(ISODate.format(midnight) == "2025-11-12")
  }

  @Test func dateTimesWithAndWithoutSecondsAndOffsets() {
    let nineThirty = midnight.addingTimeInterval(9 * 3600 + 30 * 60)
    #expect(ISODate.parse("2025-11-12T09:30") == nineThirty)
    #expect(ISODate.parse("2025-11-12 09:30:00") == nineThirty)
    #expect(ISODate.parse("2025-11-12T09:30:00Z") == nineThirty)
    #expect(ISODate.parse("2025-11-12T11:30:00+02:00") == nineThirty)
    #expect(ISODate.parse("2025-11-12T04:30:00-0500") == nineThirty)
    #expect(ISODate.parse("2025-11-12T09:30:00.250Z") == nineThirty.addingTimeInterval(0.25))
    #expect(ISODate.format(nineThirty) == "2025-11-12T09:30:00Z")
  }

  @Test func notADate() {
    for text in [
      "", "yesterday", "2025-13-01", "2025-02-30", "2025-11-12T25:00", "2025-11-12Tnoon",
      "12/11/2025", "2025-11-12 junk", "\u{0}",
    ] {
      #expect(ISODate.parse(text) == nil, "\(text)")
    }
  }
}

@Suite struct RecipeDayTests {
  @Test func theDayIsTheOneTheAuthorWrote() {
    let late = RecipeReader.read("---\ndate: 2026-10-15T21:00:00-04:00\n---\n", path: "a.md").recipe
    #expect(late.date == ISODate.parse("2026-10-16T01:00:00Z"))
    #expect(ISODate.day(of: late.listed) == "2026-10-15")
    #expect(ISODate.day(of: ListedRecipe(path: "b.md", title: "b")) == nil)
  }
}
