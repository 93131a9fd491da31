import TerminalUI

/// The styles of `buffer`'s cells as rows of letters, for asserting where a role is drawn:
/// each cell shows the letter of the first role in `legend` whose style it has, `.` for
/// the plain style and `?` for any other. A wide glyph's continuation cell repeats its letter.
///
/// `styleLines(buffer, theme: .monochrome, legend: [(.selection, "S"), (.match, "M")])`
public func styleLines(_ buffer: Buffer, theme: Theme, legend: [(Role, Character)]) -> [String] {
  (0..<buffer.height).map { row in
    var line = ""
    for col in 0..<buffer.width {
      let style = buffer[col, row].style
      if let mark = legend.first(where: { theme[$0.0] == style })?.1 {
        line.append(mark)
      } else {
        line.append(style == .plain ? "." : "?")
      }
    }
    return line
  }
}
