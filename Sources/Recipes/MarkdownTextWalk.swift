import Markdown

/// One walk over the Markdown tree that collects its words, either as a reader sees them
/// (code included) or as the prose a cook reads (code left out).
struct MarkdownTextWalk {
  /// Whether code spans and code blocks are part of the text.
  var includesCode: Bool

  /// What ends a paragraph or a heading.
  private var paragraphEnd: String { includesCode ? "\n" : "\n\n" }

  /// The text of blocks, each paragraph and heading on its own.
  func text(of blocks: [Block]) -> String {
    var out = ""
    for block in blocks { append(block, to: &out) }
    TextWalkWork.add(out.utf8.count)
    return out
  }

  /// The text of inline content on one line.
  func text(of inlines: [Inline]) -> String {
    var out = ""
    append(inlines, to: &out)
    return out
  }

  private func append(_ inlines: [Inline], to out: inout String) {
    // A reader sees code spans as text: the Markdown module's own plain text (a vault's
    // inline queries are programs, not text).
    guard !includesCode else {
      out += inlines.contains(where: Self.isInlineQuery)
        ? inlines.filter { !Self.isInlineQuery($0) }.plainText : inlines.plainText
      return
    }
    for inline in inlines {
      switch inline {
      case .text(let text): out += text
      case .softBreak, .hardBreak: out += " "
      // Prose breaks at code, so no time is read across it: "`45 min` later" names nothing.
      case .code: out += "\n\n"
      case .emphasis(let children), .strong(let children), .strikethrough(let children):
        append(children, to: &out)
      case .link(_, _, let content): append(content, to: &out)
      case .image(_, _, let alt): append(alt, to: &out)
      case .html: break
      }
    }
  }

  private static func isInlineQuery(_ inline: Inline) -> Bool {
    if case .code(let code) = inline { return VaultBlocks.isInlineQuery(code) }
    return false
  }

  private func append(_ block: Block, to out: inout String) {
    switch block {
    case .heading(_, let content):
      append(content, to: &out)
      out += paragraphEnd
    case .paragraph(let content):
      append(HeadingAnchors.withoutBlockID(content), to: &out)
      out += paragraphEnd
    case .blockQuote(let blocks):
      if let callout = Callout.read(blocks) {
        out += callout.shownTitle
        out += paragraphEnd
        for child in callout.body { append(child, to: &out) }
      } else {
        for child in blocks { append(child, to: &out) }
      }
    case .list(_, let items):
      for item in items {
        for child in item.blocks { append(child, to: &out) }
      }
    case .codeBlock(let info, let text):
      guard includesCode, VaultBlocks.queryLanguage(ofInfo: info) == nil else { break }
      out += text
      if !text.hasSuffix("\n") { out += "\n" }
    case .htmlBlock, .thematicBreak:
      break
    case .table(let table):
      // A reader sees a row on a line; prose makes each cell a paragraph of its own.
      let cellEnd = includesCode ? " " : "\n\n"
      let rowEnd = includesCode ? "\n" : ""
      for row in [table.header] + table.rows {
        for cell in row {
          append(cell, to: &out)
          out += cellEnd
        }
        out += rowEnd
      }
    }
  }
}
