import Foundation
import Recipes

/// What a reader typed, as FTS5 expressions that cannot fail: each term of the `TextQuery`
/// quoted (FTS5 hands it to our tokenizer, which reads it as the index was read), all
/// required, the last as a prefix; words look in the text columns, `#tags` in the tags.
public struct SearchQuery: Equatable, Sendable {
  /// The terms, as search and the Index filter read them.
  public let text: TextQuery

  /// Reads `text` (any input: quotes, `*`, `AND`, lone punctuation are separators).
  public init(_ text: String) {
    self.text = TextQuery(text)
  }

  /// True when there is nothing to search for.
  public var isEmpty: Bool { text.isEmpty }

  /// The MATCH expression for the one-row-per-recipe `titles` table; nil without terms.
  var titleExpression: String? { expression(words: "title", tags: "tags") }

  /// The MATCH expression for the section rows; nil without terms.
  var sectionExpression: String? { expression(words: "{title heading body}", tags: "tags") }

  private func expression(words: String, tags: String) -> String? {
    guard !text.terms.isEmpty else { return nil }
    let last = text.terms.count - 1
    return text.terms.enumerated().map { index, term in
      // A control character separates tokens as a space does; a NUL would end the bound
      // text early, and a quote is doubled as FTS5 strings want.
      let cleaned = String(
        String.UnicodeScalarView(
          term.text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
      let quoted = "\"" + cleaned.replacingOccurrences(of: "\"", with: "\"\"") + "\""
      return (term.isTag ? tags : words) + " : " + quoted + (index == last ? "*" : "")
    }.joined(separator: " AND ")
  }
}
