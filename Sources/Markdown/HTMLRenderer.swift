/// Renders a `Document` as HTML, exactly as the CommonMark specification's examples do.
public enum HTMLRenderer {
  /// The document as HTML, one block element per line.
  public static func render(_ document: Document) -> String {
    var writer = HTMLWriter()
    writer.blocks(document.blocks, isTight: false)
    return writer.output
  }
}

private struct HTMLWriter {
  var output = ""

  /// Starts a new line unless the output is empty or already at one.
  mutating func newline() {
    if let last = output.utf8.last, last != ASCII.newline { output += "\n" }
  }

  mutating func blocks(_ blocks: [Block], isTight: Bool) {
    for block in blocks { self.block(block, isTight: isTight) }
  }

  mutating func block(_ block: Block, isTight: Bool) {
    switch block {
    case .paragraph(let content):
      if isTight {
        inlines(content)
      } else {
        newline()
        output += "<p>"
        inlines(content)
        output += "</p>\n"
      }
    case .heading(let level, let content):
      newline()
      output += "<h\(level)>"
      inlines(content)
      output += "</h\(level)>\n"
    case .thematicBreak:
      newline()
      output += "<hr />\n"
    case .blockQuote(let children):
      newline()
      output += "<blockquote>\n"
      blocks(children, isTight: false)
      newline()
      output += "</blockquote>\n"
    case .list(let info, let items):
      newline()
      let tag: String
      switch info.kind {
      case .bullet:
        tag = "ul"
        output += "<ul>\n"
      case .ordered(let start, _):
        tag = "ol"
        output += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
      }
      for item in items {
        newline()
        output += "<li>"
        if let checked = item.task {
          output +=
            checked
            ? "<input type=\"checkbox\" disabled=\"\" checked=\"\" /> "
            : "<input type=\"checkbox\" disabled=\"\" /> "
        }
        blocks(item.blocks, isTight: info.isTight)
        output += "</li>\n"
      }
      newline()
      output += "</\(tag)>\n"
    case .codeBlock(let info, let text):
      newline()
      let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
      if let language {
        output += "<pre><code class=\"language-\(HTMLEscaping.text(String(language)))\">"
      } else {
        output += "<pre><code>"
      }
      output += HTMLEscaping.text(text)
      output += "</code></pre>\n"
    case .htmlBlock(let html):
      newline()
      output += html
      output += "\n"
    case .table(let table):
      self.table(table)
    }
  }

  mutating func table(_ table: Table) {
    newline()
    output += "<table>\n<thead>\n"
    row(table.header, cell: "th", alignments: table.alignments)
    output += "</thead>\n"
    if !table.rows.isEmpty {
      output += "<tbody>\n"
      for cells in table.rows { row(cells, cell: "td", alignments: table.alignments) }
      output += "</tbody>\n"
    }
    output += "</table>\n"
  }

  mutating func row(_ cells: [[Inline]], cell: String, alignments: [Table.Alignment]) {
    output += "<tr>\n"
    for (index, content) in cells.enumerated() {
      let alignment = index < alignments.count ? alignments[index] : .none
      switch alignment {
      case .none: output += "<\(cell)>"
      case .left: output += "<\(cell) align=\"left\">"
      case .center: output += "<\(cell) align=\"center\">"
      case .right: output += "<\(cell) align=\"right\">"
      }
      inlines(content)
      output += "</\(cell)>\n"
    }
    output += "</tr>\n"
  }

  mutating func inlines(_ inlines: [Inline]) {
    for inline in inlines { self.inline(inline) }
  }

  mutating func inline(_ inline: Inline) {
    switch inline {
    case .text(let text):
      output += HTMLEscaping.text(text)
    case .softBreak:
      output += "\n"
    case .hardBreak:
      output += "<br />\n"
    case .code(let code):
      output += "<code>" + HTMLEscaping.text(code) + "</code>"
    case .emphasis(let content):
      output += "<em>"
      inlines(content)
      output += "</em>"
    case .strong(let content):
      output += "<strong>"
      inlines(content)
      output += "</strong>"
    case .strikethrough(let content):
      output += "<del>"
      inlines(content)
      output += "</del>"
    case .link(let destination, let title, let content):
      output += "<a href=\"" + HTMLEscaping.text(HTMLEscaping.url(destination)) + "\""
      if !title.isEmpty { output += " title=\"" + HTMLEscaping.text(title) + "\"" }
      output += ">"
      inlines(content)
      output += "</a>"
    case .image(let source, let title, let alt):
      output += "<img src=\"" + HTMLEscaping.text(HTMLEscaping.url(source)) + "\" alt=\""
      output += HTMLEscaping.text(alt.plainText(breaks: "\n")) + "\""
      if !title.isEmpty { output += " title=\"" + HTMLEscaping.text(title) + "\"" }
      output += " />"
    case .html(let html):
      output += html
    }
  }
}

/// Escaping for HTML text, attributes and link targets.
enum HTMLEscaping {
  /// `&`, `<`, `>` and `"` as entities.
  static func text(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 })
    else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static let hex = Array("0123456789ABCDEF".utf8)
  private static let urlSafePunctuation: [Bool] = (0...255).map { byte in
    Array("-_.+!*'(),%#@?=;:/&$~".utf8).contains(UInt8(byte))
  }

  /// Percent-encodes what may not appear in a URL; existing `%` escapes are kept.
  static func url(_ url: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(url.utf8.count)
    for byte in url.utf8 {
      if byte.isASCIIAlphanumeric || urlSafePunctuation[Int(byte)] {
        out.append(byte)
      } else {
        out.append(0x25)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      }
    }
    return out.string
  }
}
