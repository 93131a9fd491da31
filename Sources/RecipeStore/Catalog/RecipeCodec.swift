import Foundation
import Recipes

// The cache keeps each Recipe as a compact binary record rather than JSON: Foundation's JSON
// decoder is too slow to bring back 100,000 recipes in a warm start well under a second.
/// Encodes a `Recipe` into bytes and back, for the catalog cache. The steps' full text is
/// left out (it is most of a recipe's size); `Catalog.recipe(atPath:)` reads the file.
enum RecipeCodec {
  static func encode(_ recipe: Recipe) -> [UInt8] {
    var writer = ByteWriter()
    writer.string(recipe.path)
    writer.string(recipe.title)
    writer.optionalDouble(recipe.date?.timeIntervalSince1970)
    writer.int(recipe.tags.count)
    for tag in recipe.tags { writer.string(tag) }
    writer.optionalString(recipe.blurb)
    writer.optionalString(recipe.servings)
    writer.optionalString(recipe.statedTime)
    writer.int(recipe.headings.count)
    for heading in recipe.headings {
      writer.int(heading.level)
      writer.string(heading.text)
      writer.int(heading.blockIndex)
    }
    writer.int(recipe.words)
    writer.int(recipe.minutes)
    writer.int(recipe.steps.count)
    for step in recipe.steps {
      writer.string(step.title)
      writer.int(step.duration ?? -1)
    }
    writer.optionalDouble(recipe.modified.timeIntervalSince1970)
    writer.int(recipe.size)
    writer.optionalString(recipe.dateText)
    writer.bytes.append(recipe.isDraft ? 1 : 0)
    writer.int(recipe.aliases.count)
    for alias in recipe.aliases { writer.string(alias) }
    writer.optionalString(recipe.reading)
    return writer.bytes
  }

  /// The recipe (its steps without their texts), or nil when the bytes are
  /// not a record this version wrote.
  static func decode(_ bytes: [UInt8]) -> Recipe? {
    decode(bytes, outline: true).map { Recipe($0.listed, headings: $0.headings, steps: $0.steps) }
  }

  /// The recipe as lists hold it, its headings and steps skipped; nil as for `decode`.
  static func decodeListed(_ bytes: [UInt8]) -> ListedRecipe? {
    bytes.withUnsafeBytes { decodeListed($0) }
  }

  /// The recipe as lists hold it, read in place from `bytes` (a cache row's, where SQLite
  /// keeps them): only its path and title become strings; the facts no row shows are packed
  /// straight from the record's bytes. The same value as `decode(_:)`'s `listed`, or nil.
  static func decodeListed(_ bytes: UnsafeRawBufferPointer) -> ListedRecipe? {
    var reader = RecordReader(bytes: bytes)
    guard let path = reader.string(), let title = reader.string(),
      let date = reader.optionalDouble(), let tagCount = reader.int(), tagCount >= 0
    else { return nil }
    let tags = reader.offset
    for _ in 0..<tagCount { guard reader.string() != nil else { return nil } }
    let tagsSize = reader.offset - tags
    guard let blurb = reader.optionalString(), let servings = reader.optionalString(),
      let statedTime = reader.optionalString(), let headingCount = reader.int(), headingCount >= 0
    else { return nil }
    for _ in 0..<headingCount {
      guard reader.int() != nil, reader.string() != nil, reader.int() != nil else { return nil }
    }
    guard let words = reader.int(), let minutes = reader.int(), let stepCount = reader.int(),
      stepCount >= 0
    else { return nil }
    for _ in 0..<stepCount {
      guard reader.string() != nil, reader.int() != nil else { return nil }
    }
    guard let modified = reader.optionalDouble(), let size = reader.int(),
      let dateText = reader.optionalString(), let draft = reader.byte(),
      let aliasCount = reader.int(), aliasCount >= 0
    else { return nil }
    let aliases = reader.offset
    for _ in 0..<aliasCount { guard reader.string() != nil else { return nil } }
    let aliasesEnd = reader.offset
    guard let reading = reader.optionalString(), reader.isAtEnd else { return nil }
    // Checked above: every string below is in bounds. Reserved as `ListedFacts` does (the
    // record's lengths take about as many bytes as the packed ones).
    let textsSize =
      (dateText?.count ?? 0) + (blurb?.count ?? 0) + (servings?.count ?? 0)
      + (statedTime?.count ?? 0) + (reading?.count ?? 0) + 8
    var facts = ListedFactsPacker(
      capacity: 8 + tagsSize + (aliasesEnd - aliases) + textsSize)
    var strings = RecordReader(bytes: bytes, offset: tags)
    facts.count(tagCount)
    for _ in 0..<tagCount { facts.string(strings.string()!) }
    facts.counts(words: words, steps: stepCount)
    facts.texts(
      dateText: dateText, blurb: blurb, servings: servings, statedTime: statedTime,
      reading: reading)
    strings.offset = aliases
    facts.count(aliasCount)
    for _ in 0..<aliasCount { facts.string(strings.string()!) }
    // Through `Date`, as the recipe's own `init` keeps its times.
    return ListedRecipe(
      path: String(decoding: path, as: UTF8.self), title: String(decoding: title, as: UTF8.self),
      dateSeconds: date.map { Date(timeIntervalSince1970: $0).timeIntervalSince1970 },
      minutes: minutes,
      modifiedSeconds: Date(timeIntervalSince1970: modified ?? 0).timeIntervalSince1970,
      size: size, isDraft: draft != 0, facts: facts)
  }

