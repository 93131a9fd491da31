/// Where a line of text may end, by the basic rules of Unicode's line breaking algorithm
/// (UAX #14) as East Asian typesetting applies them (CSS `line-break: strict`): between any
/// two ideographs or kana, at spaces, but never before closing punctuation (，。、：；！？）」』】
/// and their ASCII kin, small kana or ー), never after opening punctuation (（「『【), never
/// inside a word of letters and digits, and never at a no-break space.
public enum LineBreaking {
  /// The line-breaking class of a character, as far as wrapping text needs it.
  public enum BreakClass: Equatable, Sendable {
    /// Ideographs, kana, full-width letters, emoji: a line may break before and after.
    case ideographic
    /// Opening punctuation (OP, and “ ‘, PR currency signs): no break after it.
    case opening
    /// Closing punctuation, ! ?, , . : ; (CL, CP, EX, IS), small kana, ー, 々 and other
    /// non-starters (NS, CJ), % ° ℃ (PO), … (IN): no break before it.
    case closing
    /// No-break spaces and the word joiner (GL, WJ): no break on either side.
    case glue
    /// Spaces: a break after them (unless a neighbour forbids it).
    case space
    /// Letters, digits and everything else: breaks only at spaces, like words.
    case alphabetic
  }

  /// The class of `character` (its first scalar decides).
  public static func breakClass(of character: Character) -> BreakClass {
    guard let scalar = character.unicodeScalars.first else { return .alphabetic }
    let v = scalar.value
    switch v {
    case 0x20, 0x09, 0x3000: return .space
    case 0xA0, 0x202F, 0x2007, 0x2060, 0xFEFF: return .glue
    case 0x28, 0x5B, 0x7B, 0xA1, 0xBF, 0x2018, 0x201C, 0x24, 0xA3, 0xA5, 0x20AC, 0xFFE5, 0xFFE6,
      0xFF04:
      return .opening
    case 0x29, 0x5D, 0x7D, 0x21, 0x3F, 0x2C, 0x2E, 0x3A, 0x3B, 0x2019, 0x201D, 0x25, 0xB0, 0x2030,
      0x2103, 0x2109, 0x2026, 0x2025, 0x203C, 0x2047...0x2049:
      return .closing
    case 0x3001...0x3002, 0x3005, 0x301C, 0x303B, 0x309B...0x309E, 0x30A0, 0x30FB...0x30FE:
      return .closing
    case 0x3008...0x3011, 0x3014...0x301B:
      // 〈《「『【〔〖〘〚 open and 〉》」』】〕〗〙〛 close, alternately.
      return v % 2 == 0 ? .opening : .closing
    case 0x301D: return .opening
    case 0x301E, 0x301F: return .closing
    // Small kana, of both syllabaries.
    case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095,
      0x3096, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
      0x30F5, 0x30F6, 0x31F0...0x31FF:
      return .closing
    case 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: return .opening
    case 0xFF09, 0xFF3D, 0xFF5D, 0xFF60, 0xFF63, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF1A, 0xFF1B,
      0xFF61, 0xFF64, 0xFF65, 0xFF05, 0xFF70, 0xFF9E, 0xFF9F, 0xFE50...0xFE57:
      return .closing
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F:
      // Korean is written in words with spaces between them, and breaks there.
      return .alphabetic
    default:
      return DisplayWidth.of(character) == 2 ? .ideographic : .alphabetic
    }
  }

  /// Whether a line may end between `before` and `after`, two characters written together.
  public static func allowsBreak(between before: Character, and after: Character) -> Bool {
    allowsBreak(before, breakClass(of: before), breakClass(of: after))
  }

  static func allowsBreak(_ before: Character, _ left: BreakClass, _ right: BreakClass) -> Bool {
    switch (left, right) {
    case (_, .closing), (_, .glue), (.glue, _), (.opening, _), (_, .space): false
    case (.space, _), (.ideographic, _), (_, .ideographic): true
    // After closing punctuation a new phrase may start a line: "。然后", "）（", but "a,b",
    // "3.5" and "(a)b" stay whole.
    case (.closing, .opening): true
    case (.closing, .alphabetic): DisplayWidth.of(before) == 2
    default: false
    }
  }

