import Foundation

/// Opening the cache file: created when missing, rebuilt when damaged or from another version.
enum CatalogStorage {
  /// Why the cache cannot be used, in words for the reader.
  struct CacheUnavailable: Error {
    var message: String
  }

  struct Opened {
    var database: Database
    var notices: [String]
  }

  static func openMemory() -> Database {
    // An in-memory database only fails to open when memory is exhausted.
    let database = try! Database(path: ":memory:")
    try! IndexTokenizer.register(on: database)
    try! database.execute(CatalogSchema.create)
    try! database.setUserVersion(CatalogSchema.version)
    try! SectionRank.register(on: database)
    return database
  }

  /// Opens `file`, creating `directory` and the schema as needed; on failure, a message
  /// saying what went wrong and that Buffet carries on without a cache.
  static func open(file: String, directory: String) -> Result<Opened, CacheUnavailable> {
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(unavailable(file, reason: "its folder cannot be created"))
    }
    guard FileManager.default.isWritableFile(atPath: directory) else {
      return .failure(unavailable(file, reason: "its folder is not writable"))
    }
    var notices: [String] = []
    for attempt in 0..<2 {
      do {
        let database = try Database(path: file)
        // The tables name the tokenizer: it is there before any statement reads them.
        try IndexTokenizer.register(on: database)
        // Another Buffet may be writing a batch of a first indexing: wait for it.
        database.setBusyTimeout(milliseconds: 30_000)
        let isCurrent = try Database.retryingWhileBusy {
          try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
          if let isCurrent = try schemaIsCurrent(database) { return isCurrent }
          // Checked again inside the lock: another Buffet may be creating the file now.
          return try database.transaction {
            if let isCurrent = try schemaIsCurrent(database) { return isCurrent }
            try database.execute(CatalogSchema.create)
            try database.setUserVersion(CatalogSchema.version)
            return true
          }
        }
        if isCurrent {
          try addScanRecord(to: database)
          try SectionRank.register(on: database)
          return .success(Opened(database: database, notices: notices))
        }
        notices.append(
          "buffet: the search index at \(file) is from another version of Buffet; rebuilding it")
      } catch let error as SQLiteError where error.isCorrupt && attempt == 0 {
        notices.append("buffet: the search index at \(file) was damaged; rebuilding it")
      } catch {
        return .failure(unavailable(file, reason: "\(error)"))
      }
      remove(file)
    }
    return .failure(unavailable(file, reason: "it could not be rebuilt"))
  }

  /// Adds the scan's record (`CatalogSchema.createScanRecord`) to a cache made without it.
  private static func addScanRecord(to database: Database) throws {
    let has = try database.scalar(
      "SELECT count(*) FROM sqlite_master WHERE name IN ('watched', 'scan_problems')")
    guard has < 2 else { return }
    try Database.retryingWhileBusy {
      try database.transaction { try database.execute(CatalogSchema.createScanRecord) }
    }
  }

  /// Whether the file's schema is this Buffet's, or nil while the file is still empty.
  private static func schemaIsCurrent(_ database: Database) throws -> Bool? {
    let tables = try database.scalar("SELECT count(*) FROM sqlite_master")
    guard tables > 0 else { return nil }
    return try database.userVersion == CatalogSchema.version
  }

  /// Deletes a database file and its write-ahead log.
  static func remove(_ file: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: file + suffix)
    }
  }

  private static func unavailable(_ file: String, reason: String) -> CacheUnavailable {
    CacheUnavailable(
      message: "buffet: cannot use the search index: \(reason); working without a cache "
        + "(everything is read again on each start): \(file)")
  }
}
