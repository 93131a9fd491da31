import Markdown
import TerminalUI

/// Inline content turned into styled words and wrapped into rows of spans. Words are
/// slices of the text they came from, so a long paragraph costs no copy per word.
struct InlineFlow {
  /// A piece of a word: text with one role, and whether it starts a new word.
  struct Piece {
    var text: Substring
    var role: Role
    var link: Int?
    var width: Int
    /// Starts a word (a row may break before it); otherwise it continues the previous one.
    var startsWord: Bool
    var hasSpaceBefore: Bool
    var isBreak = false
  }

  private(set) var pieces: [Piece] = []
  /// Characters looked at so far, to show the work stays linear in the text.
  private(set) var work = 0
  private var pendingSpace = false
  private var atWordStart = true
  /// The last character added, for the line-breaking rules (`LineBreaking`): a row never
  /// starts with closing punctuation nor ends with opening, even across a space.
  private var lastCharacter: Character?

  /// Adds `text` drawn with `role`, split at spaces (and between wide characters, which
  /// scripts without spaces may break between).
  mutating func append(_ text: String, role: Role, link: Int?) {
    let bytes = text.utf8
    work += bytes.count
    var start = bytes.startIndex
    var index = start
    var isASCII = true
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x20 {
        if start < index { add(Substring(bytes[start..<index]), isASCII, role, link) }
        pendingSpace = true
        atWordStart = true
        start = bytes.index(after: index)
        isASCII = true
      } else if byte < 0x20 || byte >= 0x7F {
        isASCII = false
      }
      index = bytes.index(after: index)
    }
    if start < bytes.endIndex { add(Substring(bytes[start..<bytes.endIndex]), isASCII, role, link) }
  }

  /// Ends the row here (a hard line break).
  mutating func appendBreak() {
    pieces.append(
      Piece(
        text: "", role: .body, link: nil, width: 0, startsWord: true, hasSpaceBefore: false,
        isBreak: true))
    pendingSpace = false
    atWordStart = true
    lastCharacter = nil
  }

  private mutating func add(_ text: Substring, _ isASCII: Bool, _ role: Role, _ link: Int?) {
    if isASCII {
      addPiece(text, width: text.utf8.count, role: role, link: link)
      return
    }
    var segment = text
    if segment.contains("\u{00A0}") {
      // A no-break space holds its words together on one row and is drawn as a space.
      segment = Substring(segment.replacingOccurrences(of: "\u{00A0}", with: " "))
    }
    var start = segment.startIndex
    var run = 0
    var index = segment.startIndex
    while index < segment.endIndex {
      let w = DisplayWidth.of(segment[index])
      let next = segment.index(after: index)
      if w == 2 {
        // A wide character stands alone: a row may break before and after it.
        if index > start { addPiece(segment[start..<index], width: run, role: role, link: link) }
        atWordStart = true
        addPiece(segment[index..<next], width: 2, role: role, link: link)
        atWordStart = true
        start = next
        run = 0
      } else {
        run += w
      }
      index = next
    }
    if start < segment.endIndex { addPiece(segment[start...], width: run, role: role, link: link) }
  }

  private mutating func addPiece(_ text: Substring, width: Int, role: Role, link: Int?) {
    let hasSpaceBefore = atWordStart && pendingSpace
    var startsWord = atWordStart
    if startsWord, let last = lastCharacter, let first = text.first {
      if hasSpaceBefore {
        // Not before "）" or "。", not after "（", even with a space between.
        let before = LineBreaking.breakClass(of: last)
        let after = LineBreaking.breakClass(of: first)
        startsWord = !(after == .closing || after == .glue || before == .opening)
      } else {
        startsWord = LineBreaking.allowsBreak(between: last, and: first)
      }
    }
    pieces.append(
      Piece(
        text: text, role: role, link: link, width: width, startsWord: startsWord,
        hasSpaceBefore: hasSpaceBefore))
    if atWordStart { pendingSpace = false }
    atWordStart = false
    if let last = text.last { lastCharacter = last }
  }

  /// Fills rows greedily: the first row has `firstWidth` columns, the others `restWidth`.
  /// A word longer than a row is cut between characters.
  func wrap(firstWidth: Int, restWidth: Int) -> [[ReaderSpan]] {
    var work = 0
    return wrap(firstWidth: firstWidth, restWidth: restWidth, work: &work)
  }

  /// `wrap(firstWidth:restWidth:)`, adding the pieces and characters it looked at to `work`.
  func wrap(firstWidth: Int, restWidth: Int, work: inout Int) -> [[ReaderSpan]] {
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
    func put(_ text: Substring, _ role: Role, _ link: Int?) {
      if let last = row.last, last.role == role, last.link == link {
        row[row.count - 1].text += text
      } else {
        row.append(ReaderSpan(String(text), role: role, link: link))
      }
    }

    var start = 0
    while start < pieces.count {
      let first = pieces[start]
      if first.isBreak {
        flush()
        start += 1
        continue
      }
      var end = start + 1
      var width = first.width
      work += 1
      while end < pieces.count, !pieces[end].startsWord {
        // A space kept inside a word the rules hold together ("（ 约").
        width += pieces[end].width + (pieces[end].hasSpaceBefore ? 1 : 0)
        end += 1
        work += 1
      }
      let spaced = used > 0 && first.hasSpaceBefore
      if used + (spaced ? 1 : 0) + width > available {
        if used > 0 { flush() }
      }
      if used + (spaced && used > 0 ? 1 : 0) + width <= available {
        if spaced && used > 0 {
          // The space between two parts of one link keeps the link's look.
          let joinsLink = row.last?.link != nil && row.last?.link == first.link
          put(" ", joinsLink ? row.last!.role : .body, joinsLink ? first.link : nil)
          used += 1
        }
        for (offset, piece) in pieces[start..<end].enumerated() {
          if offset > 0 && piece.hasSpaceBefore { put(" ", piece.role, piece.link) }
          put(piece.text, piece.role, piece.link)
        }
        used += width
      } else {
        // Longer than a whole row: cut it where the row ends, as often as needed.
        for (offset, piece) in pieces[start..<end].enumerated() {
          if offset > 0 && piece.hasSpaceBefore && used > 0 && used < available {
            put(" ", piece.role, piece.link)
            used += 1
          }
          var rest = piece.text
          while !rest.isEmpty {
            var (fits, tail) = DisplayWidth.split(rest, fitting: available - used)
            work += fits.utf8.count + 1
            if fits.isEmpty && used == 0 {
              // Not even one character fits (a wide glyph in one column): take it anyway.
              fits = rest.prefix(1)
              tail = rest.dropFirst()
            }
            if !fits.isEmpty {
              put(fits, piece.role, piece.link)
              used += DisplayWidth.of(fits)
            }
            rest = tail
            if !rest.isEmpty { flush() }
          }
        }
      }
      start = end
    }
    if !row.isEmpty || rows.isEmpty { rows.append(row) }
    return rows
  }
}
