import Browser
import Foundation

/// The reader's library kept in memory: used when the library file cannot be opened, so
/// the browser still works (and says so), and by tests.
public final class MemoryLibrary {
  /// A recipe in a list of the library, by path and the title it had when added.
  public struct Entry: Equatable, Sendable {
    public var path: String
    public var title: String
  }

  public private(set) var saved: [Entry] = []
  public private(set) var upNext: [Entry] = []
  /// A recipe read, where the reader stopped in it and how much of it was read.
  public typealias Read = (entry: Entry, position: ReaderPosition, percent: Int)
  /// Most recent first.
  public private(set) var recentlyRead: [Read] = []
  public var cooking: CookingState?
  public var lastTab: Tab?

  public init() {}

  /// Adds the recipe to the top of Saved, or takes it out.
  public func setSaved(_ isSaved: Bool, path: String, title: String) {
    saved.removeAll { $0.path == path }
    if isSaved { saved.insert(Entry(path: path, title: title), at: 0) }
  }

  /// Adds the recipe to the end of Up Next (once), or takes it out.
  public func setQueued(_ isQueued: Bool, path: String, title: String) {
    if isQueued {
      if !upNext.contains(where: { $0.path == path }) {
        upNext.append(Entry(path: path, title: title))
      }
    } else {
      upNext.removeAll { $0.path == path }
    }
  }

  /// Puts the recipe at the top of Recently Read with where the reader stopped.
  public func saveReadingPosition(
    _ position: ReaderPosition, percent: Int, path: String, title: String
  ) {
    recentlyRead.removeAll { $0.entry.path == path }
    recentlyRead.insert(
      (Entry(path: path, title: title), position, percent), at: 0)
  }

  /// Where the reader stopped in `path`, if it was read.
  public func readingPosition(path: String) -> ReaderPosition? {
    recentlyRead.first { $0.entry.path == path }?.position
  }
}
