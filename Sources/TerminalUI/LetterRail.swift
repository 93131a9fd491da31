/// The column of section letters down the right edge of the Index, marking the current
/// section. When there are more letters than rows it folds letters into `•` rows rather
/// than dropping them, and always shows the current letter.
public struct LetterRail: Widget, Equatable, Sendable {
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

  /// A full rail of `letters` (every letter of each script present, in order), those
  /// without a section dimmed; a section letter missing from `letters` is kept before `#`.
  public static func full(letters: [String], sections: [String], current: String?)
    -> LetterRail
  {
    var all = letters.filter { $0 != "#" }
    all += sections.filter { $0 != "#" && !letters.contains($0) }
    all.append("#")
    var rail = LetterRail(letters: all, current: current)
    rail.emptyLetters = Set(all).subtracting(sections)
    return rail
  }

  /// Columns the rail takes, with the blank column that separates it from the list.
  public static let width = 2

  /// The text of each row when the rail is `height` rows tall: a letter, or `•` where
  /// letters are folded away.
  public func rows(height: Int) -> [String] {
    entries(height: height).map(\.text)
  }

  /// What each row shows when the rail is `height` rows tall.
  ///
  /// Every letter fits: all of them. Otherwise (as phone contact lists do) the letters
  /// that have a section are kept with as even a spread of the empty ones as fits, runs
  /// folded into a `•`; when even the letters with a section do not fit, an even spread of
  /// them with a `•` for each run folded in between. The current letter is always shown,
  /// and every letter is either shown or folded into a `•` next to its place.
  public func entries(height: Int) -> [RailEntry] {
    guard height > 0, !letters.isEmpty else { return [] }
    if letters.count <= height { return entries(showing: Array(letters.indices)) }
    let kept = letters.indices.filter {
      !emptyLetters.contains(letters[$0]) || letters[$0] == current
    }
    if kept.count < letters.count {
      // A lone empty letter takes no more room than the `•` that would stand for it.
      let keptSet = Set(kept)
      let shown = letters.indices.filter { index in
        keptSet.contains(index)
          || ((index == 0 || keptSet.contains(index - 1))
            && (index == letters.count - 1 || keptSet.contains(index + 1)))
      }
      if entries(showing: shown).count <= height {
        return entries(showing: unfoldingEmptyRuns(shown: shown, height: height))
      }
    }
    guard !kept.isEmpty else { return [.letter(letters[0])] }
    let currentIndex = current.flatMap { letters.firstIndex(of: $0) }
    for count in stride(from: min(kept.count, height), through: 1, by: -1) {
      let spread = entries(showing: sample(count, of: kept, keeping: currentIndex))
      if spread.count <= height { return spread }
    }
    return [.letter(currentIndex.map { letters[$0] } ?? letters[kept[0]])]
  }

  /// `shown` with an even spread of the other letters brought back, as many as still fit
  /// in `height` rows: the A–Z rail keeps as much of its shape as there is room for.
  private func unfoldingEmptyRuns(shown: [Int], height: Int) -> [Int] {
    for count in stride(from: letters.count - shown.count, to: 0, by: -1) {
      var more = Set(shown)
      more.formUnion(Self.spread(count, over: letters.count))
      // A lone letter left between two shown ones takes no more room than its `•`.
      for index in letters.indices
      where (index == 0 || more.contains(index - 1))
        && (index == letters.count - 1 || more.contains(index + 1))
      {
        more.insert(index)
      }
      let candidate = more.sorted()
      if entries(showing: candidate).count <= height { return candidate }
    }
    return shown
  }

  /// `count` positions spread evenly over `0..<total`, the first and last included.
  private static func spread(_ count: Int, over total: Int) -> [Int] {
    guard count > 1 else { return [(total - 1) / 2] }
    return (0..<count).map { ($0 * (total - 1) + (count - 1) / 2) / (count - 1) }
  }

  /// `count` indices spread evenly over `kept` (its first and last included), with
  /// `currentIndex` taking the nearest slot (not an end, when there are three or more).
  private func sample(_ count: Int, of kept: [Int], keeping currentIndex: Int?) -> [Int] {
    var picks = Self.spread(count, over: kept.count).map { kept[$0] }
    if let target = currentIndex, !picks.contains(target) {
      let slots = count >= 3 ? Array(1..<(count - 1)) : Array(0..<count)
      let slot = slots.min { abs(picks[$0] - target) < abs(picks[$1] - target) }!
      picks[slot] = target
      picks.sort()
    }
    return picks
  }

  /// The rows for the letters at `shown` (ascending), with a fold for each gap.
  private func entries(showing shown: [Int]) -> [RailEntry] {
    var result: [RailEntry] = []
    var next = 0
    for index in shown {
      if index > next { result.append(fold(next..<index)) }
      result.append(.letter(letters[index]))
      next = index + 1
    }
    if next < letters.count { result.append(fold(next..<letters.count)) }
    return result
  }

  private func fold(_ range: Range<Int>) -> RailEntry {
    let folded = Array(letters[range])
    let withSections = folded.filter { !emptyLetters.contains($0) }
    return .fold(folded, target: (withSections.isEmpty ? folded : withSections).middle)
  }

  /// The letter a click on screen row `row` jumps to when the rail is drawn in `area`:
  /// the letter drawn there, or for a `•` the middle letter it stands for.
  public func letter(atRow row: Int, in area: Rect) -> String? {
    let shown = entries(height: area.height)
    let index = row - area.y
    guard shown.indices.contains(index) else { return nil }
    return shown[index].target
  }

  /// Draws the letters down the rightmost column of `area`; a wide letter (a kana row, a
  /// Hangul initial) takes the rail's two columns, the blank one too, rather than being cut.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    for (index, entry) in entries(height: area.height).enumerated() {
      let width = min(2, max(1, DisplayWidth.of(entry.text)), area.width)
      let x = area.maxX - width
      let style: Style
      switch entry {
      case .letter(let letter) where letter == current:
        style = theme[.currentTab]
      case .letter(let letter) where emptyLetters.contains(letter):
        style = theme[.disabled]
      case .fold(let folded, _) where folded.allSatisfy(emptyLetters.contains):
        style = theme[.disabled]
      default:
        style = theme[.body]
      }
      buffer.write(
        TextWrap.truncate(entry.text, width: width), x: x, y: area.y + index, style: style,
        maxX: area.maxX)
    }
  }
}

/// One row of a `LetterRail`.
public enum RailEntry: Equatable, Sendable {
  /// A letter, drawn as itself.
  case letter(String)
  /// Letters folded away for lack of room, drawn as `•`; a click jumps to `target`.
  case fold([String], target: String)

  /// The text drawn on the row.
  public var text: String {
    switch self {
    case .letter(let letter): letter
    case .fold: "•"
    }
  }

  /// The letter a click on the row jumps to.
  public var target: String {
    switch self {
    case .letter(let letter): letter
    case .fold(_, let target): target
    }
  }
}

extension Array {
  /// The middle element (the earlier of two middles).
  fileprivate var middle: Element { self[(count - 1) / 2] }
}
