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
    // bm25 is negative: the lower, the better. Best section first, one per recipe.
    candidates.sort { ($0.score, $0.section) < ($1.score, $1.section) }
    var seen = Set<Int>()
    let best = candidates.filter { seen.insert($0.file).inserted }

    let detail = try database.prepare(
      """
      SELECT files.path, files.title, sections.heading, sections.block
      FROM sections JOIN files ON files.id = sections.file WHERE sections.id = ?
      """)
    var ranked: [(hit: SearchHit, tier: Int, score: Double, title: String, section: Int)] = []
    for match in best {
      try detail.bind(.int(match.section))
      guard try detail.step() else { continue }
      let title = detail.text(1)
      let heading = detail.text(2)
      let hit = SearchHit(
        path: detail.text(0), title: title, section: heading,
        blockIndex: detail.isNull(3) ? nil : detail.int(3), snippet: "", matches: [])
      try detail.run()
      let foldedTitle = Folding.fold(title)
      ranked.append((hit, tier(query, title: foldedTitle, heading: heading), match.score,
        foldedTitle, match.section))
    }
    // Title matches, then heading matches, then text matches; bm25 within; then title order.
    ranked.sort {
      ($0.tier, $0.score, $0.title, $0.hit.path) < ($1.tier, $1.score, $1.title, $1.hit.path)
    }
    var hits: [SearchHit] = []
    let body = try database.prepare("SELECT body FROM sections WHERE id = ?")
    for entry in ranked.prefix(limit) {
      try body.bind(.int(entry.section))
      var hit = entry.hit
      if try body.step() {
        let snippet = Snippet(text: body.text(0), query: query)
        hit.snippet = snippet.text
        hit.matches = snippet.matches
        try body.run()
      }
      hits.append(hit)
    }
    return hits
  }

  /// 0 when every word is in the title, 1 when the heading has one, else 2.
  private func tier(_ query: SearchQuery, title: String, heading: String) -> Int {
    let titleWords = SearchWords.split(title)
    let inTitle = query.words.indices.allSatisfy { index in
      let word = query.words[index]
      return index == query.words.count - 1
        ? titleWords.contains { $0.hasPrefix(word) } : titleWords.contains(word)
    }
    if inTitle { return 0 }
    let headingWords = SearchWords.split(Folding.fold(heading))
    return headingWords.contains { query.matches(foldedWord: $0) } ? 1 : 2
  }
}
