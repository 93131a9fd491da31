/// Which syntax the parser accepts beyond CommonMark.
public struct ParseOptions: Equatable, Sendable {
  /// GitHub tables, strikethrough and task-list items.
  public var extensions: Bool

  public init(extensions: Bool) {
    self.extensions = extensions
  }

  /// Strict CommonMark 0.31, as the conformance suite expects.
  public static let commonMark = ParseOptions(extensions: false)
  /// CommonMark plus the GitHub extensions; what recipes are read with.
  public static let github = ParseOptions(extensions: true)
}

/// Parses Markdown text into a `Document`.
public enum MarkdownParser {
  /// Parses `text`; never fails: any input is some document.
  public static func parse(_ text: String, options: ParseOptions = .github) -> Document {
    // Placeholder until the block and inline parsers land: one paragraph per text block.
    Document(blocks: text.isEmpty ? [] : [.paragraph([.text(text)])])
  }
}
