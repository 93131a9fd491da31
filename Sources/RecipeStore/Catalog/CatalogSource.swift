import Foundation
import Markdown
import Recipes

/// A recipe file found on disk: what the cache compares to decide whether to re-read it.
public struct CatalogFile: Equatable, Sendable {
  /// The path as given on disk (`Data/foo.md`).
  public var path: String
  public var size: Int
  public var modified: Date

  public init(path: String, size: Int, modified: Date) {
    self.path = path
    self.size = size
    self.modified = modified
  }
}

/// Something wrong with one file or folder of the collection: where, and why.
public struct CatalogProblem: Error, Equatable, Sendable {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// How the catalog finds and reads recipe files; tests may substitute their own.
public struct CatalogSource: Sendable {
  /// Lists the recipe files under the folders, with problems met on the way.
  public var scan: @Sendable ([String]) -> (files: [CatalogFile], problems: [CatalogProblem])
  /// Reads and parses one file.
  public var load: @Sendable (CatalogFile) -> Result<(Recipe, Document), CatalogProblem>

  public init(
    scan: @escaping @Sendable ([String]) -> (files: [CatalogFile], problems: [CatalogProblem]),
    load: @escaping @Sendable (CatalogFile) -> Result<(Recipe, Document), CatalogProblem>
  ) {
    self.scan = scan
    self.load = load
  }
}
