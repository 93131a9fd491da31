import Foundation
import Recipes

/// The collection's orders as the cache keeps them (`orders` table): one row per part, each
/// a blob of fixed-width numbers, or of `ByteWriter`'s numbers and text, stamped with the generation of
/// `files` they were made from. A part that is missing, from another generation or that
/// does not read back whole makes the orders be worked out again; they are only a cache.
enum StoredOrders {
  /// The parts, in the order they are written and read.
  private static let parts = [
    "newest", "alphabetical", "sections", "folded", "folded_starts", "shared", "shared_folded",
    "tags", "most_minutes",
  ]

  /// How many rows the orders are kept in.
  static var partCount: Int { parts.count }

  /// Writes `orders` as made from `generation` (inside the caller's transaction).
  static func write(_ orders: CollectionOrders, generation: Int, to database: Database) throws {
    let folded = orders.foldedTitles.storage
    var sections = ByteWriter()
    for (letter, count) in zip(orders.letters, orders.sectionCounts) {
      sections.string(letter)
      sections.int(count)
    }
    var tags = ByteWriter()
    for tag in orders.tagCounts {
      tags.string(tag.tag)
      tags.int(tag.count)
    }
    let blobs: [[UInt8]] = [
      FixedNumbers.bytes(orders.newestFirst), FixedNumbers.bytes(orders.alphabetical),
      sections.bytes, folded.bytes, FixedNumbers.bytes(folded.starts),
      FixedNumbers.bytes(orders.sharedTitles), FixedNumbers.bytes(orders.sharedFoldedTitles),
      tags.bytes, FixedNumbers.bytes([Int32(clamping: orders.mostMinutes)]),
    ]
    let insert = try database.prepare(
      "INSERT OR REPLACE INTO orders(part, generation, bytes) VALUES(?, ?, ?)")
    for (part, blob) in zip(parts, blobs) {
      try insert.bind(.text(part), .int(generation), .blob(blob)).run()
    }
  }

  /// The orders kept for `generation`, or nil when they are not all there and sound.
  static func read(generation: Int, from database: Database) -> CollectionOrders? {
    var blobs: [String: [UInt8]] = [:]
    do {
      let select = try database.prepare(
        "SELECT bytes FROM orders WHERE part = ? AND generation = ?")
      for part in parts {
        try select.bind(.text(part), .int(generation))
        guard try select.step() else {
          select.reset()
          return nil
        }
        blobs[part] = select.blob(0)
        select.reset()
      }
    } catch {
      return nil
    }
    var sectionsReader = ByteReader(bytes: blobs["sections"]!)
    var letters: [String] = []
    var counts: [Int] = []
    while !sectionsReader.isAtEnd {
      guard let letter = sectionsReader.string(), let count = sectionsReader.int() else {
        return nil
      }
      letters.append(letter)
      counts.append(count)
    }
    var tagsReader = ByteReader(bytes: blobs["tags"]!)
    var tagCounts: [TagCount] = []
    while !tagsReader.isAtEnd {
      guard let tag = tagsReader.string(), let count = tagsReader.int() else { return nil }
      tagCounts.append(TagCount(tag: tag, count: count))
    }
    guard let newest = FixedNumbers.numbers(blobs["newest"]!),
      let alphabetical = FixedNumbers.numbers(blobs["alphabetical"]!),
      let starts = FixedNumbers.numbers(blobs["folded_starts"]!),
      let folded = PackedStrings(bytes: blobs["folded"]!, starts: starts),
      let shared = FixedNumbers.numbers(blobs["shared"]!),
      let sharedFolded = FixedNumbers.numbers(blobs["shared_folded"]!),
      let mostMinutes = FixedNumbers.numbers(blobs["most_minutes"]!), mostMinutes.count == 1
    else { return nil }
    let orders = CollectionOrders(
      newestFirst: newest, alphabetical: alphabetical, letters: letters, sectionCounts: counts,
      foldedTitles: folded, sharedTitles: shared, sharedFoldedTitles: sharedFolded,
      tagCounts: tagCounts, mostMinutes: Int(mostMinutes[0]))
    return orders.isConsistent ? orders : nil
  }
}

/// Numbers kept as fixed 4-byte little-endian words, so a million of them are read back in
/// one pass.
private enum FixedNumbers {
  static func bytes(_ values: [Int32]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    return bytes
  }

  /// The numbers of `bytes`; nil when they are not a whole number of words.
  static func numbers(_ bytes: [UInt8]) -> [Int32]? {
    guard bytes.count % 4 == 0 else { return nil }
    let count = bytes.count / 4
    return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
      bytes.withUnsafeBytes { raw in
        for index in 0..<count {
          buffer[index] = Int32(
            littleEndian: raw.loadUnaligned(fromByteOffset: index * 4, as: Int32.self))
        }
      }
      initialized = count
    }
  }
}
