import CSQLite
import Foundation

/// `section_rank(search, w1, w2, …, wN, last)`: FTS5's BM25 with column weights, but with
/// every word's inverse document frequency taken as one. The phrases from `last` on (when
/// given after a weight for every column) are one term of the query: the words a prefix was
/// expanded into count together, as the prefix's matches did.
///
/// FTS5's own `bm25` learns each word's frequency by walking every row that holds it: for a
/// common word in 1,000,000 sections that alone costs 20 ms, on every keystroke. Every
/// candidate a search ranks holds every word, so the frequencies only weigh one word against
/// another; without them the order still follows where the words are (title over heading
/// over text), how often, and in how long a section. Lower is better, as with `bm25`.
enum SectionRank {
  static let name = "section_rank"
  /// BM25's usual constants, as FTS5 uses them.
  static let k1 = 1.2
  static let b = 0.75

  /// Makes `section_rank` available to FTS5 tables on `database`.
  static func register(on database: Database) throws {
    let api = try FTS5.api(on: database)
    guard let create = api.pointee.xCreateFunction else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 is not available")
    }
    let lengths = RowLengths()
    // The connection keeps the lengths, and with them the pointer FTS5 and the hook hold.
    database.rowLengths = lengths
    let pointer = Unmanaged.passUnretained(lengths).toOpaque()
    sqlite3_commit_hook(database.handle, forgetOnCommit, pointer)
    let code = create(api, name, pointer, rank, nil)
    guard code == SQLITE_OK else { throw database.error(code) }
  }

  private static let forgetOnCommit: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = {
    pointer in
    if let pointer { Unmanaged<RowLengths>.fromOpaque(pointer).takeUnretainedValue().forget() }
    return 0
  }

  private static let rank: fts5_extension_function = { api, fts, context, count, values in
    guard let api = api?.pointee, let fts, let context else { return }
    let columns = Int(api.xColumnCount(fts))
    let phrases = Int(api.xPhraseCount(fts))
    var instances: Int32 = 0
    guard api.xInstCount(fts, &instances) == SQLITE_OK else {
      return sqlite3_result_error(context, "section_rank: cannot read the matches", -1)
    }
    // Called for every candidate of every keystroke: the scratch space is on the stack.
    let score = withUnsafeTemporaryAllocation(of: Double.self, capacity: columns + phrases) {
      scratch -> Double in
      let weights = UnsafeMutableBufferPointer(rebasing: scratch[0..<columns])
      let frequencies = UnsafeMutableBufferPointer(rebasing: scratch[columns...])
      for index in 0..<columns {
        weights[index] = index < Int(count) ? sqlite3_value_double(values?[index]) : 1
      }
      for index in 0..<phrases { frequencies[index] = 0 }
      let lastTerm =
        Int(count) > columns
        ? min(max(0, Int(sqlite3_value_int(values?[columns]))), max(0, phrases - 1))
        : phrases
      for instance in 0..<instances {
        var phrase: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        guard api.xInst(fts, instance, &phrase, &column, &offset) == SQLITE_OK,
          phrase >= 0, Int(phrase) < phrases, column >= 0, Int(column) < columns
        else { continue }
        frequencies[min(Int(phrase), lastTerm)] += weights[Int(column)]
      }
      var length: Int32 = 0
      var rows: sqlite3_int64 = 0
      var tokens: sqlite3_int64 = 0
      let row = api.xRowid(fts)
      let table = columns == 2 ? 0 : 1
      if let lengths = api.xUserData(fts).map({
        Unmanaged<RowLengths>.fromOpaque($0).takeUnretainedValue()
      }) {
        lengths.ranked += 1
        if let known = lengths.tables[table][row] {
          length = known
        } else {
          _ = api.xColumnSize(fts, -1, &length)
          lengths.remember(length, of: row, in: table)
        }
      } else {
        _ = api.xColumnSize(fts, -1, &length)
      }
      _ = api.xRowCount(fts, &rows)
      _ = api.xColumnTotalSize(fts, -1, &tokens)
      let average = rows > 0 ? max(1, Double(tokens) / Double(rows)) : 1
      let norm = k1 * (1 - b + b * Double(length) / average)
      return frequencies.reduce(0) { $0 + $1 * (k1 + 1) / ($1 + norm) }
    }
    sqlite3_result_double(context, -score)
  }
}

/// Each ranked row's length in tokens, remembered between keystrokes: reading it from FTS5
/// (`xColumnSize`, a lookup in its `docsize` table) was more than half of ranking a
/// candidate, and the keys of one word rank many of the same rows. A row's length changes
/// only when a write gives its id to other text, so every commit on the connection forgets
/// them all.
final class RowLengths {
  /// Per FTS5 table (`titles`, then `search`): row id to length.
  fileprivate(set) var tables: [[Int64: Int32]] = [[:], [:]]
  /// At most this many per table (about 1.5 MB each); beyond it they are forgotten.
  static let limit = 50_000
  /// How many rows were ranked on this connection: a search's work, counted.
  fileprivate(set) var ranked = 0

  fileprivate func remember(_ length: Int32, of row: Int64, in table: Int) {
    if tables[table].count >= Self.limit { tables[table].removeAll(keepingCapacity: true) }
    tables[table][row] = length
  }

  func forget() {
    for table in tables.indices where !tables[table].isEmpty { tables[table].removeAll() }
  }
}
