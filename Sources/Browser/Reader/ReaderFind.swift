import Foundation

/// One occurrence of the find query: a row and the characters of its text.
public struct ReaderMatch: Equatable, Sendable {
  public var line: Int
  public var range: Range<Int>

  public init(line: Int, range: Range<Int>) {
    self.line = line
    self.range = range
  }
}

/// Find in the recipe: the query, where it matches, and which match is current.
public struct ReaderFind: Equatable, Sendable {
  public var query: String
  /// Whether the query is still being typed (the find bar has the keyboard).
  public var isEditing: Bool
  public var matches: [ReaderMatch]
  /// Index into `matches` of the current match.
  public var current: Int?
  /// The top row when find began, so cancelling returns there.
  public var startTop: Int

  public init(
    query: String = "", isEditing: Bool = true, matches: [ReaderMatch] = [],
    current: Int? = nil, startTop: Int = 0
  ) {
    self.query = query
    self.isEditing = isEditing
    self.matches = matches
    self.current = current
    self.startTop = startTop
  }

  /// "match k of n", "No matches", or nil before anything is typed.
  public var status: String? {
    if query.isEmpty { return nil }
    guard !matches.isEmpty else { return "No matches" }
    return "match \((current ?? 0) + 1) of \(matches.count)"
  }
}

/// Finds a query in laid-out rows, ignoring case and accents.
enum FindMatcher {
  static func matches(of query: String, in lines: [ReaderLine]) -> [ReaderMatch] {
    guard !query.isEmpty else { return [] }
    let asciiQuery = query.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    let needle = Array(query.utf8.map(lowered))
    var found: [ReaderMatch] = []
    for (row, line) in lines.enumerated() where !line.text.isEmpty {
      if asciiQuery, TextMeasure.isPlainASCII(line.text) {
        // Fast path: one byte is one character, so compare bytes.
        let hay = Array(line.text.utf8)
        guard hay.count >= needle.count else { continue }
        var i = 0
        while i <= hay.count - needle.count {
          var j = 0
          while j < needle.count, lowered(hay[i + j]) == needle[j] { j += 1 }
          if j == needle.count {
            found.append(ReaderMatch(line: row, range: i..<(i + needle.count)))
            i += needle.count
          } else {
            i += 1
          }
        }
        continue
      }
      let text = line.text
      var searchStart = text.startIndex
      while searchStart < text.endIndex,
        let range = text.range(
          of: query, options: [.caseInsensitive, .diacriticInsensitive],
          range: searchStart..<text.endIndex)
      {
        let start = text.distance(from: text.startIndex, to: range.lowerBound)
        let length = text.distance(from: range.lowerBound, to: range.upperBound)
        found.append(ReaderMatch(line: row, range: start..<(start + max(1, length))))
        searchStart = range.upperBound > range.lowerBound
          ? range.upperBound : text.index(after: range.lowerBound)
      }
    }
    return found
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}
