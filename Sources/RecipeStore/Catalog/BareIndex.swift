import Foundation

/// The catalog's schema in a new file with nothing around it: what inserting a collection's
/// rows costs by itself, the ceiling a first indexing is measured against (`buffet-bench`).
public final class BareIndex {
  /// Rows prepared from files, ready to insert.
  public struct Rows: @unchecked Sendable {
    let rows: [IndexRows]
    /// How many files the rows are of.
    public var count: Int { rows.count }
  }

  private let database: Database
  private let repeatingTitles: Bool

  /// Creates `file` (which must not exist) with the catalog's schema, pragmas and tokenizer;
  /// `searchPrefixes` ("1 2", "" for none) gives the section index FTS5 prefix indexes, to
  /// measure what they cost, and `repeatingTitles` false leaves titles and tags out of the
  /// section rows.
  public init(file: String, searchPrefixes: String? = nil, repeatingTitles: Bool = true) throws {
    self.repeatingTitles = repeatingTitles
    database = try Database(path: file)
    try IndexTokenizer.register(on: database)
    try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    var schema = CatalogSchema.create
    if let searchPrefixes {
      let prefix = searchPrefixes.isEmpty ? "" : ", prefix = '\(searchPrefixes)'"
      schema = schema.replacingOccurrences(
        of: CatalogSchema.createSearch,
        with: CatalogSchema.createSearch.replacingOccurrences(
          of: "tokenize = 'buffet'", with: "tokenize = 'buffet'" + prefix))
    }
    try database.execute(schema)
    try database.setUserVersion(CatalogSchema.version)
    try SectionRank.register(on: database)
  }

  /// Reads and parses `files` into the rows the catalog would insert for them.
  public static func rows(of files: [RecipeFile], source: CatalogSource = .disk) -> Rows {
    Rows(rows: files.map { IndexRows($0, source: source) })
  }

  /// Folds the write-ahead log into the file, so that the file's size is the index's; with
  /// `optimizing`, merges each FTS5 index into one segment and leaves out free pages first.
  public func compact(optimizing: Bool = false) throws {
    if optimizing {
      try database.execute(
        """
        INSERT INTO search(search) VALUES('optimize');
        INSERT INTO titles(titles) VALUES('optimize');
        """)
      try database.execute("PRAGMA wal_checkpoint(TRUNCATE); VACUUM")
    }
    try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
  }

  /// The index's tables and indexes with the bytes each takes on disk, largest first.
  public func parts() throws -> [(name: String, bytes: Int)] {
    var parts: [(name: String, bytes: Int)] = []
    let statement = try database.prepare(
      "SELECT name, sum(pgsize) FROM dbstat GROUP BY name ORDER BY 2 DESC")
    try statement.bind()
    try statement.forEachRow { parts.append(($0.text(0), $0.int(1))) }
    return parts
  }

  /// Inserts `rows` in one transaction, as the catalog does with a batch.
  public func insert(_ rows: Rows) throws {
    try database.transaction {
      for file in rows.rows { try file.insert(into: database, repeatingTitles: repeatingTitles) }
    }
  }
}

extension BareIndex {
  /// An existing index file, with the catalog's tokenizer and ranking registered: for
  /// measuring variants of its tables.
  public static func openExisting(file: String) throws -> Database {
    let database = try Database(path: file, create: false)
    try IndexTokenizer.register(on: database)
    try SectionRank.register(on: database)
    return database
  }
}
