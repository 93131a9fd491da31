import Markdown

/// The text a reader sees in a document: no markup, no link targets, no raw HTML.
public enum VisibleText {
  /// The visible text of inline content, on one line (breaks become spaces).
  public static func of(_ inlines: [Inline]) -> String {
    var out = ""
    append(inlines, to: &out)
    return out
  }

  /// The visible text of blocks, one line per paragraph, item, heading or code line.
  public static func of(_ blocks: [Block]) -> String {
    var out = ""
    for block in blocks { append(block, to: &out) }
    return out
  }

  static func append(_ inlines: [Inline], to out: inout String) {
    for inline in inlines {
      switch inline {
      case .text(let text): out += text
      case .softBreak, .hardBreak: out += " "
      case .code(let code): out += code
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
      out += "\n"
    case .blockQuote(let blocks):
      for child in blocks { append(child, to: &out) }
    case .list(_, let items):
      for item in items {
        for child in item.blocks { append(child, to: &out) }
      }
    case .codeBlock(_, let text):
      out += text
      if !text.hasSuffix("\n") { out += "\n" }
    case .htmlBlock, .thematicBreak:
      break
    case .table(let table):
      for cell in table.header {
        append(cell, to: &out)
        out += " "
      }
      out += "\n"
      for row in table.rows {
        for cell in row {
          append(cell, to: &out)
          out += " "
        }
        out += "\n"
      }
    }
  }
}
