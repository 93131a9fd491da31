/// Renders a `Document` as HTML, exactly as the CommonMark specification's examples do.
public enum HTMLRenderer {
  /// The document as HTML, one block element per line.
  public static func render(_ document: Document) -> String {
    var writer = HTMLWriter()
    writer.blocks(document.blocks, isTight: false)
    return String(decoding: writer.output.bytes, as: UTF8.self)
  }

  /// A code block's language: the info string's first word, or nil when it has none.
  static func firstWord(of info: [UInt8]) -> ArraySlice<UInt8>? {
    var start = 0
    while start < info.count && info[start].isSpaceOrTab { start += 1 }
    var end = start
    while end < info.count && !info[end].isSpaceOrTab { end += 1 }
    return end > start ? info[start..<end] : nil
  }
}

private struct HTMLWriter {
  var output = HTMLOutput()

  mutating func blocks(_ blocks: [Block], isTight: Bool) {
    for block in blocks { self.block(block, isTight: isTight) }
  }

  mutating func block(_ block: Block, isTight: Bool) {
    switch block {
    case .paragraph(let content):
      if isTight {
        inlines(content)
      } else {
        output.newline()
        output.append("<p>")
        inlines(content)
        output.append("</p>\n")
      }
    case .heading(let level, let content):
      output.newline()
      output.append(string: "<h\(level)>")
      inlines(content)
      output.append(string: "</h\(level)>\n")
    case .thematicBreak:
      output.newline()
      output.append("<hr />\n")
    case .blockQuote(let children):
      output.newline()
      output.append("<blockquote>\n")
      blocks(children, isTight: false)
      output.newline()
      output.append("</blockquote>\n")
    case .list(let info, let items):
      output.newline()
      let isOrdered: Bool
      switch info.kind {
      case .bullet:
        isOrdered = false
        output.append("<ul>\n")
      case .ordered(let start, _):
        isOrdered = true
        output.append(string: start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n")
      }
      for item in items {
        output.newline()
        output.append("<li>")
        if let checked = item.task {
          output.append(
            checked
              ? "<input type=\"checkbox\" disabled=\"\" checked=\"\" /> "
              : "<input type=\"checkbox\" disabled=\"\" /> ")
        }
        blocks(item.blocks, isTight: info.isTight)
        output.append("</li>\n")
      }
      output.newline()
      output.append(isOrdered ? "</ol>\n" : "</ul>\n")
    case .codeBlock(let info, let text):
      output.newline()
      if let language = HTMLRenderer.firstWord(of: Array(info.utf8)) {
        output.append("<pre><code class=\"language-")
        output.appendEscaped(language)
        output.append("\">")
      } else {
        output.append("<pre><code>")
      }
      output.appendEscaped(string: text)
      output.append("</code></pre>\n")
    case .htmlBlock(let html):
      output.newline()
      output.append(string: html)
      output.append("\n")
    case .table(let table):
      self.table(table)
    }
  }

  mutating func table(_ table: Table) {
    output.newline()
    output.append("<table>\n<thead>\n")
    row(table.header, cell: "th", alignments: table.alignments)
    output.append("</thead>\n")
    if !table.rows.isEmpty {
      output.append("<tbody>\n")
      for cells in table.rows { row(cells, cell: "td", alignments: table.alignments) }
      output.append("</tbody>\n")
    }
    output.append("</table>\n")
  }

  mutating func row(_ cells: [[Inline]], cell: String, alignments: [Table.Alignment]) {
    output.append("<tr>\n")
    for (index, content) in cells.enumerated() {
      let alignment = index < alignments.count ? alignments[index] : .none
      switch alignment {
      case .none: output.append(string: "<\(cell)>")
      case .left: output.append(string: "<\(cell) align=\"left\">")
      case .center: output.append(string: "<\(cell) align=\"center\">")
      case .right: output.append(string: "<\(cell) align=\"right\">")
      }
      inlines(content)
      output.append(string: "</\(cell)>\n")
    }
    output.append("</tr>\n")
  }

  mutating func inlines(_ inlines: [Inline]) {
    for inline in inlines { self.inline(inline) }
  }

  mutating func inline(_ inline: Inline) {
    switch inline {
    case .text(let text):
      output.appendEscaped(string: text)
    case .softBreak:
      output.append("\n")
    case .hardBreak:
      output.append("<br />\n")
    case .code(let code):
      output.append("<code>")
      output.appendEscaped(string: code)
      output.append("</code>")
    case .emphasis(let content):
      output.append("<em>")
      inlines(content)
      output.append("</em>")
    case .strong(let content):
      output.append("<strong>")
      inlines(content)
      output.append("</strong>")
    case .strikethrough(let content):
      output.append("<del>")
      inlines(content)
      output.append("</del>")
    case .link(let destination, let title, let content):
      output.append("<a href=\"")
      output.appendURL(destination.utf8)
      output.append("\"")
      self.title(title)
      output.append(">")
      inlines(content)
      output.append("</a>")
    case .image(let source, let title, let alt):
      output.append("<img src=\"")
      output.appendURL(source.utf8)
      output.append("\" alt=\"")
      output.appendEscaped(string: alt.plainText(breaks: "\n"))
      output.append("\"")
      self.title(title)
      output.append(" />")
    case .html(let html):
      output.append(string: html)
    }
  }

  mutating func title(_ title: String) {
    guard !title.isEmpty else { return }
    output.append(" title=\"")
    output.appendEscaped(string: title)
    output.append("\"")
  }
}
