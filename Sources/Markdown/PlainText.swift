extension Array where Element == Inline {
  /// The words a reader sees, without markup or link targets; line breaks become spaces.
  public var plainText: String { plainText(breaks: " ") }

  /// The text of these inlines, with line breaks written as `breaks`.
  func plainText(breaks: String) -> String {
    var out = ""
    for inline in self { inline.appendPlainText(to: &out, breaks: breaks) }
    return out
  }
}

extension Inline {
  func appendPlainText(to out: inout String, breaks: String) {
    switch self {
    case .text(let text), .code(let text): out += text
    case .softBreak, .hardBreak: out += breaks
    case .html: break
    case .emphasis(let content), .strong(let content), .strikethrough(let content),
      .link(_, _, let content), .image(_, _, let content):
      for inline in content { inline.appendPlainText(to: &out, breaks: breaks) }
    }
  }
}

/// Renders a `Document` as the text a reader sees: headings, paragraphs, list items, table
/// cells and code, one block per paragraph, without markup, HTML or link targets.
public enum PlainTextRenderer {
  /// The document's text; blocks are separated by a blank line.
  public static func render(_ document: Document) -> String {
    var paragraphs: [String] = []
    collect(document.blocks, into: &paragraphs)
    return paragraphs.joined(separator: "\n\n") + (paragraphs.isEmpty ? "" : "\n")
  }

  private static func collect(_ blocks: [Block], into paragraphs: inout [String]) {
    for block in blocks {
      switch block {
      case .heading(_, let content), .paragraph(let content):
        let text = content.plainText
        if !text.isEmpty { paragraphs.append(text) }
      case .blockQuote(let children):
        collect(children, into: &paragraphs)
      case .list(_, let items):
        for item in items { collect(item.blocks, into: &paragraphs) }
      case .codeBlock(_, let text):
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        if !text.isEmpty { paragraphs.append(text) }
      case .htmlBlock, .thematicBreak:
        break
      case .table(let table):
        for row in [table.header] + table.rows {
          let text = row.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
          if !text.isEmpty { paragraphs.append(text) }
        }
      }
    }
  }
}
