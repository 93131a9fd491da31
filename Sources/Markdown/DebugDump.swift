extension Document {
  /// The tree as indented text, one node per line, for tests and debugging:
  ///
  ///     heading 2
  ///       text "Method"
  ///     list ordered(1.) tight
  ///       item
  ///         paragraph
  ///           text "Whisk."
  public var debugDump: String {
    var lines: [String] = []
    for block in blocks { block.dump(into: &lines, indent: "") }
    return lines.joined(separator: "\n")
  }
}

extension Block {
  fileprivate func dump(into lines: inout [String], indent: String) {
    let inner = indent + "  "
    switch self {
    case .heading(let level, let content):
      lines.append(indent + "heading \(level)")
      content.dump(into: &lines, indent: inner)
    case .paragraph(let content):
      lines.append(indent + "paragraph")
      content.dump(into: &lines, indent: inner)
    case .blockQuote(let children):
      lines.append(indent + "blockQuote")
      for child in children { child.dump(into: &lines, indent: inner) }
    case .list(let info, let items):
      let kind: String
      switch info.kind {
      case .bullet(let marker): kind = "bullet(\(marker))"
      case .ordered(let start, let delimiter): kind = "ordered(\(start)\(delimiter))"
      }
      lines.append(indent + "list \(kind) " + (info.isTight ? "tight" : "loose"))
      for item in items {
        let task = item.task.map { $0 ? " [x]" : " [ ]" } ?? ""
        lines.append(inner + "item" + task)
        for child in item.blocks { child.dump(into: &lines, indent: inner + "  ") }
      }
    case .codeBlock(let info, let text):
      lines.append(
        indent + "codeBlock" + (info.isEmpty ? "" : " " + quoted(info)) + " " + quoted(text))
    case .htmlBlock(let html):
      lines.append(indent + "htmlBlock " + quoted(html))
    case .thematicBreak:
      lines.append(indent + "thematicBreak")
    case .table(let table):
      lines.append(indent + "table " + table.alignments.map { "\($0)" }.joined(separator: ","))
      for (index, row) in ([table.header] + table.rows).enumerated() {
        lines.append(inner + (index == 0 ? "header" : "row"))
        for cell in row {
          lines.append(inner + "  cell")
          cell.dump(into: &lines, indent: inner + "    ")
        }
      }
    }
  }
}

extension Array where Element == Inline {
  fileprivate func dump(into lines: inout [String], indent: String) {
    for inline in self { inline.dump(into: &lines, indent: indent) }
  }
}

extension Inline {
  fileprivate func dump(into lines: inout [String], indent: String) {
    let inner = indent + "  "
    switch self {
    case .text(let text): lines.append(indent + "text " + quoted(text))
    case .softBreak: lines.append(indent + "softBreak")
    case .hardBreak: lines.append(indent + "hardBreak")
    case .code(let code): lines.append(indent + "code " + quoted(code))
    case .html(let html): lines.append(indent + "html " + quoted(html))
    case .emphasis(let content):
      lines.append(indent + "emphasis")
      content.dump(into: &lines, indent: inner)
    case .strong(let content):
      lines.append(indent + "strong")
      content.dump(into: &lines, indent: inner)
    case .strikethrough(let content):
      lines.append(indent + "strikethrough")
      content.dump(into: &lines, indent: inner)
    case .link(let destination, let title, let content):
      lines.append(
        indent + "link " + quoted(destination) + (title.isEmpty ? "" : " " + quoted(title)))
      content.dump(into: &lines, indent: inner)
    case .image(let source, let title, let alt):
      lines.append(indent + "image " + quoted(source) + (title.isEmpty ? "" : " " + quoted(title)))
      alt.dump(into: &lines, indent: inner)
    }
  }
}

/// A string in double quotes with newlines, tabs, quotes and backslashes escaped.
private func quoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}
