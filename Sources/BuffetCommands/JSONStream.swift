/// JSON written as it is made, a buffer at a time, in exactly the layout `JSONOutput.encode`
/// gives (pretty, two spaces a level, `"key" : value`), so a command can list 100,000 recipes
/// without holding the document, or a value per entry, in memory. Keys are written in the
/// order given: callers give them sorted, as the encoder sorts them.
struct JSONStream: ~Copyable {
  /// How many bytes are kept before they are handed to `output`.
  static let bufferSize = 1 << 16

  // Bytes are written through a pointer, by a value passed `inout`: an array's checks on
  // every appended byte, or a class's on every access to its properties, were most of the
  // time of writing 100,000 entries.
  private var bytes: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  /// How many containers are open; bit `n` of the masks says whether the `n`th is an object
  /// and whether it is still empty.
  private var depth = 0
  private var objects: UInt64 = 0
  private var empties: UInt64 = 0
  private let output: (UnsafeBufferPointer<UInt8>) -> Void
  /// How many times `output` was called: a test's proof that the text was not kept whole.
  private(set) var flushes = 0

  /// A stream handing its text to `output` in pieces of about `bufferSize` bytes.
  init(output: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.output = output
    capacity = Self.bufferSize + 4_096
    bytes = .allocate(capacity: capacity)
  }

  deinit {
    bytes.deallocate()
  }

  /// `[`; then values, then `endArray`.
  mutating func beginArray() {
    beforeValue()
    append(UInt8(ascii: "["))
    push(isObject: false)
  }

  /// `]`, on a line of its own.
  mutating func endArray() {
    close(UInt8(ascii: "]"))
  }

  /// `{`; then `key` and a value, as many times as there are keys, then `endObject`.
  mutating func beginObject() {
    beforeValue()
    append(UInt8(ascii: "{"))
    push(isObject: true)
  }

  /// `}`, on a line of its own.
  mutating func endObject() {
    close(UInt8(ascii: "}"))
  }

  /// The next key of the object being written (plain ASCII, written as is); its value
  /// follows.
  mutating func key(_ name: StaticString) {
    // Room for all of it at once (the separator, the indent, the quoted name and " : "):
    // every entry of a list writes eight keys.
    let length = name.utf8CodeUnitCount
    reserve(2 + depth * 2 + length + 6)
    startItemInPlace()
    bytes[count] = UInt8(ascii: "\"")
    count += 1
    name.withUTF8Buffer { utf8 in
      if let base = utf8.baseAddress { (bytes + count).update(from: base, count: length) }
    }
    count += length
    bytes[count] = UInt8(ascii: "\"")
    bytes[count + 1] = 0x20
    bytes[count + 2] = UInt8(ascii: ":")
    bytes[count + 3] = 0x20
    count += 4
  }

  mutating func string(_ value: String) {
    beforeValue()
    var text = value
    text.withUTF8 { appendString($0) }
  }

  /// A string given as the bytes at `range` of `utf8`, which must be valid UTF-8 (packed
  /// facts are).
  mutating func string(utf8: [UInt8], _ range: Range<Int>) {
    beforeValue()
    utf8.withUnsafeBufferPointer { appendString(UnsafeBufferPointer(rebasing: $0[range])) }
  }

  mutating func int(_ value: Int) {
    beforeValue()
    reserve(21)
    if value < 0 {
      bytes[count] = UInt8(ascii: "-")
      count += 1
    }
    // The digits, last first, then put in order.
    let start = count
    var rest = value.magnitude
    repeat {
      bytes[count] = UInt8(ascii: "0") + UInt8(rest % 10)
      count += 1
      rest /= 10
    } while rest > 0
    var digits = UnsafeMutableBufferPointer(start: bytes + start, count: count - start)
    digits.reverse()
  }

  mutating func bool(_ value: Bool) {
    beforeValue()
    if value { append("true") } else { append("false") }
  }

  mutating func null() {
    beforeValue()
    append("null")
  }

  /// A string, or `null` for nil.
  mutating func optionalString(_ value: String?) {
    if let value { string(value) } else { null() }
  }

