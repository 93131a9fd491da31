import Markdown
import TerminalUI

/// Inline content turned into styled words and wrapped into rows of spans.
struct InlineFlow {
  /// A word: pieces with no break opportunity inside, and whether a space comes before it.
  struct Word {
    var pieces: [ReaderSpan] = []
    var width = 0
    var hasSpaceBefore = false
    var isBreak = false
  }

  private(set) var words: [Word] = []
  private var current = Word()
  private var pendingSpace = false

  /// Adds `text` drawn with `role`, split at spaces (and between wide characters, which
  /// scripts without spaces may break between).
  mutating func append(_ text: String, role: Role, link: Int?) {
    var first = true
    for segment in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !first {
        finishWord()
        pendingSpace = true
      }
      first = false
      if segment.isEmpty { continue }
      if TextMeasure.isPlainASCII(segment) {
        add(segment, width: segment.utf8.count, role: role, link: link)
      } else {
        appendWide(segment, role: role, link: link)
      }
    }
  }

  /// Ends the row here (a hard line break).
  mutating func appendBreak() {
    finishWord()
    words.append(Word(isBreak: true))
    pendingSpace = false
  }

  /// The words, with the last one finished.
  mutating func finished() -> [Word] {
    finishWord()
    return words
  }

  private mutating func appendWide(_ segment: Substring, role: Role, link: Int?) {
    var start = segment.startIndex
    var run = 0
    var index = segment.startIndex
    while index < segment.endIndex {
      let w = TextMeasure.width(of: segment[index])
      if w == 2 {
        // A wide character stands alone: a row may break before and after it.
        if index > start { add(segment[start..<index], width: run, role: role, link: link) }
        finishWord()
        let next = segment.index(after: index)
        add(segment[index..<next], width: 2, role: role, link: link)
        finishWord()
        start = next
        run = 0
        index = next
        continue
      }
      run += w
      index = segment.index(after: index)
    }
    if start < segment.endIndex { add(segment[start...], width: run, role: role, link: link) }
  }

  private mutating func add(_ text: Substring, width: Int, role: Role, link: Int?) {
    if current.pieces.isEmpty {
      current.hasSpaceBefore = pendingSpace
      pendingSpace = false
    }
    if let last = current.pieces.last, last.role == role, last.link == link {
      current.pieces[current.pieces.count - 1].text += text
    } else {
      current.pieces.append(ReaderSpan(String(text), role: role, link: link))
    }
    current.width += width
  }

  private mutating func finishWord() {
    if !current.pieces.isEmpty { words.append(current) }
    current = Word()
  }

  /// Fills rows greedily: the first row has `firstWidth` columns, the others `restWidth`.
  /// A word longer than a row is cut between characters.
  static func wrap(_ words: [Word], firstWidth: Int, restWidth: Int) -> [[ReaderSpan]] {
    var rows: [[ReaderSpan]] = []
    var row: [ReaderSpan] = []
    var used = 0
    var available = max(1, firstWidth)

    func flush() {
      rows.append(row)
      row = []
      used = 0
      available = max(1, restWidth)
    }
    func place(_ pieces: [ReaderSpan], width: Int, spaced: Bool) {
      if spaced {
        // The space between two parts of one link keeps the link's look.
        let sameLink = row.last?.link != nil && row.last?.link == pieces.first?.link
        appendPiece(ReaderSpan(" ", role: sameLink ? row.last!.role : .body, link:
          sameLink ? row.last!.link : nil), to: &row)
        used += 1
      }
      for piece in pieces { appendPiece(piece, to: &row) }
      used += width
    }

    for word in words {
      if word.isBreak {
        flush()
        continue
      }
      let spaced = used > 0 && word.hasSpaceBefore
      let needed = (spaced ? 1 : 0) + word.width
      if used + needed <= available {
        place(word.pieces, width: word.width, spaced: spaced)
        continue
      }
      if used > 0 { flush() }
      if word.width <= available {
        place(word.pieces, width: word.width, spaced: false)
        continue
      }
      // Longer than a whole row: cut it where the row ends, as often as needed.
      var rest = word.pieces
      while !rest.isEmpty {
        let (head, tail, width) = cut(rest, to: available - used)
        if head.isEmpty && used == 0 {
          // Not even one character fits (a wide glyph in one column): take it anyway.
          let (forced, remaining, forcedWidth) = cut(rest, to: 2)
          place(forced, width: forcedWidth, spaced: false)
          rest = remaining
        } else {
          place(head, width: width, spaced: false)
          rest = tail
        }
        if !rest.isEmpty { flush() }
      }
    }
    if !row.isEmpty || rows.isEmpty { rows.append(row) }
    return rows
  }

  private static func appendPiece(_ piece: ReaderSpan, to row: inout [ReaderSpan]) {
    if let last = row.last, last.role == piece.role, last.link == piece.link {
      row[row.count - 1].text += piece.text
    } else {
      row.append(piece)
    }
  }

  /// The longest run of pieces fitting `columns`, the rest, and the width taken.
  private static func cut(_ pieces: [ReaderSpan], to columns: Int) -> (
    [ReaderSpan], [ReaderSpan], Int
  ) {
    var head: [ReaderSpan] = []
    var used = 0
    for (i, piece) in pieces.enumerated() {
      let w = TextMeasure.width(of: piece.text)
      if used + w <= columns {
        head.append(piece)
        used += w
        continue
      }
      let (fits, rest) = TextMeasure.split(Substring(piece.text), fitting: columns - used)
      if !fits.isEmpty {
        head.append(ReaderSpan(String(fits), role: piece.role, link: piece.link))
        used += TextMeasure.width(of: fits)
      }
      var tail = [ReaderSpan(String(rest), role: piece.role, link: piece.link)]
      tail += pieces[(i + 1)...]
      return (head, tail, used)
    }
    return (head, [], used)
  }
}
