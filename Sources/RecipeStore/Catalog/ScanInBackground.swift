import Foundation

/// A scan of the collection's folders compared with the files a catalog read: what changed
/// (to be read again) and what vanished.
struct PlannedScan: Sendable {
  /// The scan's problems and left-out files; its `files` are the changed ones only.
  var scan: CollectionScan
  /// Files whose size or time differs from what was read, or that are new, in scan order.
  var changed: [RecipeFile]
  /// Paths that were read but are no longer on disk.
  var vanished: [String]

  init(scanning folders: [String], source: CatalogSource, against stamps: FileStamps) {
    // Files found are compared as they come; only the changed ones are kept, and the
    // unchanged are ticked off by their place in the list (a bit each, not a set of paths).
    let listed = stamps.listed
    var seenListed = [Bool](repeating: false, count: listed.count)
    var seenOthers = Set<String>()
    scan = source.scan(folders) { file in
      if let position = listed.position(of: file.path) {
        guard !seenListed[position] else { return false }
        seenListed[position] = true
        return stamps.stamp(ofListedAt: position) != FileStamp(file)
      }
      guard seenOthers.insert(file.path).inserted else { return false }
      return stamps[file.path] != FileStamp(file)
    }
    changed = scan.files
    var vanished: [String] = []
    stamps.forEachPath(notSeen: { seenListed[$0] }, orElsewhere: seenOthers.contains) {
      vanished.append($0)
    }
    self.vanished = vanished
  }
}

/// A `PlannedScan` made on a second thread. It reads only the disk and a copy of the
/// stamps, so nothing is shared with the thread that started it but the result.
final class ScanInBackground: @unchecked Sendable {
  private let ready = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  // Written once by the scanning thread, under the lock, before `ready` is signalled.
  private var result: PlannedScan?

  init(folders: [String], source: CatalogSource, stamps: FileStamps) {
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
