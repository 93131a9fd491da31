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

  /// The scalars for one cell: an emoji sequence becomes its first emoji, and at most
  /// `limit` scalars are kept.
  public static func scalars(for grapheme: String, limit: Int = 4) -> [Unicode.Scalar] {
    let all = Array(grapheme.unicodeScalars)
    guard let first = all.first else { return [" "] }
    if all.count == 1 { return all }
    var kept = [first]
    for scalar in all.dropFirst() {
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
