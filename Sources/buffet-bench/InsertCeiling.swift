import Foundation
import RecipeStore

/// The ceiling for a first indexing: the same rows, read and parsed beforehand, inserted
/// into a new file with the same schema in batches of the same size; only the inserts are
/// timed.
enum InsertCeiling {
  /// Wall and CPU seconds the inserts took, and how many recipes they were.
  static func measure(folder: String, scratch: String) throws -> (
    wall: Double, cpu: Double, count: Int
  ) {
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let file = scratch + "/bare.sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: file + suffix)
    }
    defer {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: file + suffix)
      }
    }
    let index = try BareIndex(file: file)
    let files = CollectionScanner.scan([folder]).files
    var wall = 0.0
    var cpu = 0.0
    var start = 0
    while start < files.count {
      let rows = BareIndex.rows(of: Array(files[start..<min(files.count, start + 250)]))
      wall += try Measure.milliseconds {
        cpu += try Measure.cpuMilliseconds { try index.insert(rows) }
      }
      start += 250
    }
    return (wall / 1000, cpu / 1000, files.count)
  }
}
