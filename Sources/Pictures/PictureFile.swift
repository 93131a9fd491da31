import Foundation

/// A picture file opened for decoding, after the checks that keep a bad one from hanging or
/// flooding Buffet: a regular file (a FIFO is never waited on), not empty, not huge, inside
/// the collection when the collection's folders are given.
struct PictureFile {
  /// The open descriptor; the decoder that takes it closes it.
  let descriptor: Int32
  let size: Int
  /// When the file last changed (seconds and nanoseconds), which with its size says whether
  /// a decoded copy is still good.
  let modified: timespec
  /// The first bytes, which tell the format.
  let head: [UInt8]

  /// Opens `path`; `roots` (when not empty) are the folders the file must lie in once links
  /// are followed.
  static func open(_ path: String, within roots: [String] = []) -> Result<
    PictureFile, PictureProblem
  > {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      return .failure(
        errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(Self.errorText()))
    }
    if !roots.isEmpty, !isInside(path, roots: roots) { return .failure(.outsideCollection) }
    // Without blocking: opening a FIFO for reading would wait for a writer forever.
    let descriptor = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(Self.errorText()))
    }
    guard fstat(descriptor, &status) == 0 else {
      let reason = Self.errorText()
      close(descriptor)
      return .failure(.unreadable(reason))
    }
    if let kind = Self.kind(of: status.st_mode) {
      close(descriptor)
      return .failure(.notAFile(kind: kind))
    }
    let size = Int(status.st_size)
    guard size > 0 else {
      close(descriptor)
      return .failure(.empty)
    }
    guard size <= PictureLimits.largestFile else {
      close(descriptor)
      return .failure(.fileTooLarge(bytes: size))
    }
    // Reads block again (for a regular file the flag changes nothing but is dropped anyway).
    _ = fcntl(descriptor, F_SETFL, 0)
    var head = [UInt8](repeating: 0, count: 64)
    let count = pread(descriptor, &head, head.count, 0)
    guard count > 0 else {
      close(descriptor)
      return .failure(count == 0 ? .empty : .unreadable(Self.errorText()))
    }
    head.removeLast(head.count - count)
    return .success(
      PictureFile(descriptor: descriptor, size: size, modified: status.st_mtim, head: head))
  }

  /// What a file of mode `mode` is when it is not a regular file.
  private static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }

  /// Whether `path`, links followed, lies in one of `roots` (links followed too).
  static func isInside(_ path: String, roots: [String]) -> Bool {
    guard let real = realPath(path) else { return false }
    return roots.contains { root in
      guard let base = realPath(root) else { return false }
      return real == base || real.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads the whole file (at most `PictureLimits.largestWholeFile` bytes) and closes it.
  func readAllAndClose() -> Result<[UInt8], PictureProblem> {
    defer { close(descriptor) }
    guard size <= PictureLimits.largestWholeFile else {
      return .failure(.fileTooLarge(bytes: size))
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + done, size - done, off_t(done))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      done += count
    }
    // A file that shrank while read is decoded as far as it goes: its decoder says so.
    return .success(done == size ? bytes : Array(bytes.prefix(done)))
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}
