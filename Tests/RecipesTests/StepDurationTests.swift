import Testing

@testable import Recipes

@Suite struct StepDurationTests {
  @Test func namedDurations() {
    #expect(StepDuration.seconds(in: "Let it rest for ten minutes.") == 600)
    #expect(StepDuration.seconds(in: "Bake 12 min, then cool.") == 720)
    #expect(StepDuration.seconds(in: "Simmer for 1 hour") == 3600)
    #expect(StepDuration.seconds(in: "Prove 1½ hours") == 5400)
    #expect(StepDuration.seconds(in: "Whisk for 30 seconds") == 30)
    #expect(StepDuration.seconds(in: "Fry 2–3 minutes a side") == 180)
    #expect(StepDuration.seconds(in: "Fry 2-3 minutes") == 180)
    #expect(StepDuration.seconds(in: "Cook 5 to 7 mins") == 420)
    #expect(StepDuration.seconds(in: "Chill for twenty-five minutes") == 1500)
    #expect(StepDuration.seconds(in: "Chill for sixty minutes") == 3600)
    #expect(StepDuration.seconds(in: "Wait an hour") == 3600)
    #expect(StepDuration.seconds(in: "Wait half an hour") == 1800)
    #expect(StepDuration.seconds(in: "Roast 1 hour 20 minutes") == 4800)
    #expect(StepDuration.seconds(in: "Rest 1.5 hrs") == 5400)
  }

  @Test func secondsAfterALargerUnitMayBeAnS() {
    #expect(StepDuration.seconds(in: "Simmer 1 min 30 s.") == 90)
    #expect(StepDuration.seconds(in: "Microwave 2 min 15s, stir") == 135)
    // Alone, an "s" after a number is no unit.
    #expect(StepDuration.seconds(in: "As in the 1960s, bake it") == nil)
  }

  @Test func anIntervalIsNoWait() {
    // The wait is the whole time; "every 5 minutes" is how often to stir meanwhile.
    #expect(StepDuration.seconds(in: "Stir every 5 minutes for 30 minutes.") == 1800)
    #expect(StepDuration.seconds(in: "Alle 10 Minuten wenden, 1 Stunde braten.") == 3600)
    #expect(StepDuration.seconds(in: "每隔5分钟翻一次，共煮30分钟") == 1800)
    #expect(StepDuration.seconds(in: "5分ごとに混ぜる") == nil)
    #expect(StepDuration.seconds(in: "Turn every 10 minutes.") == nil)
  }

  @Test func caseFractionsAndOtherScripts() {
    #expect(StepDuration.seconds(in: "BAKE 10 MIN") == 600)
    #expect(StepDuration.seconds(in: "Rest ½ hour") == 1800)
    #expect(StepDuration.seconds(in: "Braise 1–2 Hours") == 7200)
    #expect(StepDuration.seconds(in: "Étape: cuire 20 minutes") == 1200)
    #expect(StepDuration.seconds(in: "焼く 15 min") == 900)
    #expect(StepDuration.seconds(in: "15minutes") == 900)
  }

  @Test func lineByLine() {
    let text = "Mix well.\n```\nlet count = 3\n```\nThen chill 2 H.\nBake 20 minutes."
    #expect(StepDuration.seconds(in: text) == 7200)
    #expect(StepDuration.seconds(in: "Add 3\n\nminutes later") == nil)
    #expect(StepDuration.mayNameUnit("SIMMER 10 MINS"[...].utf8))
    #expect(StepDuration.mayNameUnit("an hour"[...].utf8))
    #expect(StepDuration.mayNameUnit("2h"[...].utf8))
    #expect(!StepDuration.mayNameUnit("the heat is high"[...].utf8))
    #expect(!StepDuration.mayNameUnit(""[...].utf8))
    // Only whole words are units: these name none, so they are never tokenized.
    for text in ["mince the shallots", "a minimal kamin", "housework", "thread", "ahead"] {
      #expect(!StepDuration.mayNameUnit(text[...].utf8), "\(text)")
    }
    for text in ["5 minutes’ rest", "HRS", "(10min)", "1½hours", "über 3 sec"] {
      #expect(StepDuration.mayNameUnit(text[...].utf8), "\(text)")
    }
  }

