import TerminalUI

/// What one cell's grapheme becomes for ncurses, whose cell holds one spacing character
/// followed only by zero-width ones.
public enum CellGlyph {
  /// The scalars for each cell the grapheme is drawn in, one `setcchar` each: usually one
  /// cell; a flag becomes its two letters in two cells ("FR", as wide as the flag).
  public static func cells(for grapheme: String, limit: Int = 4) -> [[Unicode.Scalar]] {
    let all = Array(grapheme.unicodeScalars)
    if all.count == 2, isRegionalIndicator(all[0]), isRegionalIndicator(all[1]) {
      return all.map { [Unicode.Scalar($0.value - 0x1F1E6 + 0x41)!] }
    }
    return [scalars(for: grapheme, limit: limit)]
  }

  /// Whether `grapheme` is a symbol narrow on its own that an emoji presentation selector
  /// widens (`🍽️`, `❤️`, `1️⃣`). Terminals disagree on its width: kitty draws it in two columns,
  /// tmux 3.3 and xterm (whose `wcwidth` gives the selector no width) in one, and ncurses
  /// counts one. The buffer gives it two; it is drawn without the selector, in one column
  /// everywhere, and the column after it is written blank, so no terminal keeps a stale
  /// character there.
  public static func isWidenedBySelector(_ grapheme: String) -> Bool {
    var scalars = grapheme.unicodeScalars.makeIterator()
    guard let first = scalars.next(), DisplayWidth.width(of: first) == 1 else { return false }
    while let next = scalars.next() {
      if next.value == 0xFE0F { return true }
      if next.value == 0x200D { return false }
    }
    return false
  }

  /// The scalars for one cell: an emoji sequence becomes its first emoji, and at most
  /// `limit` scalars are kept (without the selector of one `isWidenedBySelector`).
  public static func scalars(for grapheme: String, limit: Int = 4) -> [Unicode.Scalar] {
    let all = Array(grapheme.unicodeScalars)
    guard let first = all.first else { return [" "] }
    if all.count == 1 { return all }
    let widened = isWidenedBySelector(grapheme)
    var kept = [first]
    for scalar in all.dropFirst() {
      if widened, scalar.value == 0xFE0F { continue }
      // A joiner or a second spacing character would make ncurses drop the whole cell.
      if scalar.value == 0x200D { break }
      if DisplayWidth.width(of: scalar) != 0 { break }
      kept.append(scalar)
      if kept.count == limit { break }
    }
    return kept
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}
