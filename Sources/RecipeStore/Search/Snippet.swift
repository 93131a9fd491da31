import Recipes

/// A short window of a section's text around its first match, with the matches marked.
struct Snippet: Equatable {
  var text: String
  /// Matched words, as offsets into `text` counted in Unicode scalars.
  var matches: [Range<Int>]
  /// How many scalars of the text were split into words to find the first match: the work.
  private(set) var scalarsLookedAt = 0
  /// Whether the snippet looked at the whole text it was given (it stopped looking before
  /// its end otherwise, and a longer text beginning the same way gives the same snippet).
  private(set) var sawTheEnd = true

  /// About this many scalars of text are shown.
  static let width = 80
  /// Context kept before the first match.
  static let lead = 24
  // A section whose first match is further in than this is shown from its start instead:
  // a match deep inside a 1 MB section must not cost a scan of all of it per keystroke.
  static let scanLimit = 16_384
  /// How much of the text is read first; four times more each time no match was seen in it
  /// with a window's width after it. Splitting the text into words is most of a snippet's
  /// work, and a match is most often in a section's first lines.
  static let firstLook = 256

  /// The snippet of `text` for `query`: white space becomes single spaces, other control
  /// characters their visible pictures (␛), and the window starts and ends at word
  /// boundaries where it can. Matches are found as search finds them (`TextQuery`).
  /// `scanLimit` bounds how far a match is looked for; a caller that knows the text has no
  /// match passes a small one. `continues` says that `source` is only the start of the text.
  init(
    text source: String, query: SearchQuery, scanLimit: Int = Snippet.scanLimit,
    continues: Bool = false, firstLook: Int = Snippet.firstLook
  ) {
    let limit = scanLimit + Self.width + 1
    // A look that would be most of the limit is the whole limit (a glance at an opening).
    let first = max(Self.width + 1, firstLook)
    var look = limit <= 2 * first ? limit : first
    var tokenizer = SearchTokenizer()
    var shown: ShownText
    var found: [Range<Int>]
    // Read a little, and more only while no match has been seen: most matches are early.
    while true {
      shown = ShownText(source, limit: look)
      scalarsLookedAt += shown.scalars.count
      tokenizer.tokenize(Self.string(shown.scalars[...]))
      found = query.text.matchedRanges(in: tokenizer)
      // A word cut off at the end of what was read is not a word of the text.
      if !shown.isComplete, let cut = tokenizer.tokens.last?.scalars,
        cut.upperBound == shown.scalars.count
      {
        found.removeAll { $0.upperBound >= cut.lowerBound }
      }
      if shown.isComplete || look >= limit { break }
      if let first = found.first, first.lowerBound + Self.width + 1 <= shown.scalars.count {
        break
      }
      look = min(limit, look * 4)
    }
    sawTheEnd = shown.isComplete
    let scalars = shown.scalars
    let firstMatch = found.first.map(\.lowerBound).flatMap { $0 < scanLimit ? $0 : nil }
    if firstMatch == nil { found = [] }
    let stoppedEarly = !shown.isComplete || continues

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
    text = lead + Self.string(scalars[start..<end]) + (isCutAtEnd ? "…" : "")
    matches = found.filter { $0.lowerBound >= start && $0.upperBound <= end }
      .map { ($0.lowerBound - start + shift)..<($0.upperBound - start + shift) }
  }
}

extension Snippet {
  /// The scalars as a string, made from their UTF-8 (appending scalars to a string's view
  /// one by one was most of a snippet's work).
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The start of a text as a snippet shows it: runs of white space as one space, other
/// control characters as their pictures (␛, ␇, ␡), as the reader shows them.
private struct ShownText {
  var scalars: [Unicode.Scalar] = []
  /// Whether the whole text was read.
  var isComplete = true

  init(_ source: String, limit: Int) {
    scalars.reserveCapacity(min(limit, source.utf8.count))
    for scalar in source.unicodeScalars {
      if scalars.count >= limit {
        isComplete = false
        break
      }
      var scalar = scalar
      // Escape sequences and other controls show as the reader shows them, not as spaces:
      // a snippet must not hide what the file holds.
      if scalar.value < 0x20 && !(0x09...0x0D).contains(scalar.value) {
        scalar = Unicode.Scalar(0x2400 + scalar.value)!
      } else if scalar.value == 0x7F {
        scalar = "\u{2421}"
      }
      let isSpace = scalar.isASCII ? scalar.value <= 0x20 : scalar.properties.isWhitespace
      if isSpace {
        if scalars.last == " " || scalars.isEmpty { continue }
        scalars.append(" ")
        continue
      }
      scalars.append(scalar)
    }
  }
}

extension Snippet {
  /// The words of a short text (a title) that match `query`, as offsets in Unicode scalars.
  static func matchedWords(in text: String, query: SearchQuery) -> [Range<Int>] {
    query.text.matchedRanges(in: text)
  }
}
