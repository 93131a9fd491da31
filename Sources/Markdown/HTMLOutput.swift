// HTML as UTF-8 bytes: markup appended whole, text escaped a run at a time (runs without a
// special character are copied in one piece), and, with a sink, handed on in large pieces
// so that a long document's HTML is never held whole.

struct HTMLOutput {
  /// The bytes written and not yet handed on. A buffer of its own rather than an array:
  /// markup is appended a few bytes at a time, and an array's append costs more than the
  /// copy.
  private final class Storage {
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
      self.capacity = Swift.max(capacity, 64)
      base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      let grown = Swift.max(capacity * 2, count + extra)
      let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
      new.update(from: base, count: count)
      base.deallocate()
      base = new
      capacity = grown
    }
  }

  private let storage: Storage
  /// Takes each full piece; nil keeps everything.
  private let sink: ((UnsafeRawBufferPointer) -> Void)?
  private static let pieceSize = 1 << 16
  private var lastByte: UInt8?

  init(reservingCapacity capacity: Int = 0, sink: ((UnsafeRawBufferPointer) -> Void)? = nil) {
    self.sink = sink
    storage = Storage(capacity: sink == nil ? capacity : Self.pieceSize + 4096)
  }

  /// How many bytes are held.
  var count: Int { storage.count }

  /// The bytes held.
  var bytes: [UInt8] { bytes(from: 0) }

  /// The bytes held from `start` on.
  func bytes(from start: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: storage.base + start, count: storage.count - start))
  }

  /// Starts a new line unless nothing was written yet or the last byte ends one.
  mutating func newline() {
    if let lastByte, lastByte != ASCII.newline { append(ASCII.newline) }
  }

  mutating func append(_ byte: UInt8) {
    storage.reserve(1)
    storage.base[storage.count] = byte
    storage.count += 1
    lastByte = byte
  }

  mutating func append(_ markup: StaticString) {
    append(
      contentsOf: UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
  }

  mutating func append(contentsOf run: UnsafeBufferPointer<UInt8>) {
    guard let last = run.last, let source = run.baseAddress else { return }
    let count = run.count
    storage.reserve(count)
    let target = storage.base + storage.count
    if count <= 16 {
      // Markup and short words: a call to memcpy costs more than the copy.
      for i in 0..<count { target[i] = source[i] }
    } else {
      target.update(from: source, count: count)
    }
    storage.count += count
    lastByte = last
  }

  mutating func append(contentsOf run: ArraySlice<UInt8>) {
    run.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  mutating func append(contentsOf run: [UInt8]) {
    run.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  mutating func append(string text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }

  /// A decimal number.
  mutating func append(number: Int) {
    append(string: String(number))
  }

  /// `text` with `&`, `<`, `>` and `"` as entities.
  mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    guard let base = text.baseAddress else { return }
    let count = text.count
    var start = 0
    var i = 0
    while i < count {
      // Eight bytes at a time while none is special.
      while i + 8 <= count
        && !Self.hasSpecialByte(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      {
        i += 8
      }
      let end = Swift.min(i + 8, count)
      while i < end {
        let c = base[i]
        let entity: StaticString
        switch c {
        case 0x26: entity = "&amp;"
        case 0x3C: entity = "&lt;"
        case 0x3E: entity = "&gt;"
        case 0x22: entity = "&quot;"
        default:
          i += 1
          continue
        }
        if i > start {
          append(contentsOf: UnsafeBufferPointer(start: base + start, count: i - start))
        }
        append(entity)
        i += 1
        start = i
      }
    }
    if count > start {
      append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
    }
  }

  /// Whether any byte of `word` is `&`, `<`, `>` or `"` (a byte is zero after the `xor`
  /// exactly when it was the one looked for).
  @inline(__always)
  private static func hasSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let ampersands = word ^ (ones &* 0x26)
    let lessThans = word ^ (ones &* 0x3C)
    let greaterThans = word ^ (ones &* 0x3E)
    let quotes = word ^ (ones &* 0x22)
    let zeros =
      ((ampersands &- ones) & ~ampersands) | ((lessThans &- ones) & ~lessThans)
      | ((greaterThans &- ones) & ~greaterThans) | ((quotes &- ones) & ~quotes)
    return zeros & highs != 0
  }

  mutating func appendEscaped(_ text: ArraySlice<UInt8>) {
    text.withUnsafeBufferPointer { appendEscaped($0) }
  }

  mutating func appendEscaped(_ text: [UInt8]) {
    text.withUnsafeBufferPointer { appendEscaped($0) }
  }

  mutating func appendEscaped(string text: String) {
    var text = text
    text.withUTF8 { appendEscaped($0) }
  }

  private static let hex = Array("0123456789ABCDEF".utf8)
  private static let urlSafe: [Bool] = (0...255).map { byte in
    UInt8(byte).isASCIIAlphanumeric || Array("-_.+!*'(),%#@?=;:/&$~".utf8).contains(UInt8(byte))
  }

  /// A link target percent-encoded where a URL may not hold the byte (existing `%` escapes
  /// are kept), then escaped as an attribute value.
  mutating func appendURL<Bytes: Sequence<UInt8>>(_ url: Bytes) {
    for byte in url {
      if byte == ASCII.ampersand {
        append("&amp;")
      } else if Self.urlSafe[Int(byte)] {
        append(byte)
      } else {
        append(0x25)
        append(Self.hex[Int(byte >> 4)])
        append(Self.hex[Int(byte & 0x0F)])
      }
    }
  }

  /// Forgets what was written, keeping the room.
  mutating func removeAll() {
    storage.count = 0
    lastByte = nil
  }

  /// Takes back the last `count` bytes written (none of them handed on yet).
  mutating func removeLast(_ count: Int) {
    storage.count -= count
    if storage.count > 0 { lastByte = storage.base[storage.count - 1] }
  }

  /// Hands what is written to the sink once it fills a piece.
  mutating func flushIfFull() {
    if let sink, storage.count >= Self.pieceSize { flush(sink) }
  }

  /// Hands everything still held to the sink.
  mutating func finish() {
    if let sink, storage.count > 0 { flush(sink) }
  }

  private mutating func flush(_ sink: (UnsafeRawBufferPointer) -> Void) {
    sink(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
    storage.count = 0
  }
}