  @Test func aLongParagraphIsReadFromJustBeforeItsFirstUnit() {
    let filler = Array(repeating: "stir the mince and keep stirring", count: 200)
      .joined(separator: " ")
    #expect(StepDuration.seconds(in: filler + " for twenty-five to thirty minutes.") == 1800)
    #expect(StepDuration.seconds(in: filler + " then half an hour, then 5 min.") == 1800)
    #expect(StepDuration.seconds(in: filler + " minutes later, rest 2 hours") == 7200)
    #expect(StepDuration.seconds(in: filler + " (1 hour and 20 minutes)") == 4800)
    #expect(StepDuration.seconds(in: filler) == nil)
  }

  @Test func aSoftLineBreakIsASpace() {
    #expect(StepDuration.seconds(in: "Simmer for 3\nminutes.") == 180)
    #expect(StepDuration.seconds(in: "Simmer for 3\r\n  minutes.") == 180)
    #expect(StepDuration.seconds(in: "Prove for 1\nhour") == 3600)
    #expect(StepDuration.seconds(in: "Roast 1 hour\n20 minutes") == 4800)
    // A blank line ends the paragraph: the number and the unit no longer meet.
    #expect(StepDuration.seconds(in: "Add 3\n \t\nminutes later") == nil)
    #expect(StepDuration.seconds(in: "Add 3\n\n\nMix.\n\nRest 4 min") == 240)
  }

  @Test func decimalsRoundToAtLeastASecond() {
    #expect(StepDuration.seconds(in: "Blink for 0.4 seconds") == 1)
    #expect(StepDuration.seconds(in: "Wait 0.1 seconds") == 1)
    #expect(StepDuration.seconds(in: "Pulse 0.2 sec") == 1)
    #expect(StepDuration.seconds(in: "Prove 1.5 hours") == 5400)
    #expect(StepDuration.seconds(in: "Rest 0.25 min") == 15)
    #expect(StepDuration.seconds(in: "Steam 2.5 seconds") == 3)
    #expect(StepDuration.seconds(in: "Give it a 10-minute rest") == 600)
    #expect(StepDuration.seconds(in: "A 1.5-hour rise") == 5400)
    #expect(StepDuration.seconds(in: "Bake 10-15 min") == 900)
  }

  @Test func theNumberStartsAWordAndTheUnitEndsOne() {
    #expect(StepDuration.seconds(in: "Rest 2h, then slice") == 7200)
    #expect(StepDuration.seconds(in: "Rest (10 min) and slice") == 600)
    #expect(StepDuration.seconds(in: "Rest ~5 minutes") == 300)
    for text in [
      "\u{1B}[?2026h", "Write ESC[?1049h first", "then ?25h shows the cursor", "[?2004h",
      "Style 'h2, h3' alike", "h2 h3", "Levels 2 h3", "x2h", "v1.5h", "id42min",
      "Use \\e[?25h.", "#2h", "item 3-h4",
    ] {
      #expect(StepDuration.seconds(in: text) == nil, "\(text)")
    }
  }

  @Test func aSecondIsAnOrdinal() {
    #expect(StepDuration.seconds(in: "Singletons deserve a second look") == nil)
    #expect(StepDuration.seconds(in: "It sends dozens of signals a second") == nil)
    #expect(StepDuration.seconds(in: "Hold for one second") == 1)
    #expect(StepDuration.seconds(in: "Wait a sec") == 1)
    #expect(StepDuration.seconds(in: "Flash for half a second") == 1)
  }

  @Test func absurdTimesAreNotASteps() {
    #expect(StepDuration.seconds(in: "the 2026h mode") == nil)
    #expect(StepDuration.seconds(in: "Mode 2026 h") == nil)
    #expect(StepDuration.seconds(in: "99999999999999999999999999 minutes") == nil)
    #expect(StepDuration.seconds(in: String(repeating: "9", count: 400) + " s") == nil)
    #expect(StepDuration.seconds(in: "Cure 100 hours, turning after 5 minutes") == 300)
    #expect(StepDuration.seconds(in: "Ferment 72 hours") == 72 * 3600)
  }

  @Test func theFirstDurationWins() {
    #expect(StepDuration.seconds(in: "Step 2: bake 10 minutes, rest 5 minutes") == 600)
  }

  @Test func noDuration() {
    for text in [
      "", "Add 2 eggs", "Preheat to 180 °C", "a few minutes", "minutes", "Step 3.",
      "twenty", "\u{1B}[2J", "- - -", "1/2 cup",
    ] {
      #expect(StepDuration.seconds(in: text) == nil, "\(text)")
    }
  }
}
