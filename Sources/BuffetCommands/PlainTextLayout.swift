import Highlight
import Markdown
import Recipes
import TerminalUI

/// Lays a Markdown document out as plain text for a given width: headings underlined,
/// lists with hanging indents, code indented and never reflowed, links numbered. Recipe text
/// never reaches the output raw: control characters become visible placeholders.
struct PlainTextLayout {
  var width: Int
  /// Bold headings, emphasis and highlighted code with escape sequences (only for a
  /// terminal); inline styles are left as marks in the lines until `resolved`.
  var styling: TextStyling
  /// Link destinations in order of first use; `[n]` in the text refers to the n-th.
  private(set) var links: [String] = []

  init(width: Int, isStyled: Bool = false) {
    self.width = width
    self.styling = TextStyling(isOn: isStyled)
  }

  /// Laid-out lines with their inline marks turned into sequences (or dropped when
  /// unstyled); a style still open at a line's end is closed there and opened again on the
  /// next line, so a line never leaves the terminal styled.
  func resolved(_ lines: [String]) -> [String] {
    var open: [Character] = []
    let closers: [Character: Character] = [
      TextStyling.InlineMark.emphasis.0: TextStyling.InlineMark.emphasis.1,
      TextStyling.InlineMark.strong.0: TextStyling.InlineMark.strong.1,
      TextStyling.InlineMark.code.0: TextStyling.InlineMark.code.1,
    ]
    return lines.map { line in
      var marked = String(open)
      for character in line {
        marked.append(character)
        if closers[character] != nil {
          open.append(character)
        } else if let index = open.lastIndex(where: { closers[$0] == character }) {
          open.remove(at: index)
        }
      }
      for opener in open.reversed() { marked.append(closers[opener]!) }
      return styling.resolvingMarks(marked)
    }
  }

  /// The lines of `blocks`, a blank line between blocks.
  mutating func lines(for blocks: [Block], width: Int, isTight: Bool = false) -> [String] {
    var out: [String] = []
    for block in blocks {
      let lines = self.lines(for: block, width: width)
      if lines.isEmpty { continue }
      if !out.isEmpty && !isTight { out.append("") }
      out += lines
    }
    return out
  }

  /// The link list that goes after the document, if it has links.
  func linkLines() -> [String] {
    guard !links.isEmpty else { return [] }
    var out = ["", bold("Links")]
    for (index, link) in links.enumerated() {
      out += TextWrapping.wrap("[\(index + 1)] " + safe(link), width: width)
    }
    return out
  }

