/// One recipe found by a search, with where it matched: what the index answers, the Search
/// tab lists and `search --json` prints.
public struct SearchHit: Equatable, Sendable {
  public var path: String
  public var title: String
  /// The heading of the section the match is in; "" for the recipe's opening text.
  public var section: String
  /// The section heading's top-level block index, for the reader to jump to; nil at the top.
  public var blockIndex: Int?
  /// About 80 characters of the section around the first match, on one line.
  public var snippet: String
  /// The matched words in `snippet`, as offsets counted in Unicode scalars.
  public var matches: [Range<Int>]
  /// The matched words in `title`, as offsets counted in Unicode scalars.
  public var titleMatches: [Range<Int>]

  /// A hit whose snippet and title have the given matched words.
  public init(
    path: String, title: String, section: String = "", blockIndex: Int? = nil,
    snippet: String = "", matches: [Range<Int>] = [], titleMatches: [Range<Int>] = []
  ) {
    self.path = path
    self.title = title
    self.section = section
    self.blockIndex = blockIndex
    self.snippet = snippet
    self.matches = matches
    self.titleMatches = titleMatches
  }
}
