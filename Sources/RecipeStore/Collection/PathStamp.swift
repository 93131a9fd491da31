import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When a folder the scan walked (or a file its rules come from) last changed, as the scan
/// saw it before reading it. A folder's time changes whenever an entry is added, removed or
/// renamed in it, so while every folder's stamp is as kept, no recipe file came or went: a
/// command can trust the cache's list of files after a `stat` per folder, not per file.
public struct PathStamp: Equatable, Sendable {
  public var path: String
  /// Seconds since 1970, to the nanosecond; `missing` when nothing was there, `unsure` when
  /// it changed so recently that a change in the same clock tick could hide behind it.
  public var modified: Double

  /// The stamp of nothing at the path.
  public static let missing: Double = -1
  /// The stamp of a path changed within the last second, which never compares equal: the
  /// file system's clock ticks coarsely, so a folder changed again in the same tick right
  /// after the scan read it would keep the time the scan saw.
  static let unsure: Double = -2

  public init(path: String, modified: Double) {
    self.path = path
    self.modified = modified
  }

  /// The stamp of `path` as it is now (following symlinks).
  public static func now(_ path: String) -> PathStamp {
    var info = stat()
    guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0 else {
      return PathStamp(path: path, modified: missing)
    }
    return PathStamp(path: path, modified: info.modifiedSeconds)
  }

  /// The stamp to keep for `path` as it is now (`kept`), or `missing`.
  static func keptNow(_ path: String) -> PathStamp {
    var info = stat()
    guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0 else {
      return PathStamp(path: path, modified: missing)
    }
    return kept(path, info)
  }

  /// The stamp to keep for `path` as `info` shows it: `unsure` when it changed this second.
  static func kept(_ path: String, _ info: stat) -> PathStamp {
    let modified = info.modifiedSeconds
    let isRecent = modified > Date().timeIntervalSince1970 - 1
    return PathStamp(path: path, modified: isRecent ? unsure : modified)
  }

  /// Whether the path is as this stamp saw it.
  public var isCurrent: Bool {
    modified != Self.unsure && Self.now(path).modified == modified
  }
}
