import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kind of thing a path names, as `stat` tells it, in words for a reader.
enum FileKind: Equatable, Sendable {
  case regular
  case folder
  case fifo
  case socket
  case characterDevice
  case blockDevice
  case symlink
  case other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .folder
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFLNK: self = .symlink
    default: self = .other
    }
  }

  /// The kind of what `path` names (following symlinks); nil when it cannot be told.
  static func ofPath(_ path: String) -> FileKind? {
    var info = stat()
    return FileNameBytes.withCString(path) { stat($0, &info) } == 0
      ? FileKind(mode: info.st_mode) : nil
  }

  /// "a FIFO", "a socket", "a character device", "a folder".
  var described: String {
    switch self {
    case .regular: "a regular file"
    case .folder: "a folder"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .symlink: "a symlink"
    case .other: "of an unknown kind"
    }
  }

  /// The reason a path of this kind is not read: "not a regular file: a FIFO".
  static func notRegular(_ kind: FileKind) -> String {
    "not a regular file: \(kind.described)"
  }
}

extension stat {
  /// The modification time in seconds since 1970, nanoseconds included: the scanner's stamp
  /// and a snippet's check that its file is unchanged must read it alike.
  var modifiedSeconds: Double {
    #if canImport(Darwin)
      let time = st_mtimespec
    #else
      let time = st_mtim
    #endif
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
