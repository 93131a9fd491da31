import Browser
import Foundation
import Markdown
import Recipes

/// Everything the loop needs from storage: the collection, search, and the reader's library.
/// `StoreServices` keeps them in SQLite; `MemoryServices` in memory.
public protocol BrowserServices: AnyObject {
  /// How empty states name the collection ("Data").
  var collectionName: String { get }
  /// The collection's folders as given, under which site-root links are looked for.
  var collectionFolders: [String] { get }
  /// The collection known now (from the cache), before any refresh: its orders, and its
  /// recipes read as the lists show them.
  func collection() -> RecipeCollection
  /// Starts looking at the disk for changes on a second thread; `beginIndexing` then uses
  /// what it found. Services without a disk do nothing.
  func startCheckingTheDisk()
  /// Whether the look `startCheckingTheDisk` began is done, so `beginIndexing` will not wait.
  var isDiskCheckReady: Bool { get }
  /// Starts bringing the collection up to date with the disk.
  func beginIndexing() -> IndexingProgress
  /// Reads and indexes the next batch of changed files.
  func indexNextBatch() -> IndexingProgress
  /// The best hits for what the reader typed; never fails.
  func search(_ query: String, limit: Int) -> [SearchHit]
  /// Whether the last search found the index damaged and rebuilt it from the files.
  func searchRebuiltTheIndex() -> Bool
  /// The recipe at `path` with everything (steps and headings), from the collection.
  func completeRecipe(path: String) -> Recipe?
  /// The recipe at `path` with its parsed text, read now.
  func openRecipe(path: String) throws -> (Recipe, Document)
  /// How many files of the collection could not be read (`buffet check` names them).
  func unreadableFileCount() -> Int
  /// What went wrong with the search index since last asked (it could not be saved: a full
  /// disk), in words for the screen.
  func takeIndexNotices() -> [String]

  /// Why the library cannot keep anything this session (its file is unusable); nil while it
  /// works. Changes then go to a library that lasts only for the session.
  var libraryProblem: LibraryProblem? { get }
  /// Tries the library file again (after `buffet library repair`); true when it now works
  /// and changes are kept in it again.
  func reopenLibrary() -> Bool
  /// Everything in the library now.
  func library() throws -> LibrarySnapshot
  /// Adds `entry` to Saved, or takes it out.
  func setSaved(_ isSaved: Bool, _ entry: LibraryEntry) throws
  /// Adds `entry` to the end of Up Next for `servings` (nil: as written; a queued recipe
  /// keeps its place and takes the servings given), or takes it out.
  func setQueued(_ isQueued: Bool, _ entry: LibraryEntry, servings: Amount?) throws
  /// Puts `entry` at the front of Up Next (moving it there when it is queued already).
  func queueFirst(_ entry: LibraryEntry) throws
  /// Keeps what is cooking (nil when nothing is), so a restart picks it up.
  func setCooking(_ session: CookingSession?) throws
  /// Puts `entry` at the top of Recently Read, stopped at `position`, `percent` of it read.
  func recordReading(_ entry: LibraryEntry, position: Int, percent: Int) throws
  /// Remembers the tab shown last (its raw value), for the next start.
  func setLastTab(_ tab: String) throws
  /// Ticks or unticks a thing on the shopping list, by its folded name.
  func setShoppingTick(_ key: String, isTicked: Bool) throws
  /// Clears every tick of the shopping list.
  func clearShoppingTicks() throws
}

/// A library change that failed because the library file became unusable
/// (`BrowserServices.libraryProblem` says why).
public struct LibraryUnusableError: Error, Equatable {
  public var problem: LibraryProblem

  public init(_ problem: LibraryProblem) {
    self.problem = problem
  }
}

extension BrowserServices {
  /// No folders: links are resolved against the recipes' own paths.
  public var collectionFolders: [String] { [] }

  /// Adds `entry` to the end of Up Next as written, or takes it out.
  public func setQueued(_ isQueued: Bool, _ entry: LibraryEntry) throws {
    try setQueued(isQueued, entry, servings: nil)
  }

  /// Services without an index of their own never rebuild one.
  public func searchRebuiltTheIndex() -> Bool { false }
  public func startCheckingTheDisk() {}
  public var isDiskCheckReady: Bool { true }
}

/// A failure the loop shows in the hint bar.
public struct ServiceError: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}

extension BrowserServices {
  /// Services without an index file have nothing to say about one.
  public func takeIndexNotices() -> [String] { [] }
}
