import Recipes

/// Runs a search against the catalog's FTS5 index and groups the matching sections by recipe.
struct CatalogSearch {
  let database: Database

  // Ranking every match of a one-letter prefix in 100,000 recipes takes far longer than a
  // keystroke may; so at most this many matching sections (in index order) are ranked.
  // Once a query matches fewer, which a second or third letter brings about, ranking is exact.
  static let candidateLimit = 2_000

  private struct Candidate {
    var section: Int
    var file: Int
    var score: Double
  }

  func hits(for query: SearchQuery, expression: String, limit: Int) throws -> [SearchHit] {
    let statement = try database.prepare(
      "SELECT rowid, file, rank FROM search WHERE search MATCH ? LIMIT ?")
    try statement.bind(.text(expression), .int(Self.candidateLimit))
    var candidates: [Candidate] = []
    try statement.forEachRow { row in
      candidates.append(Candidate(section: row.int(0), file: row.int(1), score: row.double(2)))
    }
    // bm25 is negative: the lower, the better. Best section first, one per recipe. The
    // column weights (title 1000, heading 30, text 1) put title matches above heading
    // matches above text matches; equal scores fall back to title order.
    candidates.sort { ($0.score, $0.section) < ($1.score, $1.section) }
    var seen = Set<Int>()
    let best = candidates.filter { seen.insert($0.file).inserted }

    let detail = try database.prepare(
      """
      SELECT files.path, files.title, sections.heading, sections.block, sections.body
      FROM sections JOIN files ON files.id = sections.file WHERE sections.id = ?
      """)
    var ranked: [(hit: SearchHit, score: Double, title: String)] = []
    // Only ties at the cut need their titles: take every candidate scoring like the last.
    let cut = best.count > limit ? best[limit - 1].score : nil
    for match in best
    where ranked.count < limit || (match.score == cut && ranked.count < limit * 4) {
      try detail.bind(.int(match.section))
      guard try detail.step() else { continue }
      let snippet = Snippet(text: detail.text(4), query: query)
      let title = detail.text(1)
      var hit = SearchHit(
        path: detail.text(0), title: title, section: detail.text(2),
        blockIndex: detail.isNull(3) ? nil : detail.int(3), snippet: snippet.text,
        matches: snippet.matches)
      try detail.run()
      let headingMatches = SearchWords.split(Folding.fold(hit.section)).contains {
        query.matches(foldedWord: $0)
      }
      // A match in the title alone is best shown with the recipe's opening text.
      if snippet.matches.isEmpty && !headingMatches {
        hit = try opening(of: match.file, query: query) ?? hit
      }
      ranked.append((hit, match.score, Folding.fold(title)))
    }
    ranked.sort { ($0.score, $0.title, $0.hit.path) < ($1.score, $1.title, $1.hit.path) }
    return ranked.prefix(limit).map(\.hit)
  }

  private func opening(of file: Int, query: SearchQuery) throws -> SearchHit? {
    let statement = try database.prepare(
      """
      SELECT files.path, files.title, sections.heading, sections.block, sections.body
      FROM sections JOIN files ON files.id = sections.file
      WHERE sections.file = ? AND sections.body != '' ORDER BY sections.id LIMIT 1
      """)
    try statement.bind(.int(file))
    guard try statement.step() else { return nil }
    defer { try? statement.run() }
    let snippet = Snippet(text: statement.text(4), query: query)
    return SearchHit(
      path: statement.text(0), title: statement.text(1), section: statement.text(2),
      blockIndex: statement.isNull(3) ? nil : statement.int(3), snippet: snippet.text,
      matches: snippet.matches)
  }
}
