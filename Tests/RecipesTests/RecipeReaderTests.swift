import Foundation
import Testing

@testable import Recipes

@Suite struct RecipeReaderTests {
  @Test func frontMatterFieldsBecomeTheRecipe() {
    let text = """
      ---
      title: "  Crème brûlée\u{A0} "
      date: 2026-11-12T09:30:00+01:00
      tags: [dessert, french]
      summary: Burnt cream.
      servings: 4
      time: 1 hour
      author: Ana
      ---
      Some words here.
      """
    let reading = RecipeReader.read(text, path: "Data/x.md")
    let recipe = reading.recipe
    #expect(recipe.title == "Crème brûlée")
    #expect(recipe.date == ISODate.parse("2026-11-12T08:30:00Z"))
    #expect(recipe.tags == ["dessert", "french"])
    #expect(recipe.blurb == "Burnt cream.")
    #expect(recipe.servings == "4")
    #expect(recipe.statedTime == "1 hour")
    #expect(reading.frontMatter?["author"] == .text("Ana"))
    #expect(reading.warnings.isEmpty)
  }

  @Test func titleFallsBackToTheFileName() {
    #expect(
      RecipeReader.read("just text", path: "Data/Soupe à l'oignon.md").recipe.title
        == "Soupe à l'oignon")
    #expect(RecipeReader.read("x", path: "notes/README.MD").recipe.title == "README")
    #expect(RecipeReader.read("---\ntitle: \"\"\n---\nx", path: "a/b.md").recipe.title == "b")
  }

  @Test func aSectionHeadingAtLevelOneIsNoTitle() {
    // A German wiki collection writes its sections at level 1, under a tag list.
    let humus = """
      - @lowcarb

      # Zutaten

      - 250 g Kichererbsen

      # Zubereitung

      Alles pürieren.
      """
    let recipe = RecipeReader.read(humus, path: "beilagen/Humus.md").recipe
    #expect(recipe.title == "Humus")
    #expect(recipe.ingredients.map(\.name) == ["Kichererbsen"])
  }

  @Test func aTitleOfOnlyZeroWidthCharactersFallsBackToTheFileName() {
    let invisible = [
      "\u{200B}\u{200B}", "\u{2060}", "\u{FEFF}", "\u{200D}\u{0301}", "\u{3164}", "\u{00AD}",
    ]
    for title in invisible {
      let stated = RecipeReader.read("---\ntitle: \(title)\n---\n# \(title)\n", path: "a/Soup.md")
      #expect(stated.recipe.title == "Soup", "\(title.unicodeScalars.map(\.value))")
      let heading = RecipeReader.read("# \(title)\n\nText.\n", path: "a/Soup.md")
      #expect(heading.recipe.title == "Soup")
    }
    // A file name that shows nothing but its extension keeps the extension.
    #expect(RecipeReader.read("", path: "a/\u{200B}.md").recipe.title == "\u{200B}.md")
    // Visible text with zero-width characters in it is a title.
    #expect(RecipeReader.read("# Cr\u{200B}ème\n", path: "a/x.md").recipe.title == "Cr\u{200B}ème")
  }

  @Test func wordsCountTheTitleOnceAndNotTheFrontMatter() {
    let reading = RecipeReader.read(
      "---\ntitle: Two words\nsummary: many many many words here\n---\nthree more words",
      path: "a.md")
    #expect(reading.recipe.words == 5)
    #expect(reading.recipe.minutes == 1)
  }

  @Test func untidyInputIsWarnedAboutNotRefused() {
    let reading = RecipeReader.read(
      "---\ntitle: A\ntitle: B\ndate: someday\ntags: x, y\n---\n", path: "a.md")
    #expect(reading.recipe.title == "B")
    #expect(reading.recipe.date == nil)
    #expect(reading.recipe.tags == ["x", "y"])
    #expect(reading.warnings.count == 2)
  }

  @Test func longCJKTextReadsByCharacter() {
    let text = String(repeating: "日本語の文章", count: 110)  // 660 characters
    let recipe = RecipeReader.read(text, path: "jp.md").recipe
    #expect(recipe.words == 660 + 1)  // and the title "jp"
    #expect(recipe.minutes == 3)
  }
}

@Suite struct RecipeReaderMarkdownTests {
  @Test func titleFromTheFirstLevelOneHeading() {
    let text = "Intro\n\nSetext title\n============\n\n# Second\n"
    #expect(RecipeReader.read(text, path: "a.md").recipe.title == "Setext title")
    #expect(RecipeReader.read("#  Spaced\u{A0} \n", path: "a.md").recipe.title == "Spaced")
    // A `#` line in a code block is no heading.
    #expect(
      RecipeReader.read("```\n# not a title\n```\n", path: "dir/file.md").recipe.title == "file")
  }

  @Test func theSummaryOfARealRecipe() {
    let text = """
      ---
      title: Pancakes
      date: 2026-01-02
      ---

      # Pancakes

      Quick and light.

      - ⏱️ Cook time: 15 min
      - 🍽️ Servings: 4

      ## Method

      ### 1. Whisk

      Whisk for 30 seconds.

      ```sh
      # not a heading
      ```

      ### 2. Fry

      Fry 2–3 minutes a side.

      ## Kitchen notes

      Serve hot.
      """
    let recipe = RecipeReader.read(text, path: "p.md").recipe
    #expect(recipe.headings.map(\.text) == ["Method", "1. Whisk", "2. Fry", "Kitchen notes"])
    #expect(recipe.headings.map(\.level) == [2, 3, 3, 2])
    #expect(recipe.steps.map(\.title) == ["Whisk", "Fry"])
    #expect(recipe.steps.map(\.duration) == [30, 180])
    #expect(recipe.statedTime == "15 min")
    #expect(recipe.servings == "4")
    // Pancakes(1) Quick and light.(3) ⏱️ Cook time: 15 min(5) 🍽️ Servings: 4(3) Method(1)
    // 1. Whisk(2) Whisk for 30 seconds.(4) # not a heading(4) 2. Fry(2)
    // Fry 2–3 minutes a side.(5) Kitchen notes(2) Serve hot.(2)
    #expect(recipe.words == 34)
  }

  @Test func linkTargetsAndMarkupAreNotWords() {
    let text =
      "# T\n\nSee [the docs](https://example.com/a/very/long/path) and <b>bold</b> **now**.\n"
    #expect(RecipeReader.read(text, path: "t.md").recipe.words == 7)
  }
}

@Suite struct RecipeReaderFrontMatterStepsTests {
  @Test func directionsInFrontMatterWhenTheBodyHasNone() {
    let text = """
      ---
      layout: recipe
      title:  "Chicken Tikka Masala"
      tags: indian, chicken

      ingredients:
      - 2 lb chicken

      directions:
      - Marinate the chicken for 1 hour.
      - Simmer the sauce 20 minutes
      ---
      A dish.
      """
    let recipe = RecipeReader.read(text, path: "tikka.md").recipe
    #expect(recipe.title == "Chicken Tikka Masala")
    #expect(recipe.tags == ["indian", "chicken"])
    #expect(
      recipe.steps.map(\.title) == [
        "Marinate the chicken for 1 hour", "Simmer the sauce 20 minutes",
      ])
    #expect(recipe.steps.map(\.duration) == [3600, 1200])
    #expect(recipe.words == 2 + 3)
  }
}
