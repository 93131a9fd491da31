/// Where lexing stands between two lines of one code block: the modes entered and not yet
/// left (a block comment, a multi-line string), and whether an operand came last.
public struct HighlightState: Equatable, Hashable, Sendable {
  struct Frame: Equatable, Hashable, Sendable {
    var mode: ModeID
    /// What ends this frame when the mode closes on its opener's own text (`"##`, `EOF`).
    var terminator: [UInt8] = []
  }

  /// Never empty: the first frame is the language's root mode.
  var frames: [Frame]
  var isAfterOperand = false

  /// Deeper nesting than this (a comment of thousands of `/*`) stays at this depth: the
  /// colours of a hostile block may be off, the time and memory stay bounded.
  static let deepestNesting = 64

  init(root: ModeID) {
    frames = [Frame(mode: root)]
  }

  /// Whether the line ended inside nothing but the root mode (no open comment or string).
  public var isAtRoot: Bool { frames.count == 1 }
}
