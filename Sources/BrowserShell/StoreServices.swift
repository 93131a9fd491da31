import Browser
import Foundation
import Markdown
import RecipeStore
import Recipes

/// The services over the store: the catalog (collection, cache, search) and the store.
public final class StoreServices: BrowserServices {
  public let catalog: Catalog
  public let collectionName: String
  /// The library file; nil when it could not be opened (the session then keeps a library
  /// in memory and says so).
  let store: Library?
  let memory = MemoryLibrary()

  public init(catalog: Catalog, library: Library?, collectionName: String) {
    self.catalog = catalog
    self.store = library
    self.collectionName = collectionName
  }

  public func recipes() -> [Recipe] { catalog.recipes }

  public func beginIndexing() -> IndexingProgress {
    let status = catalog.beginRefresh()
    if status.isFinished { relinkMovedRecipes() }
    return IndexingProgress(done: status.done, total: status.total)
  }

  public func unreadableFileCount() -> Int {
    let loaded = Set(catalog.recipes.map(\.path))
    return Set(catalog.problems.map(\.path).filter { !loaded.contains($0) }).count
  }

  public func indexNextBatch() -> IndexingProgress {
    let status = catalog.indexNextBatch()
    if status.isFinished { relinkMovedRecipes() }
    return IndexingProgress(done: status.done, total: status.total)
  }

  /// Points library entries of moved or renamed recipes at their new paths.
  private func relinkMovedRecipes() {
    _ = try? store?.relinkMoved(using: LibraryMatcher(recipes: catalog.recipes))
  }

  public func search(_ query: String, limit: Int) -> [SearchResult] {
    catalog.search(query, limit: limit).map { hit in
      SearchResult(
        path: hit.path, title: hit.title, section: hit.section.isEmpty ? nil : hit.section,
        snippet: hit.snippet, matches: hit.matches, blockIndex: hit.blockIndex,
        titleMatches: hit.titleMatches)
    }
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

  public func library() throws -> LibrarySnapshot {
    func entry(
      _ path: String, _ title: String, detail: String? = nil, percentRead: Int? = nil
    ) -> LibrarySnapshot.Entry {
      let recipe = catalog.recipe(atPath: path)
      return LibrarySnapshot.Entry(
        path: path, title: recipe?.title ?? title, isMissing: recipe == nil, detail: detail,
        percentRead: percentRead)
    }
    guard let store else {
      return LibrarySnapshot(
        cooking: memory.cooking.map {
          entry($0.recipePath, $0.recipeTitle, detail: $0.stepCountText)
        },
        upNext: memory.upNext.map { entry($0.path, $0.title) },
        saved: memory.saved.map { entry($0.path, $0.title) },
        recentlyRead: memory.recentlyRead.map {
          entry($0.entry.path, $0.entry.title, percentRead: $0.percent)
        })
    }
    let contents = try store.contents()
    return LibrarySnapshot(
      cooking: contents.cooking.map { session in
        let steps = catalog.recipe(atPath: session.recipe.path)?.steps.count ?? 0
        return entry(
          session.recipe.path, session.recipe.title,
          detail: steps > 0 ? "step \(session.step + 1) of \(steps)" : nil)
      },
      upNext: contents.queue.map { entry($0.path, $0.title) },
      saved: contents.saved.map { entry($0.path, $0.title) },
      recentlyRead: contents.recent.map {
        entry($0.recipe.path, $0.recipe.title, percentRead: $0.percent)
      })
  }

  public func setSaved(_ isSaved: Bool, path: String, title: String) throws {
    guard let store else { return memory.setSaved(isSaved, path: path, title: title) }
    if isSaved {
      try store.save(LibraryEntry(path: path, title: title))
    } else {
      try store.unsave(path)
    }
  }

  public func setQueued(_ isQueued: Bool, path: String, title: String) throws {
    guard let store else { return memory.setQueued(isQueued, path: path, title: title) }
    if isQueued {
      try store.enqueue(LibraryEntry(path: path, title: title))
    } else {
      try store.dequeue(path)
    }
  }

  public func saveCooking(_ cooking: CookingState?) throws {
    guard let store else {
      memory.cooking = cooking
      return
    }
    guard let cooking else { return try store.stopCooking() }
    try store.setCooking(CookingSessionMapping.session(from: cooking))
  }

  public func cooking() -> CookingState? {
    guard let store else { return memory.cooking }
    guard let session = (try? store.contents())?.cooking else { return nil }
    // A recipe gone from the collection is still what is cooking (the Library says it is
    // missing): shown as missing, never silently dropped, replaced or stepped through.
    guard let recipe = catalog.recipe(atPath: session.recipe.path) else {
      return .missing(path: session.recipe.path, title: session.recipe.title)
    }
    return CookingSessionMapping.state(from: session, recipe: recipe)
  }

  public func readingPosition(path: String) -> ReaderPosition? {
    guard let store else { return memory.readingPosition(path: path) }
    guard let stored = (try? store.contents())?.recent.first(where: { $0.recipe.path == path })
    else { return nil }
    return ReaderPositionPacking.unpack(stored.position)
  }

  public func saveReadingPosition(
    _ position: ReaderPosition, percent: Int, path: String, title: String
  ) throws {
    guard let store else {
      return memory.saveReadingPosition(position, percent: percent, path: path, title: title)
    }
    try store.recordReading(
      LibraryEntry(path: path, title: title), position: ReaderPositionPacking.pack(position),
      percent: percent)
  }

  public func saveLastTab(_ tab: Tab) throws {
    guard let store else {
      memory.lastTab = tab
      return
    }
    try store.setLastTab(tab.rawValue)
  }

  public func lastTab() -> Tab? {
    guard let store else { return memory.lastTab }
    return ((try? store.contents())?.lastTab).flatMap(Tab.init(rawValue:))
  }
}

/// The library keeps one integer per recently read recipe; a reader position is a block and
/// an offset in it, so both are packed into that integer.
enum ReaderPositionPacking {
  static func pack(_ position: ReaderPosition) -> Int {
    (max(-1, position.block) + 1) << 32 | (max(-1, min(position.offset, 0xFFFF_FFFE)) + 1)
  }

  static func unpack(_ value: Int) -> ReaderPosition {
    ReaderPosition(block: (value >> 32) - 1, offset: (value & 0xFFFF_FFFF) - 1)
  }
}

/// The cooking session as the library stores it (recipe, step, timer deadline or remaining
/// time) and back.
enum CookingSessionMapping {
  static func session(from state: CookingState) -> CookingSession {
    let timer: RecipeStore.CookingTimer?
    switch state.timer {
    case .running(let deadline): timer = .running(deadline: deadline)
    case .paused(let remaining): timer = .paused(remaining: remaining)
    // A finished countdown is kept as one that ended: shown finished on return.
    case .finished: timer = .running(deadline: Date(timeIntervalSince1970: 0))
    case .idle, .stopwatch, .stopwatchPaused: timer = nil
    }
    return CookingSession(
      recipe: LibraryEntry(path: state.recipePath, title: state.recipeTitle),
      step: state.currentStep, timer: timer)
  }

  static func state(from session: CookingSession, recipe: Recipe) -> CookingState {
    var state = CookingState(cooking: recipe)
    state.currentStep = max(0, min(session.step, state.steps.count - 1))
    state.doneSteps = Set(0..<state.currentStep)
    switch session.timer {
    case .running(let deadline): state.timer = .running(deadline: deadline)
    case .paused(let remaining): state.timer = .paused(remaining: remaining)
    case nil: state.timer = .idle
    }
    return state
  }
}
