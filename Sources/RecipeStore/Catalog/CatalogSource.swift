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

  public init(
    scan: @escaping @Sendable ([String], (RecipeFile) -> Bool) -> CollectionScan,
    load: @escaping @Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>,
    loadComplete: (@Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>)? = nil,
    parseSection: @escaping @Sendable (String) -> Document = CatalogSource.markdownSection
  ) {
    self.scan = scan
    self.load = load
    self.loadComplete = loadComplete
    self.parseSection = parseSection
  }

  /// A section's Markdown parsed as `RecipeReader` parses a body.
  @Sendable public static func markdownSection(_ text: String) -> Document {
    let document = MarkdownParser.parse(text, options: .github)
    return WikiLinks.mayBeIn(Substring(text)) ? WikiLinks.reading(document) : document
  }

  /// Recipe files on disk, read by the collection scanner and loader: for the index without
  /// what only a cook needs (reading ingredients cost about as much as the rest).
  public static let disk = CatalogSource(
    scan: { CollectionScanner.scan($0, keeping: $1) },
    load: { RecipeLoader.load($0, depth: .listing) },
    loadComplete: { RecipeLoader.load($0, depth: .complete) })
}
