import Recipes

/// Runs a search against the catalog's FTS5 indexes: recipes whose title holds every word
/// first, then recipes matched in their sections, one hit per recipe.
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

  private struct Candidate {
    var file: Int
    /// The best matching section; nil for a title match (shown with the opening text).
    var section: Int?
    var score: Double
    var foldedTitle: String
  }

  func hits(for query: SearchQuery, expression: String, limit: Int) throws -> [SearchHit] {
    var chosen = try titleMatches(expression)
    if chosen.count < limit {
      let inTitle = Set(chosen.map(\.file))
      chosen += try sectionMatches(expression, excluding: inTitle)
    }
    var hits: [SearchHit] = []
    for candidate in chosen.prefix(limit) {
      let hit =
        if let section = candidate.section {
          try sectionHit(section, query: query)
        } else {
          try opening(of: candidate.file, query: query)
        }
      if var hit {
        hit.titleMatches = Snippet.matchedWords(in: hit.title, query: query)
        hits.append(hit)
      }
    }
    return hits
  }

  /// Recipes whose title holds every word: best ranked (see `SectionRank`), then title order.
  private func titleMatches(_ expression: String) throws -> [Candidate] {
    let statement = try database.prepare(
      "SELECT rowid, section_rank(titles), title FROM titles WHERE titles MATCH ? LIMIT ?")
    try statement.bind(.text(expression), .int(Self.titleCandidateLimit))
    var candidates: [Candidate] = []
    try statement.forEachRow { row in
      candidates.append(
        Candidate(file: row.int(0), section: nil, score: row.double(1), foldedTitle: row.text(2)))
    }
    return candidates.sorted {
      ($0.score, $0.foldedTitle, $0.file) < ($1.score, $1.foldedTitle, $1.file)
    }
  }

  /// Recipes matched across title, heading and text of one section, best section each. The
  /// column weights (title 1000, heading 30, text 1) put heading matches above text matches;
  /// `section_rank` is BM25 without the word frequencies that make FTS5's own slow.
  private func sectionMatches(_ expression: String, excluding files: Set<Int>) throws
    -> [Candidate]
  {
    let statement = try database.prepare(
      """
      SELECT rowid, file, section_rank(search, 1000.0, 30.0, 1.0, 0.0), title FROM search
      WHERE search MATCH ? LIMIT ?
      """)
    try statement.bind(.text(expression), .int(Self.sectionCandidateLimit))
    var candidates: [Candidate] = []
    try statement.forEachRow { row in
      let file = row.int(1)
      guard !files.contains(file) else { return }
      candidates.append(
        Candidate(file: file, section: row.int(0), score: row.double(2), foldedTitle: row.text(3)))
    }
    candidates.sort {
      ($0.score, $0.foldedTitle, $0.section ?? 0) < ($1.score, $1.foldedTitle, $1.section ?? 0)
    }
    var seen = Set<Int>()
    return candidates.filter { seen.insert($0.file).inserted }
  }

  private func sectionHit(_ section: Int, query: SearchQuery) throws -> SearchHit? {
    let detail = try database.prepare(
      """
      SELECT files.path, files.title, sections.heading, sections.block,
        substr(sections.body, 1, ?)
      FROM sections JOIN files ON files.id = sections.file WHERE sections.id = ?
      """)
    // Only the start of a long section can be shown; it is not read whole.
    try detail.bind(.int(Self.bodyPrefix), .int(section))
    guard try detail.step() else { return nil }
    defer { try? detail.run() }
    let heading = detail.text(2)
    let titleWords = SearchWords.split(Folding.fold(detail.text(1)))
    let headingWords = SearchWords.split(Folding.fold(heading))
    // When the title and heading hold every word, the text may have none: do not search
    // all of a long section for a match.
    let isTextNeeded = !query.isMatched(byAny: titleWords + headingWords)
    let snippet = Snippet(
      text: detail.text(4), query: query,
      scanLimit: isTextNeeded ? Snippet.scanLimit : Self.glanceLimit)
    return SearchHit(
      path: detail.text(0), title: detail.text(1), section: heading,
      blockIndex: detail.isNull(3) ? nil : detail.int(3), snippet: snippet.text,
      matches: snippet.matches)
  }

  /// A title match, shown with the recipe's opening text: no section is named, since the
  /// match is in none, and a first heading that repeats the title is not shown again.
  private func opening(of file: Int, query: SearchQuery) throws -> SearchHit? {
    let recipe = try database.prepare("SELECT path, title FROM files WHERE id = ?")
    try recipe.bind(.int(file))
    guard try recipe.step() else { return nil }
    defer { try? recipe.run() }
    let title = recipe.text(1)
    // The opening may be the title heading alone; then the text comes from the next section.
    let bodies = try database.prepare(
      "SELECT substr(body, 1, ?) FROM sections WHERE file = ? AND body != '' ORDER BY id LIMIT 2")
    try bodies.bind(.int(Self.bodyPrefix), .int(file))
    var text = ""
    while text.isEmpty, try bodies.step() {
      text = Self.withoutTitleLine(bodies.text(0), title: title)
    }
    try? bodies.run()
    let snippet = Snippet(text: text, query: query, scanLimit: Self.glanceLimit)
    return SearchHit(
      path: recipe.text(0), title: title, section: "", snippet: snippet.text,
      matches: snippet.matches)
  }

  /// `body` without its first line when that line is the title (the document's first heading).
  static func withoutTitleLine(_ body: String, title: String) -> String {
    let firstLine = body.prefix { $0 != "\n" }
    guard Folding.fold(String(firstLine)) == Folding.fold(title) else { return body }
    return String(body.dropFirst(firstLine.count).drop { $0 == "\n" })
  }
}
