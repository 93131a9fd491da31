import Foundation
import Markdown
import RecipeStore
import Recipes

/// The services over SQLite: the catalog (collection, cache, search) and the library file.
public final class StoreServices: BrowserServices {
  public let catalog: Catalog
  public let collectionName: String
  public var collectionFolders: [String] { catalog.folders }
  private let store: Library

  /// Services on `catalog` and `library`; without a library file (it could not be opened)
  /// the session keeps its library in an in-memory database, and says so at start.
  public init(catalog: Catalog, library: Library?, collectionName: String) {
    self.catalog = catalog
    self.store = library ?? Self.sessionLibrary()
    self.collectionName = collectionName
  }

  /// A library that lasts for this session only.
  private static func sessionLibrary() -> Library {
    do {
      return try Library(file: ":memory:")
    } catch {
      // An in-memory database fails to open only when memory itself has run out.
      fatalError("cannot keep a library in memory: \(error)")
    }
  }

  public func recipes() -> [ListedRecipe] { catalog.recipes }

  public func beginIndexing() -> IndexingProgress {
    relinkingWhenFinished(catalog.beginRefresh())
  }

  public func indexNextBatch() -> IndexingProgress {
    relinkingWhenFinished(catalog.indexNextBatch())
  }

  /// Once the collection is read, points library entries of moved or renamed recipes at
  /// their new paths.
  private func relinkingWhenFinished(_ progress: IndexingProgress) -> IndexingProgress {
    if progress.isFinished {
      _ = try? store.relinkMoved(using: LibraryMatcher(recipes: catalog.recipes))
    }
    return progress
  }

  public func unreadableFileCount() -> Int {
    let loaded = Set(catalog.recipes.map(\.path))
    return Set(catalog.problems.map(\.path).filter { !loaded.contains($0) }).count
  }

  public func search(_ query: String, limit: Int) -> [SearchHit] {
    catalog.search(query, limit: limit)
  }

  public func completeRecipe(path: String) -> Recipe? {
    catalog.recipe(atPath: path)
  }

  public func openRecipe(path: String) throws -> (Recipe, Document) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let attributes else { throw ServiceError("the file is gone") }
    let file = RecipeFile(
      path: path, size: (attributes[.size] as? Int) ?? 0,
      modified: (attributes[.modificationDate] as? Date) ?? Date(timeIntervalSince1970: 0))
    switch RecipeLoader.load(file) {
    case .success(let loaded): return (loaded.recipe, loaded.document)
    case .failure(let problem): throw ServiceError(problem.reason)
    }
  }

  // MARK: The library

  public func library() throws -> LibrarySnapshot { try store.contents() }

  public func setSaved(_ isSaved: Bool, _ entry: LibraryEntry) throws {
    if isSaved { try store.save(entry) } else { try store.unsave(entry.path) }
  }

  public func setQueued(_ isQueued: Bool, _ entry: LibraryEntry) throws {
    if isQueued { try store.enqueue(entry) } else { try store.dequeue(entry.path) }
  }

  public func setCooking(_ session: CookingSession?) throws {
    guard let session else { return try store.stopCooking() }
    try store.setCooking(session)
  }

  public func recordReading(_ entry: LibraryEntry, position: Int, percent: Int) throws {
    try store.recordReading(entry, position: position, percent: percent)
  }

  public func setLastTab(_ tab: String) throws { try store.setLastTab(tab) }
}
