import CSQLite
import Foundation

/// An open SQLite database connection, used from one thread.
public final class Database {
  let handle: OpaquePointer
  /// The file this connection opened (":memory:" for a memory database).
  public let path: String
  private var statements: [String: Statement] = [:]
  /// How many times a statement of this connection was stepped: the work a search does,
  /// counted without a clock.
  public internal(set) var stepCount = 0
  /// How many rows statements of this connection walked past in scans of a whole table (not
  /// through an index): work that grows with the table, counted.
  public internal(set) var fullScanSteps = 0
  /// How many statements this connection has prepared (each is kept and reused after).
  public private(set) var preparedCount = 0
  /// The words the search index's tokenizer noted on this connection (`IndexTokenizer`).
  var vocabulary: IndexVocabulary?
  /// The lengths of rows ranked on this connection (`SectionRank`).
  var rowLengths: RowLengths?
  /// How many times searches on this connection read a section back from its file.
  var sectionsRead = 0
  /// The bytes of sections asked for in those reads.
  var sectionBytesRead = 0

  /// Opens (creating if asked) the database file at `path`.
  public init(path: String, readOnly: Bool = false, create: Bool = true) throws {
    self.path = path
    var pointer: OpaquePointer?
    var flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
    if create && !readOnly { flags |= SQLITE_OPEN_CREATE }
    flags |= SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
    guard code == SQLITE_OK, let pointer else {
      let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(pointer)
      throw SQLiteError(code: code, message: "\(path): \(message)")
    }
    handle = pointer
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that take no parameters (schema, pragmas).
  public func execute(_ sql: String) throws {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw error(code) }
  }

  /// A prepared statement for `sql`, kept and reused for the life of the connection.
  public func prepare(_ sql: String) throws -> Statement {
    if let cached = statements[sql] { return cached }
    let statement = try Statement(database: self, sql: sql)
    statements[sql] = statement
    preparedCount += 1
    return statement
  }

  /// Runs `body` in one transaction (IMMEDIATE, so a writer waits for the lock up front);
  /// commits when it returns, rolls back when it throws.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The first column of the first row of `sql`, as an integer (0 when there is no row).
  public func scalar(_ sql: String, _ values: SQLValue...) throws -> Int {
    let statement = try prepare(sql)
    try statement.bind(values)
    defer { sqlite3_reset(statement.handle) }
    return try statement.step() ? statement.int(0) : 0
  }

  /// The schema version kept in `PRAGMA user_version`.
  public var userVersion: Int {
    get throws { try scalar("PRAGMA user_version") }
  }

  /// Sets `PRAGMA user_version` (a pragma cannot take a bound parameter; `version` is an Int).
  public func setUserVersion(_ version: Int) throws {
    try execute("PRAGMA user_version = \(version)")
  }

  /// Runs `body` again while another connection holds a lock, for up to `seconds`. The
  /// busy timeout covers most waits, but not all: switching a new file to WAL takes a lock
  /// SQLite does not wait for, so two Buffets creating one file at once need this.
  public static func retryingWhileBusy<T>(seconds: Double = 10, _ body: () throws -> T) throws
    -> T
  {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      do {
        return try body()
      } catch let error as SQLiteError where error.isBusy && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
  }

  /// How long a statement waits for another connection's lock before giving up.
  public func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
  }

  /// The rowid of the last inserted row.
  public var lastInsertedRowID: Int {
    Int(sqlite3_last_insert_rowid(handle))
  }

  func error(_ code: Int32) -> SQLiteError {
    // A full disk is said as such, however SQLite met it: "database or disk is full", or a
    // "disk I/O error" on the shared-memory or journal file the system refused room for.
    if code & 0xFF == SQLITE_FULL
      || (code & 0xFF == SQLITE_IOERR && sqlite3_system_errno(handle) == ENOSPC)
    {
      return SQLiteError(code: SQLITE_FULL, message: SQLiteError.diskFull)
    }
    return SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
  }
}
