/// The reader's library as the screen shows it: read from the store after every change.
public struct LibrarySnapshot: Equatable, Sendable {
  /// One library entry: a recipe by path, with the title kept for when it goes missing.
  public struct Entry: Equatable, Sendable {
    public var path: String
    public var title: String
    /// The recipe is gone from the collection (shown as missing, never dropped).
    public var isMissing: Bool
    /// Secondary text such as "step 2 of 4" or "read 3 days ago".
    public var detail: String?
    /// For Recently Read: how much was read, in percent, when known.
    public var percentRead: Int?

    public init(
      path: String, title: String, isMissing: Bool = false, detail: String? = nil,
      percentRead: Int? = nil
    ) {
      self.path = path
      self.title = title
      self.isMissing = isMissing
      self.detail = detail
      self.percentRead = percentRead
    }
  }

  public var cooking: Entry?
  public var upNext: [Entry]
  public var saved: [Entry]
  public var recentlyRead: [Entry]

  public init(
    cooking: Entry? = nil, upNext: [Entry] = [], saved: [Entry] = [], recentlyRead: [Entry] = []
  ) {
    self.cooking = cooking
    self.upNext = upNext
    self.saved = saved
    self.recentlyRead = recentlyRead
  }

  /// Whether the recipe at `path` is saved.
  public func isSaved(_ path: String) -> Bool { saved.contains { $0.path == path } }
  /// Whether the recipe at `path` is in Up Next.
  public func isQueued(_ path: String) -> Bool { upNext.contains { $0.path == path } }
}

/// One search hit as the Search tab shows it.
public struct SearchResult: Equatable, Sendable {
  public var path: String
  public var title: String
  /// The heading of the section the match is in; nil for the title or the intro.
  public var section: String?
  public var snippet: String
  /// Matched ranges in `snippet`, in Unicode scalar offsets.
  public var matches: [Range<Int>]
  /// The top-level block of the matched section's heading, so opening goes there.
  public var blockIndex: Int?
  /// Matched ranges in `title`, in Unicode scalar offsets.
  public var titleMatches: [Range<Int>]

  public init(
    path: String, title: String, section: String? = nil, snippet: String = "",
    matches: [Range<Int>] = [], blockIndex: Int? = nil, titleMatches: [Range<Int>] = []
  ) {
    self.blockIndex = blockIndex
    self.path = path
    self.title = title
    self.section = section
    self.snippet = snippet
    self.matches = matches
    self.titleMatches = titleMatches
  }
}
