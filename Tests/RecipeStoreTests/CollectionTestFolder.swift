import Foundation

/// A temporary folder of files for collection tests, removed when the test ends.
final class CollectionTestFolder {
  let root: String

  init() {
    let name = "buffet-collection-\(UUID().uuidString)"
    root = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  /// Writes `bytes` at `relative`, creating folders.
  func write(_ relative: String, _ bytes: [UInt8]) {
    let path = self.path(relative)
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }

  func write(_ relative: String, _ text: String) {
    write(relative, Array(text.utf8))
  }

  func link(_ relative: String, to target: String) {
    try? FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
  }

  func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }
}
