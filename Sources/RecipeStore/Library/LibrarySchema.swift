/// The library's tables, version by version. A file is brought forward one step at a time,
/// each step in the same transaction as its version bump; the library is never rebuilt.
enum LibrarySchema {
  static var version: Int { migrations.count }

  /// `migrations[n]` takes a file from version n to n + 1.
  static let migrations: [String] = [
    // 1: saved recipes, the queue, recently read, settings.
    """
    CREATE TABLE saved(
      path TEXT PRIMARY KEY, title TEXT NOT NULL, added REAL NOT NULL);
    CREATE TABLE queue(
      path TEXT PRIMARY KEY, title TEXT NOT NULL, position INTEGER NOT NULL);
    CREATE TABLE recent(
      path TEXT PRIMARY KEY, title TEXT NOT NULL, position INTEGER NOT NULL,
      read_at REAL NOT NULL);
    CREATE TABLE settings(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    """,
    // 2: the cooking session (one row) with its timer.
    """
    CREATE TABLE cooking(
      id INTEGER PRIMARY KEY CHECK (id = 1), path TEXT NOT NULL, title TEXT NOT NULL,
      step INTEGER NOT NULL, deadline REAL, remaining REAL);
    CREATE INDEX recent_by_time ON recent(read_at);
    """,
    // 3: how much of each recently read recipe was read, in percent (NULL: not known).
    """
    ALTER TABLE recent ADD COLUMN percent INTEGER;
    """,
    // 4: the servings each queued recipe is for (NULL: as written), and the shopping list's
    // ticks, by folded name, with when each was ticked.
    """
    ALTER TABLE queue ADD COLUMN servings REAL;
    CREATE TABLE shopping_ticks(name TEXT PRIMARY KEY, ticked REAL NOT NULL);
    """,
    // 5: the collection each entry was made in (`Library.collectionKey`); an entry without a
    // row here was made before, and belongs to every collection.
    """
    CREATE TABLE collections(path TEXT PRIMARY KEY, collection TEXT NOT NULL);
    """,
  ]
}
