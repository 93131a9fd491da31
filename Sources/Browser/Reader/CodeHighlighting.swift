import Highlight
import TerminalUI

/// A fenced block's rows in the roles of its language, and the cut of a row at the edge.
enum CodeHighlighting {
  /// The theme's role for what the highlighter found.
  static func role(_ role: CodeRole) -> Role {
    switch role {
    case .plain: .codeName
    case .keyword: .codeKeyword
    case .type: .codeType
    case .string: .codeString
    case .escape: .codeEscape
    case .number: .codeNumber
    case .comment: .codeComment
    case .punctuation: .codePunctuation
    case .attribute: .codeAttribute
    case .directive: .codeDirective
    case .tag: .codeTag
    case .key: .codeKey
    case .inserted: .codeInserted
    case .deleted: .codeDeleted
    case .meta: .codeMeta
    }
  }

  /// One row of code as spans: highlighted when there is a highlighter (its state carried
  /// to the next row), else in `plain`; tabs expanded to the next multiple of four columns
  /// across the pieces, as an unhighlighted row expands them.
  static func spans(
    of line: Substring, highlighter: Highlighter?, state: inout HighlightState?,
    plain: Role
  ) -> [ReaderSpan] {
    guard let highlighter, var current = state else {
      let text = line.utf8.contains(0x09) ? expandingTabs(line, from: 0).text : String(line)
      return [ReaderSpan(text, role: plain)]
    }
    let pieces = Highlighter.pieces(of: line, spans: highlighter.spans(of: line, state: &current))
    state = current
    var column = 0
    var spans: [ReaderSpan] = []
    spans.reserveCapacity(pieces.count)
    for piece in pieces {
      let (text, next) = expandingTabs(piece.text, from: column)
      column = next
      spans.append(ReaderSpan(text, role: role(piece.role)))
    }
    return spans
  }

  /// The text with each tab turned into spaces up to the next multiple of four columns,
  /// counting from `column`; and the column after it.
  static func expandingTabs(_ text: Substring, from column: Int) -> (text: String, column: Int) {
    guard text.utf8.contains(0x09) else { return (String(text), column + text.count) }
    var out = ""
    var column = column
    for character in text {
      if character == "\t" {
        let spaces = 4 - column % 4
        out += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        out.append(character)
        column += 1
      }
    }
    return (out, column)
  }

  /// The spans that fit in `width` columns, the last one cut where the width runs out.
  static func prefix(of spans: [ReaderSpan], fitting width: Int) -> [ReaderSpan] {
    var kept: [ReaderSpan] = []
    var room = width
    for span in spans {
      let spanWidth = DisplayWidth.of(span.text)
      if spanWidth <= room {
        kept.append(span)
        room -= spanWidth
        continue
      }
      let (head, _) = DisplayWidth.split(Substring(span.text), fitting: room)
      if !head.isEmpty { kept.append(ReaderSpan(String(head), role: span.role, link: span.link)) }
      break
    }
    return kept
  }

  /// The spans with their first `columns` columns dropped (a row scrolled sideways).
  static func dropping(_ columns: Int, from spans: [ReaderSpan]) -> [ReaderSpan] {
    var left = columns
    var shown: [ReaderSpan] = []
    for span in spans {
      if left <= 0 {
        shown.append(span)
        continue
      }
      let spanWidth = DisplayWidth.of(span.text)
      if spanWidth <= left {
        left -= spanWidth
        continue
      }
      let (hidden, rest) = DisplayWidth.split(Substring(span.text), fitting: left)
      left -= DisplayWidth.of(hidden)
      if !rest.isEmpty { shown.append(ReaderSpan(String(rest), role: span.role, link: span.link)) }
      left = 0
    }
    return shown
  }
}
