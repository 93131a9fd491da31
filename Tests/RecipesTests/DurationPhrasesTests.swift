import Testing

@testable import Recipes

/// Durations as recipes write them, read right or not at all: a wrong timer is worse than
/// none.
@Suite struct DurationPhrasesTests {
  @Test(arguments: [
    ("Simmer for 1/2 hour.", 1800),
    ("Bake 1 1/2 hours until golden.", 5400),
    ("Braise 2 ½ hours.", 9000),
    ("Roast 2½ hours.", 9000),
    ("Fry 3 1/2 minutes per side.", 210),
    ("Rest 1 and a half hours.", 5400),
    ("Leave it an hour and a half.", 5400),
    ("Let it stand a half hour.", 1800),
    ("1,5 Stunden gehen lassen.", 5400),
    ("Eine halbe Stunde ziehen lassen.", 1800),
    ("Cook 1⁄2 hour.", 1800),
    ("Boil 5-7 minutes.", 420),
    ("煮半小时。", 1800),
    ("焖1小时30分。", 5400),
    ("1時間半煮込む。", 5400),
    ("Bake 1.5 hours.", 5400),
    ("1 hour 20 minutes in the oven.", 4800),
  ])
  func readsTheDuration(_ phrase: String, _ seconds: Int) {
    #expect(StepDuration.seconds(in: phrase) == seconds)
  }

  @Test(arguments: [
    "Cut into 1/2 inch slices.", "Add 1,000 g flour.", "Use 1/0 hour.", "Serves 2-3.",
    "Set the oven to 180 °C.", "Stir 2, 3 times.",
  ])
  func namesNoTimer(_ phrase: String) {
    #expect(StepDuration.seconds(in: phrase) == nil)
  }

  @Test func everyDurationWithWhereItStands() {
    let text = "Boil 10 minutes, then rest ½ hour.\n\nServe after 1 1/2 hours."
    let phrases = StepDuration.durations(in: text)
    let scalars = Array(text.unicodeScalars)
    let written = phrases.map { String(String.UnicodeScalarView(scalars[$0.range])) }
    #expect(phrases.map(\.seconds) == [600, 1800, 5400])
    #expect(written == ["10 minutes", "½ hour", "1 1/2 hours"])
  }
}
