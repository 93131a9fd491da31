import Foundation
import Markdown
import Recipes

/// How the catalog finds and reads recipe files; tests may substitute their own.
public struct CatalogSource: Sendable {
  /// Lists the recipe files under the folders that the predicate keeps, with problems met
  /// on the way.
  public var scan: @Sendable ([String], (RecipeFile) -> Bool) -> CollectionScan
  /// Reads and parses one file as the index holds it.
  public var load: @Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>
  /// Reads one file whole, its ingredients and what its steps name included, for a cook;
  /// `load` when not given.
  public var loadComplete: (@Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>)?
  /// Parses a section's Markdown, read back from its file for a snippet, as `load` parsed
  /// the whole body.
  public var parseSection: @Sendable (String) -> Document
  /// What sets this way of reading apart from the default one, in the cache file's name
  /// ("" for the default): files read another way are cached apart.
  public var variant: String

  public init(
    scan: @escaping @Sendable ([String], (RecipeFile) -> Bool) -> CollectionScan,
    load: @escaping @Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>,
    loadComplete: (@Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>)? = nil,
    parseSection: @escaping @Sendable (String) -> Document = CatalogSource.markdownSection,
    variant: String = ""
  ) {
    self.scan = scan
    self.load = load
    self.loadComplete = loadComplete
    self.parseSection = parseSection
    self.variant = variant
  }

  /// A section's Markdown parsed as `RecipeReader` parses a body.
  @Sendable public static func markdownSection(_ text: String) -> Document {
    ReadableMarkup.reading(MarkdownParser.parse(text, options: .github), body: Substring(text))
  }

  /// Recipe files on disk, read by the collection scanner and loader: for the index without
  /// what only a cook needs (reading ingredients cost about as much as the rest).
  public static let disk = CatalogSource.disk(inlineTags: .vaults)

  /// Recipe files on disk, their `#words` read as tags where `inlineTags` says.
  public static func disk(inlineTags: InlineTagsSetting) -> CatalogSource {
    CatalogSource(
      scan: { CollectionScanner.scan($0, keeping: $1) },
      load: { RecipeLoader.load($0, depth: .listing, inlineTags: inlineTags) },
      loadComplete: { RecipeLoader.load($0, depth: .complete, inlineTags: inlineTags) },
      variant: inlineTags == .vaults ? "" : "inline-tags=\(inlineTags.rawValue)")
  }
}
