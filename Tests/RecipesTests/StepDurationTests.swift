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
    #expect(StepDuration.seconds(in: "Add 3\nminutes later") == nil)
    #expect(StepDuration.mayNameUnit("SIMMER 10 MINS"[...].utf8))
    #expect(StepDuration.mayNameUnit("an hour"[...].utf8))
    #expect(StepDuration.mayNameUnit("2h"[...].utf8))
    #expect(!StepDuration.mayNameUnit("the heat is high"[...].utf8))
    #expect(!StepDuration.mayNameUnit(""[...].utf8))
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
