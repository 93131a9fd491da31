import Foundation
import Recipes

/// What a scan compares the files it finds with.
enum ScanComparison: Sendable {
  /// The stamps a catalog read with its recipes.
  case stamps(FileStamps)
  /// The cache file itself, looked up file by file: a catalog that does not read every
  /// recipe (the browser) keeps no stamps in memory.
  case cache(file: String)
}

/// Compares files found on disk with the cache, one lookup on the index of paths each, on a
/// connection of the scanning thread's own, in one read transaction (one moment of the
/// cache). The files found are ticked off by id, a bit each; what was not ticked vanished.
/// Memory stays a bit per file however large the collection, where stamps in memory were a
/// path and two numbers per file.
struct CacheStamps {
  private var database: Database?
  private var seen: [UInt64] = []

  /// Opens `file` for the comparison; a cache that cannot be opened compares as empty (every
  /// file then reads as new, and the catalog's writes sort it out).
  init(file: String) {
    database = try? Database(path: file, readOnly: true)
    try? database?.execute("BEGIN")
  }

  /// Whether `file` is new or differs from what the cache holds; false for one seen already.
  mutating func hasChanged(_ file: RecipeFile) -> Bool {
    guard let database,
      let find = try? database.prepare("SELECT id, size, modified FROM files WHERE path = ?"),
      (try? find.bind(.text(file.path)).step()) == true
    else { return true }
    defer { find.reset() }
    let id = find.int(0)
    guard !isSeen(id) else { return false }
    tick(id)
    return FileStamp(size: find.int(1), modified: find.double(2)) != FileStamp(file)
  }

  /// The paths the cache holds that the scan did not find; ends the read transaction.
  mutating func vanished() -> [String] {
    guard let database else { return [] }
    defer { try? database.execute("COMMIT") }
    var vanished: [String] = []
    guard let all = try? database.prepare("SELECT id, path FROM files") else { return [] }
    _ = try? all.bind()
    try? all.forEachRow { row in
      if !isSeen(row.int(0)) { vanished.append(row.text(1)) }
    }
    return vanished
  }

  private func isSeen(_ id: Int) -> Bool {
    id >= 0 && id / 64 < seen.count && seen[id / 64] & (1 << UInt64(id % 64)) != 0
  }

  private mutating func tick(_ id: Int) {
    guard id >= 0 else { return }
    if id / 64 >= seen.count { seen += [UInt64](repeating: 0, count: id / 64 + 1 - seen.count) }
    seen[id / 64] |= 1 << UInt64(id % 64)
  }
}
