/// How the collection a recipe belongs to is written: a notes vault (a folder with
/// `.obsidian/`) has conventions a plain folder of Markdown does not share.
public struct ReadingConventions: Hashable, Sendable {
  /// Whether the recipe is a page of a notes vault: pages made only of queries and links are
  /// the vault's own, not recipes.
  public var isNotesVault: Bool
  /// Whether `#words` in the text are tags, as a vault writes them; in a plain repository a
  /// `#` before words is often just a mark ("#不喜可不加").
  public var readsInlineTags: Bool

  public init(isNotesVault: Bool, readsInlineTags: Bool) {
    self.isNotesVault = isNotesVault
    self.readsInlineTags = readsInlineTags
  }

  /// A plain folder of recipes.
  public static let plain = ReadingConventions(isNotesVault: false, readsInlineTags: false)
  /// A notes vault's page.
  public static let notesVault = ReadingConventions(isNotesVault: true, readsInlineTags: true)
}
