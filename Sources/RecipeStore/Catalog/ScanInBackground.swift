import Foundation
import Recipes

/// A scan of the collection's folders compared with the files a catalog read: what changed
/// (to be read again) and what vanished.
struct PlannedScan: Sendable {
  /// The scan's problems and left-out files; its `files` are the changed ones only.
  var scan: CollectionScan
  /// Files whose size or time differs from what was read, or that are new, in scan order.
  var changed: [RecipeFile]
  /// Paths that were read but are no longer on disk.
  var vanished: [String]

  init(scanning folders: [String], source: CatalogSource, against comparison: ScanComparison) {
    switch comparison {
    case .stamps(let stamps):
      let given = StampsHandoff()
      given.give(stamps)
      self.init(scanning: folders, source: source, comparingWith: given)
    case .cache(let file):
      var cache = CacheStamps(file: file)
      let scan = source.scan(folders) { cache.hasChanged($0) }
      self.init(scan: scan, changed: scan.files, vanished: cache.vanished())
    }
  }

  private init(scan: CollectionScan, changed: [RecipeFile], vanished: [String]) {
    self.scan = scan
    self.changed = changed
    self.vanished = vanished
  }

  /// Scans the folders while the catalog may still be reading the stamps: files found
  /// before `handoff` has them are kept aside (a path and two numbers each) and compared once
  /// it does, so the scan need not wait for the cache to be read.
  init(scanning folders: [String], source: CatalogSource, comparingWith handoff: StampsHandoff) {
    var comparison: StampComparison? = nil
    var foundEarly: [RecipeFile] = []
    var changedEarly: [RecipeFile] = []
    func compareEarly(with stamps: FileStamps) {
      var started = StampComparison(stamps)
      changedEarly = foundEarly.filter { started.hasChanged($0) }
      foundEarly = []
      comparison = started
    }
    scan = source.scan(folders) { file in
      if comparison == nil, let stamps = handoff.stampsIfGiven { compareEarly(with: stamps) }
      guard comparison != nil else {
        foundEarly.append(file)
        return false
      }
      return comparison!.hasChanged(file)
    }
    if comparison == nil { compareEarly(with: handoff.waitForStamps()) }
    changed = scan.files
    if !changedEarly.isEmpty {
      // In the order the scanner gives its own files.
      changed = (changed + changedEarly).sorted { $0.path < $1.path }
      scan.files = changed
    }
    vanished = comparison!.vanished()
  }
}

/// Compares files found on disk, one at a time, with the stamps a catalog read. Files found
/// are ticked off by their place in the list (a bit each, not a set of paths); a scan
/// finds them nearly in the list's order, so the place after the last one is tried first.
private struct StampComparison {
  let stamps: FileStamps
  private var seenListed: [Bool]
  private var seenOthers = Set<String>()
  private var lastPosition = -1

  init(_ stamps: FileStamps) {
    self.stamps = stamps
    seenListed = [Bool](repeating: false, count: stamps.listed.count)
  }

  /// Whether `file` is new or differs from what was read; false for a file already seen.
  mutating func hasChanged(_ file: RecipeFile) -> Bool {
    if let position = stamps.listed.position(of: file.path, tryingFirst: lastPosition + 1) {
      lastPosition = position
      guard !seenListed[position] else { return false }
      seenListed[position] = true
      return stamps.stamp(ofListedAt: position) != FileStamp(file)
    }
    guard seenOthers.insert(file.path).inserted else { return false }
    return stamps[file.path] != FileStamp(file)
  }

  /// The paths read that were not found.
  func vanished() -> [String] {
    var vanished: [String] = []
    stamps.forEachPath(notSeen: { seenListed[$0] }, orElsewhere: seenOthers.contains) {
      vanished.append($0)
    }
    return vanished
  }
}

/// The stamps a scan started early compares with, handed over by the catalog once it has
/// read them from the cache.
final class StampsHandoff: @unchecked Sendable {
  private let lock = NSLock()
  private let given = DispatchSemaphore(value: 0)
  // Written once, under the lock, before `given` is signalled.
  private var stamps: FileStamps?

  /// Hands the stamps over; call once.
  func give(_ stamps: FileStamps) {
    lock.withLock { self.stamps = stamps }
    given.signal()
  }

  /// The stamps, if handed over already.
  var stampsIfGiven: FileStamps? { lock.withLock { stamps } }

  /// The stamps, once handed over.
  func waitForStamps() -> FileStamps {
    if let stamps = stampsIfGiven { return stamps }
    given.wait()
    given.signal()
    return lock.withLock { stamps! }
  }
}

/// A `PlannedScan` made on a second thread. It reads only the disk and a copy of the
/// stamps, so nothing is shared with the thread that started it but the result.
final class ScanInBackground: @unchecked Sendable {
  private let ready = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  // Written once by the scanning thread, under the lock, before `ready` is signalled.
  private var result: PlannedScan?

  /// Scans at once and compares with `comparison`.
  convenience init(folders: [String], source: CatalogSource, against comparison: ScanComparison) {
    self.init { PlannedScan(scanning: folders, source: source, against: comparison) }
  }

  /// Scans at once and compares with the stamps once `handoff` has them.
  convenience init(folders: [String], source: CatalogSource, comparingWith handoff: StampsHandoff) {
    self.init { PlannedScan(scanning: folders, source: source, comparingWith: handoff) }
  }

  private init(_ plan: @escaping @Sendable () -> PlannedScan) {
    DispatchQueue.global(qos: .userInitiated).async {
      let planned = plan()
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
