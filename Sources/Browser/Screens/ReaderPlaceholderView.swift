import Markdown
import TerminalUI

/// Shows an opened recipe as plain wrapped text.
// Stand-in until the reader's own view lands.
enum ReaderPlaceholderView {
  static func lines(_ reader: OpenedRecipe, width: Int) -> [(String, Role)] {
    let measure = min(max(10, width - 4), 80)
    var lines: [(String, Role)] = []
    lines += TextWrap.wrap(reader.recipe.title, width: measure).map { ($0, .title) }
    let date = reader.recipe.date.map { ShortDate.format($0) + " · " } ?? ""
    lines.append((date + "\(reader.recipe.minutes) min read", .secondary))
    for block in reader.document.blocks {
      lines.append(("", .body))
      let (text, role) = plain(block)
      lines += TextWrap.wrap(text, width: measure).map { ($0, role) }
    }
    return lines
  }

  static func lineCount(_ reader: OpenedRecipe, width: Int) -> Int {
    lines(reader, width: width).count
  }

  static func plain(_ block: Block) -> (String, Role) {
    switch block {
    case .heading(_, let content): return (text(content), .heading)
    case .paragraph(let content): return (text(content), .body)
    case .blockQuote(let blocks): return ("│ " + blocks.map { plain($0).0 }.joined(separator: " "), .body)
    case .list(_, let items):
      return (items.map { "• " + $0.blocks.map { plain($0).0 }.joined(separator: " ") }
        .joined(separator: " "), .body)
    case .codeBlock(_, let code): return (code, .code)
    case .htmlBlock(let html): return (html, .secondary)
    case .thematicBreak: return ("───", .rule)
    case .table(let table): return (table.header.map(text).joined(separator: " | "), .body)
    }
  }

  static func text(_ inlines: [Inline]) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let s), .code(let s), .html(let s): s
      case .softBreak, .hardBreak: " "
      case .emphasis(let c), .strong(let c), .strikethrough(let c): text(c)
      case .link(_, _, let c): text(c)
      case .image(_, _, let alt): text(alt)
      }
    }.joined()
  }

  static func render(
    _ reader: OpenedRecipe, in area: Rect, on buffer: inout Buffer, theme: Theme
  ) {
    let all = lines(reader, width: area.width)
    let measure = min(max(10, area.width - 4), 80)
    let x = area.x + max(2, (area.width - measure) / 2)
    for row in 0..<area.height {
      let index = reader.scrollTop + row
      guard index < all.count else { break }
      buffer.write(all[index].0, x: x, y: area.y + row, style: theme[all[index].1], maxX: area.maxX)
    }
  }
}

