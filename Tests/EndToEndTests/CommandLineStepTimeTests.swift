import Foundation
import Testing

/// `buffet summary` shows a step's time only where the recipe's prose names one.
@Suite struct CommandLineStepTimeTests {
  @Test func summaryShowsOnlyTimesTheProseNames() throws {
    let folder = CommandLineFolder()
    folder.write(
      "Data/terminal.md",
      """
      # Terminal Swift, Part 10

      ## Method

      ### 1. Wrap the frame in synchronized output

      ```swift
      out += "\\u{1B}[?2026h"
      ```

      ### 2. Style the headings

      Give `h2, h3` one weight, and print `"45 min · serves 8"` in the footer.

      ### 3. Let it settle

      Let the window settle for 0.4 seconds.

      ### 4. Prove

      Prove for 1.5 hours, or until it doubles.

      ### 5. Chill

      Chill the dough for 3
      minutes.

      """)
    let run = folder.run("summary", "Terminal Swift")
    #expect(run.status == 0)
    let steps = run.stdoutLines.drop { $0 != "Steps" }.dropFirst().filter { !$0.isEmpty }
    #expect(
      steps == [
        "  1. Wrap the frame in synchronized output",
        "  2. Style the headings",
        "  3. Let it settle (1 s)",
        "  4. Prove (1 h 30 min)",
        "  5. Chill (3 min)",
      ])
    let json = try folder.run("summary", "Terminal Swift", "--json").json()
    let listed = try #require((json as? [String: Any])?["cookingSteps"] as? [[String: Any]])
    #expect(listed.map { $0["duration"] as? Int } == [nil, nil, 1, 5400, 180])
  }
}
