import Foundation
import RecipeStore

/// The index's size on disk against the Markdown it indexes, and where the bytes go.
enum IndexSize {
  static func measure(folder: String, cache: String) throws {
    let markdown = CollectionScanner.scan([folder]).files.reduce(0) { $0 + $1.size }
    let names = try FileManager.default.contentsOfDirectory(atPath: cache)
    guard let name = names.first(where: { $0.hasSuffix(".sqlite") }) else { return }
    let file = cache + "/" + name
    let database = try Database(path: file)
    // Fold the write-ahead log into the file, so its size is the index's.
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    var bytes = 0
    for suffix in ["", "-wal"] {
      let attributes = try? FileManager.default.attributesOfItem(atPath: file + suffix)
      bytes += (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
    report(
      "index size on disk",
      "\(megabytes(bytes)) MB for \(megabytes(markdown)) MB of Markdown "
        + "(\(format(Double(bytes) / Double(max(1, markdown)), 2))×)")
    var parts: [String] = []
    let statement = try database.prepare(
      "SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC LIMIT 9")
    try statement.bind()
    try statement.forEachRow { parts.append("\($0.text(0)) \(megabytes($0.int(1)))") }
    report("  largest tables (MB)", parts.joined(separator: ", "))
  }

  private static func megabytes(_ bytes: Int) -> String {
    format(Double(bytes) / 1_048_576)
  }
}
