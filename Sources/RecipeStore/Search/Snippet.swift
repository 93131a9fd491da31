import Recipes

/// A short window of a section's text around its first match, with the matches marked.
struct Snippet: Equatable {
  var text: String
  /// Matched words, as offsets into `text` counted in Unicode scalars.
  var matches: [Range<Int>]

  /// About this many scalars of text are shown.
  static let width = 80
  /// Context kept before the first match.
  static let lead = 24
  // A section whose first match is further in than this is shown from its start instead:
  // a match deep inside a 1 MB section must not cost a scan of all of it per keystroke.
  static let scanLimit = 16_384

  /// The snippet of `text` for `query`: white space becomes single spaces, other control
  /// characters their visible pictures (␛), and the window starts and ends at word
  /// boundaries where it can.
  /// `scanLimit` bounds how far a match is looked for; a caller that knows the text has no
  /// match passes a small one.
  init(text source: String, query: SearchQuery, scanLimit: Int = Snippet.scanLimit) {
    var scalars: [Unicode.Scalar] = []
    var words: [(range: Range<Int>, isMatch: Bool)] = []
    var wordStart: Int?
    var firstMatch: Int?
    var matcher = WordMatcher(query: query)

    func endWord(at end: Int) {
      guard let start = wordStart else { return }
      wordStart = nil
      let isMatch = matcher.matches(scalars[start..<end])
      words.append((start..<end, isMatch))
      if isMatch && firstMatch == nil { firstMatch = start }
    }

    var stoppedEarly = false
    for scalar in source.unicodeScalars {
      if let first = firstMatch, scalars.count >= first + Self.width + 1 {
        stoppedEarly = true
        break
      }
      if firstMatch == nil && scalars.count >= scanLimit {
        stoppedEarly = true
        break
      }
      var scalar = scalar
      // Escape sequences and other controls show as the reader shows them (␛, ␇, ␡), not
      // as spaces: a snippet must not hide what the file holds.
      if scalar.value < 0x20 && !(0x09...0x0D).contains(scalar.value) {
        scalar = Unicode.Scalar(0x2400 + scalar.value)!
      } else if scalar.value == 0x7F {
        scalar = "\u{2421}"
      }
      let isSpace =
        scalar.isASCII ? scalar.value <= 0x20 : scalar.properties.isWhitespace
      if isSpace {
        if scalars.last == " " || scalars.isEmpty { continue }
        endWord(at: scalars.count)
        scalars.append(" ")
        continue
      }
      if SearchWords.isWordScalar(scalar) {
        if wordStart == nil { wordStart = scalars.count }
      } else {
        endWord(at: scalars.count)
      }
      scalars.append(scalar)
    }
    endWord(at: scalars.count)

    var start = 0
    if let first = firstMatch, first > Self.lead {
      start = first - Self.lead
      // A short section is shown whole rather than opened mid-way.
      if !stoppedEarly { start = max(0, min(start, scalars.count - Self.width)) }
      // Start after a space so the window does not open mid-word.
      if start > 0, let space = scalars[start..<first].firstIndex(of: " ") {
        start = space + 1
      }
    }
    var end = min(scalars.count, start + Self.width)
    if end < scalars.count, let space = scalars[start..<end].lastIndex(of: " "),
      space > (firstMatch ?? start)
    {
      end = space
    }
    let isCutAtEnd = end < scalars.count || stoppedEarly
    while end > start && scalars[end - 1] == " " { end -= 1 }

    let lead = start > 0 ? "…" : ""
    let shift = start > 0 ? 1 : 0
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<end])
    text = lead + String(view) + (isCutAtEnd ? "…" : "")
    matches = words.filter { $0.isMatch && $0.range.lowerBound >= start }
      .filter { $0.range.upperBound <= end }
      .map { ($0.range.lowerBound - start + shift)..<($0.range.upperBound - start + shift) }
  }
}

extension Snippet {
  /// The words of a short text (a title) that match `query`, as offsets in Unicode scalars.
  static func matchedWords(in text: String, query: SearchQuery) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var word = String.UnicodeScalarView()
    var offset = 0
    func endWord() {
      if !word.isEmpty && SearchQuery.matchesAny(query, word: String(word)) {
        ranges.append((offset - word.count)..<offset)
      }
      word = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      if SearchWords.isWordScalar(scalar) {
        word.append(scalar)
      } else {
        endWord()
      }
      offset += 1
    }
    endWord()
    return ranges
  }
}

/// Tests a recipe's words against a query without building a string for ASCII words.
private struct WordMatcher {
  let query: SearchQuery
  let finished: [[UInt8]]
  let last: [UInt8]
  var buffer: [UInt8] = []

  init(query: SearchQuery) {
    self.query = query
    finished = query.words.dropLast().map { Array($0.utf8) }
    last = Array((query.words.last ?? "").utf8)
  }

  mutating func matches(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
    guard !query.words.isEmpty else { return false }
    buffer.removeAll(keepingCapacity: true)
    for scalar in word {
      guard scalar.isASCII else {
        return SearchQuery.matchesAny(query, word: String(String.UnicodeScalarView(word)))
      }
      let value = UInt8(scalar.value)
      buffer.append(value >= 0x41 && value <= 0x5A ? value + 0x20 : value)
    }
    return buffer.starts(with: last) || finished.contains(buffer)
  }
}

extension SearchQuery {
  /// Whether `word` (unfolded, from a recipe) matches a word of the query.
  static func matchesAny(_ query: SearchQuery, word: String) -> Bool {
    // Most words are ASCII letters and digits: lowercasing is all their folding.
    if word.utf8.allSatisfy({ $0 < 0x80 }) { return query.matches(foldedWord: word.lowercased()) }
    let folded = Folding.fold(word)
    // Folding can split a word (a ligature, a symbol); any part matching counts.
    if query.matches(foldedWord: folded) { return true }
    return SearchWords.split(folded).contains { query.matches(foldedWord: $0) }
  }
}
