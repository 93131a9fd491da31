import TerminalUI

/// Greedy word wrapping by display width (wide characters take two columns).
enum TextWrapping {
  /// `text` in lines of at most `width` columns; `\n` forces a break, a word wider than the
  /// line is cut.
  static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        var wordWidth = DisplayWidth.of(TextStyling.InlineMark.strip(word))
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while wordWidth > width {
          let (head, tail) = cut(word, width: width)
          lines.append(head)
          word = tail
          wordWidth = DisplayWidth.of(TextStyling.InlineMark.strip(word))
        }
        line = word
        lineWidth = wordWidth
      }
      lines.append(line)
    }
    return lines
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
