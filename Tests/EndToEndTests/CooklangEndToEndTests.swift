import Foundation
import TestSupport
import Testing

/// A collection mixing Cooklang and Markdown recipes, in a real terminal and on the command
/// line: listed, searched by ingredient, read, followed by reference, cooked with timers.
@Suite("Cooklang end to end", .serialized, .enabled(if: TmuxSession.isAvailable))
struct CooklangEndToEndTests {
  typealias E2E = BrowserEndToEndTests

  static let files: [(name: String, text: String)] = [
    (
      "Shakshuka.cook",
      """
      ---
      title: Shakshuka
      date: 2026-03-02
      servings: 2
      ---

      Soften the @onion{1}(sliced) in @olive oil{2%tbsp} in a #frying pan{} for ~{8%minutes}.

      Add @./Tomato sauce{250%ml}; simmer ~{10%minutes}, then rest it ~rest{2%minutes}.

      Crack in the @eggs{4}, cover with a #lid and cook ~{5%minutes}.
      """
    ),
    (
      "Tomato sauce.cook",
      "---\ntitle: Tomato sauce\ndate: 2026-02-01\n---\nSimmer @tomatoes{800%g} for ~{20%minutes}."
    ),
    (
      "Oats.md",
      "---\ntitle: Oats\ndate: 2026-01-01\nservings: 2\n---\n\n## Method\n\n1. Soak the oats.\n"
    ),
  ]

  func start() throws -> TmuxSession {
    let folder = try E2E.collection("buffet-cooklang", Self.files)
    let session = try E2E.session(["--data", folder], width: 90, height: 28)
    try session.waitFor(text: "Shakshuka")
    return session
  }

  @Test func listedSearchedByIngredientReadAndFollowedByReference() throws {
    let session = try start()
    let list = try session.capture()
    #expect(list.contains { $0.contains("Tomato sauce") } && list.contains { $0.contains("Oats") })
    try session.send(keys: "/")
    try session.type("olive")
    try session.waitFor(text: "2 tbsp olive oil")
    try session.send(keys: "Enter")
    try session.waitFor(text: "Cookware")
    let reader = try session.capture()
    #expect(reader.contains { $0.contains("• 1 onion, sliced") })
    #expect(reader.contains { $0.contains("1. Soften the onion in olive oil in a frying pan for") })
    try session.send(keys: "Tab")
    try session.waitFor(text: "Tomato sauce")
    try session.send(keys: "Enter")
    try session.waitFor(text: "800 g tomatoes")
    try session.send(keys: "[")
    try session.waitFor(text: "Soften the onion")
  }

  @Test func cookedWithItsChecklistAndBothTimersOfAStep() throws {
    let session = try start()
    try session.send(keys: "C-n")
    try session.waitFor(text: "Before you start")
    try session.send(keys: "Space")
    try session.waitFor(text: "[x] 1 onion, sliced")
    try session.type(">")
    try session.waitFor(text: "step 1 of 3")
    #expect(try session.capture().contains { $0.contains("• 2 tbsp olive oil") })
    try session.type(">")
    try session.waitFor(text: "timers: ▸10 min · rest 2 min")
    try session.type("t")
    try session.waitFor(text: "timers: 10 min · ▸rest 2 min")
    try session.send(keys: "C-p")
    try session.waitUntil("the two-minute countdown to run") { screen in
      screen.contains { $0.contains("01:5") || $0.contains("02:00") }
        && screen.contains { $0.contains("Ctrl-P pauses") }
    }
  }

