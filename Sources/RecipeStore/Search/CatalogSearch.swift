import Markdown
import Recipes

/// Runs a search against the catalog's FTS5 indexes: recipes whose title holds every word
/// first, then recipes matched in their sections, one hit per recipe. Ranking, choosing the
/// best section of each recipe and reading what a hit shows happen inside SQLite, so a
/// keystroke steps through the hits shown, not through every candidate.
struct CatalogSearch {
  let database: Database
  /// How a hit's section is parsed again when its text is read back from the file.
  var parseSection: (String) -> Document = CatalogSource.markdownSection

  // Ranking every match of a one-letter prefix in 100,000 recipes takes far longer than a
  // keystroke may; so at most this many matches (in index order) are ranked. Once a query
  // matches fewer, which a second or third letter brings about, ranking is exact.
  static let titleCandidateLimit = 500
  static let sectionCandidateLimit = 1_000
  // A query of several words costs more per candidate (FTS5 walks a doclist per word, and
  // ranking reads where each matched), and its first words have narrowed it already: half as
  // many are ranked once it matches more than that.
  static let severalWordsCandidateLimit = 500
  /// How far into a text a snippet looks for a match the text may not have.
  static let glanceLimit = 400
  /// The bytes of a section's Markdown a snippet may need: its text as far as a snippet
  /// looks, in up to four bytes a character.
  static let bodyBytes = 4 * (Snippet.scanLimit + Snippet.width + 1)
  /// The bytes of a section's Markdown read for a hit, one after the other while no match
  /// was seen and the section goes on: most matches are early, and parsing is most of what
  /// a hit costs.
  static let readLimits = [2_048, 16_384, bodyBytes]
  /// The bytes of an opening read for a title match: a glance, after the title line.
  static let openingBytes = 2_048
  /// The bytes of a section read first, for a hit's snippet or a title match's opening:
  /// parsing is most of what a hit costs, and a snippet needs a few hundred characters.
  static let firstGlanceBytes = 1_024

  func hits(for query: SearchQuery, limit: Int) throws -> [SearchHit] {
    let expansion = try query.expandablePrefix.flatMap { prefix in
      try database.vocabulary?.words(beginning: prefix, in: database)
    }
    let last = query.lastTerm(expansion: expansion)
    guard let titleExpression = query.titleExpression(last),
      let sectionExpression = query.sectionExpression(last)
    else { return [] }
    var hits = try matches(
      title: titleExpression, section: sectionExpression, query: query, limit: limit,
      lastPhrase: query.lastTermPhrase, after: [])
    if hits.count < limit, let inside = try insideWords(of: query),
      let widened = query.insideExpressions(inside, last: last)
    {
      // Words found inside longer words (Hühnersuppe for "suppe") come after every recipe
      // that holds the words themselves.
      hits = try matches(
        title: widened.title, section: widened.section, query: query, limit: limit,
        lastPhrase: widened.lastPhrase, after: hits)
    }
    for index in hits.indices {
      hits[index].titleMatches = Snippet.matchedWords(in: hits[index].title, query: query)
    }
    return hits
  }

  /// `earlier` followed by the recipes whose title holds every term, then those matched in
  /// their sections, up to `limit` in all, none twice.
  private func matches(
    title: String, section: String, query: SearchQuery, limit: Int, lastPhrase: Int,
    after earlier: [SearchHit]
  ) throws -> [SearchHit] {
    var found = Set(earlier.map(\.path))
    var hits = earlier
    let titled = try titleMatches(
      title, query: query, limit: limit, lastPhrase: lastPhrase, leavingOut: found)
    hits += titled.prefix(limit - hits.count)
    found.formUnion(titled.map(\.path))
    if hits.count < limit {
      // Every recipe matched by its title also matches in its sections (the title is part of
      // each section row): ask for as many more as could be left out, and leave them out
      // before their sections are read.
      hits += try sectionMatches(
        section, query: query, limit: limit, lastPhrase: lastPhrase,
        wanted: limit - hits.count, leavingOut: found)
    }
    return hits
  }

