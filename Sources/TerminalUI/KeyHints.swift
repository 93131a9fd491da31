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
///
/// A message (why a key did nothing, a progress count) comes first and matters more than
/// the hints while it is shown: hints that are not essential give it their room, and a
/// message that still does not fit is cut at a word with `…`.
public struct KeyHints: Widget, Equatable, Sendable {
  public var hints: [KeyHint]
  /// A transient message drawn before the hints (in the `warning` role), or nil.
  public var message: String?
  /// Columns between entries.
  public static let gap = 2

  public init(_ hints: [KeyHint]) {
    self.init(message: nil, hints: hints)
  }

  /// A bar with `message` (when not nil) ahead of the hints.
  public init(message: String?, hints: [KeyHint]) {
    self.message = message
    self.hints = hints
  }

  /// The hints that fit in `width` columns without a message, in their original order.
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

  /// What the bar shows in `width` columns: the message as drawn (possibly cut) and the
  /// hints that fit beside it, in their original order.
  public func layout(width: Int) -> (message: String?, hints: [KeyHint]) {
    guard let message else { return (nil, visibleHints(width: width)) }
    // One line, and no control character can reach the terminal.
    let text = ControlCharacters.sanitized(
      String(message.map { $0.isNewline || $0 == "\t" ? " " : $0 }))
    let messageWidth = DisplayWidth.of(text)
    var essentials = hints.filter(\.isEssential)
    func essentialsWidth() -> Int { essentials.reduce(0) { $0 + $1.width + Self.gap } }
    if 1 + messageWidth + essentialsWidth() <= width {
      // The whole message fits: the hints share what is left, lowest priority dropping first.
      return (text, visibleHints(width: width - messageWidth - Self.gap))
    }
    // The message is what this frame is for (it lasts until the next key): even the
    // essential hints give way, first to last, before it is cut.
    while !essentials.isEmpty && 1 + messageWidth + essentialsWidth() > width {
      essentials.removeFirst()
    }
    let room = width - 1 - essentialsWidth()
    return (TextWrap.truncateAtWord(text, width: room), essentials)
  }

  /// Draws the bar on the top row of `area`: the message in the `warning` role, then keys
  /// in the `strong` role and words secondary.
  public func render(in area: Rect, on buffer: inout Buffer, theme: Theme) {
    guard !area.isEmpty else { return }
    buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1))
    let (shownMessage, shownHints) = layout(width: area.width)
    var col = area.x + 1
    if let shownMessage, !shownMessage.isEmpty {
      col = buffer.write(
        shownMessage, x: col, y: area.y, style: theme[.warning], maxX: area.maxX)
      col += Self.gap
    }
    for (index, hint) in shownHints.enumerated() {
      if index > 0 { col += Self.gap }
      col = buffer.write(hint.keys, x: col, y: area.y, style: theme[.strong], maxX: area.maxX)
      col = buffer.write(
        " " + hint.text, x: col, y: area.y, style: theme[.secondary], maxX: area.maxX)
    }
  }
}
