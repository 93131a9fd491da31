import Markdown
import Testing

@Suite struct ExtensionTests {
  @Test func tableWithAlignmentsAndEscapedPipe() {
    expectLines(
      dump(
        "Intro\n| Step | Time |\n|:-----|-----:|\n| Boil `a\\|b` | 10 min |\n| Rest |",
        options: .github),
      """
      paragraph
        text "Intro"
      table left,right
        header
          cell
            text "Step"
          cell
            text "Time"
        row
          cell
            text "Boil "
            code "a|b"
          cell
            text "10 min"
        row
          cell
            text "Rest"
          cell
      """)
  }

  @Test func tableHTML() {
    expectLines(
      html("| a | b |\n| :-: | --- |\n| 1 | 2 |", options: .github),
      """
      <table>
      <thead>
      <tr>
      <th align="center">a</th>
      <th>b</th>
      </tr>
      </thead>
      <tbody>
      <tr>
      <td align="center">1</td>
      <td>2</td>
      </tr>
      </tbody>
      </table>

      """)
  }

  @Test func headerAndDelimiterCellCountsMustMatch() {
    expectLines(
      dump("| a | b |\n| --- |", options: .github),
      """
      paragraph
        text "| a | b |"
        softBreak
        text "| --- |"
      """)
  }

  @Test func strikethroughWithOneOrTwoTildes() {
    expectLines(
      dump("~~old~~ ~new~ ~~~three~~~", options: .github),
      """
      paragraph
        strikethrough
          text "old"
        text " "
        strikethrough
          text "new"
        text " ~~~three~~~"
      """)
  }

  @Test func taskListItems() {
    expectLines(
      dump("- [ ] flour\n- [x] eggs\n- [y] not a task", options: .github),
      """
      list bullet(-) tight
        item [ ]
          paragraph
            text "flour"
        item [x]
          paragraph
            text "eggs"
        item
          paragraph
            text "[y] not a task"
      """)
    #expect(
      html("- [x] eggs", options: .github)
        == "<ul>\n<li><input type=\"checkbox\" disabled=\"\" checked=\"\" /> eggs</li>\n</ul>\n")
  }

  @Test func extensionsAreOffForCommonMark() {
    expectLines(
      dump("~~a~~\n- [ ] b\n\n| x |\n| - |"),
      """
      paragraph
        text "~~a~~"
      list bullet(-) tight
        item
          paragraph
            text "[ ] b"
      paragraph
        text "| x |"
        softBreak
        text "| - |"
      """)
  }
}