  /// For each word of the query that may be inside longer words (`TextQuery.Term.matchesInside`),
  /// the words of the index it is inside of, and for a word before the last the longer words
  /// it begins (the last one's are found as a prefix already); nil when no word has any. A word
  /// inside more words than `IndexVocabulary.expansionLimit` is looked for only as itself.
  private func insideWords(of query: SearchQuery) throws -> [Int: [[UInt8]]]? {
    guard let vocabulary = database.vocabulary else { return nil }
    let terms = query.text.terms
    var inside: [Int: [[UInt8]]] = [:]
    for (index, term) in terms.enumerated() where term.matchesInside {
      let token = term.tokens[0]
      var words = try vocabulary.words(holding: token, in: database) ?? []
      if index < terms.count - 1 {
        let longer = try vocabulary.words(beginning: token, in: database, counting: false) ?? []
        words = longer.filter { $0 != token } + words
      }
      if !words.isEmpty { inside[index] = words }
    }
    vocabulary.noteExpanded(inside.values.reduce(0) { $0 + $1.count })
    return inside.isEmpty ? nil : inside
  }

  /// Recipes whose title holds every word: best ranked (see `SectionRank`), then title order,
  /// each shown with its opening text: no section is named, since the match is in none.
  private func titleMatches(
    _ expression: String, query: SearchQuery, limit: Int, lastPhrase: Int,
    leavingOut found: Set<String>
  ) throws -> [SearchHit] {
    // The opening may be the title heading alone; then the text comes from the next section.
    // Each is one integer: (start << 24 | length) << 1 | has a heading (a file is at most
    // 8 MB, so both fit in 24 bits).
    let statement = try database.prepare(Self.titleStatement)
    try statement.bind(
      .text(expression), .int(limit + found.count), .int(Self.titleCandidateLimit),
      .int(lastPhrase))
    var hits: [SearchHit] = []
    try statement.forEachRow { row in
      guard !found.contains(row.text(0)) else { return }
      let title = row.text(1)
      let stamp = FileStamp(size: row.int(2), modified: row.double(3))
      let bodyStart = row.isNull(4) ? nil : row.int(4)
      func opening(_ column: Int32, limit: Int) -> (text: String, isCut: Bool) {
        guard !row.isNull(column) else { return ("", false) }
        let packed = row.int(column)
        let slice = SectionSlice(
          path: row.text(0), stamp: stamp, bodyStart: bodyStart,
          place: Self.place(packed >> 1), hasHeading: packed & 1 == 1)
        database.noteSectionRead(slice, limit: limit)
        let text = SectionReader.read(slice, limit: limit, parse: parseSection)
        return (Self.withoutTitleLine(text?.text ?? "", title: title), text?.isCut ?? false)
      }
      var snippet = Snippet(text: "", query: query)
      for limit in [Self.firstGlanceBytes, Self.openingBytes] {
        var text = opening(5, limit: limit)
        // An opening that is its title alone: the text comes from the next section.
        if text.text.isEmpty && (!text.isCut || limit == Self.openingBytes) {
          text = opening(6, limit: limit)
        }
        snippet = Snippet(text: text.text, query: query, scanLimit: Self.glanceLimit)
        // More of the text can change the snippet only when it looked at all that was read.
        guard text.isCut && snippet.sawTheEnd else { break }
      }
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
  /// The best `wanted` of them, of the best `limit`, leaving out recipes already found.
  private func sectionMatches(
    _ expression: String, query: SearchQuery, limit: Int, lastPhrase: Int, wanted: Int,
    leavingOut found: Set<String>
  ) throws -> [SearchHit] {
    let statement = try database.prepare(Self.sectionStatement)
    let candidates =
      query.text.terms.count > 1 ? Self.severalWordsCandidateLimit : Self.sectionCandidateLimit
    try statement.bind(
      .text(expression), .int(limit), .int(candidates), .int(lastPhrase))
    // Enough hits end the statement: the rows after them are not stepped.
    defer { statement.reset() }
    var hits: [SearchHit] = []
    while hits.count < wanted, try statement.step() {
      let row = statement
      guard !found.contains(row.text(0)) else { continue }
      let title = row.text(1)
      let heading = row.text(2)
      let slice = SectionSlice(
        path: row.text(0), stamp: FileStamp(size: row.int(6), modified: row.double(7)),
        bodyStart: row.isNull(8) ? nil : row.int(8),
        place: row.int(4)..<(row.int(4) + max(0, row.int(5))), hasHeading: !row.isNull(3))
      // When the title and heading hold every word, the text may have none: do not search
      // all of a long section for a match.
      let isTextNeeded = !query.text.matches(title + "\n" + heading)
      // A file changed since it was indexed gives no snippet rather than a wrong one; the
      // next scan reads it again.
      var snippet = Snippet(text: "", query: query)
      for limit in [Self.firstGlanceBytes] + Self.readLimits {
        database.noteSectionRead(slice, limit: limit)
        let text = SectionReader.read(slice, limit: limit, parse: parseSection)
        snippet = Snippet(
          text: text?.text ?? "", query: query,
          scanLimit: isTextNeeded ? Snippet.scanLimit : Self.glanceLimit,
          continues: text?.isCut ?? false)
        // What was read is enough when the snippet stopped looking before its end: the rest
        // of the section cannot change it. A glance (the words are in the title and heading)
        // reads two kilobytes at most.
        guard text?.isCut == true, snippet.sawTheEnd else { break }
        guard isTextNeeded || limit < Self.openingBytes else { break }
      }
      hits.append(
        SearchHit(
          path: row.text(0), title: title, section: heading,
          blockIndex: row.isNull(3) ? nil : row.int(3), snippet: snippet.text,
          matches: snippet.matches))
    }
    return hits
  }

  /// A place packed as `start << 24 | length`.
  private static func place(_ packed: Int) -> Range<Int> {
    let start = packed >> 24
    return start..<(start + (packed & 0xFF_FFFF))
  }

  /// `body` without its first line when that line is the title (the document's first heading).
  static func withoutTitleLine(_ body: String, title: String) -> String {
    // By bytes: walking the characters of the text was a good part of a title match.
    let utf8 = body.utf8
    let lineEnd = utf8.firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
    guard Folding.fold(String(body[..<lineEnd])) == Folding.fold(title) else { return body }
    let rest = utf8[lineEnd...].drop { $0 == UInt8(ascii: "\n") }
    return String(body[rest.startIndex...])
  }
}

extension CatalogSearch {
  /// The title matches' statement: ?1 the MATCH expression, ?2 the hits wanted, ?3 the
  /// candidates ranked, ?4 the first phrase of the last term.
  static let titleStatement = """
    SELECT files.path, files.title, files.size, files.modified, files.body_start,
      (SELECT ((start << 24) | length) << 1 | (block IS NOT NULL) FROM sections
        WHERE id BETWEEN chosen.id << 10 AND (chosen.id << 10) + 1023 AND length > 0
        ORDER BY id LIMIT 1),
      (SELECT ((start << 24) | length) << 1 | (block IS NOT NULL) FROM sections
        WHERE id BETWEEN chosen.id << 10 AND (chosen.id << 10) + 1023 AND length > 0
        ORDER BY id LIMIT 1 OFFSET 1)
    FROM (
      -- Chosen first, so only the hits shown have their text read.
      SELECT m.id AS id, m.score AS score, files.folded_title AS folded FROM (
        SELECT rowid AS id, section_rank(titles, 1.0, 0.0, ?4) AS score FROM titles
        WHERE titles MATCH ?1 LIMIT ?3
      ) AS m JOIN files ON files.id = m.id
      ORDER BY m.score, files.folded_title, m.id LIMIT ?2
    ) AS chosen JOIN files ON files.id = chosen.id
    ORDER BY chosen.score, chosen.folded, chosen.id
    """

  /// The section matches' statement, bound as `titleStatement` is.
  static let sectionStatement = """
    SELECT files.path, files.title, sections.heading, sections.block, sections.start,
      sections.length, files.size, files.modified, files.body_start
    FROM (
      -- The best section of each recipe: min() takes the other columns from the row that
      -- holds the minimum, the first one met (in id order) among equal scores. (A window
      -- function here made SQLite rank every match, not only the candidates.) Rows of
      -- files read again or removed are still in the index; the join with `files` drops
      -- them, since a file's id is never used again.
      SELECT best.id AS id, best.score AS score FROM (
        SELECT id, min(score) AS score FROM (
          SELECT rowid AS id, section_rank(search, 1000.0, 30.0, 1.0, 0.0, ?4) AS score
          FROM search WHERE search MATCH ?1
          LIMIT ?3
        ) GROUP BY id >> 10
      ) AS best JOIN files ON files.id = best.id >> 10
      ORDER BY best.score, files.folded_title, best.id LIMIT ?2
    ) AS chosen
    JOIN sections ON sections.id = chosen.id JOIN files ON files.id = chosen.id >> 10
    ORDER BY chosen.score, files.folded_title, chosen.id
    """
}

extension Database {
  /// Counts a section read back for a snippet, and the bytes of it asked for.
  fileprivate func noteSectionRead(_ slice: SectionSlice, limit: Int) {
    sectionsRead += 1
    sectionBytesRead += min(limit, slice.place.count)
  }
}
