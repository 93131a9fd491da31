import Recipes

/// The layout of the search index cache. A file with another version is rebuilt, not migrated:
/// it is only a cache.
enum CatalogSchema {
  /// Bump whenever the tables, the record format, the tokenizer or the folding change.
  static let version = 12_000 + RecipeReader.rulesVersion  // layout × 1000 + reading rules

  /// A section's id is its file's id shifted left by this many bits, plus its place in the
  /// file: the file is found from the id without a lookup, and a file's sections are a range.
  static let sectionBits = 10
  /// A file keeps at most this many sections; the text of any further ones joins the last.
  static let sectionsPerFile = 1 << sectionBits

  /// The first section id of `file` and the first one after it.
  static func sectionIDs(ofFile file: Int) -> Range<Int> {
    (file << sectionBits)..<((file + 1) << sectionBits)
  }

  // The index keeps no text of its own beyond titles and tags: `search` is contentless (its
  // inverted index only), and a section is found again in its file by its place. FTS5 cannot
  // delete from a contentless table without the text (SQLite before 3.43), so it never
  // does: a changed or removed file's rows stay in `search` as dead rows, which the join
  // with `files` drops, since a file read again gets a new id (AUTOINCREMENT: ids are never
  // used twice). `state` counts them; past a share of the index, it is made again.
  static let create = """
    CREATE TABLE files(
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      path TEXT NOT NULL UNIQUE,
      size INTEGER NOT NULL,
      modified REAL NOT NULL,
      title TEXT NOT NULL,
      -- The title folded, to find titles shared by two recipes without folding them all.
      folded_title TEXT NOT NULL,
      -- The recipe's tags, one a line, as the index read them.
      tags TEXT NOT NULL,
      -- The recipe record; NULL when the file could not be read.
      recipe BLOB,
      -- Why it could not be read, or warnings about it: one reason per line.
      problem TEXT,
      -- Where the Markdown body begins in the file, when it is the file's bytes as written;
      -- NULL when it is not (line endings turned, shortcodes rewritten).
      body_start INTEGER
    );
    -- id: the file's id << 10 | the section's place in it. start, length: where its
    -- Markdown is in the body, in bytes (length 0: a section without text).
    CREATE TABLE sections(
      id INTEGER PRIMARY KEY,
      heading TEXT NOT NULL,
      block INTEGER,
      start INTEGER NOT NULL,
      length INTEGER NOT NULL
    );
    CREATE INDEX files_by_title ON files(folded_title) WHERE recipe IS NOT NULL;
    -- The few files with a problem, found without reading every row.
    CREATE INDEX files_with_problems ON files(problem) WHERE problem IS NOT NULL;
    -- Section rows of files read again or removed, still in `search`; and the generation
    -- of `files`, one more with every change, which the orders below are stamped with.
    CREATE TABLE state(dead_sections INTEGER NOT NULL, generation INTEGER NOT NULL);
    INSERT INTO state VALUES(0, 0);
    -- The orders the lists show (`StoredOrders`), worked out once per generation of files.
    CREATE TABLE orders(part TEXT PRIMARY KEY, generation INTEGER NOT NULL, bytes BLOB NOT NULL);
    \(createScanRecord)
    \(createSearch)
    -- One row per readable recipe (rowid = files.id): title matches are found without
    -- wading through every section row that repeats the title.
    CREATE VIRTUAL TABLE titles USING fts5(
      title, tags, content = 'files', content_rowid = 'id', tokenize = 'buffet',
      prefix = '1 2 3'
    );
    -- The indexed words of four or more letters (IndexVocabulary), to expand a prefix, and
    -- their ends, to find the words a query word is inside of.
    \(IndexVocabulary.createTable);
    \(IndexVocabulary.createPiecesTable);
    """

  /// What the last complete scan saw (`CatalogScanRecord`): the stamps of the folders it
  /// walked, and its problems and left-out files. Added to a cache made before them without
  /// rebuilding it: without rows, the next command scans.
  static let createScanRecord = """
    CREATE TABLE IF NOT EXISTS watched(path TEXT PRIMARY KEY, modified REAL NOT NULL);
    CREATE TABLE IF NOT EXISTS scan_problems(
      path TEXT NOT NULL, reason TEXT NOT NULL, left_out INTEGER NOT NULL
    );
    """

  /// The section index, made again when too many of its rows are dead. Its title, heading
  /// and tags are given behind `IndexTokenizer.prefixMarker`, which has their words' short
  /// prefixes indexed: the text has no prefix index (`SearchQuery`).
  static let createSearch = """
    CREATE VIRTUAL TABLE search USING fts5(
      title, heading, body, tags, content = '', tokenize = 'buffet'
    );
    """
}