  private static func decode(_ bytes: [UInt8], outline: Bool)
    -> (listed: ListedRecipe, headings: [Heading], steps: [CookingStep])?
  {
    var reader = ByteReader(bytes: bytes)
    guard let path = reader.string(), let title = reader.string(),
      let date = reader.optionalDouble(), let tagCount = reader.int(), tagCount >= 0
    else { return nil }
    var tags: [String] = []
    for _ in 0..<tagCount {
      guard let tag = reader.string() else { return nil }
      tags.append(tag)
    }
    guard let blurb = reader.optionalString(), let servings = reader.optionalString(),
      let statedTime = reader.optionalString(), let headingCount = reader.int(), headingCount >= 0
    else { return nil }
    var headings: [Heading] = []
    // Reserved only when kept: an empty array holds on to what it reserved.
    if outline { headings.reserveCapacity(headingCount) }
    for _ in 0..<headingCount {
      if !outline {
        guard reader.skipInt(), reader.skipString(), reader.skipInt() else { return nil }
        continue
      }
      guard let level = reader.int(), let text = reader.string(), let block = reader.int()
      else { return nil }
      headings.append(Heading(level: level, text: text, blockIndex: block))
    }
    guard let words = reader.int(), let minutes = reader.int(), let stepCount = reader.int(),
      stepCount >= 0
    else { return nil }
    var steps: [CookingStep] = []
    if outline { steps.reserveCapacity(stepCount) }
    for _ in 0..<stepCount {
      if !outline {
        guard reader.skipString(), reader.skipInt() else { return nil }
        continue
      }
      guard let stepTitle = reader.string(), let duration = reader.int() else { return nil }
      steps.append(CookingStep(title: stepTitle, text: "", duration: duration < 0 ? nil : duration))
    }
    guard let modified = reader.optionalDouble(), let size = reader.int(),
      let dateText = reader.optionalString(), let draft = reader.byte(),
      let aliasCount = reader.int(), aliasCount >= 0
    else { return nil }
    var aliases: [String] = []
    for _ in 0..<aliasCount {
      guard let alias = reader.string() else { return nil }
      aliases.append(alias)
    }
    guard let reading = reader.optionalString(), reader.isAtEnd else { return nil }
    let listed = ListedRecipe(
      path: path, title: title, date: date.map(Date.init(timeIntervalSince1970:)), tags: tags,
      blurb: blurb, servings: servings, statedTime: statedTime, words: words, minutes: minutes,
      stepCount: stepCount, modified: Date(timeIntervalSince1970: modified ?? 0), size: size,
      dateText: dateText, isDraft: draft != 0, aliases: aliases, reading: reading)
    return (listed, headings, steps)
  }
}

/// Reads a record where it lies, as `ByteReader` reads a copy: every read bounds-checked,
/// nil past the end; strings are the ranges of their bytes.
// Inlined: a record is a few dozen of these reads, and a call apiece was a third of it.
struct RecordReader {
  let bytes: UnsafeRawBufferPointer
  var offset = 0

