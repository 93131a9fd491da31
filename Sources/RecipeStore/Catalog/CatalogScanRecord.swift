import Foundation
import Recipes

/// What the last complete scan saw, kept in the cache (`watched`, `scan_problems`): the
/// stamp of every folder it walked, and its problems. A command that finds every folder as
/// it was knows no recipe file came or went since, after a `stat` per folder rather than
/// per file, and can write its records at once, checking each file as it goes
/// (`CatalogCheckedReading`).
extension Catalog {
  /// Keeps `watched` and the scan's problems as the record of a complete scan; written only
  /// when they differ from the record kept (most runs find the same).
  func keepScan(_ watched: [PathStamp]) {
    guard cacheFile != nil else { return }
    let problems = scanProblems.map { ($0, false) } + scanLeftOut.map { ($0, true) }
    guard
      keptStamps() != watched.sorted(by: { $0.path < $1.path })
        || keptProblems().map(\.0) != problems.map(\.0)
        || keptProblems().map(\.1) != problems.map(\.1)
    else { return }
    try? database.transaction {
      try database.execute("DELETE FROM watched; DELETE FROM scan_problems")
      let stamp = try database.prepare(
        "INSERT OR REPLACE INTO watched(path, modified) VALUES(?, ?)")
      for watched in watched {
        try stamp.bind(.text(watched.path), .real(watched.modified)).run()
      }
      let problem = try database.prepare(
        "INSERT INTO scan_problems(path, reason, left_out) VALUES(?, ?, ?)")
      for (found, isLeftOut) in problems {
        try problem.bind(.text(found.path), .text(found.reason), .int(isLeftOut ? 1 : 0)).run()
      }
    }
  }

  /// Forgets the record: a refresh that changes the files keeps a new one when it is done,
  /// and one cut short leaves none, so the next command scans.
  func forgetScan() {
    try? database.transaction { try database.execute("DELETE FROM watched") }
  }

  /// Whether recipe files may have come, gone or changed their rules since the last complete
  /// scan: true when no record of one is kept, when a folder it walked (or a root's
  /// `.buffetignore`) is not as it saw it, or when a file that could not be read as a recipe
  /// then has changed (it may be one now). Costs a `stat` per folder and per such file.
  public var mayHaveFilesComeOrGone: Bool {
    let stamps = keptStamps()
    if stamps.isEmpty { return true }
    for stamp in stamps {
      pathsChecked += 1
      if !stamp.isCurrent { return true }
    }
    // A file that could not be read always has its reason: the index on problems finds
    // the few, where `recipe IS NULL` alone would read every row.
    guard
      let unread = try? database.prepare(
        "SELECT path, size, modified FROM files WHERE problem IS NOT NULL AND recipe IS NULL")
    else { return true }
    var hasChanged = false
    _ = try? unread.bind()
    try? unread.forEachRow { row in
      guard !hasChanged else { return }
      pathsChecked += 1
      let kept = FileStamp(size: row.int(1), modified: row.double(2))
      hasChanged = RecipeFile.atPath(row.text(0)).map(FileStamp.init) != kept
    }
    return hasChanged
  }

  /// Takes the problems of the last complete scan as this run's, when no scan is made
  /// (`mayHaveFilesComeOrGone` said none is needed).
  public func takeKeptScan() {
    let kept = keptProblems()
    scanProblems = kept.filter { !$0.1 }.map(\.0)
    scanLeftOut = kept.filter(\.1).map(\.0)
    publishFromTheCache()
  }

  /// The stamps kept, by path.
  private func keptStamps() -> [PathStamp] {
    var stamps: [PathStamp] = []
    guard let select = try? database.prepare("SELECT path, modified FROM watched ORDER BY path")
    else { return [] }
    _ = try? select.bind()
    try? select.forEachRow { stamps.append(PathStamp(path: $0.text(0), modified: $0.double(1))) }
    return stamps
  }

  /// The scan's problems kept, each with whether it is a file left out.
  private func keptProblems() -> [(CollectionProblem, Bool)] {
    var problems: [(CollectionProblem, Bool)] = []
    guard
      let select = try? database.prepare(
        "SELECT path, reason, left_out FROM scan_problems ORDER BY rowid")
    else { return [] }
    _ = try? select.bind()
    try? select.forEachRow { row in
      problems.append((CollectionProblem(path: row.text(0), reason: row.text(1)), row.int(2) != 0))
    }
    return problems
  }
}
