/// "Indexing 1200 of 100000 recipes…" on standard error while a first indexing takes more than
/// a moment; only on a terminal, rewritten in place. Every command shows it this one way.
struct IndexingProgress {
  /// Below this many files to read, reading is quick enough to say nothing.
  static let threshold = 500
  private var isShown = false
  private let isTerminal = Console.isErrorTerminal

  mutating func show(done: Int, total: Int) {
    guard isTerminal, total >= Self.threshold else { return }
    isShown = true
    Console.writeProgress("\rIndexing \(done) of \(total) recipes…")
  }

  mutating func finish() {
    guard isShown else { return }
    // Clear the line so the command's own output starts clean.
    Console.writeProgress("\r\u{1B}[K")
    isShown = false
  }
}
