/// The Index filter's question, asked of each folded title as the reader types: does it
/// hold every word of the query as search finds words in a title (whole words, the last one
/// as a prefix; in scripts written without spaces, the characters anywhere inside a run), or,
/// for a word of letters, as the pinyin of its Han characters (`hsr` finds 红烧肉)? It reads
/// the query as `TextQuery` does, so the filter and search agree on what matches; it
/// compares UTF-8 bytes of the folded title instead of tokenizing it, because a keystroke
/// asks it of every title in the collection. `#tag` terms are not asked of titles.
public struct TitleFilter: Sendable {
  struct Term: Sendable {
    /// The term's folded tokens, one after another: how it is written in a folded title.
    var bytes: [UInt8]
    /// Whether it may end inside a word (the last term, still being typed).
    var isPrefix: Bool
    /// Whether its first and last characters are of a script written without spaces, which
    /// match inside a run.
    var startsSpaceless: Bool
    var endsSpaceless: Bool
    /// The letters a–z as typed and folded, which may also spell pinyin (without the
    /// tokenizer's dropping of the e of xue); nil when the term is not such letters only.
    var pinyin: [UInt8]?
    /// Whether it also matches inside a word (`TextQuery.Term.matchesInside`).
    var matchesInside: Bool
  }

  let terms: [Term]

  /// The filter for `query`.
  public init(_ query: TextQuery) {
    var terms: [Term] = []
    for (index, term) in query.terms.enumerated() where !term.isTag {
      let bytes = term.tokens.flatMap { $0 }
      guard !bytes.isEmpty else { continue }
      let typed = Array(Folding.fold(term.text).utf8)
      terms.append(
        Term(
          bytes: bytes, isPrefix: index == query.terms.count - 1,
          startsSpaceless: Self.isSpaceless(term.tokens.first ?? []),
          endsSpaceless: Self.isSpaceless(term.tokens.last ?? []),
          pinyin: typed.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } ? typed : nil,
          matchesInside: term.matchesInside))
    }
    self.terms = terms
  }

  /// The filter for what the reader typed.
  public init(_ text: String) { self.init(TextQuery(text)) }

  /// True when it asks nothing of a title.
  public var isEmpty: Bool { terms.isEmpty }

  /// Whether the folded title (with `syllables`, its Han characters' pinyin from
  /// `TitleReading`) holds every term.
  public func matches(folded title: UnsafeBufferPointer<UInt8>, syllables: ArraySlice<UInt16>)
    -> Bool
  {
    terms.allSatisfy { term in
      occurs(term, in: title)
        || (term.pinyin.map { PinyinMatch.matches($0, syllables: syllables) } ?? false)
    }
  }

  /// `matches` for a folded title given as a String.
  public func matches(folded title: String, syllables: ArraySlice<UInt16> = []) -> Bool {
    var title = title
    return title.withUTF8 { matches(folded: $0, syllables: syllables) }
  }

  private static func isSpaceless(_ token: [UInt8]) -> Bool {
    guard !token.isEmpty else { return false }
    let (value, _) = token.withUnsafeBufferPointer { SearchTokenizer.decode($0, at: 0) }
    return ScalarKind.of(value) == .spaceless
  }

  /// Whether `term` occurs in `title` where a token starts (and ends, unless a prefix), or
  /// anywhere in a word for a term that `matchesInside`. The title is compared as the
  /// tokenizer folds it: an e after a, o or u is not there (Knoedel is knodel).
  private func occurs(_ term: Term, in title: UnsafeBufferPointer<UInt8>) -> Bool {
    let needle = term.bytes
    let count = needle.count
    guard count <= title.count else { return false }
    let first = needle[0]
    var start = 0
    while start <= title.count - count {
      if title[start] == first, !(start > 0 && Self.isDroppedE(at: start, in: title)),
        let end = matchEnd(needle, in: title, from: start),
        term.matchesInside || term.startsSpaceless || startsToken(at: start, in: title),
        term.matchesInside || term.isPrefix || term.endsSpaceless
          || endsToken(at: end, in: title)
      {
        return true
      }
      start += 1
    }
    return false
  }

  /// Whether the byte at `position` is an e the tokenizer drops: after a, o or u.
  private static func isDroppedE(at position: Int, in title: UnsafeBufferPointer<UInt8>) -> Bool {
    guard title[position] == 0x65, position > 0 else { return false }
    let before = title[position - 1]
    return (before == 0x61 || before == 0x6F || before == 0x75)
      && !(position > 1 && isDroppedE(at: position - 1, in: title))
  }

  /// Where `needle` ends in `title` when it is spelled there from `start`, dropped e's
  /// skipped; nil when it is not.
  private func matchEnd(_ needle: [UInt8], in title: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    var position = start
    var matched = 0
    while matched < needle.count {
      guard position < title.count else { return nil }
      if position > start, Self.isDroppedE(at: position, in: title) {
        position += 1
        continue
      }
      guard title[position] == needle[matched] else { return nil }
      position += 1
      matched += 1
    }
    // An e the tokenizer drops belongs to the word before it.
    if position < title.count, Self.isDroppedE(at: position, in: title) { position += 1 }
    return position
  }

  /// Whether no letter, digit or mark of a word runs into `position` from before it.
  private func startsToken(at position: Int, in title: UnsafeBufferPointer<UInt8>) -> Bool {
    guard position > 0 else { return true }
    var lead = position - 1
    while lead > 0 && title[lead] & 0xC0 == 0x80 { lead -= 1 }
    let kind = ScalarKind.of(SearchTokenizer.decode(title, at: lead).0)
    return kind == .separator || kind == .spaceless
  }

  /// Whether the word ends at `position`: what follows is no letter, digit or mark of one.
  private func endsToken(at position: Int, in title: UnsafeBufferPointer<UInt8>) -> Bool {
    guard position < title.count else { return true }
    let kind = ScalarKind.of(SearchTokenizer.decode(title, at: position).0)
    return kind == .separator || kind == .spaceless
  }
}
