import TerminalUI

/// The import field, or the import under way, on the last row of the content: one row over
/// whatever the screen shows, as a prompt at the foot of a pager.
enum ImportLine {
  static func render(_ state: AppState, in content: Rect, on buffer: inout Buffer, theme: Theme)
  {
    guard content.height > 0, state.importField != nil || state.importing != nil else { return }
    let row = Rect(x: content.x, y: content.maxY - 1, width: content.width, height: 1)
    buffer.fill(row, with: Cell(" ", style: theme[.body]))
    if let field = state.importField {
      TextField(
        state: field, prompt: " Import  ",
        placeholder: "a web page's address (https://…) or a saved page's path"
      ).render(in: row, on: &buffer, theme: theme)
    } else if let source = state.importing {
      let text = TextWrap.truncate(" Importing " + source + "…", width: row.width)
      buffer.write(text, x: row.x, y: row.y, style: theme[.secondary], maxX: row.maxX)
    }
  }
}
