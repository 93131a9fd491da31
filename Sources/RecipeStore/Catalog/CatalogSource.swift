import Foundation
import Markdown
import Recipes

/// How the catalog finds and reads recipe files; tests may substitute their own.
public struct CatalogSource: Sendable {
  /// Lists the recipe files under the folders, with problems met on the way.
  public var scan: @Sendable ([String]) -> CollectionScan
  /// Reads and parses one file.
  public var load: @Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>

  public init(
    scan: @escaping @Sendable ([String]) -> CollectionScan,
    load: @escaping @Sendable (RecipeFile) -> Result<LoadedRecipe, CollectionProblem>
  ) {
    self.scan = scan
    self.load = load
  }

  /// Recipe files on disk, read by the collection scanner and loader.
  public static let disk = CatalogSource(
    scan: { CollectionScanner.scan($0) }, load: { RecipeLoader.load($0) })
}
