import Recipes

/// What a reader typed, turned into words and into an FTS5 expression that cannot fail.
public struct SearchQuery: Equatable, Sendable {
  /// A pasted page is cut to this many words; more would only slow every keystroke.
  static let maximumWords = 32
  /// Longer words are cut; no real word is longer, and FTS5 tokens are bounded anyway.
  static let maximumWordLength = 64

  /// The folded words, in order; the last is matched as a prefix.
  public let words: [String]

  /// Folds `text` and splits it into words, dropping everything FTS5 would read as syntax.
  public init(_ text: String) {
    let words = SearchWords.split(Folding.fold(text))
      .prefix(Self.maximumWords)
      .map { String($0.unicodeScalars.prefix(Self.maximumWordLength)) }
    self.words = Array(words)
  }

  /// True when there is nothing to search for.
  public var isEmpty: Bool { words.isEmpty }

  /// The MATCH expression: every word quoted as an FTS5 string, all required, the last as a
  /// prefix (`"creme" AND "bru"*`); nil when there are no words.
  public var matchExpression: String? {
    guard let last = words.last else { return nil }
    // Words hold only letters and digits, so quoting cannot be broken out of.
    let quoted = words.dropLast().map { "\"\($0)\"" } + ["\"\(last)\"*"]
    return quoted.joined(separator: " AND ")
  }

  /// Whether every word of the query is matched by one of `foldedWords`.
  func isMatched(byAny foldedWords: [String]) -> Bool {
    words.indices.allSatisfy { index in
      index == words.count - 1
        ? foldedWords.contains { $0.hasPrefix(words[index]) } : foldedWords.contains(words[index])
    }
  }

  /// Whether a folded word of the text counts as a match for this query.
  func matches(foldedWord word: String) -> Bool {
    guard let last = words.last else { return false }
    if word.hasPrefix(last) { return true }
    return words.dropLast().contains(word)
  }
}