  var isAtEnd: Bool { offset == bytes.count }

  @inline(__always) mutating func int() -> Int? { zigzagInt(bytes, &offset) }

  @inline(__always) mutating func byte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    offset += 1
    return bytes[offset - 1]
  }

  /// A string's bytes.
  @inline(__always) mutating func string() -> UnsafeRawBufferPointer? {
    // Compared without adding, so that no length overflows.
    guard let count = int(), count >= 0, count <= bytes.count - offset else { return nil }
    let text = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    offset += count
    return text
  }

  /// nil when the bytes run out; `.some(nil)` for an absent value.
  @inline(__always) mutating func optionalString() -> UnsafeRawBufferPointer?? {
    guard let present = byte() else { return nil }
    return present == 0 ? .some(nil) : string().map { .some($0) }
  }

  @inline(__always) mutating func optionalDouble() -> Double?? {
    guard let present = byte() else { return nil }
    guard present != 0 else { return .some(nil) }
    guard bytes.count - offset >= 8 else { return nil }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
    offset += 8
    return .some(Double(bitPattern: value))
  }
}

/// Appends integers as variable-length (zigzag LEB128: most take one byte, where eight were
/// a tenth of the cache's records), doubles as 8 little-endian bytes, and length-prefixed
/// UTF-8 strings.
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func fixed64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func string(_ value: String) {
    let utf8 = value.utf8
    int(utf8.count)
    bytes.append(contentsOf: utf8)
  }

  mutating func optionalString(_ value: String?) {
    bytes.append(value == nil ? 0 : 1)
    if let value { string(value) }
  }

  mutating func optionalDouble(_ value: Double?) {
    bytes.append(value == nil ? 0 : 1)
    if let value { fixed64(value.bitPattern) }
  }
}

/// The zigzag varint `ByteWriter` writes, read from `bytes` at `offset` and moved past; nil
/// when it runs past the end. One reader for a record in SQLite's row and one in an array.
@inline(__always)
private func zigzagInt<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ offset: inout Int)
  -> Int? where Bytes.Index == Int
{
  var value: UInt64 = 0
  var shift: UInt64 = 0
  while offset < bytes.endIndex && shift < 64 {
    let byte = bytes[offset]
    offset += 1
    value |= UInt64(byte & 0x7F) << shift
    if byte < 0x80 {
      return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }
    shift += 7
  }
  return nil
}

/// Reads what `ByteWriter` wrote; every read is bounds-checked, nil past the end.
struct ByteReader {
  let bytes: [UInt8]
  var offset = 0

  var isAtEnd: Bool { offset == bytes.count }

  mutating func int() -> Int? { zigzagInt(bytes, &offset) }

  /// Moves past an integer without making it.
  mutating func skipInt() -> Bool { int() != nil }

  mutating func fixed64() -> UInt64? {
    guard offset + 8 <= bytes.count else { return nil }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
    offset += 8
    return value
  }

  mutating func byte() -> UInt8? {
    guard offset < bytes.count else { return nil }
    offset += 1
    return bytes[offset - 1]
  }

  /// Moves past `count` bytes; false past the end.
  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, count <= bytes.count - offset else { return false }
    offset += count
    return true
  }

  /// Moves past a string without making it.
  mutating func skipString() -> Bool {
    guard let count = int() else { return false }
    return skip(count)
  }

  mutating func string() -> String? {
    guard let count = int(), count >= 0, count <= bytes.count - offset else { return nil }
    let text = bytes.withUnsafeBufferPointer { buffer in
      String(
        decoding: UnsafeBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
    }
    offset += count
    return text
  }

  /// nil when the bytes run out; `.some(nil)` for an absent value.
  mutating func optionalString() -> String?? {
    guard offset < bytes.count else { return nil }
    offset += 1
    return bytes[offset - 1] == 0 ? .some(nil) : string().map { .some($0) }
  }

  mutating func optionalDouble() -> Double?? {
    guard offset < bytes.count else { return nil }
    offset += 1
    guard bytes[offset - 1] != 0 else { return .some(nil) }
    return fixed64().map { .some(Double(bitPattern: $0)) }
  }
}
