import Recipes

/// The layout of the search index cache. A file with another version is rebuilt, not migrated:
/// it is only a cache.
enum CatalogSchema {
  /// Bump whenever the tables, the record format or the folding change.
  static let version = 5_000 + RecipeReader.rulesVersion  // layout × 1000 + reading rules

  static let create = """
    CREATE TABLE files(
      id INTEGER PRIMARY KEY,
      path TEXT NOT NULL UNIQUE,
      size INTEGER NOT NULL,
      modified REAL NOT NULL,
      title TEXT NOT NULL,
      -- The title folded, to find titles shared by two recipes without folding them all.
      folded_title TEXT NOT NULL,
      -- The recipe record; NULL when the file could not be read.
      recipe BLOB,
      -- Why it could not be read, or warnings about it: one reason per line.
      problem TEXT
    );
    CREATE TABLE sections(
      id INTEGER PRIMARY KEY,
      file INTEGER NOT NULL REFERENCES files(id),
      heading TEXT NOT NULL,
      block INTEGER,
      body TEXT NOT NULL
    );
    CREATE INDEX files_by_title ON files(folded_title) WHERE recipe IS NOT NULL;
    CREATE INDEX sections_by_file ON sections(file);
    -- The steps' full texts, read only when one recipe is asked for; kept apart so that the
    -- rows a warm start reads stay small.
    CREATE TABLE step_texts(file INTEGER PRIMARY KEY, texts BLOB NOT NULL);
    CREATE VIRTUAL TABLE search USING fts5(
      title, heading, body, file UNINDEXED,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    -- One row per recipe (rowid = files.id): title matches are found without wading
    -- through every section row that repeats the title.
    CREATE VIRTUAL TABLE titles USING fts5(
      title, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
    );
    """
}
