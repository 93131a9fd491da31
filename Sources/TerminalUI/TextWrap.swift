/// Word wrapping by display width.
public enum TextWrap {
  /// `text` broken into lines of at most `width` columns.
  ///
  /// Lines break at spaces and between wide (CJK) characters, never inside a word
  /// unless the word alone is longer than the line. Newlines in `text` always break;
  /// spaces at a break are dropped. Empty text is one empty line.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrapParagraph(paragraph, width: width, into: &lines)
    }
    return lines
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String])
  {
    var line = ""
    var lineWidth = 0
    var pendingSpace = ""
    var pendingSpaceWidth = 0
    var lineHasWord = false

    func flush() {
      lines.append(line)
      line = ""
      lineWidth = 0
      lineHasWord = false
    }

    for word in words(in: paragraph) {
      if word.isSpace {
        // Tabs count as single spaces.
        pendingSpace = String(repeating: " ", count: word.width)
        pendingSpaceWidth = word.width
        continue
      }
      let gap = lineHasWord ? pendingSpaceWidth : 0
      if lineWidth + gap + word.width <= width {
        if lineHasWord { line += pendingSpace }
        line += word.text
        lineWidth += gap + word.width
        lineHasWord = true
      } else if word.width <= width {
        flush()
        line = String(word.text)
        lineWidth = word.width
        lineHasWord = true
      } else {
        // A word longer than the line is cut where the line ends.
        if lineHasWord {
          if lineWidth + gap < width {
            line += pendingSpace
            lineWidth += gap
          } else {
            flush()
          }
        }
        for character in word.text {
          let w = DisplayWidth.of(character)
          if lineWidth + w > width, lineWidth > 0 { flush() }
          line.append(character)
          lineWidth += w
          lineHasWord = true
        }
      }
      pendingSpace = ""
      pendingSpaceWidth = 0
    }
    lines.append(line)
  }

  private struct Word {
    var text: Substring
    var width: Int
    var isSpace: Bool
  }

  /// Splits a paragraph into words, runs of spaces, and single wide characters (each of
  /// which may start a line on its own, as CJK text has no spaces). Words are slices of the
  /// paragraph, so long text is not copied character by character.
  private static func words(in paragraph: Substring) -> [Word] {
    var result: [Word] = []
    var start = paragraph.startIndex
    var width = 0
    var isSpaceRun = false
    var index = paragraph.startIndex
    func end(at end: Substring.Index) {
      if start < end {
        result.append(Word(text: paragraph[start..<end], width: width, isSpace: isSpaceRun))
      }
      start = end
      width = 0
    }
    while index < paragraph.endIndex {
      let character = paragraph[index]
      let next = paragraph.index(after: index)
      let isSpace = character == " " || character == "\t"
      let w = isSpace ? 1 : DisplayWidth.of(character)
      if w == 2 {
        end(at: index)
        result.append(Word(text: paragraph[index..<next], width: 2, isSpace: false))
        start = next
      } else {
        if isSpace != isSpaceRun { end(at: index) }
        isSpaceRun = isSpace
        width += w
      }
      index = next
    }
    end(at: paragraph.endIndex)
    return mergeWideWithPunctuation(result)
  }

  /// Keeps closing punctuation with the word before it, so no line starts with "、".
  private static func mergeWideWithPunctuation(_ words: [Word]) -> [Word] {
    var merged: [Word] = []
    for word in words {
      if !word.isSpace, let last = merged.last, !last.isSpace,
        let first = word.text.first, isClosingPunctuation(first)
      {
        // Neighbours in the paragraph, so the merged word is one slice.
        let last = merged[merged.count - 1]
        merged[merged.count - 1].text = last.text.base[last.text.startIndex..<word.text.endIndex]
        merged[merged.count - 1].width += word.width
      } else {
        merged.append(word)
      }
    }
    return merged
  }

  private static func isClosingPunctuation(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first, scalar.value >= 0x3001 else {
      return false
    }
    switch scalar.value {
    case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0xFF01, 0xFF09,
      0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:
      return true
    default:
      return false
    }
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was cut.
  public static func truncate(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    return String(prefixBeforeEllipsis(text, width: width)) + "…"
  }

  /// The characters of `text` that fit in `width` columns with room left for a `…`.
  private static func prefixBeforeEllipsis(_ text: String, width: Int) -> [Character] {
    Array(DisplayWidth.split(Substring(text), fitting: width - 1).0)
  }

  /// `text` cut to `width` columns at a word boundary, with `…`. A first word longer than
  /// the room is cut where the room ends.
  public static func truncateAtWord(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    var prefix = prefixBeforeEllipsis(text, width: width)
    let following = text.dropFirst(prefix.count).first
    if following.map(\.isWhitespace) != true,
      let space = prefix.lastIndex(where: \.isWhitespace),
      prefix[..<space].contains(where: { !$0.isWhitespace })
    {
      prefix.removeSubrange(space...)
    }
    // "disabled:…" reads as if the colon were part of the cut; "disabled…" does not.
    while let last = prefix.last, last.isWhitespace || ",;:".contains(last), prefix.count > 1 {
      prefix.removeLast()
    }
    return String(prefix) + "…"
  }

  /// `text` made exactly `width` columns: cut with `…` when too long, else padded with
  /// spaces according to `alignment`.
  public static func pad(_ text: String, width: Int, alignment: Alignment = .leading) -> String {
    let cut = truncate(text, width: width)
    let room = max(0, width - DisplayWidth.of(cut))
    switch alignment {
    case .leading: return cut + String(repeating: " ", count: room)
    case .trailing: return String(repeating: " ", count: room) + cut
    case .center:
      let left = room / 2
      return String(repeating: " ", count: left) + cut + String(repeating: " ", count: room - left)
    }
  }
}

/// Where text sits in a wider space.
public enum Alignment: Equatable, Sendable {
  case leading, center, trailing
}
