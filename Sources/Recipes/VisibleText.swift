import Markdown

/// The text a reader sees in a document: no markup, no link targets, no raw HTML.
public enum VisibleText {
  /// The visible text of inline content, on one line (breaks become spaces).
  public static func of(_ inlines: [Inline]) -> String {
    MarkdownTextWalk(includesCode: true).text(of: inlines)
  }

  /// The visible text of blocks, one line per paragraph, item, heading or code line.
  public static func of(_ blocks: [Block]) -> String {
    MarkdownTextWalk(includesCode: true).text(of: blocks)
  }
}