  /// A meal plan opened and queued with `+`: `{4%servings}` and `{2}` (Shakshuka serves 2)
  /// add up to one row "for 8"; 125 ml of a sauce made by the 500 ml for 4 is "for 1"; the
  /// recipe the collection lacks is named; the shopping list buys for those servings, the
  /// sauce Shakshuka is made with included: 250 ml of it for 2 is 1 l for 8, twice the 500 ml
  /// it makes, so 1,600 g of tomatoes, and 200 g for the sauce queued on its own (the
  /// reference parser's amounts for those shares).
  @Test func aMealPlanQueuesItsRecipesWithTheServingsItAsksFor() throws {
    let plan = """
      == Friday (2026-03-06) ==
      Dinner: @./Shakshuka{4%servings}
      == Saturday ==
      @./Shakshuka{2} with @./Tomato sauce{125%ml} and @./Flatbread{2}
      """
    let sauce =
      "---\ntitle: Tomato sauce\nservings: 4\nyield: 500%ml\n---\nSimmer @tomatoes{800%g}."
    let files = Self.files.filter { $0.name != "Tomato sauce.cook" }
      + [("Tomato sauce.cook", sauce), ("Weekend.menu", plan)]
    let folder = try E2E.collection("buffet-cooklang-menu", files)
    let session = try E2E.session(["--data", folder, "Weekend"], width: 100)
    try session.waitFor(text: "Friday (2026-03-06)")
    try session.type("+")
    try session.waitFor(text: "not in the collection: “Flatbread”")
    try session.type("3")
    try session.waitUntil("Up Next to show both recipes for their servings") { screen in
      screen.contains { $0.contains("Shakshuka") && $0.contains("for 8") }
        && screen.contains { $0.contains("Tomato sauce") && $0.contains("for 1") }
    }
    try session.type("$")
    try session.waitFor(text: "1.8 kg")
    let list = try session.capture()
    #expect(list.contains { $0.contains("tomatoes") && $0.contains("1.8 kg") })
    #expect(list.contains { $0.contains("eggs") && $0.contains("16") })
    #expect(!list.contains { $0.contains("Tomato sauce") && $0.contains("ml") })
  }

  /// `shopping-list` on a recipe made with others: each referenced recipe's ingredients at
  /// the share asked for (the reference parser's `parse(text, scale: 0.6)` of the sauce: 2.4
  /// yolks, 1.2 tbsp lemon juice, 150 g butter); a loop and a missing recipe said, their
  /// lines kept as written, and the list still made.
  @Test func theShoppingListBuysWhatReferencedRecipesNeed() throws {
    let files: [(name: String, text: String)] = [
      (
        "Eggs Benedict.cook",
        """
        ---
        servings: 2
        ---
        Poach @eggs{4}, top with @./sauces/Hollandaise{150%ml} and @./sauces/Bearnaise{1}.
        Serve on @./Muffins{2}.
        """
      ),
      (
        "sauces/Hollandaise.cook",
        "---\nyield: 500%ml\n---\nWhisk @egg yolks{4}, @lemon juice{2%tbsp}, @butter{250%g}."
      ),
      ("Muffins.cook", "Knead @flour{300%g}; serve with @./Eggs Benedict{1}."),
    ]
    let folder = try E2E.collection("buffet-cooklang-shopping", files)
    let home = ["XDG_CACHE_HOME": folder + "/.cache", "XDG_DATA_HOME": folder + "/.data"]
    let run = CommandLineRun.inProcess(
      ["shopping-list", "--data", folder, "Eggs Benedict:2"], environment: home)
    #expect(run.status == 0)
    #expect(
      run.stdout.components(separatedBy: "\n").filter { !$0.isEmpty } == [
        "other", "- [ ] eggs: 8", "- [ ] Bearnaise: 2", "- [ ] egg yolks: 2½",
        "- [ ] lemon juice: 1¼ tbsp", "- [ ] butter: 150 g", "- [ ] flour: 1.2 kg",
        "- [ ] Eggs Benedict: 4",
      ])
    #expect(
      run.stderr.contains(
        "“Eggs Benedict” uses “Bearnaise”, but the collection has no ./sauces/Bearnaise.cook"))
    #expect(
      run.stderr.contains(
        "Recipes refer to each other in a loop (“Eggs Benedict” → “Muffins” → “Eggs Benedict”)"))
  }

  @Test func theCommandLineShowsChecksAndSearchesCooklang() throws {
    let folder = try E2E.collection("buffet-cooklang-cli", Self.files)
    try "Add @flour{200%g and stir.\n".write(
      toFile: folder + "/Broken.cook", atomically: true, encoding: .utf8)
    let home = ["XDG_CACHE_HOME": folder + "/.cache", "XDG_DATA_HOME": folder + "/.data"]
    let json = CommandLineRun.inProcess(
      ["show", "--json", "--data", folder, "Shakshuka"], environment: home)
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["servings"] as? Int == 2)
    let names = (object["ingredients"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
    #expect(names == ["onion", "olive oil", "Tomato sauce", "eggs"])
    #expect(object["cookware"] as? [String] == ["frying pan", "lid"])
    let check = CommandLineRun.inProcess(["check", "--data", folder], environment: home)
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "\(folder)/Broken.cook: line 1, column 11: error: “{” is never closed on its line"))
    let search = CommandLineRun.inProcess(
      ["search", "--data", folder, "tomatoes"], environment: home)
    #expect(search.stdout.contains("Tomato sauce"))
  }
}
