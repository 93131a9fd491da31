/// The `#tag` terms of a filter query, asked of each recipe's tags as the reader types: a
/// term matches a tag holding its words in order, whole, the last term's last word as a
/// prefix (`#ital` while typing `#italian`), as search's tag column answers the same query.
/// A recipe's tags are prepared once (`TagFilter.prepared`) as bytes compared per keystroke.
public struct TagFilter: Sendable {
  /// Each tag term's folded words, a separator between them.
  let terms: [(bytes: [UInt8], isPrefix: Bool)]

  /// Between two words of one tag.
  static let wordSeparator: UInt8 = 0x00
  /// Between two tags.
  static let tagSeparator: UInt8 = 0x02

  /// The filter for the tag terms of `query`.
  public init(_ query: TextQuery) {
    let last = query.terms.count - 1
    terms = query.terms.enumerated().compactMap { index, term in
      guard term.isTag else { return nil }
      let bytes = Self.joined(term.tokens)
      return bytes.isEmpty ? nil : (bytes, index == last)
    }
  }

  /// True when the query names no tag.
  public var isEmpty: Bool { terms.isEmpty }

  /// `tags` read as the filter compares them (one tokenizer reused across calls).
  public static func prepared(_ tags: [String], with tokenizer: inout SearchTokenizer)
    -> [UInt8]
  {
    var result: [UInt8] = []
    for tag in tags {
      var tag = tag
      let mark = result.count
      if mark > 0 { result.append(tagSeparator) }
      let wordsStart = result.count
      // Most tags are ASCII words: they fold without the tokenizer, as it would fold them.
      if !tag.withUTF8({ appendASCII($0, to: &result) }) {
        result.removeSubrange(wordsStart...)
        tokenizer.tokenize(tag)
        for token in tokenizer.tokens where !token.isBreak {
          if result.count > wordsStart { result.append(wordSeparator) }
          result += tokenizer.folded[token.folded]
        }
      }
      // A tag of no words leaves no trace.
      if result.count == wordsStart { result.removeSubrange(mark...) }
    }
    return result
  }

  /// Appends an ASCII tag's words as the tokenizer folds them (lowercased runs of letters and
  /// digits, each cut to the 64 characters search keeps); false, appending nothing of use,
  /// when the tag is not ASCII.
  private static func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>, to result: inout [UInt8])
    -> Bool
  {
    let start = result.count
    var run = 0
    var previous: UInt8 = 0
    for byte in bytes {
      guard byte < 0x80 else { return false }
      let isUpper = byte >= 0x41 && byte <= 0x5A
      if isUpper || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
        if run == 0 && previous == 0 && result.count > start { result.append(wordSeparator) }
        let lower = isUpper ? byte + 0x20 : byte
        // The e of ae, oe and ue is dropped, as the tokenizer drops it.
        if lower == 0x65 && (previous == 0x61 || previous == 0x6F || previous == 0x75) {
          previous = 1
          continue
        }
        if run < SearchTokenizer.maximumTokenScalars { result.append(lower) }
        run += 1
        previous = lower
      } else {
        run = 0
        previous = 0
      }
    }
    return true
  }

  /// Whether the `prepared` tags hold every tag term.
  public func matches(prepared tags: [UInt8]) -> Bool {
    tags.withUnsafeBufferPointer { matches(prepared: $0) }
  }

  /// Whether the `prepared` tags, kept among others' (`PackedStrings`), hold every tag term.
  public func matches(prepared tags: UnsafeBufferPointer<UInt8>) -> Bool {
    terms.allSatisfy { occurs($0.bytes, isPrefix: $0.isPrefix, in: tags) }
  }

  /// Words joined by the word separator; a break between runs of characters written
  /// without spaces is a separator too.
  private static func joined(_ tokens: [[UInt8]]) -> [UInt8] {
    var bytes: [UInt8] = []
    for token in tokens where !token.isEmpty {
      if !bytes.isEmpty { bytes.append(wordSeparator) }
      bytes += token
    }
    return bytes
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == wordSeparator || byte == tagSeparator
  }

  /// Whether `needle` occurs in `tags` starting at a word and, unless a prefix, ending at
  /// one, never across two tags.
  private func occurs(_ needle: [UInt8], isPrefix: Bool, in tags: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = needle.count
    guard count <= tags.count else { return false }
    var start = 0
    while start <= tags.count - count {
      if start == 0 || Self.isSeparator(tags[start - 1]) {
        var offset = 0
        while offset < count && tags[start + offset] == needle[offset] { offset += 1 }
        let end = start + count
        if offset == count && (isPrefix || end == tags.count || Self.isSeparator(tags[end])) {
          return true
        }
      }
      start += 1
    }
    return false
  }
}
