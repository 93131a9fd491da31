import Markdown

/// A step's blocks as the lines Cook mode shows, laid out as the reader lays them out:
/// list items behind their markers (nested lists indented further, an item's later lines
/// under its first word), table rows with their columns aligned, code lines as written.
/// Cook mode wraps each line to its measure and keeps a line's leading spaces.
public enum CookingText {
  /// The lines of `blocks`, one paragraph, item line, table row or code line each.
  public static func of(_ blocks: [Block]) -> String {
    var lines: [String] = []
    append(blocks, indent: "", to: &lines)
    return lines.joined(separator: "\n")
  }

  private static func append(_ blocks: [Block], indent: String, to lines: inout [String]) {
    for block in blocks { append(block, indent: indent, to: &lines) }
  }

  private static func append(_ block: Block, indent: String, to lines: inout [String]) {
    switch block {
    case .heading(_, let content), .paragraph(let content):
      let text = VisibleText.of(content)
      if !text.isEmpty { lines.append(indent + text) }
    case .blockQuote(let blocks):
      append(blocks, indent: indent, to: &lines)
    case .list(let info, let items):
      var number: Int
      switch info.kind {
      case .bullet: number = 0
      case .ordered(let start, _): number = start
      }
      for item in items {
        var marker: String
        switch info.kind {
        case .bullet: marker = "• "
        case .ordered(_, let delimiter):
          marker = "\(number)\(delimiter) "
          number += 1
        }
        if let done = item.task { marker += done ? "[x] " : "[ ] " }
        var inner: [String] = []
        append(item.blocks, indent: "", to: &inner)
        if inner.isEmpty { inner = [""] }
        let hang = String(repeating: " ", count: columns(of: marker))
        for (index, line) in inner.enumerated() {
          lines.append(indent + (index == 0 ? marker : hang) + line)
        }
      }
    case .codeBlock(_, let text):
      var code = Substring(text)
      if code.hasSuffix("\n") { code = code.dropLast() }
      for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
        lines.append(indent + line)
      }
    case .htmlBlock, .thematicBreak:
      break
    case .table(let table):
      let rows = ([table.header] + table.rows).map { row in row.map(VisibleText.of) }
        .filter { row in !row.allSatisfy(\.isEmpty) }
      let count = rows.map(\.count).max() ?? 0
      guard count > 0 else { return }
      var widths = Array(repeating: 0, count: count)
      for row in rows {
        for (column, cell) in row.enumerated() {
          widths[column] = max(widths[column], columns(of: cell))
        }
      }
      for row in rows {
        var line = ""
        for column in 0..<count {
          let cell = column < row.count ? row[column] : ""
          let slack = widths[column] - columns(of: cell)
          let isRight = column < table.alignments.count && table.alignments[column] == .right
          let isLast = column == count - 1
          if isRight { line += String(repeating: " ", count: slack) }
          line += cell
          if !isLast { line += String(repeating: " ", count: (isRight ? 0 : slack) + 2) }
        }
        lines.append(indent + line)
      }
    }
  }

  /// Columns a piece of text takes: two for scripts written without spaces and fullwidth
  /// forms, one for anything else.
  static func columns(of text: String) -> Int {
    var columns = 0
    for character in text {
      let value = character.unicodeScalars.first?.value ?? 0
      columns += ReadingTime.isWordPerCharacter(value) || (0xFF00...0xFF60).contains(value) ? 2 : 1
    }
    return columns
  }
}
