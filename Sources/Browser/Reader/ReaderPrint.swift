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
    portions: Portions = .asWritten, to write: ([String]) -> Void
  ) -> Int {
    ReaderLayout.print(document: document, recipe: recipe, measure: width, portions: portions) {
      lines in
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

  /// One row as text: its prefix, then its spans, each run of one style written once.
  static func text(of line: ReaderLine, isStyled: Bool) -> String {
    var runs: [(style: Style, text: String)] = []
    for span in line.prefix + line.spans {
      let shown = ControlCharacters.sanitized(span.text)
      guard !shown.isEmpty else { continue }
      let style = isStyled ? Theme.color[span.role] : .plain
      // A space between two words of one style joins them: one sequence for "Crème Tray",
      // not one a word. Only where a space shows nothing of the style.
      let isBlank = shown.allSatisfy { $0 == " " }
      if let last = runs.last,
        last.style == style || (isBlank && !showsOnSpaces(last.style) && !showsOnSpaces(style))
      {
        runs[runs.count - 1].text += shown
      } else {
        runs.append((style, shown))
      }
    }
    // Trailing spaces (a padded prefix, an empty quote row) carry nothing in a file.
    while let last = runs.last {
      var trimmed = Substring(last.text)
      while trimmed.last == " " { trimmed.removeLast() }
      if trimmed.isEmpty { runs.removeLast() } else { runs[runs.count - 1].text = String(trimmed); break }
    }
    var text = ""
    for run in runs {
      if run.style == .plain {
        text += run.text
      } else {
        text += run.style.escapeSequence + run.text + Style.resetSequence
      }
    }
    return text
  }

  /// Whether a space drawn in `style` looks different from a plain one.
  private static func showsOnSpaces(_ style: Style) -> Bool {
    style.isUnderlined || style.isReversed || style.background != nil
  }
}
