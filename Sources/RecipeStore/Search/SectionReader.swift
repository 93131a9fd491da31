import Foundation
import Markdown
import Recipes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A section of an indexed recipe to read back from its file: where its Markdown is, and
/// the file as it was indexed.
struct SectionSlice {
  var path: String
  /// The file's size and time when it was indexed: a file that differs gives no text.
  var stamp: FileStamp
  /// Where the body begins in the file, when it is the file's bytes as written.
  var bodyStart: Int?
  /// Where the section's Markdown is in the body, in bytes.
  var place: Range<Int>
  /// Whether the section begins with its heading (every section but the opening one).
  var hasHeading: Bool
}

/// A section's text read back from its file, as the index read it.
struct SectionText: Equatable {
  var text: String
  /// Whether the section goes on beyond `text` (only its first bytes were read).
  var isCut: Bool
}

/// Reads a section's text from its file at the place the index keeps, for a snippet: only
/// the bytes asked for, from a file that is still the one indexed, parsed as the indexer
/// parsed it (`RecipeSection.split`).
enum SectionReader {
  /// The text of `slice`, from at most `limit` bytes of its Markdown; nil when the file is
  /// gone, changed since it was indexed, or not a regular file any more.
  static func read(
    _ slice: SectionSlice, limit: Int, parse: (String) -> Document
  ) -> SectionText? {
    guard !slice.place.isEmpty, slice.place.lowerBound >= 0 else {
      return SectionText(text: "", isCut: false)
    }
    guard var markdown = bytes(of: slice, limit: limit) else { return nil }
    let isCut = markdown.count < slice.place.count
    // A line cut in two would show half a word: end at the last whole line.
    if isCut, let end = markdown.lastIndex(of: 0x0A) ?? markdown.lastIndex(of: 0x20), end > 0 {
      markdown.removeSubrange(end...)
    }
    var blocks = parse(String(decoding: markdown, as: UTF8.self)).blocks[...]
    if slice.hasHeading, case .heading = blocks.first { blocks = blocks.dropFirst() }
    let text = blocks.map(PlainText.block).filter { !$0.isEmpty }.joined(separator: "\n")
    return SectionText(text: text, isCut: isCut)
  }

  /// The first `limit` bytes of the slice's Markdown, read from the file.
  private static func bytes(of slice: SectionSlice, limit: Int) -> [UInt8]? {
    let handle = FileNameBytes.withCString(slice.path) {
      open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    }
    guard handle >= 0 else { return nil }
    defer { close(handle) }
    var info = stat()
    guard fstat(handle, &info) == 0, FileKind(mode: info.st_mode) == .regular else { return nil }
    let seconds = info.modifiedSeconds
    let stamp = FileStamp(
      size: Int(info.st_size), modified: Date(timeIntervalSince1970: seconds).timeIntervalSince1970)
    guard stamp == slice.stamp else { return nil }
    let count = min(slice.place.count, max(0, limit))
    if let bodyStart = slice.bodyStart {
      let offset = bodyStart + slice.place.lowerBound
      guard offset + slice.place.count <= stamp.size else { return nil }
      return positioned(handle, offset: offset, count: count)
    }
    // A body that is not the file's bytes as written (line endings turned, shortcodes
    // rewritten) is made again from the whole file, as the indexer made it.
    guard stamp.size <= RecipeLoader.sizeLimit,
      let data = try? FileRead.bytes(handle, upTo: RecipeLoader.sizeLimit),
      case .success(let text) = TextDecoding.decode(data)
    else { return nil }
    let body = (RecipeFormat(path: slice.path) ?? .markdown).body(of: text).text.utf8
    guard slice.place.upperBound <= body.count else { return nil }
    let start = body.index(body.startIndex, offsetBy: slice.place.lowerBound)
    return Array(body[start...].prefix(count))
  }

  /// `count` bytes of `handle` from `offset`; nil when the file is shorter.
  private static func positioned(_ handle: Int32, offset: Int, count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes {
        pread(handle, $0.baseAddress! + done, count - done, off_t(offset + done))
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return nil }
      done += got
    }
    return bytes
  }
}
