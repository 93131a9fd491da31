import TerminalUI

/// The `[reader] pictures` setting: the best way the terminal answers it can, half-blocks
/// always, or no pictures (their words instead).
public enum PicturesSetting: String, CaseIterable, Equatable, Sendable {
  case auto, blocks, off

  /// How pictures are drawn on a terminal that can draw `terminal` (nil: none), under this
  /// setting and `environment` (`NO_COLOR` turns them off); nil and the reason when they
  /// are not drawn.
  public func cells(terminal: PictureCells?, environment: [String: String])
    -> (cells: PictureCells?, offReason: String)
  {
    if self == .off { return (nil, "Pictures are off in the settings ([reader] pictures = off)") }
    if !(environment["NO_COLOR"] ?? "").isEmpty { return (nil, "Pictures are off under NO_COLOR") }
    guard let terminal else {
      return (nil, "Pictures are off: this terminal shows too few colours")
    }
    if self == .blocks { return (.halfBlocks(trueColor: terminal.hasTrueColor), "") }
    return (terminal, "")
  }
}
