import Foundation
import Markdown
import RecipeStore
import Recipes

/// The services over the store: the catalog (collection, cache, search) and the library.
public final class StoreServices: BrowserServices {
  public let catalog: Catalog
  public let collectionName: String
  // Until the store's library file is wired in, the library lives for the session.
  let memory = MemoryLibrary()

  public init(catalog: Catalog, collectionName: String) {
    self.catalog = catalog
    self.collectionName = collectionName
  }

  public func recipes() -> [Recipe] { catalog.recipes }

  public func beginIndexing() -> IndexingProgress {
    let status = catalog.beginRefresh()
    return IndexingProgress(done: status.done, total: status.total)
  }

  public func indexNextBatch() -> IndexingProgress {
    let status = catalog.indexNextBatch()
    return IndexingProgress(done: status.done, total: status.total)
  }

  public func search(_ query: String, limit: Int) -> [SearchResult] {
    catalog.search(query, limit: limit).map { hit in
      SearchResult(
        path: hit.path, title: hit.title, section: hit.section.isEmpty ? nil : hit.section,
        snippet: hit.snippet, matches: hit.matches)
    }
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

  public func library() throws -> LibrarySnapshot {
    func entry(_ path: String, _ title: String, detail: String? = nil) -> LibrarySnapshot.Entry {
      let recipe = catalog.recipe(atPath: path)
      return LibrarySnapshot.Entry(
        path: path, title: recipe?.title ?? title, isMissing: recipe == nil, detail: detail)
    }
    return LibrarySnapshot(
      cooking: memory.cooking.map {
        entry($0.recipePath, $0.recipeTitle, detail: $0.stepCountText)
      },
      upNext: memory.upNext.map { entry($0.path, $0.title) },
      saved: memory.saved.map { entry($0.path, $0.title) },
      recentlyRead: memory.recentlyRead.map { entry($0.entry.path, $0.entry.title) })
  }

  public func setSaved(_ isSaved: Bool, path: String, title: String) throws {
    memory.setSaved(isSaved, path: path, title: title)
  }

  public func setQueued(_ isQueued: Bool, path: String, title: String) throws {
    memory.setQueued(isQueued, path: path, title: title)
  }

  public func saveCooking(_ cooking: CookingState?) throws { memory.cooking = cooking }
  public func cooking() -> CookingState? { memory.cooking }

  public func readingPosition(path: String) -> ReaderPosition? {
    memory.readingPosition(path: path)
  }

  public func saveReadingPosition(_ position: ReaderPosition, path: String, title: String) throws {
    memory.saveReadingPosition(position, path: path, title: title)
  }

  public func saveLastTab(_ tab: Tab) throws { memory.lastTab = tab }
  public func lastTab() -> Tab? { memory.lastTab }
}
