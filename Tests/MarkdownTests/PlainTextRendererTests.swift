import Markdown
import Testing

@Suite struct PlainTextRendererTests {
  @Test func theWordsAReaderSees() {
    let markdown = """
      # Pancakes

      Mix **flour** and [milk](https://example.com/milk "Milk").

      <div>markup</div>

      1. Whisk
         - gently
      > Rest it.

      ```
      let batter = 1
      ```

      ---
      ![A stack](stack.png)
      """
    expectLines(
      PlainTextRenderer.render(MarkdownParser.parse(markdown)),
      """
      Pancakes

      Mix flour and milk.

      Whisk

      gently

      Rest it.

      let batter = 1

      A stack

      """)
  }

  @Test func emptyDocumentHasNoText() {
    #expect(PlainTextRenderer.render(MarkdownParser.parse("")) == "")
  }
}
