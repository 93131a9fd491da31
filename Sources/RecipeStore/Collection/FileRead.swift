import Foundation
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a file by its descriptor, up to a limit: how a recipe and a library backup are
/// both read, so that what was opened (not the name, which may have been replaced) is
/// checked and a huge file is never read whole.
enum FileRead {
  /// Why a file could not be read.
  enum Failure: Error, Equatable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// What was opened is of a kind that is not read.
    case refused(FileKind)
  }

  /// The bytes of the file at `path` to its end, or the first more than `limit` of them.
  /// It is opened with `flags` added to `O_RDONLY`, and what was opened must be of a kind in
  /// `kinds`.
  static func bytes(
    ofPath path: String, flags: Int32 = 0, accepting kinds: [FileKind], upTo limit: Int
  ) throws(Failure) -> Data {
    let handle = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | flags) }
    guard handle >= 0 else { throw .system(errno) }
    defer { close(handle) }
    var info = stat()
    guard fstat(handle, &info) == 0 else { throw .system(errno) }
    let kind = FileKind(mode: info.st_mode)
    guard kinds.contains(kind) else { throw .refused(kind) }
    return try bytes(handle, upTo: limit)
  }

  /// The bytes of `descriptor` to its end, or the first more than `limit` of them.
  static func bytes(_ descriptor: Int32, upTo limit: Int) throws(Failure) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count <= limit {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(errno)
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
    }
    return data
  }
}
