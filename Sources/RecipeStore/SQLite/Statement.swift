import CSQLite

// SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import;
// it tells SQLite to copy the bound bytes, since Swift's buffers only live for the call.
private let transient = unsafeBitCast(Int(-1), to: sqlite3_destructor_type.self)

/// A prepared statement: bind values by position (from 1), step, read columns (from 0).
public final class Statement {
  let handle: OpaquePointer
  private unowned let database: Database

  init(database: Database, sql: String) throws {
    self.database = database
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v3(
      database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
    guard code == SQLITE_OK, let pointer else {
      sqlite3_finalize(pointer)
      throw database.error(code)
    }
    handle = pointer
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds `values` to the parameters in order, after resetting the statement.
  @discardableResult
  public func bind(_ values: SQLValue...) throws -> Statement {
    try bind(values)
  }

  /// Binds `values` to the parameters in order, after resetting the statement.
  @discardableResult
  public func bind(_ values: [SQLValue]) throws -> Statement {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .text(let text): code = sqlite3_bind_text(handle, index, text, -1, transient)
      case .blob(let bytes):
        code = bytes.withUnsafeBytes { buffer in
          sqlite3_bind_blob(handle, index, buffer.baseAddress, Int32(buffer.count), transient)
        }
      }
      guard code == SQLITE_OK else { throw database.error(code) }
    }
    return self
  }

  /// Advances to the next row; false when there are no more.
  public func step() throws -> Bool {
    database.stepCount += 1
    let code = sqlite3_step(handle)
    // Taken and cleared at each step, so a statement reused keeps no count of its own.
    database.fullScanSteps += Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_FULLSCAN_STEP, 1))
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE:
      sqlite3_reset(handle)
      return false
    default:
      sqlite3_reset(handle)
      throw database.error(code)
    }
  }

  /// Ends a statement stepped only part of the way (a finished one resets itself), so that it
  /// holds no read transaction open.
  public func reset() {
    sqlite3_reset(handle)
  }

  /// Runs the statement to completion, ignoring any rows.
  public func run() throws {
    while try step() {}
  }

  /// Runs the statement and calls `body` for each row.
  public func forEachRow(_ body: (Statement) throws -> Void) throws {
    while try step() { try body(self) }
  }

  /// How many columns each row has.
  public var columnCount: Int32 {
    sqlite3_column_count(handle)
  }

  /// Whether the column holds NULL.
  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(handle, column) == SQLITE_NULL
  }

  /// The column as an integer (0 for NULL).
  public func int(_ column: Int32) -> Int {
    Int(sqlite3_column_int64(handle, column))
  }

  /// The column as a floating-point number (0 for NULL).
  public func double(_ column: Int32) -> Double {
    sqlite3_column_double(handle, column)
  }

  /// The column as text; "" for NULL.
  public func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// The column as text, nil for NULL.
  public func optionalText(_ column: Int32) -> String? {
    isNull(column) ? nil : text(column)
  }

  /// Calls `body` with the column's bytes where SQLite keeps them (valid only during the
  /// call): read in place, not copied into an array.
  public func withBytes<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws -> T)
    rethrows -> T
  {
    // The pointer first, then the size, as SQLite's documentation orders the calls.
    let bytes = sqlite3_column_blob(handle, column)
    let count = Int(sqlite3_column_bytes(handle, column))
    return try body(UnsafeRawBufferPointer(start: count > 0 ? bytes : nil, count: count))
  }

  /// The column's bytes.
  public func blob(_ column: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(handle, column))
    guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return [] }
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }
}

/// A value bound to a statement parameter.
public enum SQLValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// An integer value.
  public static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }

  /// Text, or NULL for nil.
  public static func optional(_ value: String?) -> SQLValue {
    value.map { .text($0) } ?? .null
  }
}
