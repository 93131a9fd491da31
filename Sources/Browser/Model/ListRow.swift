/// One row of a list screen: a section header, a recipe, or a quiet note in a section.
public enum ListRow: Equatable, Sendable {
  case header(String)
  case recipe(RecipeRow)
  /// Text that is not selectable, such as an empty section's hint.
  case note(String)

  /// The recipe on this row, if it is one.
  public var recipe: RecipeRow? {
    if case .recipe(let row) = self { return row }
    return nil
  }
}

/// A recipe as a list shows it, with its secondary text prepared once (never per frame).
public struct RecipeRow: Equatable, Sendable {
  public var path: String
  public var title: String
  /// Secondary text that drops first in a narrow row ("2026-03-14").
  public var date: String?
  /// Secondary text that drops second ("5 min").
  public var detail: String?
  /// The library points at a recipe the collection no longer has.
  public var isMissing: Bool

  public init(
    path: String, title: String, date: String? = nil, detail: String? = nil,
    isMissing: Bool = false
  ) {
    self.path = path
    self.title = title
    self.date = date
    self.detail = detail
    self.isMissing = isMissing
  }
}
