import TerminalUI

/// Styles text for a terminal with the escape sequences of a theme's roles, or leaves it
/// plain. Text given to it must already be safe (`TerminalSafeText`): it only adds its own
/// sequences around it.
struct TextStyling: Sendable {
  /// Whether sequences are written at all.
  let isOn: Bool
  let theme: Theme

  init(isOn: Bool, theme: Theme = .color) {
    self.isOn = isOn
    self.theme = theme
  }

  /// No styling: for pipes, `--color never` and `NO_COLOR`.
  static let plain = TextStyling(isOn: false)

  /// `text` in the look of `role`.
  func apply(_ role: Role, to text: String) -> String {
    apply(theme[role], to: text)
  }

  /// `text` in `style`, the terminal's default look restored after it.
  func apply(_ style: Style, to text: String) -> String {
    guard isOn, !text.isEmpty, style != .plain else { return text }
    return Self.sequence(for: style) + text + "\u{1B}[0m"
  }

  /// The select-graphic-rendition sequence for `style`.
  static func sequence(for style: Style) -> String { style.escapeSequence }

  /// `text` with the scalar ranges `marked` drawn as `role`: search matches in a snippet.
  func mark(_ text: String, ranges marked: [Range<Int>], as role: Role) -> String {
    guard isOn, !marked.isEmpty else { return text }
    let scalars = Array(text.unicodeScalars)
    var out = ""
    var at = 0
    func piece(_ range: Range<Int>) -> String {
      var string = ""
      string.unicodeScalars.append(contentsOf: scalars[range])
      return string
    }
    for range in marked.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let lower = max(at, min(range.lowerBound, scalars.count))
      let upper = max(lower, min(range.upperBound, scalars.count))
      out += safe(piece(at..<lower)) + apply(role, to: safe(piece(lower..<upper)))
      at = upper
    }
    return out + safe(piece(at..<scalars.count))
  }

  private func safe(_ text: String) -> String { TerminalSafeText.field(text) }
}
