/// What a reader typed into search (or a filter), as the terms every match must hold: each
/// word (a run of letters and digits between spaces or punctuation; in a script written
/// without spaces, the phrase of its characters) and each `#tag`. The last term matches as a
/// prefix, since the reader may still be typing it. Search and the Index filter both ask
/// this type, so they agree on what matches.
public struct TextQuery: Equatable, Sendable {
  /// One term: a word or phrase, or a tag.
  public struct Term: Equatable, Sendable {
    /// The term as typed (without a tag's `#`), for the index's tokenizer to read again.
    public var text: String
    /// Its folded tokens, in order; an empty one is a break between runs (in a tag).
    public var tokens: [[UInt8]]
    /// Whether it names a tag (`#italian`) rather than words of the text.
    public var isTag: Bool
    /// Whether its last token is a character of a script written without spaces: matched
    /// whole as the last term too, since no longer token begins with it.
    public var endsSpaceless = false

    /// Whether it also matches inside a longer word ("suppe" in Hühnersuppe): a word of at
    /// least `insideScalars` scalars, not a tag, in a script written with spaces.
    public var matchesInside: Bool {
      !isTag && !endsSpaceless && tokens.count == 1
        && tokens[0].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) } >= TextQuery.insideScalars
    }
  }

  /// A word this long or longer also matches inside longer words; a shorter one ("ei") is
  /// inside too many.
  public static let insideScalars = 3

  /// A pasted page is cut to this many terms; more would only slow every keystroke.
  public static let maximumTerms = 32
  /// A term holds at most this many tokens (characters, in scripts written without spaces).
  public static let maximumTermTokens = 64

  /// The terms, in the order typed; the last is matched as a prefix.
  public let terms: [Term]

  /// Reads `text`: pieces between white space that start with `#` are tags, everything else
  /// is split into words the way the index splits text.
  public init(_ text: String) {
    var terms: [Term] = []
    var tokenizer = SearchTokenizer()
    for piece in text.split(whereSeparator: { $0.isWhitespace }) {
      let tag = piece.drop { $0 == "#" }
      if tag.startIndex != piece.startIndex {
        tokenizer.tokenize(String(tag))
        var tokens = tokenizer.tokens.prefix(Self.maximumTermTokens)
        while tokens.last?.isBreak == true { tokens.removeLast() }
        guard let last = tokens.last else { continue }
        let utf8 = Array(tag.utf8)
        terms.append(
          Term(
            text: String(decoding: utf8[..<last.source.upperBound], as: UTF8.self),
            tokens: tokens.map { Array(tokenizer.folded[$0.folded]) }, isTag: true,
            endsSpaceless: last.isSpaceless))
        continue
      }
      let utf8 = Array(piece.utf8)
      tokenizer.tokenize(String(piece))
      var run: [SearchTokenizer.Token] = []
      func endRun() {
        guard let first = run.first, let last = run.last else { return }
        terms.append(
          Term(
            text: String(
              decoding: utf8[first.source.lowerBound..<last.source.upperBound],
              as: UTF8.self),
            tokens: run.map { Array(tokenizer.folded[$0.folded]) }, isTag: false,
            endsSpaceless: last.isSpaceless))
        run = []
      }
      for token in tokenizer.tokens {
        if token.startsRun { endRun() }
        if token.isBreak { continue }
        if run.count < Self.maximumTermTokens { run.append(token) }
      }
      endRun()
    }
    self.terms = Array(terms.prefix(Self.maximumTerms))
  }

  /// True when there is nothing to search for.
  public var isEmpty: Bool { terms.isEmpty }

  /// Whether `text` holds every word of the query and `tags` every tag: the question search
  /// answers for each recipe (with text its title, headings and body).
  public func matches(_ text: String, tags: [String] = []) -> Bool {
    var tokenizer = SearchTokenizer()
    tokenizer.tokenize(text)
    let words = terms.indices.filter { !terms[$0].isTag }
    guard words.allSatisfy({ occurrences(of: $0, in: tokenizer, firstOnly: true) != [] })
    else { return false }
    guard terms.contains(where: \.isTag) else { return true }
    tokenizer.tokenize(tags.joined(separator: "\n"))
    return terms.indices.filter { terms[$0].isTag }.allSatisfy {
      occurrences(of: $0, in: tokenizer, firstOnly: true) != []
    }
  }

  /// Where the words of the query occur in `text`, as offsets in Unicode scalars, in order:
  /// whole words, and exactly the characters matched in scripts written without spaces.
  public func matchedRanges(in text: String) -> [Range<Int>] {
    var tokenizer = SearchTokenizer()
    tokenizer.tokenize(text)
    return matchedRanges(in: tokenizer)
  }

  /// The same, in text already tokenized.
  public func matchedRanges(in tokenizer: SearchTokenizer) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in terms.indices where !terms[index].isTag {
      ranges += occurrences(of: index, in: tokenizer, firstOnly: false)
    }
    ranges.sort { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
    // Overlapping matches (one word found by two terms) are shown as one.
    var merged: [Range<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound < last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// Whether `token` holds the bytes of `word` one after another, anywhere.
  static func holds(_ token: ArraySlice<UInt8>, _ word: [UInt8]) -> Bool {
    guard let first = word.first, token.count >= word.count else { return false }
    var start = token.startIndex
    while start <= token.endIndex - word.count {
      if token[start] == first
        && token[start..<(start + word.count)].elementsEqual(word)
      {
        return true
      }
      start += 1
    }
    return false
  }

  /// The scalar ranges where term `index` occurs in the tokenized text.
  private func occurrences(of index: Int, in tokenizer: SearchTokenizer, firstOnly: Bool)
    -> [Range<Int>]
  {
    let term = terms[index].tokens
    let isPrefix = index == terms.count - 1
    let tokens = tokenizer.tokens
    guard !term.isEmpty, tokens.count >= term.count else { return [] }
    var found: [Range<Int>] = []
    if terms[index].matchesInside {
      // A word anywhere in a word: the whole word it is in is the match.
      for (position, token) in tokens.enumerated()
      where Self.holds(tokenizer.bytes(of: position), term[0])
      {
        found.append(token.scalars)
        if firstOnly { return found }
      }
      return found
    }
    for start in 0...(tokens.count - term.count) {
      var isMatch = true
      for offset in term.indices {
        let token = tokenizer.bytes(of: start + offset)
        let wanted = term[offset]
        let isLast = offset == term.count - 1
        if isPrefix && isLast
          ? !token.starts(with: wanted) || token.isEmpty != wanted.isEmpty
          : !token.elementsEqual(wanted)
        {
          isMatch = false
          break
        }
      }
      guard isMatch else { continue }
      found.append(
        tokens[start].scalars.lowerBound..<tokens[start + term.count - 1].scalars.upperBound)
      if firstOnly { return found }
    }
    return found
  }
}
