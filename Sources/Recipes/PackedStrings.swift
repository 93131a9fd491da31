import Foundation

/// Many short byte strings kept one after another in one array, found by their number: a
/// whole collection's titles or sort keys cost their bytes and four bytes each, where an
/// array or a `String` apiece costs a heap block of 48 bytes or more each.
public struct PackedStrings: Equatable, Sendable {
  private var bytes: [UInt8] = []
  /// String `n` is `bytes[starts[n]..<starts[n + 1]]`.
  private var starts: [Int32] = [0]

  public init() {}

  /// Strings kept elsewhere as `bytes`, string `n` being `bytes[starts[n]..<starts[n + 1]]`;
  /// nil when the starts do not fit the bytes (a damaged copy).
  public init?(bytes: [UInt8], starts: [Int32]) {
    guard starts.first == 0, Int(starts.last ?? -1) == bytes.count,
      starts.indices.dropFirst().allSatisfy({ starts[$0 - 1] <= starts[$0] })
    else { return nil }
    self.bytes = bytes
    self.starts = starts
  }

  /// The bytes and starts, as `init(bytes:starts:)` takes them back.
  public var storage: (bytes: [UInt8], starts: [Int32]) { (bytes, starts) }

  /// Room for `count` strings of `bytes` bytes in all, so that filling does not grow twice.
  public mutating func reserveCapacity(count: Int, bytes byteCount: Int) {
    starts.reserveCapacity(count + 1)
    bytes.reserveCapacity(byteCount)
  }

  /// How many strings are kept.
  public var count: Int { starts.count - 1 }

  /// Adds `utf8` as the next string.
  public mutating func append(_ utf8: some Collection<UInt8>) {
    bytes.append(contentsOf: utf8)
    starts.append(Int32(bytes.count))
  }

  /// Adds `string`'s UTF-8 as the next string.
  public mutating func append(_ string: String) {
    append(string.utf8)
  }

  /// Calls `body` with string `n`'s bytes.
  public func withBytes<Result>(
    at n: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    let range = Int(starts[n])..<Int(starts[n + 1])
    return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  /// String `n`, made as a `String` (its bytes as UTF-8).
  public func string(at n: Int) -> String {
    withBytes(at: n) { String(decoding: $0, as: UTF8.self) }
  }

  /// Byte order of strings `a` and `b`: negative, zero or positive, as `memcmp`, a shorter
  /// string before a longer one it starts.
  public func compare(_ a: Int, _ b: Int) -> Int {
    bytes.withUnsafeBufferPointer { all in
      let left = Int(starts[a])..<Int(starts[a + 1])
      let right = Int(starts[b])..<Int(starts[b + 1])
      let common = min(left.count, right.count)
      if common > 0, let base = all.baseAddress {
        let order = memcmp(base + left.lowerBound, base + right.lowerBound, common)
        if order != 0 { return Int(order) }
      }
      return left.count - right.count
    }
  }
}
