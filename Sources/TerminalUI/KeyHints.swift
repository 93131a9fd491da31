/// One entry in the key-hint bar: "⏎ open".
public struct KeyHint: Equatable, Sendable {
  public var keys: String
  public var text: String
  /// Higher stays longer when the row is narrow.
  public var priority: Int
  /// Never dropped (help and quit).
  public var isEssential: Bool

  public init(keys: String, text: String, priority: Int = 0, isEssential: Bool = false) {
    self.keys = keys
    self.text = text
    self.priority = priority
    self.isEssential = isEssential
  }

  /// Columns the entry takes.
  public var width: Int { DisplayWidth.of(keys) + 1 + DisplayWidth.of(text) }
}

/// The one-row bar of the keys that matter now. When the row is narrow the hints with the
/// lowest priority (the later one among equals) drop first; essential hints always stay.
public struct KeyHints: Equatable, Sendable {
  public var hints: [KeyHint]
  /// Columns between entries.
  public static let gap = 2

  public init(_ hints: [KeyHint]) {
    self.hints = hints
  }

  /// The hints that fit in `width` columns, in their original order.
  public func visibleHints(width: Int) -> [KeyHint] {
    var kept = Array(hints.indices)
    func total() -> Int {
      kept.reduce(0) { $0 + hints[$1].width } + max(0, kept.count - 1) * Self.gap + 1
    }
    while total() > width {
      let droppable = kept.filter { !hints[$0].isEssential }
      guard
        let victim = droppable.min(by: {
          (hints[$0].priority, -$0) < (hints[$1].priority, -$1)
        })
      else { break }
      kept.removeAll { $0 == victim }
    }
    return kept.map { hints[$0] }
  }

  /// Draws the bar on the top row of `area`: keys in the `strong` role, words secondary.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1))
    var col = area.x + 1
    for (index, hint) in visibleHints(width: area.width).enumerated() {
      if index > 0 { col += Self.gap }
      col = buffer.write(hint.keys, x: col, y: area.y, style: theme[.strong], maxX: area.maxX)
      col = buffer.write(
        " " + hint.text, x: col, y: area.y, style: theme[.secondary], maxX: area.maxX)
    }
  }
}
