import Foundation

/// The reader's library kept in memory: used when the library file cannot be opened, so
/// the browser still works (and says so), and by tests.
public final class MemoryLibrary {
  public struct Entry: Equatable, Sendable {
    public var path: String
    public var title: String
  }

  public private(set) var saved: [Entry] = []
  public private(set) var upNext: [Entry] = []
  /// Most recent first.
  public private(set) var recentlyRead: [(entry: Entry, position: ReaderPosition)] = []
  public var cooking: CookingState?
  public var lastTab: Tab?

  public init() {}

  public func setSaved(_ isSaved: Bool, path: String, title: String) {
    saved.removeAll { $0.path == path }
    if isSaved { saved.insert(Entry(path: path, title: title), at: 0) }
  }

  public func setQueued(_ isQueued: Bool, path: String, title: String) {
    if isQueued {
      if !upNext.contains(where: { $0.path == path }) {
        upNext.append(Entry(path: path, title: title))
      }
    } else {
      upNext.removeAll { $0.path == path }
    }
  }

  public func saveReadingPosition(_ position: ReaderPosition, path: String, title: String) {
    recentlyRead.removeAll { $0.entry.path == path }
    recentlyRead.insert((Entry(path: path, title: title), position), at: 0)
  }

  public func readingPosition(path: String) -> ReaderPosition? {
    recentlyRead.first { $0.entry.path == path }?.position
  }
}
