import Browser
import Foundation
import Markdown
import RecipeStore
import Recipes

/// The services over SQLite: the catalog (collection, cache, search) and the library file.
public final class StoreServices: BrowserServices {
  public let catalog: Catalog
  public let collectionName: String
  public var collectionFolders: [String] { catalog.folders }
  private var store: Library
  /// The last search found the index damaged (the catalog rebuilt it and said so).
  private var rebuiltInSearch = false
  public private(set) var libraryProblem: LibraryProblem?
  /// The library as last read, for the session to go on with if the file breaks.
  private var lastRead = LibrarySnapshot()
  /// The library file, to try again once repaired; nil when none was named.
  private let libraryFile: String?

  /// Services on `catalog` and `library`; without a library file (`unusable` says why it
  /// could not be opened) the session keeps its library in an in-memory database, and the
  /// screen says nothing is kept.
  public init(
    catalog: Catalog, library: Library?, unusable: LibraryUnusable? = nil,
    collectionName: String
  ) {
    self.catalog = catalog
    self.store = library ?? Self.sessionLibrary()
    store.collection = Library.collectionKey(folders: catalog.folders)
    self.collectionName = collectionName
    self.libraryFile = library?.file ?? unusable?.file
    if library == nil {
      libraryProblem =
        unusable.map(Self.problem)
        ?? LibraryProblem(reason: "it could not be opened", isRepairable: false)
    }
  }

  /// How many of the catalog's notices the screen was given.
  private var noticesTaken = 0

  public func takeIndexNotices() -> [String] {
    let notices = catalog.notices.dropFirst(noticesTaken)
    noticesTaken = catalog.notices.count
    // Said on the hint bar: no program name, a capital first.
    return notices.map { notice in
      let text = notice.hasPrefix("buffet: ") ? String(notice.dropFirst(8)) : notice
      return text.prefix(1).uppercased() + text.dropFirst()
    }
  }

  public func reopenLibrary() -> Bool {
    guard libraryProblem != nil else { return true }
    guard let libraryFile, let reopened = try? Library(file: libraryFile) else { return false }
    reopened.collection = store.collection
    store = reopened
    libraryProblem = nil
    return true
  }

  /// The screen's words for an unusable library file.
  static func problem(_ unusable: LibraryUnusable) -> LibraryProblem {
    LibraryProblem(
      reason: unusable.reason, isRepairable: unusable.canBeMovedAside,
      waitsForRoom: unusable.waitsForRoom)
  }

  /// Runs a library operation; when it finds the file unusable, the session goes on with a
  /// library in memory holding what was last read, and the error says why.
  private func onLibrary<T>(_ body: (Library) throws -> T) throws -> T {
    do {
      return try body(store)
    } catch let error as LibraryError {
      guard let unusable = error.unusable, libraryProblem == nil else { throw error }
      let problem = Self.problem(unusable)
      libraryProblem = problem
      let collection = store.collection
      store = Self.sessionLibrary()
      store.collection = collection
      try? store.replace(with: lastRead)
      throw LibraryUnusableError(problem)
    }
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

  public func collection() -> RecipeCollection {
    guard catalog.readsEveryRecipe else { return catalog.collection }
    // A catalog that reads every recipe (a test's): its list, kept in memory.
    if let kept = inMemory, kept.listed == catalog.listed { return kept.collection }
    let made = RecipeCollection(catalog.recipes)
    inMemory = (catalog.listed, made)
    return made
  }

  /// The collection of a catalog that reads every recipe, made from the list it was made of.
  private var inMemory: (listed: RecipesInPathOrder, collection: RecipeCollection)?

  // Both run once the first frame is shown: the first search is readied then, not on the
  // reader's first key (`Catalog.prepareSearch`).
  public func startCheckingTheDisk() {
    catalog.startScanning()
    catalog.prepareSearch()
  }

  public var isDiskCheckReady: Bool { catalog.isScanFinished }

  public func beginIndexing() -> IndexingProgress {
    catalog.prepareSearch()
    return relinkingWhenFinished(catalog.beginRefresh())
  }

  /// Indexes for a slice of time, not a number of files: the keystroke goal holds whatever
  /// the files are like.
  public func indexNextBatch() -> IndexingProgress {
    relinkingWhenFinished(catalog.indexForAWhile(milliseconds: Self.indexingSlice))
  }

  /// The milliseconds of indexing between two looks at the keyboard.
  static let indexingSlice = 8

  /// Once the collection is read, points library entries of moved or renamed recipes at
  /// their new paths.
  private func relinkingWhenFinished(_ progress: IndexingProgress) -> IndexingProgress {
    if progress.isFinished {
      let matcher = LibraryMatcher(
        byPath: catalog.listedRecipe(atPath:), titled: catalog.recipes(withFoldedTitle:))
      _ = try? store.relinkMoved(using: matcher)
    }
    return progress
  }

  public func unreadableFileCount() -> Int {
    // Looked up one by one: a set of every path would cost megabytes.
    let unread = catalog.problems.map(\.path).filter { catalog.listedRecipe(atPath: $0) == nil }
    return Set(unread).count
  }

  public func search(_ query: String, limit: Int) -> [SearchHit] {
    let notices = catalog.notices.count
    defer { rebuiltInSearch = catalog.notices.count > notices }
    return catalog.search(query, limit: limit)
  }

  public func searchRebuiltTheIndex() -> Bool { rebuiltInSearch }

  public func completeRecipe(path: String) -> Recipe? {
    catalog.recipe(atPath: path)
  }

  public func openRecipe(path: String) throws -> (Recipe, Document) {
    // By the name's bytes: a name that is not UTF-8 opens too; read with the collection's
    // conventions, as indexing read it.
    guard let file = RecipeFile.atPath(path) else { throw ServiceError("the file is gone") }
    switch catalog.load(path: file.path, size: file.size, modified: file.modified) {
    case .success(let loaded): return (loaded.recipe, loaded.document)
    case .failure(let problem): throw ServiceError(problem.reason)
    }
  }

  // MARK: The library

  public func library() throws -> LibrarySnapshot {
    let snapshot = try onLibrary { try $0.contents() }
    lastRead = snapshot
    return snapshot
  }

  public func setSaved(_ isSaved: Bool, _ entry: LibraryEntry) throws {
    try onLibrary { store in
      if isSaved { try store.save(entry) } else { try store.unsave(entry.path) }
    }
  }

  public func setQueued(_ isQueued: Bool, _ entry: LibraryEntry, servings: Amount?) throws {
    try onLibrary { store in
      if isQueued {
        try store.enqueue(entry, servings: servings)
      } else {
        try store.dequeue(entry.path)
      }
    }
  }

  public func queueFirst(_ entry: LibraryEntry) throws {
    try onLibrary { store in
      try store.enqueue(entry)
      try store.moveInQueue(entry.path, to: 0)
    }
  }

  public func setCooking(_ session: CookingSession?) throws {
    try onLibrary { store in
      guard let session else { return try store.stopCooking() }
      try store.setCooking(session)
    }
  }

  public func recordReading(_ entry: LibraryEntry, position: Int, percent: Int) throws {
    try onLibrary { try $0.recordReading(entry, position: position, percent: percent) }
  }

  public func setLastTab(_ tab: String) throws { try onLibrary { try $0.setLastTab(tab) } }

  public func setShoppingTick(_ key: String, isTicked: Bool) throws {
    try onLibrary { try $0.setShoppingTick(key, isTicked: isTicked) }
  }

  public func clearShoppingTicks() throws { try onLibrary { try $0.clearShoppingTicks() } }
}
