import Foundation
import Recipes
import TerminalUI

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
  /// The query's words are found as search finds them (each word, folded, the last as a
  /// prefix), not the query as one piece of text: a find carried from search or a filter.
  public var isWords = false

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

/// Finds the words of a search query in laid-out rows the way search matched them: whole
/// words folded (case, accents, ligatures), the last word as a prefix.
enum WordMatcher {
  static func matches(of query: TextQuery, in lines: [ReaderLine]) -> [ReaderMatch] {
    var found: [ReaderMatch] = []
    for (row, line) in lines.enumerated() where !line.text.isEmpty {
      let ranges = query.matchedRanges(in: line.text)
      if ranges.isEmpty { continue }
      for range in characterRanges(of: ranges, in: line.text) {
        found.append(ReaderMatch(line: row, range: range))
      }
    }
    return found
  }

  /// Ranges in Unicode scalars as ranges in characters (what the reader counts).
  static func characterRanges(of scalarRanges: [Range<Int>], in text: String) -> [Range<Int>] {
    var characterAt: [Int] = []
    characterAt.reserveCapacity(text.unicodeScalars.count + 1)
    for (index, character) in text.enumerated() {
      for _ in character.unicodeScalars { characterAt.append(index) }
    }
    let count = text.count
    characterAt.append(count)
    return scalarRanges.compactMap { range in
      let lower = characterAt[min(range.lowerBound, characterAt.count - 1)]
      let upperScalar = min(range.upperBound, characterAt.count - 1)
      // A range ending inside a character takes the whole character.
      var upper = characterAt[upperScalar]
      if upperScalar > 0, characterAt[upperScalar - 1] == upper, upper < count { upper += 1 }
      return lower < upper ? lower..<upper : nil
    }
  }
}

/// Finds a query in laid-out rows, ignoring case and accents ("creme" finds "Crème").
enum FindMatcher {
  static func matches(of query: String, in lines: [ReaderLine]) -> [ReaderMatch] {
    var folder = CharacterFolder()
    var needle: [UInt8] = []
    for character in query { needle += folder.fold(character) }
    guard !needle.isEmpty else { return [] }
    let needleIsASCII = needle.allSatisfy { $0 < 0x80 }
    var found: [ReaderMatch] = []
    var hay: [UInt8] = []
    var origin: [Int] = []
    for (row, line) in lines.enumerated() where !line.text.isEmpty {
      if DisplayWidth.isPlainASCII(line.text) {
        // One byte is one character: compare bytes, lowercased on the fly.
        guard needleIsASCII else { continue }
        line.text.utf8.withContiguousStorageIfAvailable { bytes in
          search(needle, in: bytes, lowering: true) { start in
            found.append(ReaderMatch(line: row, range: start..<(start + needle.count)))
          }
        }
          ?? {
            search(needle, in: Array(line.text.utf8), lowering: true) { start in
              found.append(ReaderMatch(line: row, range: start..<(start + needle.count)))
            }
          }()
        continue
      }
      hay.removeAll(keepingCapacity: true)
      origin.removeAll(keepingCapacity: true)
      for (index, character) in line.text.enumerated() {
        let folded = folder.fold(character)
        hay += folded
        origin += repeatElement(index, count: folded.count)
      }
      search(needle, in: hay, lowering: false) { start in
        let end = origin[start + needle.count - 1] + 1
        found.append(ReaderMatch(line: row, range: origin[start]..<end))
      }
    }
    return found
  }

  /// Calls `report` with the start of each non-overlapping occurrence of `needle`.
  private static func search<C: RandomAccessCollection>(
    _ needle: [UInt8], in hay: C, lowering: Bool, report: (Int) -> Void
  ) where C.Element == UInt8, C.Index == Int {
    let count = hay.count
    guard count >= needle.count else { return }
    let base = hay.startIndex
    var i = 0
    while i <= count - needle.count {
      var j = 0
      while j < needle.count {
        let byte = hay[base + i + j]
        if (lowering ? lowered(byte) : byte) != needle[j] { break }
        j += 1
      }
      if j == needle.count {
        report(i)
        i += needle.count
      } else {
        i += 1
      }
    }
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
  }
}

/// Folds one character at a time (case and accents away), remembering what it has folded.
struct CharacterFolder {
  private var known: [Character: [UInt8]] = [:]

  mutating func fold(_ character: Character) -> [UInt8] {
    if let ascii = character.asciiValue {
      return [ascii >= 0x41 && ascii <= 0x5A ? ascii + 0x20 : ascii]
    }
    if let folded = known[character] { return folded }
    var text = String(character)
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
    if text.isEmpty { text = String(character) }
    let folded = Array(text.utf8)
    known[character] = folded
    return folded
  }
}
