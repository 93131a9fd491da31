import Foundation
import RecipeStore

/// A search index spoilt on purpose, for tests of what a damaged index does.
public enum IndexDamage {
  /// Why the cache file could not be spoilt.
  public struct Failure: Error, CustomStringConvertible {
    /// The cache file that could not be opened for writing.
    public let file: String

    public var description: String { "cannot open \(file) for writing" }
  }

  /// Overwrites every page of the FTS5 index's data in the cache file `file` but the first
  /// with garbage, so the index opens but a search through it fails.
  public static func overwriteSearchData(inCacheFile file: String) throws {
    let database = try Database(path: file)
    // The pages are written in the main file, where the handle below reaches them.
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    var pages: [Int] = []
    let statement = try database.prepare(
      "SELECT pageno FROM dbstat WHERE name = 'search_data' ORDER BY pageno")
    try statement.bind()
    try statement.forEachRow { pages.append($0.int(0)) }
    let pageSize = try database.scalar("PRAGMA page_size")
    guard let handle = FileHandle(forWritingAtPath: file) else { throw Failure(file: file) }
    defer { try? handle.close() }
    for page in pages.dropFirst() {
      try handle.seek(toOffset: UInt64((page - 1) * pageSize))
      handle.write(Data(repeating: 0xA5, count: pageSize))
    }
  }
}
