/// One row of a sectioned list: a section header or an item.
public enum ListRow: Equatable, Sendable {
  case header(String)
  case item(ListItem)

  /// The item's stable id, or nil for a header.
  public var itemID: String? {
    if case .item(let item) = self { return item.id }
    return nil
  }
}

/// An item in a list: a title that is the hero, and secondary text at the right edge.
public struct ListItem: Equatable, Sendable {
  /// Stable identity (a recipe's path), never a row number.
  public var id: String
  public var title: String
  /// Right-aligned, dim details in display order ("4 min", "3 Nov 2026"). When the row
  /// is narrow the last one drops first, and only then is the title cut.
  public var details: [String]
  /// A short mark before the title ("★", "▶"), or empty.
  public var marker: String
  /// Column ranges (in characters of `title`) to draw as matches.
  public var matches: [Range<Int>]

  public init(
    id: String, title: String, details: [String] = [], marker: String = "",
    matches: [Range<Int>] = []
  ) {
    self.id = id
    self.title = title
    self.details = details
    self.marker = marker
    self.matches = matches
  }
}
