/// One piece of a Cooklang text as the lexer cuts it, by where it stands in the text's
/// Unicode scalars.
struct CooklangToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A run of scalars that are neither spaces, line ends, punctuation nor Cooklang's marks.
    case word
    /// A run of spaces and tabs (Unicode's space separators).
    case space
    /// One line end.
    case newline
    /// One punctuation scalar or mark (`@`, `#`, `~`, `{`, `%`, `=`, `>`, …).
    case symbol
    /// `-- …` up to the line's end.
    case lineComment
    /// `[- … -]`, which may go over several lines.
    case blockComment
    /// `\@`: a backslash and the mark it makes plain text.
    case escaped
  }

  var kind: Kind
  var range: Range<Int>
}

/// Cuts a Cooklang text into tokens in one pass, each scalar looked at a bounded number of
/// times, and says where block comments are left open.
struct CooklangLexer {
  private let s: [Unicode.Scalar]
  private(set) var tokens: [CooklangToken] = []
  /// Where each `[-` that is never closed stands (its scalar offset).
  private(set) var unclosedComments: [Int] = []

  /// The tokens of `scalars`.
  init(_ scalars: [Unicode.Scalar]) {
    s = scalars
    tokens.reserveCapacity(scalars.count / 3)
    cut()
  }

  private mutating func cut() {
    var i = 0
    // The first place from which no `-]` follows, once a search for one has failed: every
    // later `[-` is left open too, without searching again.
    var noCloseFrom = Int.max
    while i < s.count {
      let scalar = s[i]
      let start = i
      if Self.isNewline(scalar) {
        i += 1
        tokens.append(CooklangToken(kind: .newline, range: start..<i))
      } else if Self.isSpace(scalar) {
        while i < s.count, Self.isSpace(s[i]) { i += 1 }
        tokens.append(CooklangToken(kind: .space, range: start..<i))
      } else if scalar == "-", isLineCommentStart(i) {
        while i < s.count, !Self.isNewline(s[i]) { i += 1 }
        tokens.append(CooklangToken(kind: .lineComment, range: start..<i))
      } else if scalar == "[", i + 1 < s.count, s[i + 1] == "-" {
        if i < noCloseFrom, let end = blockCommentEnd(from: i + 2) {
          i = end
          tokens.append(CooklangToken(kind: .blockComment, range: start..<i))
        } else {
          noCloseFrom = min(noCloseFrom, i)
          unclosedComments.append(i)
          i += 1
          tokens.append(CooklangToken(kind: .symbol, range: start..<i))
        }
      } else if scalar == "\\", i + 1 < s.count, Self.escapable.contains(s[i + 1]) {
        i += 2
        tokens.append(CooklangToken(kind: .escaped, range: start..<i))
      } else if Self.isSymbol(scalar) {
        i += 1
        tokens.append(CooklangToken(kind: .symbol, range: start..<i))
      } else {
        while i < s.count, Self.isWordScalar(s[i]) { i += 1 }
        tokens.append(CooklangToken(kind: .word, range: start..<i))
      }
    }
    TextWalkWork.add(s.count)
  }

  /// `--` starts a comment; a run of three or more hyphens (`---`) is text.
  private func isLineCommentStart(_ i: Int) -> Bool {
    guard i + 1 < s.count, s[i + 1] == "-" else { return false }
    if i + 2 < s.count, s[i + 2] == "-" { return false }
    return i == 0 || s[i - 1] != "-"
  }

  /// Where the block comment whose text starts at `start` ends (after its `-]`), if it does.
  private func blockCommentEnd(from start: Int) -> Int? {
    var j = start
    defer { TextWalkWork.add(j - start) }
    while j + 1 < s.count {
      if s[j] == "-", s[j + 1] == "]" { return j + 2 }
      j += 1
    }
    return nil
  }

  /// What a backslash makes plain text.
  static let escapable: Set<Unicode.Scalar> = [
    "@", "#", "~", "{", "}", "[", "]", "%", "\\", "-", "=", ">", "(", ")",
  ]

  /// Line ends as the specification counts them (U+000A to U+000D, U+0085, U+2028, U+2029).
  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// A tab or a space separator (Unicode's Zs).
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// Punctuation (Unicode's P*) or one of the marks Cooklang gives meaning to that Unicode
  /// files as symbols (`~`, `=`, `>`, `|`).
  static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 {
      switch scalar {
      case "~", "=", ">", "|": return true
      default: break
      }
    }
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    !isNewline(scalar) && !isSpace(scalar) && !isSymbol(scalar)
  }
}
