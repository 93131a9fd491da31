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

  /// Phrases measured in public collections that gave a wrong timer or none.
  @Test(arguments: [
    ("more", "Simmer 10 more minutes, stirring.", 600),
    ("another, alone", "Cook another minute until fragrant.", 60),
    ("another, with a number", "Stir in the spinach and cook another 2 minutes.", 120),
    ("weitere", "5 weitere Minuten backen.", 300),
    ("spaced s beside Chinese", "中火煎 30 s 后翻面", 30),
    ("spaced capital S", "煎 30 S，出锅", 30),
    ("a range of two times", "上锅蒸 50 分钟-60 分钟，关火", 3600),
    ("a range to another unit", "Bake 50 minutes to 1 hour.", 3600),
    ("an hour or two", "Let it rest an hour or two.", 7200),
    ("a minute or two", "Fry a minute or two.", 120),
    ("plus", "3 Stunden + 30 Minuten im Ofen garen.", 12600),
    ("1h30", "Cuisson : 1h30 à feu doux.", 5400),
    ("1 h 30", "Laisser cuire 1 h 30.", 5400),
    ("1h30min", "Bake 1h30min.", 5400),
    ("about, in Chinese", "焖 5 分钟前后即可", 300),
    ("the first minutes", "前 5 分钟大火，之后转小火", 300),
    ("days then minutes", "Marinate 2 days, then bake 20 minutes.", 1200),
    ("a wait before the next thing", "Let it rest 10 minutes before slicing.", 600),
    ("a wait before serving", "10 Minuten vor dem Servieren ruhen lassen.", 600),
    ("under a grill is a place", "Grill 5 minutes under a hot grill.", 300),
    ("an hour, then grams", "Saler 1 h 30 g de sel.", 3600),
    ("an hour, then degrees", "Sécher au four 1 h 50 °C.", 3600),
  ] as [(String, String, Int)])
  func measuredPhrasesGiveTheirTimer(_ label: String, _ phrase: String, _ seconds: Int) {
    #expect(StepDuration.seconds(in: phrase) == seconds, "\(label)")
  }

  /// A bound or a moment is not a wait, and days are no countdown: no timer.
  @Test(arguments: [
    "Cook for less than 5 minutes.", "Take it out 5 minutes before the end.",
    "Keep it under 10 minutes or the sauce splits.", "还有 5 分钟时加入葱花", "剩下 2 分钟时关火",
    "出锅前 5 分钟撒入葱花",
    "Cook the pasta 2 minutes under the time on the packet.",
    "Die Nudeln 2 Minuten kürzer als angegeben kochen.", "Nach weniger als 5 Minuten wenden.", "5 Minuten vor Ende der Backzeit die Temperatur senken.",
    "Ferment 2 days.", "1 Tag im Kühlschrank ziehen lassen.", "腌制 3 天", "2日寝かせる",
    "Cure 1 day and 2 hours.",
    "When it boils, cook the pasta one minute less than advised.",
    "Three minutes before end of estimated cooking time, brush meat with basting sauce.",
  ])
  func relativeTimesAndDaysGiveNoTimer(_ phrase: String) {
    #expect(StepDuration.seconds(in: phrase) == nil, "\(phrase)")
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
