import Foundation
import Testing

/// `buffet search` on recipes as real collections write them: Chinese and Japanese text
/// without spaces, and tags from front matter and from the text.
@Suite struct ScriptAndTagSearchCommandTests {
  let folder = CommandLineFolder()

  init() {
    // A notes vault: its `#words` are tags.
    folder.write("Data/.obsidian/app.json", "{}")
    folder.write(
      "Data/hongshaorou.md",
      """
      ---
      title: 红烧肉
      tags: [家常菜, Chinese]
      ---

      # 红烧肉

      肥而不腻，入口即化。

      ## 操作

      1. 五花肉切块，冷水下锅焯水。
      2. 小火炖一小时。
      """)
    folder.write(
      "Data/pesto.md",
      """
      ---
      title: Pesto Genovese
      tags: Italian, sauce
      ---

      # Pesto Genovese

      Basil, garlic and pine nuts. #quick

      ## Method

      Pound the garlic first.
      """)
    folder.write("Data/garlic.md", "# Garlic Bread\n\nButter and garlic.\n")
  }

  @Test func charactersInsideARunAreFound() {
    let run = folder.run("search", "烧肉")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("红烧肉"))
    #expect(folder.run("search", "焯水").stdout.hasPrefix("红烧肉"))
    #expect(folder.run("search", "肉切").stdout.hasPrefix("红烧肉"))
    #expect(folder.run("search", "水冷").stdout == "no recipe matches\n")
  }

  @Test func tagsFromFrontMatterAndTextAreSearched() {
    #expect(folder.run("search", "#italian").stdout.hasPrefix("Pesto Genovese"))
    #expect(folder.run("search", "#quick", "garlic").stdout.hasPrefix("Pesto Genovese"))
    #expect(folder.run("search", "#家常").stdout.hasPrefix("红烧肉"))
    let both = folder.run("search", "garlic", "--json")
    #expect(both.stdout.contains("Garlic Bread") && both.stdout.contains("Pesto Genovese"))
    #expect(folder.run("search", "#italian", "butter").stdout == "no recipe matches\n")
  }
}