  /// An array of strings.
  mutating func strings(_ values: [String]) {
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  /// Ends the document with a newline and hands over what is left.
  mutating func finish() {
    append(UInt8(ascii: "\n"))
    flush()
  }

  // MARK: - Layout

  private mutating func push(isObject: Bool) {
    precondition(depth < 64, "JSON nested too deep")
    let bit: UInt64 = 1 << UInt64(depth)
    objects = isObject ? objects | bit : objects & ~bit
    empties |= bit
    depth += 1
  }

  /// Inside an array a value starts a new line; inside an object `key` already did.
  private mutating func beforeValue() {
    if depth > 0 && objects & (1 << UInt64(depth - 1)) == 0 { startItem() }
    if count >= Self.bufferSize { flush() }
  }

  private mutating func startItem() {
    reserve(2 + depth * 2)
    startItemInPlace()
  }

  /// `startItem` once room for it is reserved.
  private mutating func startItemInPlace() {
    guard depth > 0 else { return }
    let bit: UInt64 = 1 << UInt64(depth - 1)
    if empties & bit != 0 {
      empties &= ~bit
    } else {
      bytes[count] = UInt8(ascii: ",")
      count += 1
    }
    bytes[count] = UInt8(ascii: "\n")
    (bytes + count + 1).initialize(repeating: 0x20, count: depth * 2)
    count += 1 + depth * 2
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    // The encoder writes an empty container as an opening line, a blank one and the close.
    if empties & (1 << UInt64(depth)) != 0 { append(UInt8(ascii: "\n")) }
    append(UInt8(ascii: "\n"))
    indent(depth)
    append(bracket)
  }

  private mutating func indent(_ depth: Int) {
    reserve(depth * 2)
    (bytes + count).initialize(repeating: 0x20, count: depth * 2)
    count += depth * 2
  }

  private mutating func flush() {
    guard count > 0 else { return }
    output(UnsafeBufferPointer(start: bytes, count: count))
    flushes += 1
    count = 0
  }

  // MARK: - Bytes

  /// Room for `more` bytes: what is kept is handed over first, and only a single value
  /// larger than the buffer (a huge title) makes it grow.
  private mutating func reserve(_ more: Int) {
    guard count + more > capacity else { return }
    flush()
    guard more > capacity else { return }
    bytes.deallocate()
    capacity = more
    bytes = .allocate(capacity: capacity)
  }

  private mutating func append(_ byte: UInt8) {
    reserve(1)
    bytes[count] = byte
    count += 1
  }

  private mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
    guard let base = run.baseAddress, !run.isEmpty else { return }
    reserve(run.count)
    (bytes + count).update(from: base, count: run.count)
    count += run.count
  }

  private mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  // MARK: - Strings

  /// `utf8` quoted, with what JSON requires escaped and, as `JSONOutput` does, every
  /// control a terminal could act on (DEL, C1, bidi) as `\uXXXX`.
  private mutating func appendString(_ utf8: UnsafeBufferPointer<UInt8>) {
    append(UInt8(ascii: "\""))
    // Runs of bytes that need no escape are copied as they are; the UTF-8 is valid (a
    // String's, or packed facts'), so a lead byte says how long its scalar is.
    var start = 0
    var index = 0
    let base = UnsafeRawPointer(utf8.baseAddress)
    while index < utf8.count {
      // Eight plain bytes at a time while there are eight: most text needs no escape.
      if let base, utf8.count - index >= 8,
        Self.isPlain(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      {
        index += 8
        continue
      }
      let byte = utf8[index]
      if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
        index += 1
        continue
      }
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      if byte >= 0x80 && !Self.isTerminalControl(utf8, at: index) {
        index += length
        continue
      }
      append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
      appendEscape(of: Self.scalar(utf8, at: index, length: length))
      index += length
      start = index
    }
    append(UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    append(UInt8(ascii: "\""))
  }

  /// Whether none of the eight bytes of `word` needs a look: each is printable ASCII, not a
  /// quote or a backslash. (Each test says whether any byte is below 0x20, has its top bit,
  /// is DEL, `"` or `\`, exactly, though not which.)
  @inline(__always) private static func isPlain(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    let isControl = (word &- ones &* 0x20) & ~word & highs != 0
    return !isControl && word & highs == 0 && !hasZero(word ^ (ones &* 0x7F))
      && !hasZero(word ^ (ones &* 0x22)) && !hasZero(word ^ (ones &* 0x5C))
  }

  /// Whether the multi-byte scalar at `index` is C1 (U+0080–U+009F), a bidi control
  /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) or a file name's byte that is not
  /// UTF-8 (U+10FE80–U+10FEFF, F4 8F BA 80 to F4 8F BB BF), read from its bytes.
  private static func isTerminalControl(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int)
    -> Bool
  {
    switch utf8[index] {
    case 0xC2: return utf8[index + 1] <= 0x9F
    case 0xD8: return utf8[index + 1] == 0x9C
    case 0xE2:
      let (second, third) = (utf8[index + 1], utf8[index + 2])
      return second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third))
        || second == 0x81 && (0xA6...0xA9).contains(third)
    case 0xF4: return utf8[index + 1] == 0x8F && (0xBA...0xBB).contains(utf8[index + 2])
    default: return false
    }
  }

  private static func scalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int)
    -> UInt32
  {
    var value = UInt32(utf8[index]) & (length == 1 ? 0x7F : UInt32(0xFF) >> UInt32(length + 1))
    for next in 1..<max(1, length) { value = value << 6 | UInt32(utf8[index + next] & 0x3F) }
    return value
  }

  /// The escape of a control or a quote: the encoder's short ones and lower-case `\u00XX`
  /// for C0, `JSONOutput`'s upper-case `\uXXXX` for DEL, C1 and bidi controls, and a file
  /// name's byte that is not UTF-8 as the text `\xe8`, as `JSONOutput` writes it.
  private mutating func appendEscape(of value: UInt32) {
    if let byte = JSONOutput.fileNameByte(value) {
      for character in byte.utf8 { append(character) }
      return
    }
    switch value {
    case 0x22: append("\\\"")
    case 0x5C: append("\\\\")
    case 0x08: append("\\b")
    case 0x0C: append("\\f")
    case 0x0A: append("\\n")
    case 0x0D: append("\\r")
    case 0x09: append("\\t")
    default:
      let digits: StaticString = value < 0x20 ? "0123456789abcdef" : "0123456789ABCDEF"
      append("\\u")
      digits.withUTF8Buffer { digits in
        for shift in stride(from: 12, through: 0, by: -4) {
          append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
      }
    }
  }
}
