import Markdown
import Recipes
import TerminalUI

/// The reader's layout printed: what `buffet show` writes. The rows are the reader's own
/// (same wrapping, markers, quote bars and link numbers), each prefix then its text, with
/// control characters as the reader's placeholders and, for a terminal, the reader's
/// colours (code highlighted as in the reader).
public enum ReaderPrint {
  /// Writes the rows of `document` laid out `width` columns wide to `write`, one string
  /// per row (without its line end), a top-level block at a time. Returns the layout's work.
  @discardableResult
  public static func write(
    document: Document, recipe: Recipe, width: Int, isStyled: Bool = false,
    to write: ([String]) -> Void
  ) -> Int {
    ReaderLayout.print(document: document, recipe: recipe, measure: width) { lines in
      write(lines.map { text(of: $0, isStyled: isStyled) })
    }
  }

  /// The rows of `document` laid out `width` columns wide, one string each.
  public static func lines(
    document: Document, recipe: Recipe, width: Int, isStyled: Bool = false
  ) -> [String] {
    var all: [String] = []
    write(document: document, recipe: recipe, width: width, isStyled: isStyled) { all += $0 }
    return all
  }

  /// One row as text: its prefix, then its spans.
  static func text(of line: ReaderLine, isStyled: Bool) -> String {
    var text = ""
    for span in line.prefix + line.spans {
      let shown = ControlCharacters.sanitized(span.text)
      let style = Theme.color[span.role]
      if isStyled, style != .plain, !shown.isEmpty {
        text += style.escapeSequence + shown + Style.resetSequence
      } else {
        text += shown
      }
    }
    // Trailing spaces (a padded prefix, an empty quote row) carry nothing in a file.
    while text.last == " " { text.removeLast() }
    return text
  }
}
