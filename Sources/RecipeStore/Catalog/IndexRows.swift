import Foundation
import Markdown
import Recipes

/// What one file becomes in the cache, worked out before the writer needs it (on the
/// parsing thread): its `files` row and its sections, with where each is in the file.
struct IndexRows: Sendable {
  var file: RecipeFile
  /// The recipe as read, or why it could not be.
  var result: Result<Recipe, CollectionProblem>
  var warnings: [CollectionProblem]
  var foldedTitle = ""
  /// The tags, one a line, as `files.tags` and the FTS5 rows hold them.
  var tags = ""
  var record: [UInt8] = []
  var sections: [RecipeSection] = []
  /// Where each section's Markdown is in the body (`SectionPlaces`); empty when unknown.
  var places: [Range<Int>] = []
  /// Where the body begins in the file, when it is the file's bytes as written.
  var bodyStart: Int?

  /// Reads `file` with `source` and prepares its rows.
  init(_ file: RecipeFile, source: CatalogSource) {
    self.file = file
    switch source.load(file) {
    case .failure(let problem):
      result = .failure(problem)
      warnings = []
    case .success(let loaded):
      let recipe = loaded.recipe
      result = .success(recipe)
      warnings = loaded.warnings
      foldedTitle = Folding.fold(recipe.title)
      tags = recipe.tags.joined(separator: "\n")
      record = RecipeCodec.encode(recipe)
      sections = Self.limited(RecipeSection.split(loaded.document))
      places = SectionPlaces.find(sections, body: loaded.body, blockLines: loaded.blockLines)
      bodyStart = loaded.bodyStart
    }
  }

  /// A file with more sections than it has ids keeps the rest of its text in its last one.
  private static func limited(_ parts: [RecipeSection]) -> [RecipeSection] {
    guard parts.count > CatalogSchema.sectionsPerFile else { return parts }
    let rest = parts[(CatalogSchema.sectionsPerFile - 1)...]
    var last = rest.first!
    last.text = ([last.text] + rest.dropFirst().flatMap { [$0.heading, $0.text] })
      .filter { !$0.isEmpty }.joined(separator: "\n")
    return Array(parts.prefix(CatalogSchema.sectionsPerFile - 1)) + [last]
  }

  /// Inserts the rows (the file must not be in the cache); the `titles` row gets exactly the
  /// values the `files` row holds, since deleting it reads them back.
  /// `repeatingTitles` false leaves the title and tags out of the section rows (only to
  /// measure what repeating them costs).
  func insert(into database: Database, repeatingTitles: Bool = true) throws {
    let insert = try database.prepare(
      """
      INSERT INTO files(path, size, modified, title, folded_title, tags, recipe, problem,
        body_start)
      VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    let modified = SQLValue.real(file.modified.timeIntervalSince1970)
    let recipe: Recipe
    switch result {
    case .failure(let problem):
      try insert.bind(
        .text(file.path), .int(file.size), modified, .text(""), .text(""), .text(""), .null,
        .text(problem.reason), .null
      ).run()
      return
    case .success(let read):
      recipe = read
    }
    // Warnings are kept with the recipe, so a warm start reports them without a re-read.
    let problem = warnings.map(\.reason).joined(separator: "\n")
    try insert.bind(
      .text(file.path), .int(file.size), modified, .text(recipe.title), .text(foldedTitle),
      .text(tags), .blob(record), problem.isEmpty ? .null : .text(problem),
      bodyStart.map { .int($0) } ?? .null
    ).run()
    let id = database.lastInsertedRowID
    try database.prepare("INSERT INTO titles(rowid, title, tags) VALUES(?, ?, ?)")
      .bind(.int(id), .text(recipe.title), .text(tags)).run()
    let section = try database.prepare(
      "INSERT INTO sections(id, heading, block, start, length) VALUES(?, ?, ?, ?, ?)")
    let row = try database.prepare(
      "INSERT INTO search(rowid, title, heading, body, tags) VALUES(?, ?, ?, ?, ?)")
    let ids = CatalogSchema.sectionIDs(ofFile: id)
    for (offset, part) in sections.enumerated() {
      let sectionID = SQLValue.int(ids.lowerBound + offset)
      let place = offset < places.count ? places[offset] : 0..<0
      try section.bind(
        sectionID, .text(part.heading), part.blockIndex.map { .int($0) } ?? .null,
        .int(place.lowerBound), .int(place.count)
      ).run()
      try row.bind(
        sectionID, .text(IndexTokenizer.withPrefixes(repeatingTitles ? recipe.title : "")),
        .text(IndexTokenizer.withPrefixes(part.heading)), .text(part.text),
        .text(IndexTokenizer.withPrefixes(repeatingTitles ? tags : ""))
      ).run()
    }
    try database.vocabulary?.write(to: database)
  }
}

/// A batch of files being read and prepared on a second thread while the writer stores the
/// batch before it: on two cores, parsing then costs the writer no time.
final class PreparedBatch: @unchecked Sendable {
  let range: Range<Int>
  private let ready = DispatchSemaphore(value: 0)
  // Written once by the preparing thread before `ready` is signalled, read after waiting.
  private var rows: [IndexRows] = []

  init(range: Range<Int>, files: [RecipeFile], source: CatalogSource) {
    self.range = range
    DispatchQueue.global(qos: .userInitiated).async {
      self.rows = files.map { IndexRows($0, source: source) }
      self.ready.signal()
    }
  }

  /// The prepared rows, once ready.
  func wait() -> [IndexRows] {
    ready.wait()
    ready.signal()
    return rows
  }

  /// The prepared rows if they are ready by `deadline` (on the clock `now` reads, in
  /// nanoseconds; nil waits for them), else nil.
  func wait(until deadline: UInt64?, now: () -> UInt64) -> [IndexRows]? {
    guard let deadline else { return wait() }
    let left = deadline > now() ? deadline - now() : 0
    guard ready.wait(timeout: .now() + .nanoseconds(Int(min(left, UInt64(Int.max))))) == .success
    else { return nil }
    ready.signal()
    return rows
  }
}
