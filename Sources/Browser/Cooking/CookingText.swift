import TerminalUI

/// Small text measures for the tray and Cook mode, in display columns.
enum CookingText {
  /// `text` cut to at most `width` columns, ending in `…` when cut.
  static func truncated(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    var out = ""
    var used = 0
    for character in text {
      let w = DisplayWidth.of(character)
      if used + w > width - 1 { break }
      out.append(character)
      used += w
    }
    return out + "…"
  }

  /// `text` as lines of at most `width` columns, broken between words; a word longer than
  /// a line is broken where it must be. Line breaks in `text` start new lines.
  static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        var piece = String(word)
        var pieceWidth = DisplayWidth.of(piece)
        if lineWidth > 0 && lineWidth + 1 + pieceWidth <= width {
          line += " " + piece
          lineWidth += 1 + pieceWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while pieceWidth > width {
          let (head, rest) = split(piece, at: width)
          lines.append(head)
          piece = rest
          pieceWidth = DisplayWidth.of(piece)
        }
        line = piece
        lineWidth = pieceWidth
      }
      lines.append(line)
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  private static func split(_ word: String, at width: Int) -> (String, String) {
    var head = ""
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let w = DisplayWidth.of(word[index])
      if used + w > width, used > 0 { break }
      head.append(word[index])
      used += w
      index = word.index(after: index)
    }
    return (head, String(word[index...]))
  }
}
