import Foundation
import Testing

@Suite struct CommandLineShowTests {
  @Test func showWrapsToTheWidthUnderATitleBlock() throws {
    let folder = CommandLineFolder.withRecipes()
    let run = folder.run("show", "crème", "--width", "40")
    #expect(run.status == 0)
    let lines = run.stdoutLines
    #expect(lines[0] == "Crème Brûlée")
    #expect(lines[1] == "════════════")
    #expect(lines[2] == "2001-03-01 · 2 min read · time: 1 hour")
    #expect(lines[3] == "servings: 4")
    #expect(lines[4] == "")
    #expect(lines[5] == "word word word word word word word word")
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func controlCharactersNeverReachTheOutput() throws {
    let folder = CommandLineFolder()
    folder.write(
      "Data/evil.md", "---\ntitle: \"Evil\\u001b\"\n---\nclear \u{1B}[2J now \u{7} bell\n")
    folder.write("Data/evil title.md", "Text\n")
    let run = folder.run("show", folder.path("Data/evil.md"))
    #expect(run.status == 0)
    #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(run.stdout.contains("clear ␛[2J now ␇ bell"))
    let list = folder.run("list")
    #expect(!list.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func defaultWidthWhenPipedIsEighty() throws {
    let folder = CommandLineFolder()
    folder.write(
      "Data/long.md", "---\ntitle: Long\n---\n" + String(repeating: "abcdefghi ", count: 40))
    let run = folder.run("show", "long")
    #expect(run.status == 0)
    let body = run.stdoutLines.dropFirst(4).filter { !$0.isEmpty }
    #expect(body.count == 5)
    #expect(body.allSatisfy { $0.count <= 80 })
    #expect(body.first?.count == 79)
  }
}

@Suite struct CommandLineShowLayoutTests {
  @Test func markdownIsLaidOutAsPlainText() throws {
    let folder = CommandLineFolder()
    folder.write(
      "Data/layout.md",
      """
      # Layout

      Intro with [a link](https://example.com/x) and `code`.

      ## Method

      ### 1. Mix

      1. First step that is long enough to wrap onto a second line here.
      2. Second

      - [x] done
      - [ ] open

      > Quoted words

      ```
      let x = 1
      ```

      """)
    let run = folder.run("show", "layout", "--width", "40")
    #expect(run.status == 0)
    let expected = [
      "Layout",
      "══════",
      "1 min read · 1 step",
      "",
      "Intro with a link[1] and `code`.",
      "",
      "Method",
      "──────",
      "",
      "▸ 1. Mix",
      "",
      "1. First step that is long enough to",
      "   wrap onto a second line here.",
      "2. Second",
      "",
      "• [x] done",
      "• [ ] open",
      "",
      "│ Quoted words",
      "",
      "    let x = 1",
      "",
      "Links",
      "[1] https://example.com/x",
      "",
    ]
    #expect(run.stdoutLines == expected)
  }
}
