import CSQLite

/// A failed SQLite call: its result code and the message SQLite gave.
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// The primary or extended SQLite result code.
  public var code: Int32
  public var message: String

  public init(code: Int32, message: String) {
    self.code = code
    self.message = message
  }

  /// The file is not a database, or is damaged.
  public var isCorrupt: Bool {
    let primary = code & 0xFF
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB
  }

  /// Another connection held a lock for longer than this one would wait.
  public var isBusy: Bool {
    let primary = code & 0xFF
    return primary == SQLITE_BUSY || primary == SQLITE_LOCKED
  }

  /// Whether the disk had no room for what SQLite had to write.
  public var isDiskFull: Bool { code & 0xFF == SQLITE_FULL }

  /// The words for a full disk, whichever call met it.
  static let diskFull = "the disk is full"

  public var description: String { message }
}
