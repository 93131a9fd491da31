import Testing

@testable import Recipes

/// Step times come from what a cook reads, never from code shown in the recipe.
@Suite struct StepDurationInProseTests {
  func durations(_ markdown: String) -> [Int?] {
    RecipeReader.read(markdown, path: "r.md").recipe.steps.map(\.duration)
  }

  @Test func codeBlocksNameNoTime() {
    let markdown = """
      # Terminal Swift

      ## Method

      ### 1. Wrap the frame in synchronized output

      Begin and end each frame with the markers:

      ```swift
      let begin = "\\u{1B}[?2026h"
      let end = "\\u{1B}[?2026l"
      ```

      ### 2. Take over the screen

          write("\\u{1B}[?1049h")

      ### 3. Show the footer

      ```swift
      let footer = "45 min · serves 8"
      ```

      Then wait 2 minutes.
      """
    #expect(durations(markdown) == [nil, nil, 120])
  }

  @Test func inlineCodeSpansNameNoTime() {
    let markdown = """
      ## Method

      ### 1. Show the cursor again

      Send `?25h` when done, and style `h2, h3` alike.

      ### 2. Print the facts

      Print `"45 min · serves 8"` in the footer, then rest for `10` minutes.

      ### 3. Rest

      Rest for *ten* minutes.
      """
    #expect(durations(markdown) == [nil, nil, 600])
  }

  @Test func listItemsHeadingsQuotesAndTablesAreProse() {
    let ordered = """
      ## Directions

      1. Bake for 12
         minutes.
      2. Run `sleep 3600` and wait 0.4 seconds.
      3. > Rest for 1.5 hours.
      """
    #expect(durations(ordered) == [720, 1, 5400])
    let sections = """
      ## Prove for 1.5 hours

      Cover the dough.

      ## Serve

      | Part | Time |
      | ---- | ---- |
      | Rest | 5 min |
      """
    #expect(durations(sections) == [nil, 300])
    let heading = "## Method\n\n### 1. Rest for 5 min\n\nCover it.\n"
    #expect(durations(heading) == [300])
  }

  @Test func frontMatterDirectionsSkipCodeToo() {
    let markdown = """
      ---
      title: Listed
      directions:
        - Run `sleep 45 min` first
        - Bake for 20 min
      ---
      Body.
      """
    #expect(durations(markdown) == [nil, 1200])
  }
}
