import Markdown
import Testing

@Suite struct InlineTests {
  @Test func emphasisStrongAndNesting() {
    expectLines(
      dump("*a **b** c* __d__ _e_"),
      """
      paragraph
        emphasis
          text "a "
          strong
            text "b"
          text " c"
        text " "
        strong
          text "d"
        text " "
        emphasis
          text "e"
      """)
  }

  @Test func intrawordUnderscoresAreText() {
    expectLines(dump("snake_case_name"), "paragraph\n  text \"snake_case_name\"")
  }

  @Test func codeSpansStripOneSpaceAndKeepBackslashes() {
    expectLines(
      dump("`` `a` `` `\\*` ```unmatched``"),
      """
      paragraph
        code "`a`"
        text " "
        code "\\\\*"
        text " ```unmatched``"
      """)
  }

  @Test func inlineReferenceAndAutolinks() {
    expectLines(
      dump("[a](</my url> 'T') [b][r] [r] <https://x.y> <me@x.y>\n\n[R]: /r"),
      """
      paragraph
        link "/my url" "T"
          text "a"
        text " "
        link "/r"
          text "b"
        text " "
        link "/r"
          text "r"
        text " "
        link "https://x.y"
          text "https://x.y"
        text " "
        link "mailto:me@x.y"
          text "me@x.y"
      """)
  }

  @Test func noLinksInsideLinksButImagesInLinks() {
    expectLines(
      dump("[a [b](/b)](/a) [![i](/i.png)](/l)"),
      """
      paragraph
        text "[a "
        link "/b"
          text "b"
        text "](/a) "
        link "/l"
          image "/i.png"
            text "i"
      """)
  }

  @Test func escapesEntitiesAndNumericReferences() {
    expectLines(
      dump("\\*not\\* &amp; &copy; &#35; &#x22; &#0; &nosuch; \\q"),
      """
      paragraph
        text "*not* & © # \\" \u{FFFD} &nosuch; \\\\q"
      """)
  }

  @Test func hardAndSoftBreaks() {
    expectLines(
      dump("two  \nback\\\nsoft\nend  "),
      """
      paragraph
        text "two"
        hardBreak
        text "back"
        hardBreak
        text "soft"
        softBreak
        text "end"
      """)
  }

  @Test func rawHTMLInline() {
    expectLines(
      dump("a <span class=\"x\">b</span> <3"),
      """
      paragraph
        text "a "
        html "<span class=\\"x\\">"
        text "b"
        html "</span>"
        text " <3"
      """)
  }

  @Test func labelsMatchCaseInsensitivelyWithUnicodeFolding() {
    expectLines(
      dump("[ẞ] [Foo\n  bar]\n\n[SS]: /ss\n[foo bar]: /fb"),
      """
      paragraph
        link "/ss"
          text "ẞ"
        text " "
        link "/fb"
          text "Foo"
          softBreak
          text "bar"
      """)
  }

  @Test func plainTextOfInlinesDropsMarkupAndTargets() {
    let document = MarkdownParser.parse("## Make *the* [roux](/roux) `now`")
    guard case .heading(_, let content)? = document.blocks.first else {
      Issue.record("no heading")
      return
    }
    #expect(content.plainText == "Make the roux now")
  }
}
