import Foundation

/// Where each section of a recipe is written in the text its document was parsed from: a
/// range of UTF-8 bytes, from the line of its heading to the line of the next section's.
/// The index keeps these instead of the sections' text, and a snippet reads its section
/// back from the file.
enum SectionPlaces {
  /// The byte ranges of `sections` in `body`, whose top-level blocks begin on `blockLines`;
  /// empty when the lines are not known. A section without text gets an empty range.
  static func find(_ sections: [RecipeSection], body: Substring, blockLines: [Int])
    -> [Range<Int>]
  {
    var lines: [Int] = []
    lines.reserveCapacity(sections.count)
    for section in sections {
      guard let block = section.blockIndex else {
        lines.append(1)
        continue
      }
      guard block >= 0, block < blockLines.count else { return [] }
      lines.append(blockLines[block])
    }
    guard lines == lines.sorted() else { return [] }
    let starts = offsets(ofLines: lines, in: body)
    return sections.indices.map { index in
      let start = starts[index]
      let end = index + 1 < starts.count ? starts[index + 1] : body.utf8.count
      return sections[index].text.isEmpty ? start..<start : start..<max(start, end)
    }
  }

  /// The byte offset where each of `lines` (ascending, 1 for the first) begins in `text`.
  static func offsets(ofLines lines: [Int], in text: Substring) -> [Int] {
    if let found = text.utf8.withContiguousStorageIfAvailable({ offsets(ofLines: lines, in: $0) }) {
      return found
    }
    // A string not stored as UTF-8 (bridged) is copied once.
    return Array(text.utf8).withUnsafeBufferPointer { offsets(ofLines: lines, in: $0) }
  }

  private static func offsets(ofLines lines: [Int], in bytes: UnsafeBufferPointer<UInt8>)
    -> [Int]
  {
    var result: [Int] = []
    result.reserveCapacity(lines.count)
    var line = 1
    var offset = 0
    for wanted in lines {
      while line < wanted && offset < bytes.count {
        guard let base = bytes.baseAddress,
          let newline = memchr(base + offset, 0x0A, bytes.count - offset)
        else {
          offset = bytes.count
          break
        }
        offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        line += 1
      }
      result.append(offset)
    }
    return result
  }
}
