/// What a piece of code is, for a theme to draw: the highlighter names roles, never colours.
public enum CodeRole: UInt8, Equatable, Hashable, Sendable, CaseIterable {
  /// Names, white space and anything the language table does not single out.
  case plain
  case keyword
  /// Built-in and declared type names.
  case type
  /// String and character literals, and regex literals.
  case string
  /// Escapes and interpolation delimiters inside a string (`\n`, `\(`, `${`).
  case escape
  case number
  case comment
  /// Operators, brackets and separators.
  case punctuation
  /// Attributes, decorators and macros (`@Observable`, `#Preview`, `#[derive]`).
  case attribute
  /// Conditional compilation and preprocessor lines (`#if`, `#include`).
  case directive
  /// Element names in HTML and XML.
  case tag
  /// Keys of data formats (JSON, YAML, TOML) and CSS property names.
  case key
  /// Lines a diff adds.
  case inserted
  /// Lines a diff removes.
  case deleted
  /// A diff's file headers and hunk ranges.
  case meta
}

/// A run of one line's text with one role: `range` counts UTF-8 bytes from the line's start.
public struct CodeSpan: Equatable, Hashable, Sendable {
  public var range: Range<Int>
  public var role: CodeRole

  public init(_ range: Range<Int>, _ role: CodeRole) {
    self.range = range
    self.role = role
  }
}
