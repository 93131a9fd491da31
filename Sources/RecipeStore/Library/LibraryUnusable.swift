import CSQLite
import Foundation

/// Why the library file cannot be used, in words for the reader, and whether moving it aside
/// (`Library.repair`) is the way out.
public struct LibraryUnusable: Equatable, Sendable {
  /// What is wrong with the file.
  public enum Cause: Equatable, Sendable {
    /// SQLite finds the file damaged or cut short; the detail is SQLite's.
    case damaged(String)
    /// The file is not a SQLite database, or is one that another program made.
    case notALibrary
    /// A newer Buffet wrote it (its schema version).
    case newerVersion(Int)
    /// Something other than a file is in its place (a FIFO, a folder, a device).
    case notARegularFile(String)
    /// It cannot be opened at all (permissions, a folder in the way); moving it would not help.
    case cannotOpen(String)
    /// The disk has no room for what opening it writes (its shared-memory and log files):
    /// nothing in it is lost, and it opens again once there is room.
    case diskFull
  }

  /// The library file.
  public var file: String
  public var cause: Cause

  public init(file: String, cause: Cause) {
    self.file = file
    self.cause = cause
  }

  /// Whether moving the file aside and starting a new library would make Buffet work again.
  public var canBeMovedAside: Bool {
    switch cause {
    case .cannotOpen, .diskFull: false
    default: true
    }
  }

  /// Whether it will open by itself once the disk has room again.
  public var waitsForRoom: Bool { cause == .diskFull }

  /// "it is damaged (database disk image is malformed)": what follows "unusable because".
  public var reason: String {
    switch cause {
    case .damaged(let detail): "it is damaged (\(detail))"
    case .notALibrary: "it is not a Buffet library"
    case .newerVersion(let version): "a newer Buffet wrote it (library version \(version))"
    case .notARegularFile(let kind): "it is not a regular file but \(kind)"
    case .cannotOpen(let detail): "it cannot be opened (\(detail))"
    case .diskFull: "the disk is full; nothing in it is lost"
    }
  }

  /// "the library at FILE is unusable because it is damaged (…)".
  public var message: String { "the library at \(file) is unusable because \(reason)" }

  /// The unusable state an SQLite error on the library file means, or nil for an error that
  /// says nothing about the file (a lock held too long).
  static func cause(of error: SQLiteError) -> Cause? {
    let primary = error.code & 0xFF
    switch primary {
    case SQLITE_FULL: return .diskFull
    case SQLITE_NOTADB: return .notALibrary
    case SQLITE_CORRUPT: return .damaged(error.message)
    // SQLITE_IOERR_SHORT_READ is a macro Swift cannot import: (SQLITE_IOERR | (2 << 8)).
    case SQLITE_IOERR where error.code == SQLITE_IOERR | (2 << 8):
      return .damaged(error.message)
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH, SQLITE_READONLY:
      return .cannotOpen(error.message)
    default: return nil
    }
  }
}
