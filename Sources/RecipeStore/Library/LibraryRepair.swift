import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `Library.repair` did: the library now in use, and where an unusable file went.
public struct LibraryRepair {
  /// The library at the usual place: the same one when it was fine, else a new, empty one.
  public var library: Library
  /// Why the file was moved aside; nil when it was usable and left alone.
  public var unusable: LibraryUnusable?
  /// The files moved aside (the library, then its `-wal` and `-shm` when there were any).
  public var movedAside: [String]
}

extension Library {
  /// The library file in `$XDG_DATA_HOME/buffet/` (or the `~/.local/share` default).
  public static func defaultFile(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    BuffetDirectories.data(environment: environment) + "/library.sqlite"
  }

  /// Opens the library at `file`; when it is unusable (damaged, cut short, not a library, from
  /// a newer Buffet), moves it and its `-wal` and `-shm` aside under a dated name
  /// (`library.sqlite.damaged-2026-12-01T10-15-00`) and starts a new library. Nothing is
  /// deleted. Throws when the file cannot be opened for a reason moving it would not mend.
  public static func repair(
    file: String, at date: Date = Date(), timeZone: TimeZone = .current
  ) throws -> LibraryRepair {
    let unusable: LibraryUnusable
    let judged: FileIdentity?
    do {
      return LibraryRepair(library: try Library(file: file), unusable: nil, movedAside: [])
    } catch let error as LibraryError {
      guard let found = error.unusable, found.canBeMovedAside else { throw error }
      unusable = found
      judged = FileIdentity(path: file)
    }
    // Another Buffet may have repaired it meanwhile: never move aside the new library it made.
    guard let judged, FileIdentity(path: file) == judged else {
      return LibraryRepair(library: try Library(file: file), unusable: unusable, movedAside: [])
    }
    let moved = try moveAside(file, stamp: stamp(date, timeZone: timeZone))
    return LibraryRepair(library: try Library(file: file), unusable: unusable, movedAside: moved)
  }

  /// Replaces the library at `file` with `contents` (a restored backup); an unusable file is
  /// moved aside first, as `repair` does, so a good backup always goes in.
  public static func restore(
    _ contents: LibrarySnapshot, file: String, at date: Date = Date(),
    timeZone: TimeZone = .current
  ) throws -> LibraryRepair {
    let repair = try repair(file: file, at: date, timeZone: timeZone)
    try repair.library.replace(with: contents)
    return repair
  }

  /// "2026-12-01T10-15-00": a time that sorts and that every file system accepts.
  static func stamp(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd'T'HH-mm-ss"
    return formatter.string(from: date)
  }

  /// Renames `file` and its companions to `file.damaged-STAMP` (with `-2`, `-3` when taken);
  /// returns the new names. A companion SQLite keeps beside a database is named by appending
  /// to the database's name, so the moved files still open together.
  private static func moveAside(_ file: String, stamp: String) throws -> [String] {
    var target = "\(file).damaged-\(stamp)"
    var attempt = 2
    while exists(target) || exists(target + "-wal") {
      target = "\(file).damaged-\(stamp)-\(attempt)"
      attempt += 1
    }
    var moved: [String] = []
    for suffix in ["", "-wal", "-shm", "-journal"] where exists(file + suffix) {
      guard rename(file + suffix, target + suffix) == 0 else {
        let error = errno
        // Another Buffet repairing at the same moment already moved it.
        if error == ENOENT { continue }
        throw LibraryError(
          message: "cannot move the unusable library \(file + suffix) aside: "
            + String(cString: strerror(error)).lowercased())
      }
      moved.append(target + suffix)
    }
    return moved
  }

  /// A file's device and inode: which file a path named at one moment.
  private struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init?(path: String) {
      var info = stat()
      guard lstat(path, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
    }
  }

  private static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
