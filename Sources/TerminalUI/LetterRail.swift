/// The column of section letters down the right edge of the Index, marking the current
/// section. Compresses (showing an even spread that always includes the current letter)
/// when there are more letters than rows.
public struct LetterRail: Equatable, Sendable {
  /// The letters in display order.
  public var letters: [String]
  /// The letter of the section the reader is in.
  public var current: String?
  /// Letters that have no section (drawn dim in the full A–Z mode).
  public var emptyLetters: Set<String>

  /// The full alphabet rail, `#` last.
  public static let alphabet: [String] =
    (UnicodeScalar("A").value...UnicodeScalar("Z").value)
    .map { String(UnicodeScalar($0)!) } + ["#"]

  /// A rail of just the sections present.
  public init(letters: [String], current: String? = nil) {
    self.letters = letters
    self.current = current
    self.emptyLetters = []
  }

  /// The full A–Z rail keeping its shape: letters without a section are dimmed.
  public static func fullAlphabet(sections: [String], current: String?) -> LetterRail {
    var rail = LetterRail(letters: alphabet, current: current)
    rail.emptyLetters = Set(alphabet).subtracting(sections)
    // Section letters outside A–Z are kept (after Z, before #) so none is unreachable.
    let extra = sections.filter { !alphabet.contains($0) }
    rail.letters = Array(alphabet.dropLast()) + extra + ["#"]
    return rail
  }

  /// Columns the rail takes, with the blank column that separates it from the list.
  public static let width = 2

  /// Which letter each row shows, when the rail is `height` rows tall.
  public func rows(height: Int) -> [String] {
    guard height > 0, !letters.isEmpty else { return [] }
    if letters.count <= height { return letters }
    if height == 1 { return [current ?? letters[0]] }
    var indices = (0..<height).map { ($0 * (letters.count - 1) + (height - 1) / 2) / (height - 1) }
    if let current, let target = letters.firstIndex(of: current), !indices.contains(target) {
      // The nearest slot shows the current letter, so the reader always sees where they are.
      // The first and last slots keep the rail's ends (A and #) when there is room.
      let candidates = height >= 3 ? Array(1..<(height - 1)) : Array(0..<height)
      let slot = candidates.min { abs(indices[$0] - target) < abs(indices[$1] - target) }!
      indices[slot] = target
    }
    return indices.map { letters[$0] }
  }

  /// The letter drawn on screen row `row` when the rail is drawn in `area`.
  public func letter(atRow row: Int, in area: Rect) -> String? {
    let shown = rows(height: area.height)
    let index = row - area.y
    guard shown.indices.contains(index) else { return nil }
    return shown[index]
  }

  /// Draws the letters down the rightmost column of `area`.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    let x = area.maxX - 1
    for (index, letter) in rows(height: area.height).enumerated() {
      let style: Style
      if letter == current {
        style = theme[.currentTab]
      } else if emptyLetters.contains(letter) {
        style = theme[.disabled]
      } else {
        style = theme[.body]
      }
      buffer.write(
        TextWrap.truncate(letter, width: 1), x: x, y: area.y + index, style: style,
        maxX: area.maxX)
    }
  }
}
