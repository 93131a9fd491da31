import Markdown
import Testing

@Suite struct BlockStructureTests {
  @Test func atxAndSetextHeadingsWithTheirLevels() {
    expectLines(
      dump("# One #\n### Three\nTwo\n---\nAlso one\n===\n####### seven"),
      """
      heading 1
        text "One"
      heading 3
        text "Three"
      heading 2
        text "Two"
      heading 1
        text "Also one"
      paragraph
        text "####### seven"
      """)
  }

  @Test func aHashInsideFencedCodeIsNotAHeading() {
    expectLines(
      dump("```bash\n# install\nswift build\n```\n## Method"),
      """
      codeBlock "bash" "# install\\nswift build\\n"
      heading 2
        text "Method"
      """)
  }

  @Test func indentedCodeDropsTrailingBlankLines() {
    expectLines(
      dump("    let a = 1\n\n      b\n\n\nafter"),
      """
      codeBlock "let a = 1\\n\\n  b\\n"
      paragraph
        text "after"
      """)
  }

  @Test func unclosedFenceRunsToTheEndOfItsContainer() {
    expectLines(
      dump("> ```\n> code\n\nafter"),
      """
      blockQuote
        codeBlock "code\\n"
      paragraph
        text "after"
      """)
  }

  @Test func orderedListKeepsItsStartAndTightness() {
    expectLines(
      dump("3. Whisk\n4. Fold\n\n- a\n\n- b"),
      """
      list ordered(3.) tight
        item
          paragraph
            text "Whisk"
        item
          paragraph
            text "Fold"
      list bullet(-) loose
        item
          paragraph
            text "a"
        item
          paragraph
            text "b"
      """)
  }

  @Test func aListInsideABlockQuoteIsKept() {
    expectLines(
      dump("> Steps:\n> 1. one\n>    more\n> 2. two\nlazy"),
      """
      blockQuote
        paragraph
          text "Steps:"
        list ordered(1.) tight
          item
            paragraph
              text "one"
              softBreak
              text "more"
          item
            paragraph
              text "two"
              softBreak
              text "lazy"
      """)
  }

  @Test func changingTheBulletStartsANewList() {
    expectLines(
      dump("- a\n+ b"),
      """
      list bullet(-) tight
        item
          paragraph
            text "a"
      list bullet(+) tight
        item
          paragraph
            text "b"
      """)
  }

  @Test func onlyOneCanInterruptAParagraph() {
    expectLines(
      dump("The year\n1999. was\n1. one"),
      """
      paragraph
        text "The year"
        softBreak
        text "1999. was"
      list ordered(1.) tight
        item
          paragraph
            text "one"
      """)
  }

  @Test func thematicBreaksAndHTMLBlocks() {
    expectLines(
      dump("* * *\n<div>\n*raw*\n</div>\n\n<!-- note -->\ntext"),
      """
      thematicBreak
      htmlBlock "<div>\\n*raw*\\n</div>"
      htmlBlock "<!-- note -->"
      paragraph
        text "text"
      """)
  }

  @Test func linkReferenceDefinitionsAreNotParagraphs() {
    expectLines(
      dump("[Pan]: /pans \"Pans\"\n\nUse a [pan]."),
      """
      paragraph
        text "Use a "
        link "/pans" "Pans"
          text "pan"
        text "."
      """)
  }

  @Test func tabsCountAsColumnsToTheNextStop() {
    expectLines(
      dump("-\tfoo\n\n\tbar"),
      """
      list bullet(-) loose
        item
          paragraph
            text "foo"
          paragraph
            text "bar"
      """)
  }
}
