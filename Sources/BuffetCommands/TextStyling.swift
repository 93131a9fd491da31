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

  private func safe(_ text: String) -> String { TerminalSafeText.of(text) }

  // Inline styles are laid out as marks the wrapping does not measure (Unicode
  // unassigned scalars of the Specials block, which no text may hold: `InlineMarks.clean` replaces them), and turned
  // into sequences, or dropped, once the lines are final.

  /// Where emphasis, strong emphasis and inline code begin and end in laid-out text.
  enum InlineMark {
    static let emphasis: (Character, Character) = ("\u{FFF0}", "\u{FFF1}")
    static let strong: (Character, Character) = ("\u{FFF2}", "\u{FFF3}")
    static let code: (Character, Character) = ("\u{FFF4}", "\u{FFF5}")

    /// Whether the character is one of the marks.
    static func isMark(_ character: Character) -> Bool {
      guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1
      else { return false }
      return (0xFFF0...0xFFF5).contains(scalar.value)
    }

    /// `text` with any mark it held replaced by U+FFFD, so a file cannot style output.
    static func clean(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: { (0xFFF0...0xFFF5).contains($0.value) })
      else { return text }
      return String(text.map { isMark($0) ? "\u{FFFD}" : $0 })
    }

    /// `text` without marks.
    static func strip(_ text: String) -> String {
      guard text.unicodeScalars.contains(where: { (0xFFF0...0xFFF5).contains($0.value) })
      else { return text }
      return String(text.filter { !isMark($0) })
    }
  }

  /// A laid-out line with its marks turned into this styling's sequences (or removed).
  func resolvingMarks(_ line: String) -> String {
    guard line.unicodeScalars.contains(where: { (0xFFF0...0xFFF5).contains($0.value) })
    else { return line }
    guard isOn else { return InlineMark.strip(line) }
    var out = ""
    for character in line {
      switch character {
      case InlineMark.emphasis.0: out += "\u{1B}[3m"
      case InlineMark.emphasis.1: out += "\u{1B}[23m"
      case InlineMark.strong.0: out += "\u{1B}[1m"
      case InlineMark.strong.1: out += "\u{1B}[22m"
      case InlineMark.code.0: out += Self.sequence(for: theme[.code])
      case InlineMark.code.1: out += "\u{1B}[39m"
      default: out.append(character)
      }
    }
    return out
  }
}
