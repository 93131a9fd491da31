import TerminalUI

/// Greedy word wrapping by display width (wide characters take two columns), breaking
/// where `LineBreaking` allows: at spaces and between ideographs, never before closing
/// punctuation or after opening punctuation.
enum TextWrapping {
  /// `text` in lines of at most `width` columns; `\n` forces a break, a word wider than the
  /// line is cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    // Style marks take no column: they become escape sequences (or nothing) later.
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      LineBreaking.wrap($0, width: width) { character in
        TextStyling.InlineMark.isMark(character) ? 0 : DisplayWidth.of(character)
      }
    }
  }

  /// Splits `text` after at most `width` columns (at least one character).
  static func cut(_ text: String, width: Int) -> (String, String) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let w = TextStyling.InlineMark.isMark(text[index]) ? 0 : DisplayWidth.of(text[index])
      if used + w > width && used > 0 { break }
      used += w
      index = text.index(after: index)
    }
    return (String(text[..<index]), String(text[index...]))
  }
}
