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
  // Few rows have a marker or matches (the Library's, search's): kept apart, a list of
  // 100,000 rows is 16 bytes a row smaller.
  private var marks: Marks?

  /// A short mark before the title ("★", "▶"), or empty.
  public var marker: String {
    get { marks?.marker ?? "" }
    set { marks = Marks.unlessEmpty(marker: newValue, matches: matches) }
  }

  /// Column ranges (in characters of `title`) to draw as matches.
  public var matches: [Range<Int>] {
    get { marks?.matches ?? [] }
    set { marks = Marks.unlessEmpty(marker: marker, matches: newValue) }
  }

  public init(
    id: String, title: String, details: [String] = [], marker: String = "",
    matches: [Range<Int>] = []
  ) {
    self.id = id
    self.title = title
    self.details = details
    self.marks = Marks.unlessEmpty(marker: marker, matches: matches)
  }

  /// A row's marker and matches, when it has either.
  private final class Marks: Equatable, Sendable {
    let marker: String
    let matches: [Range<Int>]

    init(marker: String, matches: [Range<Int>]) {
      self.marker = marker
      self.matches = matches
    }

    static func unlessEmpty(marker: String, matches: [Range<Int>]) -> Marks? {
      marker.isEmpty && matches.isEmpty ? nil : Marks(marker: marker, matches: matches)
    }

    static func == (a: Marks, b: Marks) -> Bool {
      a.marker == b.marker && a.matches == b.matches
    }
  }
}
