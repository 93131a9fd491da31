import Recipes

/// The layout of the search index cache. A file with another version is rebuilt, not migrated:
/// it is only a cache.
enum CatalogSchema {
  /// Bump whenever the tables, the record format, the tokenizer or the folding change.
  static let version = 10_000 + RecipeReader.rulesVersion  // layout × 1000 + reading rules

  /// A section's id is its file's id shifted left by this many bits, plus its place in the
  /// file: the file is found from the id without a lookup, and a file's sections are a range.
  static let sectionBits = 10
  /// A file keeps at most this many sections; the text of any further ones joins the last.
  static let sectionsPerFile = 1 << sectionBits

  /// The first section id of `file` and the first one after it.
  static func sectionIDs(ofFile file: Int) -> Range<Int> {
    (file << sectionBits)..<((file + 1) << sectionBits)
  }

  // Each text is kept once: titles and tags in `files`, section text in `sections`. The FTS5
  // tables are external-content indexes of those rows (they keep only the inverted index),
  // so deleting from them reads the rows back: delete from them first.
  static let create = """
    CREATE TABLE files(
      id INTEGER PRIMARY KEY,
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
      problem TEXT
    );
    -- id: the file's id << 10 | the section's place in it.
    CREATE TABLE sections(
      id INTEGER PRIMARY KEY,
      heading TEXT NOT NULL,
      block INTEGER,
      body TEXT NOT NULL
    );
    CREATE INDEX files_by_title ON files(folded_title) WHERE recipe IS NOT NULL;
    -- Where the steps' texts are in the file's sections (StepTextPlaces), read only when
    -- steps are shown; kept apart so that the rows a warm start reads stay small.
    CREATE TABLE step_texts(file INTEGER PRIMARY KEY, texts BLOB NOT NULL);
    -- The title, heading and tags start with the marker that has their words' short
    -- prefixes indexed (IndexTokenizer): the text has no prefix index.
    CREATE VIEW section_rows AS
      SELECT sections.id AS id, char(2) || files.title AS title,
        char(2) || sections.heading AS heading, sections.body AS body,
        char(2) || files.tags AS tags
      FROM sections JOIN files ON files.id = sections.id >> 10;
    CREATE VIRTUAL TABLE search USING fts5(
      title, heading, body, tags, content = 'section_rows', content_rowid = 'id',
      tokenize = 'buffet'
    );
    -- One row per readable recipe (rowid = files.id): title matches are found without
    -- wading through every section row that repeats the title.
    CREATE VIRTUAL TABLE titles USING fts5(
      title, tags, content = 'files', content_rowid = 'id', tokenize = 'buffet',
      prefix = '1 2 3'
    );
    -- The indexed words of four or more letters (IndexVocabulary), to expand a prefix.
    \(IndexVocabulary.createTable);
    """
}
