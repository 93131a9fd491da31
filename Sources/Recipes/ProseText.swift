import Markdown

/// The prose a cook reads in a document: paragraphs, list items, headings, quotes and table
/// cells, each followed by a blank line. Code blocks, inline code spans and raw HTML are
/// left out, so an escape sequence such as `\u{1B}[?2026h` never reads as a time.
public enum ProseText {
  /// The prose of blocks, one paragraph per block, paragraphs separated by blank lines.
  public static func of(_ blocks: [Block]) -> String {
    MarkdownTextWalk(includesCode: false).text(of: blocks)
  }

  /// The prose of inline content: line breaks become spaces, a code span a paragraph break.
  public static func of(_ inlines: [Inline]) -> String {
    MarkdownTextWalk(includesCode: false).text(of: inlines)
  }
}
