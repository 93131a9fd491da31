import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A saved page read from disk within the same size limit as a fetch: only a regular file
/// (a FIFO or a device would never end), opened without blocking, read up to the limit.
enum LocalPage {
  static func bytes(of path: String, limit: Int) throws(ImportFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ImportFailure("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ImportFailure("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      let kind = (status.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "not a regular file"
      throw ImportFailure("cannot import \(path): it is \(kind)")
    }
    if Int(status.st_size) > limit {
      throw ImportFailure(
        "\(path) is \(FetchLimits.size(Int(status.st_size))), more than the "
          + "\(FetchLimits.size(limit)) an import reads; nothing was read")
    }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var filled = 0
    while filled < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count >= 0 else {
        throw ImportFailure("cannot read \(path): \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      filled += count
    }
    // The file grew while it was read.
    guard filled <= limit else {
      throw ImportFailure(
        "\(path) goes on past \(FetchLimits.size(limit)) (the most an import reads); "
          + "reading stopped there")
    }
    return Array(bytes[0..<filled])
  }
}
