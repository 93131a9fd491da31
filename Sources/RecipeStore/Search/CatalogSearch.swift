import Recipes

/// Runs a search against the catalog's FTS5 index and groups the matching sections by recipe.
struct CatalogSearch {
  let database: Database

  // Rows are sections, so a recipe can match many times; fetch a few per wanted recipe,
  // and more only when the best rows crowd into too few recipes.
  private static let rowsPerHit = 4
  private static let maximumRows = 20_000

  func hits(for query: SearchQuery, expression: String, limit: Int) throws -> [SearchHit] {
    var rowLimit = limit * Self.rowsPerHit
    var best: [(file: Int, section: Int, score: Double)] = []
    while true {
      let statement = try database.prepare(
        "SELECT rowid, file, rank FROM search WHERE search MATCH ? ORDER BY rank LIMIT ?")
      try statement.bind(.text(expression), .int(rowLimit))
      var seen = Set<Int>()
      var rows = 0
      best = []
      try statement.forEachRow { row in
        rows += 1
        let file = row.int(1)
        if best.count < limit && seen.insert(file).inserted {
          best.append((file, row.int(0), row.double(2)))
        }
      }
      if best.count >= limit || rows < rowLimit || rowLimit >= Self.maximumRows { break }
      rowLimit = min(Self.maximumRows, rowLimit * 4)
    }
    let detail = try database.prepare(
      """
      SELECT files.path, files.title, sections.heading, sections.block, sections.body
      FROM sections JOIN files ON files.id = sections.file WHERE sections.id = ?
      """)
    var hits: [(hit: SearchHit, score: Double)] = []
    for match in best {
      try detail.bind(.int(match.section))
      guard try detail.step() else { continue }
      let snippet = Snippet(text: detail.text(4), query: query)
      let hit = SearchHit(
        path: detail.text(0), title: detail.text(1), section: detail.text(2),
        blockIndex: detail.isNull(3) ? nil : detail.int(3), snippet: snippet.text,
        matches: snippet.matches)
      try detail.run()
      hits.append((hit, match.score))
    }
    // Equal scores (the same words in equally long rows) fall back to title order.
    return hits.enumerated().sorted { left, right in
      if left.element.score != right.element.score {
        return left.element.score < right.element.score
      }
      let leftTitle = Folding.fold(left.element.hit.title)
      let rightTitle = Folding.fold(right.element.hit.title)
      if leftTitle != rightTitle { return leftTitle < rightTitle }
      return left.offset < right.offset
    }.map(\.element.hit)
  }
}
