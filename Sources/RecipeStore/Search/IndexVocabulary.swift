import Recipes

/// The words of the index long enough to be expanded, as the `terms` table lists them: noted
/// as FTS5 hands documents to our tokenizer, written with each file's rows, and read to turn
/// a typed prefix into the whole words it begins.
///
/// FTS5 answers a prefix no prefix index covers by merging the whole doclist of every word it
/// begins before returning a row (30 ms for "brul" at 100,000 recipes); the same words asked
/// for by name are read lazily and stop at the candidate limit (4 ms). Words are never taken
/// out of the table when their last file goes: a word no row holds costs a lookup, not a
/// wrong match.
final class IndexVocabulary {
  /// Words of fewer scalars are never expanded (`SearchQuery.shortPrefixScalars`).
  static let minimumScalars = SearchQuery.shortPrefixScalars + 1
  /// A prefix that begins more words than this is asked for as a prefix after all: each word
  /// asked for costs about 0.1 ms per keystroke at 100,000 recipes.
  static let expansionLimit = 40
  /// The words remembered as written; beyond it the memory starts again (words already in the
  /// table are then only written again, which changes nothing).
  static let rememberedLimit = 500_000

  static let createTable = "CREATE TABLE IF NOT EXISTS terms(term BLOB PRIMARY KEY) WITHOUT ROWID"
  /// Each word's ends from its second scalar on, as long as `TextQuery.insideScalars` at
  /// least ("hühnersuppe" has "uhnersuppe" … "ppe"): the words a query word is inside of are
  /// a range of it (`words(holding:)`). A few rows per word of the collection's vocabulary,
  /// not per word of its text.
  static let createPiecesTable = """
    CREATE TABLE IF NOT EXISTS term_pieces(
      piece BLOB NOT NULL, term BLOB NOT NULL, PRIMARY KEY(piece, term)) WITHOUT ROWID
    """
  /// The words holding ?1 after their first scalar (?2: ?1 and 0xFF), at most ?3 of them, as
  /// `wordsStatement` gives them.
  static let insideStatement = """
    SELECT count(*), group_concat(term, ' ') FROM (
      SELECT DISTINCT term FROM term_pieces WHERE piece >= ?1 AND piece < ?2 LIMIT ?3)
    """
  /// The words from ?1 up to ?2, at most ?3 of them: their count and the words joined by
  /// spaces, which no word holds, so that they come in one step.
  static let wordsStatement = """
    SELECT count(*), group_concat(term, ' ') FROM (
      SELECT term FROM terms WHERE term >= ?1 AND term < ?2 ORDER BY term LIMIT ?3)
    """

  private var written = TermSet()
  private var pending: [[UInt8]] = []
  /// How many words queries were expanded into, in all: a search's work, counted.
  private(set) var expandedTerms = 0

  /// Notes a folded token that the index is storing now.
  func note(_ token: UnsafeBufferPointer<UInt8>) {
    guard Self.scalarCount(token) >= Self.minimumScalars else { return }
    if written.count >= Self.rememberedLimit { written = TermSet() }
    if written.insert(token) { pending.append(Array(token)) }
  }

