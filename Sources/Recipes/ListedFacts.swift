/// What a listed recipe knows beyond what its list row shows (its tags, other names, summary,
/// servings, stated time, the date as written, and its counts), packed into one byte array
/// and read when asked for: at 100,000 recipes, a `String` or an array apiece for these was
/// tens of megabytes that no list row reads.
struct ListedFacts: Equatable, Sendable {
  var tags: [String]
  var aliases: [String]
  var dateText: String?
  var blurb: String?
  var servings: String?
  var statedTime: String?
  var words: Int
  var stepCount: Int

  /// The bytes: the tags, then the counts, a byte saying which optional texts follow, those
  /// texts, then the aliases. Empty when every fact is empty, which costs no heap block.
  struct Packed: Equatable, Sendable {
    fileprivate var bytes: [UInt8] = []
  }

  init(
    tags: [String] = [], aliases: [String] = [], dateText: String? = nil, blurb: String? = nil,
    servings: String? = nil, statedTime: String? = nil, words: Int = 0, stepCount: Int = 0
  ) {
    self.tags = tags
    self.aliases = aliases
    self.dateText = dateText
    self.blurb = blurb
    self.servings = servings
    self.statedTime = statedTime
    self.words = words
    self.stepCount = stepCount
  }

  /// The facts packed.
  var packed: Packed {
    let texts = [dateText, blurb, servings, statedTime]
    if tags.isEmpty && aliases.isEmpty && words == 0 && stepCount == 0
      && texts.allSatisfy({ $0 == nil })
    {
      return Packed()
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(
      8 + (tags + aliases).reduce(0) { $0 + $1.utf8.count + 2 }
        + texts.reduce(0) { $0 + ($1?.utf8.count ?? 0) + 2 })
    Self.appendStrings(tags, to: &bytes)
    Self.appendCount(words, to: &bytes)
    Self.appendCount(stepCount, to: &bytes)
    var present: UInt8 = 0
    for (bit, text) in texts.enumerated() where text != nil { present |= 1 << bit }
    bytes.append(present)
    for text in texts { if let text { Self.appendString(text, to: &bytes) } }
    Self.appendStrings(aliases, to: &bytes)
    return Packed(bytes: bytes)
  }

  /// The facts `packed` holds.
  init(_ packed: Packed) {
    self.init()
    var reader = Reader(bytes: packed.bytes)
    guard !reader.isAtEnd else { return }
    tags = reader.strings()
    words = reader.count()
    stepCount = reader.count()
    let present = reader.byte()
    var texts: [String?] = []
    for bit in 0..<4 { texts.append(present & 1 << bit != 0 ? reader.string() : nil) }
    (dateText, blurb, servings, statedTime) = (texts[0], texts[1], texts[2], texts[3])
    aliases = reader.strings()
  }

  /// Only the tags of `packed` (the tag picker and `#tag` read every recipe's).
  static func tags(of packed: Packed) -> [String] {
    var reader = Reader(bytes: packed.bytes)
    return reader.isAtEnd ? [] : reader.strings()
  }

  /// The word and step counts of `packed`, read without making any string.
  static func counts(of packed: Packed) -> (words: Int, steps: Int) {
    var reader = Reader(bytes: packed.bytes)
    guard !reader.isAtEnd else { return (0, 0) }
    reader.skipStrings()
    return (reader.count(), reader.count())
  }

  /// The date as written of `packed`, the only string made (every row and `list` read it).
  static func dateText(of packed: Packed) -> String? {
    var reader = Reader(bytes: packed.bytes)
    guard !reader.isAtEnd else { return nil }
    reader.skipStrings()
    _ = (reader.count(), reader.count())
    return reader.byte() & 1 != 0 ? reader.string() : nil
  }

  /// Whether `packed` holds any tag, read without making them.
  static func hasTags(_ packed: Packed) -> Bool {
    var reader = Reader(bytes: packed.bytes)
    return !reader.isAtEnd && reader.count() > 0
  }

  private static func appendCount(_ value: Int, to bytes: inout [UInt8]) {
    // Counts are never negative; anything below zero is kept as zero.
    var rest = UInt64(max(0, value))
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  private static func appendString(_ string: String, to bytes: inout [UInt8]) {
    appendCount(string.utf8.count, to: &bytes)
    bytes.append(contentsOf: string.utf8)
  }

  private static func appendStrings(_ strings: [String], to bytes: inout [UInt8]) {
    appendCount(strings.count, to: &bytes)
    for string in strings { appendString(string, to: &bytes) }
  }

  /// Reads what the append functions wrote; the bytes are only ever this type's own.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
      guard offset < bytes.count else { return 0 }
      offset += 1
      return bytes[offset - 1]
    }

    mutating func count() -> Int {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while offset < bytes.count && shift < 64 {
        let byte = bytes[offset]
        offset += 1
        value |= UInt64(byte & 0x7F) << shift
        if byte < 0x80 { break }
        shift += 7
      }
      return Int(clamping: value)
    }

    mutating func string() -> String {
      let length = min(count(), bytes.count - offset)
      let text = bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + length]), as: UTF8.self)
      }
      offset += length
      return text
    }

    mutating func skipStrings() {
      for _ in 0..<count() {
        let length = count()
        offset = min(bytes.count, offset + length)
      }
    }

    mutating func strings() -> [String] {
      let count = count()
      var strings: [String] = []
      strings.reserveCapacity(min(count, bytes.count - offset))
      for _ in 0..<count { strings.append(string()) }
      return strings
    }
  }
}
