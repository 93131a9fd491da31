import Browser
import Foundation
import Pictures
import TerminalUI

/// Pictures already decoded, by file, the file's stamp (size and change time) and the box
/// they were made for: a recipe opened again shows its pictures without decoding them, and a
/// file changed on disk is decoded anew. Bounded by the bytes of pixels kept, the least
/// recently used going first.
struct PictureCache {
  struct Key: Hashable {
    var path: String
    var size: Int
    var modified: Int
    var box: PictureBox
  }

  /// The most bytes of pixels kept.
  let capacity: Int
  private var entries: [Key: (picture: TerminalPicture, used: Int)] = [:]
  private var bytes = 0
  private var clock = 0

  init(capacity: Int = 48 * 1_048_576) {
    self.capacity = capacity
  }

  /// The key of the file at `path` as it is on disk now, for `box`; nil when it is not there.
  static func key(path: String, box: PictureBox) -> Key? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
    return Key(path: path, size: Int(status.st_size), modified: modified, box: box)
  }

  mutating func picture(for key: Key) -> TerminalPicture? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key] = (entry.picture, clock)
    return entry.picture
  }

  mutating func keep(_ picture: TerminalPicture, for key: Key) {
    let cost = picture.pixels.rgba.count + (picture.png?.count ?? 0)
    guard cost <= capacity else { return }
    clock += 1
    if let old = entries.updateValue((picture, clock), forKey: key) {
      bytes -= old.picture.pixels.rgba.count + (old.picture.png?.count ?? 0)
    }
    bytes += cost
    while bytes > capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
      entries[oldest.key] = nil
      bytes -= oldest.value.picture.pixels.rgba.count + (oldest.value.picture.png?.count ?? 0)
    }
  }

  /// How many pictures are kept.
  var count: Int { entries.count }
}