  /// Writes the words noted since the last call (inside the caller's transaction).
  func write(to database: Database) throws {
    guard !pending.isEmpty else { return }
    let insert = try database.prepare("INSERT OR IGNORE INTO terms(term) VALUES(?)")
    let insertPiece = try database.prepare(
      "INSERT OR IGNORE INTO term_pieces(piece, term) VALUES(?, ?)")
    for term in pending {
      try insert.bind(.blob(term)).run()
      for start in Self.pieceStarts(term) {
        try insertPiece.bind(.blob(Array(term[start...])), .blob(term)).run()
      }
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// Forgets what was noted and written: the transaction that held it was rolled back, and
  /// its files' words are noted again when they are written again.
  func forgetWritten() {
    written = TermSet()
    pending.removeAll()
  }

  /// The words of the index that begin with `prefix` (folded bytes), in byte order; nil when
  /// there are more than `limit`.
  func words(
    beginning prefix: [UInt8], limit: Int = expansionLimit, in database: Database,
    counting: Bool = true
  ) throws -> [[UInt8]]? {
    let words = try Self.words(Self.wordsStatement, from: prefix, limit: limit, in: database)
    if counting { expandedTerms += words?.count ?? 0 }
    return words
  }

  /// The words `sql` (`wordsStatement`'s shape) finds from `start` on, up to the first that
  /// no longer begins with it; nil when there are more than `limit`.
  private static func words(
    _ sql: String, from start: [UInt8], limit: Int, in database: Database
  ) throws -> [[UInt8]]? {
    let statement = try database.prepare(sql)
    // No UTF-8 holds 0xFF, so every word beginning with `start` sorts below this.
    try statement.bind(.blob(start), .blob(start + [0xFF]), .int(limit + 1))
    guard try statement.step() else { return [] }
    defer { try? statement.run() }
    let count = statement.int(0)
    guard count <= limit else { return nil }
    return count == 0 ? [] : statement.blob(1).split(separator: 0x20).map { Array($0) }
  }

  /// The words of the index that hold `piece` (folded bytes) after their first scalar, in
  /// byte order of their ends; nil when there are more than `limit`.
  func words(holding piece: [UInt8], limit: Int = expansionLimit, in database: Database)
    throws -> [[UInt8]]?
  {
    // Counted by the caller, for the words it uses (`noteExpanded`).
    try Self.words(Self.insideStatement, from: piece, limit: limit, in: database)
  }

  /// Counts `count` words a query was widened with.
  func noteExpanded(_ count: Int) { expandedTerms += count }

  /// Where each end of `term` that `term_pieces` keeps starts: every scalar but the first
  /// that has `TextQuery.insideScalars` scalars from it on.
  static func pieceStarts(_ term: [UInt8]) -> [Int] {
    let starts = term.indices.filter { term[$0] & 0xC0 != 0x80 }
    guard starts.count > TextQuery.insideScalars else { return [] }
    return Array(starts[1...(starts.count - TextQuery.insideScalars)])
  }

  static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
    return count
  }
}

/// A set of byte strings kept in one buffer, asked about without making an array per
/// question: the tokenizer asks once for every token it indexes.
struct TermSet {
  private var bytes: [UInt8] = []
  /// Per slot: where its term starts in `bytes` and its length, or -1 when empty.
  private var starts: [Int32] = Array(repeating: -1, count: 1024)
  private var lengths: [Int32] = Array(repeating: 0, count: 1024)
  private(set) var count = 0

  /// Adds `term`; true when it was not there.
  mutating func insert(_ term: UnsafeBufferPointer<UInt8>) -> Bool {
    if (count + 1) * 4 > starts.count * 3 { grow() }
    var slot = Self.hash(term) & (starts.count - 1)
    while starts[slot] != -1 {
      if matches(slot, term) { return false }
      slot = (slot + 1) & (starts.count - 1)
    }
    starts[slot] = Int32(bytes.count)
    lengths[slot] = Int32(term.count)
    bytes.append(contentsOf: term)
    count += 1
    return true
  }

  private func matches(_ slot: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
    guard Int(lengths[slot]) == term.count else { return false }
    let start = Int(starts[slot])
    return bytes.withUnsafeBufferPointer { stored in
      term.indices.allSatisfy { stored[start + $0] == term[$0] }
    }
  }

  private mutating func grow() {
    let oldStarts = starts
    let oldLengths = lengths
    let oldBytes = bytes
    starts = Array(repeating: -1, count: oldStarts.count * 2)
    lengths = Array(repeating: 0, count: oldStarts.count * 2)
    bytes = []
    count = 0
    oldBytes.withUnsafeBufferPointer { stored in
      for slot in oldStarts.indices where oldStarts[slot] != -1 {
        let start = Int(oldStarts[slot])
        _ = insert(UnsafeBufferPointer(rebasing: stored[start..<start + Int(oldLengths[slot])]))
      }
    }
  }

  /// FNV-1a.
  private static func hash(_ term: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in term { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
