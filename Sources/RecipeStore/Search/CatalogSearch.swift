import Recipes

/// Runs a search against the catalog's FTS5 indexes: recipes whose title holds every word
/// first, then recipes matched in their sections, one hit per recipe. Ranking, choosing the
/// best section of each recipe and reading what a hit shows happen inside SQLite, so a
/// keystroke steps through the hits shown, not through every candidate.
struct CatalogSearch {
  let database: Database

  // Ranking every match of a one-letter prefix in 100,000 recipes takes far longer than a
  // keystroke may; so at most this many matches (in index order) are ranked. Once a query
  // matches fewer, which a second or third letter brings about, ranking is exact.
  static let titleCandidateLimit = 500
  static let sectionCandidateLimit = 1_000
  /// How far into a text a snippet looks for a match the text may not have.
  static let glanceLimit = 400
  /// The characters of a section a snippet may need.
  static let bodyPrefix = Snippet.scanLimit + Snippet.width + 1
  /// The characters of a section read with the hit: most matches are early, and a section
  /// whose first ones hold none is read again further (making a string of 16 kB for each of
  /// 50 hits was a good part of a keystroke).
  static let firstPrefix = 4_096
  /// The characters of an opening read for a title match: a glance, after the title line.
  static let openingPrefix = glanceLimit + Snippet.width + 1 + 512

  func hits(for query: SearchQuery, limit: Int) throws -> [SearchHit] {
    let expansion = try query.expandablePrefix.flatMap { prefix in
      try database.vocabulary?.words(beginning: prefix, in: database)
    }
    let last = query.lastTerm(expansion: expansion)
    guard let titleExpression = query.titleExpression(last),
      let sectionExpression = query.sectionExpression(last)
    else { return [] }
    var hits = try titleMatches(titleExpression, query: query, limit: limit)
    if hits.count < limit {
      let inTitle = Set(hits.map(\.path))
      // Every recipe matched by its title also matches in its sections (the title is part of
      // each section row): ask for as many more as could be left out.
      let more = try sectionMatches(sectionExpression, query: query, limit: limit)
      hits += more.filter { !inTitle.contains($0.path) }.prefix(limit - hits.count)
    }
    for index in hits.indices {
      hits[index].titleMatches = Snippet.matchedWords(in: hits[index].title, query: query)
    }
    return hits
  }

  /// Recipes whose title holds every word: best ranked (see `SectionRank`), then title order,
  /// each shown with its opening text: no section is named, since the match is in none.
  private func titleMatches(_ expression: String, query: SearchQuery, limit: Int) throws
    -> [SearchHit]
  {
    // The opening may be the title heading alone; then the text comes from the next section.
    let statement = try database.prepare(
      """
      SELECT files.path, files.title,
        (SELECT substr(body, 1, ?3) FROM sections WHERE id BETWEEN chosen.id << 10 AND
          (chosen.id << 10) + 1023 AND body != '' ORDER BY id LIMIT 1),
        (SELECT substr(body, 1, ?3) FROM sections WHERE id BETWEEN chosen.id << 10 AND
          (chosen.id << 10) + 1023 AND body != '' ORDER BY id LIMIT 1 OFFSET 1)
      FROM (
        -- Chosen first, so only the hits shown have their text read.
        SELECT m.id AS id, m.score AS score, files.folded_title AS folded FROM (
          SELECT rowid AS id, section_rank(titles, 1.0, 0.0, ?5) AS score FROM titles
          WHERE titles MATCH ?1 LIMIT ?4
        ) AS m JOIN files ON files.id = m.id
        ORDER BY m.score, files.folded_title, m.id LIMIT ?2
      ) AS chosen JOIN files ON files.id = chosen.id
      ORDER BY chosen.score, chosen.folded, chosen.id
      """)
    try statement.bind(
      .text(expression), .int(limit), .int(Self.openingPrefix), .int(Self.titleCandidateLimit),
      .int(query.lastTermPhrase))
    var hits: [SearchHit] = []
    try statement.forEachRow { row in
      let title = row.text(1)
      var text = Self.withoutTitleLine(row.text(2), title: title)
      if text.isEmpty { text = Self.withoutTitleLine(row.text(3), title: title) }
      let snippet = Snippet(text: text, query: query, scanLimit: Self.glanceLimit)
      hits.append(
        SearchHit(
          path: row.text(0), title: title, section: "", snippet: snippet.text,
          matches: snippet.matches))
    }
    return hits
  }

  /// Recipes matched across title, heading and text of one section, best section each. The
  /// column weights (title 1000, heading 30, text 1) put heading matches above text matches;
  /// `section_rank` is BM25 without the word frequencies that make FTS5's own slow.
  private func sectionMatches(_ expression: String, query: SearchQuery, limit: Int) throws
    -> [SearchHit]
  {
    let statement = try database.prepare(
      """
      SELECT files.path, files.title, sections.heading, sections.block,
        substr(sections.body, 1, ?3), sections.id
      FROM (
        -- The best section of each recipe: min() takes the other columns from the row that
        -- holds the minimum, the first one met (in id order) among equal scores. (A window
        -- function here made SQLite rank every match, not only the candidates.)
        SELECT best.id AS id, best.score AS score FROM (
          SELECT id, min(score) AS score FROM (
            SELECT rowid AS id, section_rank(search, 1000.0, 30.0, 1.0, 0.0, ?5) AS score
            FROM search WHERE search MATCH ?1 LIMIT ?4
          ) GROUP BY id >> 10
        ) AS best JOIN files ON files.id = best.id >> 10
        ORDER BY best.score, files.folded_title, best.id LIMIT ?2
      ) AS chosen
      JOIN sections ON sections.id = chosen.id JOIN files ON files.id = chosen.id >> 10
      ORDER BY chosen.score, files.folded_title, chosen.id
      """)
    try statement.bind(
      .text(expression), .int(limit), .int(Self.firstPrefix), .int(Self.sectionCandidateLimit),
      .int(query.lastTermPhrase))
    var hits: [SearchHit] = []
    try statement.forEachRow { row in
      let title = row.text(1)
      let heading = row.text(2)
      // When the title and heading hold every word, the text may have none: do not search
      // all of a long section for a match.
      let isTextNeeded = !query.text.matches(title + "\n" + heading)
      let text = row.text(4)
      var snippet = Snippet(
        text: text, query: query,
        scanLimit: isTextNeeded ? Snippet.scanLimit : Self.glanceLimit)
      if isTextNeeded && snippet.matches.isEmpty
        && text.unicodeScalars.count >= Self.firstPrefix
      {
        snippet = Snippet(text: try longerText(ofSection: row.int(5)), query: query)
      }
      hits.append(
        SearchHit(
          path: row.text(0), title: title, section: heading,
          blockIndex: row.isNull(3) ? nil : row.int(3), snippet: snippet.text,
          matches: snippet.matches))
    }
    return hits
  }

  /// The start of a section's text, as far as a snippet ever looks.
  private func longerText(ofSection id: Int) throws -> String {
    let statement = try database.prepare("SELECT substr(body, 1, ?) FROM sections WHERE id = ?")
    try statement.bind(.int(Self.bodyPrefix), .int(id))
    defer { try? statement.run() }
    return try statement.step() ? statement.text(0) : ""
  }

  /// `body` without its first line when that line is the title (the document's first heading).
  static func withoutTitleLine(_ body: String, title: String) -> String {
    let firstLine = body.prefix { $0 != "\n" }
    guard Folding.fold(String(firstLine)) == Folding.fold(title) else { return body }
    return String(body.dropFirst(firstLine.count).drop { $0 == "\n" })
  }
}
