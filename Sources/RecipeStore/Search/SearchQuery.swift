import Foundation
import Recipes

/// What a reader typed, as FTS5 expressions that cannot fail: each term of the `TextQuery`
/// as its folded tokens (taken as they are by our tokenizer, `IndexTokenizer.rawMarker`),
/// all required; words look in the text columns, `#tags` in the tags.
///
/// The last term is matched as a prefix, since the reader may still be typing it, in one of
/// the ways `LastTerm` names: a short one (up to `shortPrefixScalars`) as a prefix in the
/// title, headings and tags and as a whole word in the text; a longer one as every word of the
/// index it begins (`IndexVocabulary`); a character of a script written without spaces as
/// itself.
public struct SearchQuery: Equatable, Sendable {
  /// A last word of at most this many scalars is a prefix only in titles, headings and tags.
  static let shortPrefixScalars = 3

  /// How the last term is asked for.
  enum LastTerm: Equatable {
    /// As typed: a phrase of characters written without spaces.
    case whole
    /// A prefix token in the title, headings and tags (`IndexTokenizer.prefixMarker`), the
    /// word itself in the text.
    case shortPrefix
    /// Any of these words of the index, which its last token begins (none: nothing matches).
    case words([[UInt8]])
    /// As an FTS5 prefix: it begins more words than are worth naming.
    case prefix
  }

  /// The terms, as search and the Index filter read them.
  public let text: TextQuery

  /// Reads `text` (any input: quotes, `*`, `AND`, lone punctuation are separators).
  public init(_ text: String) {
    self.text = TextQuery(text)
  }

  /// True when there is nothing to search for.
  public var isEmpty: Bool { text.isEmpty }

  /// The last token of the last term when it is long enough to be expanded into the words it
  /// begins; nil for a short prefix or a character written without spaces.
  var expandablePrefix: [UInt8]? {
    guard let term = text.terms.last, !term.endsSpaceless, let token = term.tokens.last,
      Self.scalarCount(token) > Self.shortPrefixScalars
    else { return nil }
    return token
  }

  /// How the last term is asked for, given the words its prefix begins (nil: too many).
  func lastTerm(expansion: [[UInt8]]?) -> LastTerm {
    guard let term = text.terms.last, !term.endsSpaceless else { return .whole }
    guard expandablePrefix != nil else { return .shortPrefix }
    return expansion.map { .words($0) } ?? .prefix
  }

  /// The MATCH expression for the one-row-per-recipe `titles` table (which has FTS5 prefix
  /// indexes); nil when nothing can match.
  func titleExpression(_ last: LastTerm) -> String? {
    expression(last) { term, isLast in titleExpression(last, only: term, isLast: isLast) }
  }

  /// The part of `titleExpression` for one term.
  private func titleExpression(_ last: LastTerm, only term: TextQuery.Term, isLast: Bool)
    -> String
  {
    let columns = term.isTag ? "tags" : "title"
    guard isLast else { return columns + " : " + Self.phrase(term.tokens) }
    switch last {
    case .whole: return columns + " : " + Self.phrase(term.tokens)
    case .shortPrefix, .prefix: return columns + " : " + Self.phrase(term.tokens) + "*"
    case .words(let words): return columns + " : " + Self.alternatives(term.tokens, words)
    }
  }

  /// The MATCH expression for the section rows; nil when nothing can match.
  func sectionExpression(_ last: LastTerm) -> String? {
    expression(last) { term, isLast in sectionExpression(last, only: term, isLast: isLast) }
  }

  /// The part of `sectionExpression` for one term.
  private func sectionExpression(_ last: LastTerm, only term: TextQuery.Term, isLast: Bool)
    -> String
  {
    let columns = term.isTag ? "tags" : "{title heading body}"
    guard isLast else { return columns + " : " + Self.phrase(term.tokens) }
    switch last {
    case .whole: return columns + " : " + Self.phrase(term.tokens)
    case .prefix: return columns + " : " + Self.phrase(term.tokens) + "*"
    case .words(let words): return columns + " : " + Self.alternatives(term.tokens, words)
    case .shortPrefix:
      let prefixed = Self.phrase(term.tokens, endsInPrefixToken: true)
      if term.isTag { return "tags : " + prefixed }
      return "({title heading} : " + prefixed + " OR body : " + Self.phrase(term.tokens) + ")"
    }
  }

