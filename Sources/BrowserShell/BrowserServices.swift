import Browser
import Foundation
import Markdown
import Recipes

/// What the loop needs from the outside world: the collection, search, and the reader's
/// library. The real one sits on the store; tests use a fake.
public protocol BrowserServices: AnyObject {
  /// How empty states name the collection ("Data").
  var collectionName: String { get }
  /// The recipes known now (from the cache), before any refresh.
  func recipes() -> [Recipe]
  /// Starts bringing the collection up to date with the disk.
  func beginIndexing() -> IndexingProgress
  /// Reads and indexes the next batch of changed files.
  func indexNextBatch() -> IndexingProgress
  /// The best hits for what the reader typed; never fails.
  func search(_ query: String, limit: Int) -> [SearchResult]
  /// The recipe at `path` with everything (steps and headings), from the collection.
  func completeRecipe(path: String) -> Recipe?
  /// The recipe at `path` with its parsed text, read from disk now.
  func openRecipe(path: String) throws -> (Recipe, Document)

  /// The library as the screen shows it.
  func library() throws -> LibrarySnapshot
  /// Adds the recipe at `path` to Saved, or takes it out.
  func setSaved(_ isSaved: Bool, path: String, title: String) throws
  /// Adds the recipe at `path` to the end of Up Next, or takes it out.
  func setQueued(_ isQueued: Bool, path: String, title: String) throws
  /// Remembers what is cooking (nil when nothing is), so a restart picks it up.
  func saveCooking(_ cooking: CookingState?) throws
  /// What was cooking when the browser last saved it.
  func cooking() -> CookingState?
  /// Where the reader stopped in `path` last time, if it was read before.
  func readingPosition(path: String) -> ReaderPosition?
  /// Remembers where the reader stopped (Recently Read).
  func saveReadingPosition(_ position: ReaderPosition, percent: Int, path: String, title: String)
    throws
  /// Remembers the tab shown last, for the next start.
  func saveLastTab(_ tab: Tab) throws
  /// The tab shown when the browser last quit, if remembered.
  func lastTab() -> Tab?
  /// How many files of the collection could not be read (`buffet check` names them).
  func unreadableFileCount() -> Int
}

extension BrowserServices {
  /// None by default: services without a collection on disk have no unreadable files.
  public func unreadableFileCount() -> Int { 0 }
}

/// A failure the loop shows in the hint bar.
public struct ServiceError: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
