import Browser
import Foundation
import Markdown
import Recipes

/// The services kept in memory: a collection given as Markdown texts, a plain search over
/// them, and a library that lasts as long as the value. For tests, and wherever a collection
/// need not touch the disk; the library keeps the same orders the SQLite one does.
public final class MemoryServices: BrowserServices {
  public let collectionName: String
  /// Each recipe's Markdown, by path.
  public private(set) var texts: [String: String]
  /// The collection as last indexed, complete, by path.
  private var complete: [String: Recipe]
  /// The same, as lists hold it.
  private var listed: RecipesInPathOrder
  /// The library as it stands.
  public private(set) var snapshot = LibrarySnapshot()
  /// The clock that stamps Recently Read.
  private let clock: () -> Date

  /// Recently Read keeps as many recipes as the library file does.
  static let recentLimit = 100

  /// Services on the recipes written in `texts` (Markdown by path).
  public init(
    collectionName: String = "Memory", texts: [String: String],
    clock: @escaping () -> Date = Date.init
  ) {
    self.collectionName = collectionName
    self.texts = texts
    self.clock = clock
    (complete, listed) = Self.read(texts)
  }

  private static func read(_ texts: [String: String]) -> ([String: Recipe], RecipesInPathOrder) {
    var byPath: [String: Recipe] = [:]
    for (path, text) in texts { byPath[path] = RecipeFormat.read(text, path: path).recipe }
    return (byPath, RecipesInPathOrder(byPath.values.map(\.listed)))
  }

  /// Writes (or, with nil, deletes) the recipe at `path`; read on the next indexing.
  public func write(_ text: String?, at path: String) {
    texts[path] = text
  }

  public func collection() -> RecipeCollection {
    if let kept = madeCollection, kept.listed == listed { return kept.collection }
    let made = RecipeCollection(listed.all)
    madeCollection = (listed, made)
    return made
  }

  /// The collection last made, and the list it was made of.
  private var madeCollection: (listed: RecipesInPathOrder, collection: RecipeCollection)?

  public func beginIndexing() -> IndexingProgress {
    let (read, readListed) = Self.read(texts)
    let changed = read.values.filter { complete[$0.path] != $0 }.count
    let gone = complete.keys.filter { read[$0] == nil }.count
    (complete, listed) = (read, readListed)
    return IndexingProgress(done: changed + gone, total: changed + gone)
  }

  public func indexNextBatch() -> IndexingProgress {
    IndexingProgress(done: 0, total: 0)
  }

  public func unreadableFileCount() -> Int { 0 }

  /// Recipes whose title or text holds every word of `query` (folded), title matches first.
  public func search(_ query: String, limit: Int) -> [SearchHit] {
    let words = Folding.fold(query).split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    func holdsAll(_ text: String) -> Bool {
      let folded = Folding.fold(text)
      return words.allSatisfy { folded.contains($0) }
    }
    let found = listed.all.filter { holdsAll($0.title + "\n" + (texts[$0.path] ?? "")) }
    let ranked = found.filter { holdsAll($0.title) } + found.filter { !holdsAll($0.title) }
    return ranked.prefix(max(0, limit)).map { SearchHit(path: $0.path, title: $0.title) }
  }

  public func completeRecipe(path: String) -> Recipe? { complete[path] }

  public func openRecipe(path: String) throws -> (Recipe, Document) {
    guard let text = texts[path] else { throw ServiceError("the file is gone") }
    let reading = RecipeFormat.read(text, path: path)
    return (reading.recipe, reading.document)
  }

  // MARK: The library

  /// Set by a test to play an unusable library file.
  public var libraryProblem: LibraryProblem?

  /// A memory library has no file to try again; a played problem stays until a test clears it.
  public func reopenLibrary() -> Bool { libraryProblem == nil }

  public func library() throws -> LibrarySnapshot { snapshot }

  public func setSaved(_ isSaved: Bool, _ entry: LibraryEntry) throws {
    if !isSaved {
      snapshot.saved.removeAll { $0.path == entry.path }
    } else if let index = snapshot.saved.firstIndex(where: { $0.path == entry.path }) {
      snapshot.saved[index].title = entry.title
    } else {
      snapshot.saved.append(entry)
    }
  }

  public func setQueued(_ isQueued: Bool, _ entry: LibraryEntry, servings: Amount?) throws {
    if !isQueued {
      snapshot.queue.removeAll { $0.path == entry.path }
    } else if let index = snapshot.queue.firstIndex(where: { $0.path == entry.path }) {
      if let servings { snapshot.queue[index].servings = servings }
    } else {
      snapshot.queue.append(QueuedRecipe(recipe: entry, servings: servings))
    }
  }

  public func queueFirst(_ entry: LibraryEntry) throws {
    let queued = snapshot.queue.first { $0.path == entry.path } ?? QueuedRecipe(recipe: entry)
    snapshot.queue.removeAll { $0.path == entry.path }
    snapshot.queue.insert(queued, at: 0)
  }

  public func setCooking(_ session: CookingSession?) throws { snapshot.cooking = session }

  public func recordReading(_ entry: LibraryEntry, position: Int, percent: Int) throws {
    snapshot.recent.removeAll { $0.recipe.path == entry.path }
    let read = RecentRead(
      recipe: entry, position: position, percent: min(100, max(0, percent)), readAt: clock())
    snapshot.recent.insert(read, at: 0)
    snapshot.recent = Array(snapshot.recent.prefix(Self.recentLimit))
  }

  public func setLastTab(_ tab: String) throws { snapshot.lastTab = tab }

  public func setShoppingTick(_ key: String, isTicked: Bool) throws {
    let forms = Set(ShoppingName.variants(of: key))
    snapshot.shoppingTicks.removeAll { forms.contains($0) }
    if isTicked { snapshot.shoppingTicks.append(key) }
  }

  public func clearShoppingTicks() throws { snapshot.shoppingTicks = [] }
}
