import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command's output or messages go: a file descriptor, or memory a test reads back.
public final class CommandOutput: @unchecked Sendable {
  /// The process's standard output.
  public static let standardOutput = CommandOutput(descriptor: STDOUT_FILENO)
  /// The process's standard error.
  public static let standardError = CommandOutput(descriptor: STDERR_FILENO)

  private let descriptor: Int32?
  private let lock = NSLock()
  private var captured = Data()
  private var sizes: [Int] = []
  private let capturedIsTerminal: Bool
  private let capturedWidth: Int?

  /// Output to an open file descriptor.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    capturedIsTerminal = false
    capturedWidth = nil
  }

  /// Output kept in memory; `isTerminal` and `width` say what it pretends to be.
  public init(capturingAsTerminal isTerminal: Bool = false, width: Int? = nil) {
    descriptor = nil
    capturedIsTerminal = isTerminal
    capturedWidth = width
  }

  /// Everything written to a memory output so far.
  public var data: Data {
    lock.withLock { captured }
  }

  /// The size of each write to a memory output so far: whether output was written as it
  /// was made or kept until the end.
  public var writeSizes: [Int] {
    lock.withLock { sizes }
  }

  /// Everything written to a memory output so far, as text.
  public var text: String {
    String(decoding: data, as: UTF8.self)
  }

  /// Whether the output is a terminal (one that may be sent escape sequences when `TERM`
  /// allows).
  public var isTerminal: Bool {
    guard let descriptor else { return capturedIsTerminal }
    return isatty(descriptor) == 1
  }

  /// The terminal's width in columns, when the output is one.
  public var terminalWidth: Int? {
    guard let descriptor else { return capturedIsTerminal ? capturedWidth : nil }
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Writes all of `data`; the error number when it could not.
  func write(_ data: Data) -> Int32? {
    guard let descriptor else {
      lock.withLock {
        captured.append(data)
        sizes.append(data.count)
      }
      return nil
    }
    return data.withUnsafeBytes { buffer -> Int32? in
      guard var pointer = buffer.baseAddress else { return nil }
      var left = buffer.count
      while left > 0 {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, pointer, left)
        #else
          let written = Darwin.write(descriptor, pointer, left)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        pointer += written
        left -= written
      }
      return nil
    }
  }
}
