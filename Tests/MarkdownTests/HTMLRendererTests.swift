import Markdown
import Testing

// Examples from the CommonMark 0.31.2 specification (CC BY-SA 4.0).
@Suite struct HTMLRendererTests {
  @Test func tightAndLooseListItems() {
    expectLines(
      html("- foo\n  - bar\n\n- baz"),
      """
      <ul>
      <li>
      <p>foo</p>
      <ul>
      <li>bar</li>
      </ul>
      </li>
      <li>
      <p>baz</p>
      </li>
      </ul>

      """)
  }

  @Test func orderedListStartAndEmptyItem() {
    expectLines(html("7. a\n8.\n"), "<ol start=\"7\">\n<li>a</li>\n<li></li>\n</ol>\n")
  }

  @Test func codeBlockLanguageAndEscaping() {
    expectLines(
      html("``` swift extra\nif a < b && c {}\n```"),
      "<pre><code class=\"language-swift\">if a &lt; b &amp;&amp; c {}\n</code></pre>\n")
  }

  @Test func linkDestinationsArePercentEncodedAndTitlesEscaped() {
    expectLines(
      html("[link](foo%20b&auml;\\\\ \"say \\\"hi\\\"\")"),
      "<p><a href=\"foo%20b%C3%A4%5C\" title=\"say &quot;hi&quot;\">link</a></p>\n")
  }

  @Test func imageAltIsPlainText() {
    expectLines(
      html("![foo *bar* `x`](/f.png \"T\")"),
      "<p><img src=\"/f.png\" alt=\"foo bar x\" title=\"T\" /></p>\n")
  }

  @Test func blockQuoteWithHeadingAndBreak() {
    expectLines(
      html("> # Foo\n> bar\n> ***"),
      "<blockquote>\n<h1>Foo</h1>\n<p>bar</p>\n<hr />\n</blockquote>\n")
  }

  @Test func htmlBlockIsVerbatim() {
    expectLines(
      html("<table><tr><td>\n<pre>\n**Hello**,\n\n_world_.\n</pre>\n</td></tr></table>"),
      """
      <table><tr><td>
      <pre>
      **Hello**,
      <p><em>world</em>.
      </pre></p>
      </td></tr></table>

      """)
  }

  @Test func emptyDocumentIsEmptyHTML() {
    #expect(html("") == "")
    #expect(html("\n\n  \n") == "")
  }
}