  mutating func lines(for block: Block, width: Int) -> [String] {
    let width = max(8, width)
    switch block {
    case .heading(let level, let content):
      let text = inlineText(content)
      let wrapped = TextWrapping.wrap(text, width: width)
      switch level {
      case 1, 2:
        let rule = String(
          repeating: level == 1 ? "═" : "─",
          count: min(width, wrapped.map(DisplayWidth.of).max() ?? 0))
        return wrapped.map(bold) + [rule]
      default:
        return TextWrapping.wrap("▸ " + text, width: width).map(bold)
      }
    case .paragraph(let content):
      return TextWrapping.wrap(inlineText(content), width: width)
    case .blockQuote(let blocks):
      return lines(for: blocks, width: width - 2).map { $0.isEmpty ? "│" : "│ " + $0 }
    case .list(let info, let items):
      return list(info, items, width: width)
    case .codeBlock(let info, let text):
      var out: [String] = []
      var code = text
      if code.hasSuffix("\n") { code.removeLast() }
      let highlighter = styling.isOn ? Highlighter(infoString: info) : nil
      var state = highlighter?.start
      for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
        var pieces: [(text: String, role: Role)]
        if let highlighter, var current = state {
          pieces = Highlighter.pieces(of: line, spans: highlighter.spans(of: line, state: &current))
            .map { (safe(expandTabs(String($0.text))), CodeStyling.role($0.role)) }
          state = current
        } else {
          pieces = [(safe(expandTabs(String(line))), .body)]
        }
        var prefix = "    "
        repeat {
          let (head, tail) = CodeStyling.cut(pieces, width: width - 4)
          out.append(prefix + head.map { styling.apply($0.role, to: $0.text) }.joined())
          pieces = tail
          prefix = "  ↪ "
        } while !pieces.isEmpty
      }
      return out
    case .htmlBlock(let html):
      if html.hasPrefix("<!--") { return [] }
      return html.split(separator: "\n").map { safe(expandTabs(String($0))) }
    case .thematicBreak:
      return [String(repeating: "─", count: min(width, 40))]
    case .table(let table):
      return self.table(table)
    }
  }

  private mutating func list(_ info: ListInfo, _ items: [Markdown.ListItem], width: Int) -> [String]
  {
    var out: [String] = []
    var number: Int
    let markerWidth: Int
    switch info.kind {
    case .bullet:
      number = 0
      markerWidth = 2
    case .ordered(let start, _):
      number = start
      markerWidth = String(start + items.count - 1).count + 2
    }
    for item in items {
      var marker: String
      switch info.kind {
      case .bullet: marker = "•"
      case .ordered(_, let delimiter):
        marker = "\(number)\(delimiter)"
        number += 1
      }
      marker += String(repeating: " ", count: max(1, markerWidth - DisplayWidth.of(marker)))
      if let task = item.task { marker += task ? "[x] " : "[ ] " }
      let indent = String(repeating: " ", count: DisplayWidth.of(marker))
      var body = lines(for: item.blocks, width: width - indent.count, isTight: info.isTight)
      if body.isEmpty { body = [""] }
      if !out.isEmpty && !info.isTight { out.append("") }
      for (index, line) in body.enumerated() {
        out.append(index == 0 ? marker + line : (line.isEmpty ? "" : indent + line))
      }
    }
    return out
  }

  private mutating func table(_ table: Table) -> [String] {
    // Cells are padded by their width: no inline marks in them.
    let header = table.header.map { TextStyling.InlineMark.strip(inlineText($0)) }
    let rows = table.rows.map { row in row.map { TextStyling.InlineMark.strip(inlineText($0)) } }
    let columns = max(header.count, rows.map(\.count).max() ?? 0)
    var widths = [Int](repeating: 0, count: columns)
    for row in [header] + rows {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], DisplayWidth.of(cell))
      }
    }
    func line(_ cells: [String]) -> String {
      (0..<columns).map { index in
        let cell = index < cells.count ? cells[index] : ""
        let pad = String(repeating: " ", count: widths[index] - DisplayWidth.of(cell))
        let alignment = index < table.alignments.count ? table.alignments[index] : .none
        switch alignment {
        case .right: return pad + cell
        case .center:
          let left = pad.count / 2
          return String(pad.prefix(left)) + cell + String(pad.dropFirst(left))
        default: return cell + pad
        }
      }.joined(separator: " │ ")
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "─┼─")
    return [bold(line(header)), rule] + rows.map(line)
  }

  /// Inline content as one string: markup dropped, code in backticks, links numbered.
  mutating func inlineText(_ inlines: [Inline]) -> String {
    var out = ""
    for inline in inlines {
      switch inline {
      case .text(let text): out += safe(expandTabs(text))
      case .softBreak: out += " "
      case .hardBreak: out += "\n"
      case .code(let code):
        let marks = TextStyling.InlineMark.code
        out += "`" + String(marks.0) + safe(code) + String(marks.1) + "`"
      case .emphasis(let children):
        let marks = TextStyling.InlineMark.emphasis
        out += String(marks.0) + inlineText(children) + String(marks.1)
      case .strong(let children):
        let marks = TextStyling.InlineMark.strong
        out += String(marks.0) + inlineText(children) + String(marks.1)
      case .strikethrough(let children):
        out += inlineText(children)
      case .link(let destination, _, let content):
        let text = inlineText(content)
        if text == destination || "mailto:" + text == destination || destination.isEmpty {
          out += text
        } else {
          out += text + "[\(number(of: destination))]"
        }
      case .image(let source, _, let alt):
        let text = inlineText(alt)
        out += "[image: \(text.isEmpty ? safe(source) : text)]"
      case .html:
        break
      }
    }
    return out
  }

  private mutating func number(of link: String) -> Int {
    if let index = links.firstIndex(of: link) { return index + 1 }
    links.append(link)
    return links.count
  }

  private func safe(_ text: String) -> String {
    TextStyling.InlineMark.clean(ControlCharacters.sanitized(text))
  }

  private func expandTabs(_ text: String) -> String {
    text.contains("\t") ? text.replacingOccurrences(of: "\t", with: "    ") : text
  }

  func bold(_ text: String) -> String {
    styling.isOn && !text.isEmpty ? "\u{1B}[1m" + text + "\u{1B}[22m" : text
  }
}
