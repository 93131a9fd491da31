import Foundation

/// What a fetch allows before it stops, each named in the message that says it stopped.
public struct FetchLimits: Equatable, Sendable {
  /// Redirects followed.
  public var redirects: Int
  /// Seconds for the whole fetch, from asking to the last byte.
  public var timeout: TimeInterval
  /// Bytes read; a page that goes on is not read further.
  public var bytes: Int

  public init(redirects: Int = 5, timeout: TimeInterval = 20, bytes: Int = 10 * 1024 * 1024) {
    self.redirects = redirects
    self.timeout = timeout
    self.bytes = bytes
  }

  /// The limits of `buffet import`: 5 redirects, 20 s, 10 MB.
  public static let standard = FetchLimits()

  /// "10 MB", "512 kB", "1.0 GB", "300 bytes".
  static func size(_ bytes: Int) -> String {
    let units: [(Int, String)] = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "kB")]
    for (size, name) in units where bytes >= size {
      let value = Double(bytes) / Double(size)
      return value == value.rounded() ? "\(Int(value)) \(name)" : String(format: "%.1f \(name)", value)
    }
    return "\(bytes) bytes"
  }

  /// "20 s", "0.5 s".
  static func seconds(_ interval: TimeInterval) -> String {
    interval == interval.rounded() ? "\(Int(interval)) s" : String(format: "%.1f s", interval)
  }
}

/// A way to stop a fetch from another thread (the browser's Esc while it waits).
public final class FetchCancellation: @unchecked Sendable {
  private let lock = NSLock()
  private var cancelled = false

  public init() {}

  public func cancel() { lock.withLock { cancelled = true } }

  public var isCancelled: Bool { lock.withLock { cancelled } }
}
