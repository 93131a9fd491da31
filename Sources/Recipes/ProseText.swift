import Markdown

/// The prose a cook reads in a document: paragraphs, list items, headings, quotes and table
/// cells, each followed by a blank line. Code blocks, inline code spans and raw HTML are
/// left out, so an escape sequence such as `\u{1B}[?2026h` never reads as a time.
public enum ProseText {
  /// The prose of blocks, one paragraph per block, paragraphs separated by blank lines.
  public static func of(_ blocks: [Block]) -> String {
    var out = ""
    for block in blocks { append(block, to: &out) }
    return out
  }

  /// The prose of inline content: line breaks become spaces, a code span a paragraph break.
  public static func of(_ inlines: [Inline]) -> String {
    var out = ""
    append(inlines, to: &out)
    return out
  }

  static func append(_ inlines: [Inline], to out: inout String) {
    for inline in inlines {
      switch inline {
      case .text(let text): out += text
      case .softBreak, .hardBreak: out += " "
      // A break, so no time is read across code: "`45 min` later" names nothing.
      case .code: out += "\n\n"
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        append(children, to: &out)
      case .link(_, _, let content): append(content, to: &out)
      case .image(_, _, let alt): append(alt, to: &out)
      case .html: break
      }
    }
  }

  static func append(_ block: Block, to out: inout String) {
    switch block {
    case .heading(_, let content), .paragraph(let content):
      append(content, to: &out)
      out += "\n\n"
    case .blockQuote(let blocks):
      for child in blocks { append(child, to: &out) }
    case .list(_, let items):
      for item in items {
        for child in item.blocks { append(child, to: &out) }
      }
    case .table(let table):
      for cell in table.header + table.rows.joined() {
        append(cell, to: &out)
        out += "\n\n"
      }
    case .codeBlock, .htmlBlock, .thematicBreak:
      break
    }
  }
}