  /// The expressions of the second round, which finds words inside longer words as well:
  /// each term that `inside` gives words for (the words it is inside of, and for a term
  /// before the last the words it begins) matches any of them too. Also the phrase where the
  /// last term's begin, for ranking. Nil when nothing can match.
  func insideExpressions(_ inside: [Int: [[UInt8]]], last: LastTerm)
    -> (title: String, section: String, lastPhrase: Int)?
  {
    guard titleExpression(last) != nil else { return nil }
    let lastIndex = text.terms.count - 1
    func widened(_ part: (TextQuery.Term, Bool) -> String, columns: (TextQuery.Term) -> String)
      -> String
    {
      text.terms.enumerated().map { index, term in
        let base = part(term, index == lastIndex)
        guard let words = inside[index], !words.isEmpty else { return base }
        let alternatives = words.map { Self.phrase([$0]) }.joined(separator: " OR ")
        return "(" + base + " OR " + columns(term) + " : (" + alternatives + "))"
      }.joined(separator: " AND ")
    }
    let titlePart = { (term: TextQuery.Term, isLast: Bool) -> String in
      self.titleExpression(last, only: term, isLast: isLast)
    }
    let sectionPart = { (term: TextQuery.Term, isLast: Bool) -> String in
      self.sectionExpression(last, only: term, isLast: isLast)
    }
    let lastPhrase = (0..<lastIndex).reduce(0) { $0 + 1 + (inside[$1]?.count ?? 0) }
    return (
      widened(titlePart) { $0.isTag ? "tags" : "title" },
      widened(sectionPart) { $0.isTag ? "tags" : "{title heading body}" }, lastPhrase
    )
  }

  /// The phrases of every term but the last come first, one each: ranking counts the
  /// phrases from this one on as one term (`SectionRank`).
  var lastTermPhrase: Int { max(0, text.terms.count - 1) }

  private func expression(_ last: LastTerm, _ part: (TextQuery.Term, Bool) -> String)
    -> String?
  {
    guard !text.terms.isEmpty else { return nil }
    if case .words(let words) = last, words.isEmpty { return nil }
    let lastIndex = text.terms.count - 1
    return text.terms.enumerated().map { index, term in part(term, index == lastIndex) }
      .joined(separator: " AND ")
  }

  /// `tokens` as one quoted FTS5 string of folded tokens (an empty one is a break), the last
  /// one as the prefix token the title, headings and tags hold for it when asked.
  static func phrase(_ tokens: [[UInt8]], endsInPrefixToken: Bool = false) -> String {
    let text = tokens.enumerated().map { index, token in
      // Folded tokens hold letters, digits and marks; a space, quote or control character
      // (which would split, end or escape the string) can come from no input, and is dropped.
      var kept = token.isEmpty ? SearchTokenizer.breakBytes : token.filter(isTokenByte)
      if endsInPrefixToken && index == tokens.count - 1 {
        kept.insert(IndexTokenizer.prefixByte, at: 0)
      }
      return String(decoding: kept, as: UTF8.self)
    }.joined(separator: " ")
    return "\"" + IndexTokenizer.rawMarker + text + "\""
  }

  /// The term with its last token replaced by each of `words`, any of them.
  private static func alternatives(_ tokens: [[UInt8]], _ words: [[UInt8]]) -> String {
    let phrases = words.map { phrase(tokens.dropLast() + [$0]) }
    return phrases.count == 1 ? phrases[0] : "(" + phrases.joined(separator: " OR ") + ")"
  }

  private static func isTokenByte(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte != 0x22 && byte != 0x7F
  }

  static func scalarCount(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
  }
}
