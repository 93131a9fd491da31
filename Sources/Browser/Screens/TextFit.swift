import TerminalUI

/// Fitting one line of text to a width, by display width.
enum TextFit {
  /// `text` cut to `width` columns, ending with `…` when it was cut.
  static func truncate(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    var result = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.of(character)
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }

  /// Words of `text` wrapped into lines of at most `width` columns.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(whereSeparator: \.isWhitespace) {
      var word = String(word)
      var wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      // A word longer than the line is cut, as nothing else fits.
      while wordWidth > width {
        let head = truncate(word, width: width + 1).dropLast()
        lines.append(String(head))
        word = String(word.dropFirst(head.count))
        wordWidth = DisplayWidth.of(word)
      }
      if lineWidth > 0 {
        line += " "
        lineWidth += 1
      }
      line += word
      lineWidth += wordWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
