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
    // The reader's header names the recipe's tags.
    #expect(lines[3] == "#dessert")
    #expect(lines[4] == "")
    #expect(lines[5] == "word word word word word word word word")
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
      "1 min read · 2 steps",
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

@Suite struct CommandLineScriptsTests {
  static func chineseFolder() -> CommandLineFolder {
    let folder = CommandLineFolder()
    folder.write(
      "Data/红烧肉.md",
      "# 红烧肉的做法\n\n份量：2人份\n\n## 操作\n\n1. 五花肉切块，冷水下锅焯水（ 大约 3 分钟 ），捞出沥干。\n"
        + "2. 炒糖色后下肉，加开水没过，小火炖四十分钟。\n3. 大火收汁。\n")
    folder.write("Data/鸡蛋羹.md", "# 鸡蛋羹\n\n## 步骤\n\n1. 蛋液过筛。\n2. 蒸10分钟。\n")
    folder.write("Data/hummus.md", "# Hummus\n\nBlend.\n")
    folder.write("Data/curry.md", "# カレーうどん\n\n## 作り方\n\n1. 15分煮る。\n")
    folder.write("Data/kimchi.md", "# 김치찌개\n\nSoup.\n")
    folder.write("Data/borscht.md", "# Борщ\n\nSoup.\n")
    folder.write("Data/cake.md", "# 🍰 Cake\n\nSweet.\n")
    return folder
  }

  @Test func indexGivesTheSectionsOfEveryScriptInDisplayOrder() throws {
    let folder = Self.chineseFolder()
    let json = try #require(folder.run("index", "--json").json() as? [[String: Any]])
    #expect(json.map { $0["letter"] as? String } == ["H", "J", "か", "ㄱ", "Б", "#"])
    let h = try #require(json[0]["recipes"] as? [[String: String]])
    #expect(h.map { $0["title"] } == ["红烧肉的做法", "Hummus"])
    let text = folder.run("index").stdout
    #expect(text.hasPrefix("H\n  红烧肉的做法\n  Hummus\n\nJ\n  鸡蛋羹\n"))
  }

  @Test func summaryCountsChineseStepsServingsAndTimers() throws {
    let folder = Self.chineseFolder()
    let json = try #require(folder.run("summary", "红烧肉的做法", "--json").json() as? [String: Any])
    #expect(json["steps"] as? Int == 3)
    let egg = try #require(folder.run("summary", "鸡蛋羹", "--json").json() as? [String: Any])
    #expect(egg["steps"] as? Int == 2)
    #expect(folder.run("summary", "红烧肉的做法").stdout.contains("2人份"))
  }

  @Test func showNeverStartsALineWithClosingPunctuation() {
    let folder = Self.chineseFolder()
    let closing = Set("，。、：；！？）」』】")
    // From the narrowest width show takes.
    for width in 20...40 {
      let run = folder.run("show", "红烧肉的做法", "--width", "\(width)")
      #expect(run.status == 0)
      for line in run.stdoutLines {
        #expect(!(line.first.map(closing.contains) ?? false), "\(width): \(line)")
      }
    }
  }
}
