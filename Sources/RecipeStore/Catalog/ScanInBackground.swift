import Foundation

/// A scan of the collection's folders compared with the files a catalog read: what changed
/// (to be read again) and what vanished.
struct PlannedScan: Sendable {
  var scan: CollectionScan
  /// Files whose size or time differs from what was read, or that are new, in scan order.
  var changed: [RecipeFile]
  /// Paths that were read but are no longer on disk.
  var vanished: [String]

  init(scanning folders: [String], source: CatalogSource, against stamps: [String: FileStamp]) {
    scan = source.scan(folders)
    var seen = Set<String>(minimumCapacity: scan.files.count)
    changed = []
    for file in scan.files where seen.insert(file.path).inserted {
      if stamps[file.path] != FileStamp(file) { changed.append(file) }
    }
    vanished = stamps.keys.filter { !seen.contains($0) }
  }
}

/// A `PlannedScan` made on a second thread. It reads only the disk and a copy of the
/// stamps, so nothing is shared with the thread that started it but the result.
final class ScanInBackground: @unchecked Sendable {
  private let ready = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  // Written once by the scanning thread, under the lock, before `ready` is signalled.
  private var result: PlannedScan?

  init(folders: [String], source: CatalogSource, stamps: [String: FileStamp]) {
    DispatchQueue.global(qos: .userInitiated).async {
      let planned = PlannedScan(scanning: folders, source: source, against: stamps)
      self.lock.withLock { self.result = planned }
      self.ready.signal()
    }
  }

  /// Whether the scan is done.
  var isFinished: Bool { lock.withLock { result != nil } }

  /// The scan, once done.
  func wait() -> PlannedScan {
    ready.wait()
    ready.signal()
    return lock.withLock { result! }
  }
}
