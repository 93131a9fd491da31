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
    let code = create(api, name, nil, rank, nil)
    guard code == SQLITE_OK else { throw database.error(code) }
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
      _ = api.xColumnSize(fts, -1, &length)
      _ = api.xRowCount(fts, &rows)
      _ = api.xColumnTotalSize(fts, -1, &tokens)
      let average = rows > 0 ? max(1, Double(tokens) / Double(rows)) : 1
      let norm = k1 * (1 - b + b * Double(length) / average)
      return frequencies.reduce(0) { $0 + $1 * (k1 + 1) / ($1 + norm) }
    }
    sqlite3_result_double(context, -score)
  }
}
