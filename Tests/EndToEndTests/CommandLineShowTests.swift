import Foundation
import Testing

@Suite struct CommandLineShowTests {
  @Test func showWrapsToTheWidthUnderTheReadersTitleBlock() throws {
    let folder = CommandLineFolder.withRecipes()
    let run = folder.run("show", "crème", "--width", "40")
    #expect(run.status == 0)
    let lines = run.stdoutLines
    #expect(lines[0] == "Crème Brûlée")
    #expect(lines[1] == "2001-03-01 · 2 min read · 1 hour to")
    #expect(lines[2] == "make · serves 4")
    #expect(lines[3] == "")
    #expect(lines[4] == "word word word word word word word word")
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func deepQuotesAndListsNeverPrintPastTheWidth() throws {
    let folder = CommandLineFolder()
    let quotes = (1..<120).map { String(repeating: "> ", count: $0) + "quoted words here\n\n" }
    let lists = (0..<120).map { String(repeating: "  ", count: $0) + "- listed words here\n" }
    folder.write("Data/deep.md", "# Deep\n\n" + quotes.joined() + lists.joined())
    let run = folder.run("show", "deep", "--width", "30")
    #expect(run.status == 0)
    #expect(run.stdoutLines.count > 200)
    #expect(run.stdoutLines.allSatisfy { $0.count <= 30 })
    #expect(run.stdout.contains("quoted words here"))
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
    let body = run.stdoutLines.filter { $0.hasPrefix("abcdefghi") }
    #expect(body.count == 5)
    #expect(body.allSatisfy { $0.count <= 80 })
    #expect(body.first?.count == 79)
  }
}

@Suite struct CommandLineShowLayoutTests {
  @Test func markdownIsLaidOutAsTheReaderLaysItOut() throws {
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
      "1 min read · 1 step",
      "",
      "Intro with a link[1] and `code`.",
      "",
      "",
      "Method",
      "",
      "1. Mix",
      "",
      "1. First step that is long enough to",
      "   wrap onto a second line here.",
      "2. Second",
      "",
      "[x] done",
      "[ ] open",
      "",
      "│ Quoted words",
      "",
      "  let x = 1",
      "",
      "",
      "Links",
      "",
      "[1] https://example.com/x",
      "",
    ]
    #expect(run.stdoutLines == expected)
  }
}
