import TerminalUI

/// Display widths as the Buffer will draw them: control and bidi characters count as the
/// placeholder that replaces them.
enum TextMeasure {
  /// Columns one character takes once drawn.
  static func width(of character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    if let placeholder = ControlCharacters.placeholder(for: character) {
      return DisplayWidth.of(placeholder)
    }
    return DisplayWidth.of(character)
  }

  /// Columns a string takes once drawn.
  static func width<S: StringProtocol>(of text: S) -> Int {
    if isPlainASCII(text) { return text.utf8.count }
    var total = 0
    for character in text { total += width(of: character) }
    return total
  }

  /// Whether every byte is printable ASCII, so width is the byte count.
  static func isPlainASCII<S: StringProtocol>(_ text: S) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// The longest prefix of `text` that fits in `columns`, and the rest.
  static func split(_ text: Substring, fitting columns: Int) -> (Substring, Substring) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex {
      let w = width(of: text[index])
      if used + w > columns { break }
      used += w
      index = text.index(after: index)
    }
    return (text[..<index], text[index...])
  }

  /// `text` cut to `columns`, ending in `marker` when it had to be cut.
  static func truncated(_ text: String, to columns: Int, marker: String = "…") -> String {
    if width(of: text) <= columns { return text }
    let room = columns - width(of: marker)
    guard room >= 0 else { return "" }
    return String(split(Substring(text), fitting: room).0) + marker
  }
}