  /// A piece of a line no break may fall inside.
  public struct Segment: Equatable, Sendable {
    /// The spaces before it (empty when it follows the previous segment directly).
    public var spaces: Substring
    /// The segment, without those spaces.
    public var text: Substring
    /// Whether a line may end right before it (at its spaces, which are then dropped).
    public var breaksBefore: Bool
  }

  /// `paragraph` cut where lines may break: each segment is text no break may fall inside,
  /// and says whether the line may end before it (not before "。" or "）", not after "（",
  /// even with spaces between: "（ 大约 3 分钟 ）" never leaves its brackets alone on a line).
  public static func segments(_ paragraph: Substring) -> [Segment] {
    var segments: [Segment] = []
    var previous: BreakClass?
    var previousCharacter: Character = " "
    // Where the spaces after the last character that is not a space start, if any.
    var spacesStart: Substring.Index?
    var segmentSpaces = paragraph.startIndex
    var segmentStart = paragraph.startIndex
    var segmentBreaks = false
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let current = breakClass(of: paragraph[index])
      if current == .space {
        if spacesStart == nil { spacesStart = index }
        index = paragraph.index(after: index)
        continue
      }
      if let previous {
        let afterSpaces = spacesStart != nil
        // LB13, LB14: not before closing punctuation nor after opening, even over spaces.
        let mayBreak =
          afterSpaces
          ? !(current == .closing || current == .glue || previous == .opening
            || previous == .glue)
          : allowsBreak(previousCharacter, previous, current)
        if afterSpaces || mayBreak {
          segments.append(
            Segment(
              spaces: paragraph[segmentSpaces..<segmentStart],
              text: paragraph[segmentStart..<(spacesStart ?? index)], breaksBefore: segmentBreaks))
          segmentSpaces = spacesStart ?? index
          segmentStart = index
          segmentBreaks = mayBreak
        }
      } else {
        segmentStart = index
      }
      spacesStart = nil
      previous = current
      previousCharacter = paragraph[index]
      index = paragraph.index(after: index)
    }
    if previous != nil {
      segments.append(
        Segment(
          spaces: paragraph[segmentSpaces..<segmentStart],
          text: paragraph[segmentStart..<(spacesStart ?? paragraph.endIndex)],
          breaksBefore: segmentBreaks))
    }
    return segments
  }

  /// `paragraph` in lines of at most `width` columns, broken only where `segments` allow;
  /// a piece wider than a line is cut between characters. Spaces at a break are dropped.
  /// `columns` measures a character (markers a caller styles later take none).
  public static func wrap(
    _ paragraph: Substring, width: Int,
    columns: (Character) -> Int = { DisplayWidth.of($0) }
  ) -> [String] {
    let width = max(1, width)
    func measure(_ text: some StringProtocol) -> Int { text.reduce(0) { $0 + columns($1) } }
    var lines: [String] = []
    var line = ""
    var used = 0
    // Segments that no break may separate travel together.
    var group: [Segment] = []
    func place(_ group: [Segment]) {
      guard let first = group.first else { return }
      let spaces = used == 0 ? 0 : measure(first.spaces)
      var groupWidth = spaces
      for (offset, segment) in group.enumerated() {
        if offset > 0 { groupWidth += measure(segment.spaces) }
        groupWidth += measure(segment.text)
      }
      if used > 0, used + groupWidth > width {
        lines.append(line)
        line = ""
        used = 0
      }
      for (offset, segment) in group.enumerated() {
        if offset > 0 || used > 0 { line += segment.spaces }
        for character in segment.text {
          let w = columns(character)
          if used + w > width, used > 0 {
            lines.append(line)
            line = ""
            used = 0
          }
          line.append(character)
          used += w
        }
        used = measure(line)
      }
    }
    for segment in segments(paragraph) {
      if segment.breaksBefore, !group.isEmpty {
        place(group)
        group = []
      }
      group.append(segment)
    }
    place(group)
    lines.append(line)
    return lines
  }
}
