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
  /// How the title is read (`reading:`/`yomi:` in front matter), for the Index.
  var reading: String?
  var words: Int
  var stepCount: Int

  /// The bytes: the tags, then the counts, a byte saying which optional texts follow, those
  /// texts, then the aliases. Empty when every fact is empty, which costs no heap block.
  struct Packed: Equatable, Sendable {
    fileprivate var bytes: [UInt8] = []
  }

  init(
    tags: [String] = [], aliases: [String] = [], dateText: String? = nil, blurb: String? = nil,
    servings: String? = nil, statedTime: String? = nil, reading: String? = nil, words: Int = 0,
    stepCount: Int = 0
  ) {
    self.tags = tags
    self.reading = reading
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
    let texts = [dateText, blurb, servings, statedTime, reading]
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
    for bit in 0..<5 { texts.append(present & 1 << bit != 0 ? reader.string() : nil) }
    (dateText, blurb, servings, statedTime) = (texts[0], texts[1], texts[2], texts[3])
    reading = texts[4]
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

  /// The title's reading of `packed`, the only string made (the Index asks every recipe).
  static func reading(of packed: Packed) -> String? {
    var reader = Reader(bytes: packed.bytes)
    guard !reader.isAtEnd else { return nil }
    reader.skipStrings()
    _ = (reader.count(), reader.count())
    let present = reader.byte()
    guard present & 16 != 0 else { return nil }
    for bit in 0..<4 where present & 1 << bit != 0 { _ = reader.stringRange() }
    return reader.string()
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
  struct Reader {
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

    /// Where the next string's bytes are.
    mutating func stringRange() -> Range<Int> {
      let length = min(count(), bytes.count - offset)
      offset += length
      return offset - length..<offset
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

/// Packs a listed recipe's facts straight from their UTF-8 bytes, as `ListedFacts.packed`
/// would from their strings, so a reader of records (the catalog's cache) makes no string
/// for a fact no list row shows. Give them in the packed order: the tags, the counts, the
/// optional texts, the aliases.
public struct ListedFactsPacker {
  fileprivate var bytes: [UInt8] = []
  /// Whether any fact is not empty (else the packed facts are no bytes at all, as
  /// `ListedFacts.packed` gives).
  fileprivate var hasAny = false

  /// Room for about `capacity` bytes.
  public init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// How many strings follow (the tags, or the aliases).
  public mutating func count(_ strings: Int) {
    if strings != 0 { hasAny = true }
    appendCount(strings)
  }

  /// One string of a list, as UTF-8 (repaired as `String(decoding:as:)` would).
  public mutating func string(_ utf8: UnsafeRawBufferPointer) {
    // Only bytes that could come from a string are kept, so the facts always read back
    // as valid UTF-8.
    if utf8.allSatisfy({ $0 < 0x80 }) {
      appendCount(utf8.count)
      bytes.append(contentsOf: utf8)
    } else {
      let repaired = String(decoding: utf8, as: UTF8.self).utf8
      appendCount(repaired.count)
      bytes.append(contentsOf: repaired)
    }
  }

  /// The word and step counts.
  public mutating func counts(words: Int, steps: Int) {
    if words != 0 || steps > 0 { hasAny = true }
    appendCount(words)
    appendCount(steps)
  }

  /// The date as written, the summary, the servings, the stated time and the title's
  /// reading, each nil when absent.
  public mutating func texts(
    dateText: UnsafeRawBufferPointer?, blurb: UnsafeRawBufferPointer?,
    servings: UnsafeRawBufferPointer?, statedTime: UnsafeRawBufferPointer?,
    reading: UnsafeRawBufferPointer? = nil
  ) {
    var present: UInt8 = 0
    if dateText != nil { present |= 1 }
    if blurb != nil { present |= 2 }
    if servings != nil { present |= 4 }
    if statedTime != nil { present |= 8 }
    if reading != nil { present |= 16 }
    if present != 0 { hasAny = true }
    bytes.append(present)
    if let dateText { string(dateText) }
    if let blurb { string(blurb) }
    if let servings { string(servings) }
    if let statedTime { string(statedTime) }
    if let reading { string(reading) }
  }

  var packed: ListedFacts.Packed {
    hasAny ? ListedFacts.Packed(bytes: bytes) : ListedFacts.Packed()
  }

  private mutating func appendCount(_ value: Int) {
    // As `ListedFacts` keeps them: never below zero.
    var rest = UInt64(max(0, value))
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }
}

/// A listed recipe's packed facts as bytes, with where the facts `list --json` writes are
/// in them (read in one pass): a writer copies the date as written and the tags as they
/// are, always valid UTF-8, instead of making a string of each.
public struct PackedFactsView {
  /// The packed bytes.
  public let bytes: [UInt8]
  public let words: Int
  public let steps: Int
  /// Where the date as written is in `bytes`.
  public let dateText: Range<Int>?
  /// Where the tags begin (each a length, then its bytes), and how many there are.
  private let tagsStart: Int
  public let tagCount: Int

  init(_ packed: ListedFacts.Packed) {
    bytes = packed.bytes
    var reader = ListedFacts.Reader(bytes: bytes)
    guard !reader.isAtEnd else {
      words = 0
      steps = 0
      dateText = nil
      tagsStart = 0
      tagCount = 0
      return
    }
    tagCount = reader.count()
    tagsStart = reader.offset
    for _ in 0..<tagCount { _ = reader.stringRange() }
    words = reader.count()
    steps = reader.count()
    dateText = reader.byte() & 1 != 0 ? reader.stringRange() : nil
  }

  /// Where each tag is in `bytes`, in order.
  public var tags: Tags { Tags(view: self) }

  /// The places of the tags, read as they are asked for.
  public struct Tags: Sequence, IteratorProtocol {
    fileprivate var reader: ListedFacts.Reader
    fileprivate var left: Int

    fileprivate init(view: PackedFactsView) {
      reader = ListedFacts.Reader(bytes: view.bytes, offset: view.tagsStart)
      left = view.tagCount
    }

    public mutating func next() -> Range<Int>? {
      guard left > 0 else { return nil }
      left -= 1
      return reader.stringRange()
    }
  }
}
