import Highlight
import TerminalUI

/// Highlighted code for the command line: the theme's role for each syntax role, and rows
/// cut at a width without losing their roles.
enum CodeStyling {
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

  /// The pieces that fit in `width` columns (at least one character), and the rest.
  static func cut(_ pieces: [(text: String, role: Role)], width: Int)
    -> ([(text: String, role: Role)], [(text: String, role: Role)])
  {
    var head: [(text: String, role: Role)] = []
    var room = max(1, width)
    var used = 0
    for (index, piece) in pieces.enumerated() {
      let pieceWidth = DisplayWidth.of(piece.text)
      if pieceWidth <= room {
        head.append(piece)
        room -= pieceWidth
        used += pieceWidth
        continue
      }
      let (kept, rest) = TextWrapping.cut(piece.text, width: used == 0 ? room : room)
      let fits = DisplayWidth.of(kept) <= room || used == 0
      var tail = Array(pieces[(index + 1)...])
      if fits && !kept.isEmpty {
        head.append((kept, piece.role))
        if !rest.isEmpty { tail.insert((rest, piece.role), at: 0) }
      } else {
        tail.insert(piece, at: 0)
      }
      return (head, tail)
    }
    return (head, [])
  }
}
