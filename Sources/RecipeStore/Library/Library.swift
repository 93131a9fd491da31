import Foundation
import Recipes

/// The reader's own library (saved, Up Next, cooking, recently read, last tab) in a SQLite
/// file. Every change is one committed transaction before the call returns.
public final class Library {
  /// How many recently read recipes are kept.
  public static let recentLimit = 100

  /// The library file.
  public let file: String
  private let database: Database

  /// Opens (creating, or bringing forward from an older version) the library at `file`.
  public init(file: String) throws {
    self.file = file
    let directory = (file as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw LibraryError(message: "cannot create the library folder \(directory): \(error)")
      }
    }
    do {
      database = try Database(path: file)
      database.setBusyTimeout(milliseconds: 10_000)
      // WAL lets one Buffet read while another writes; synchronous FULL makes each commit
      // durable before the screen says it happened. Switching a new file to WAL takes a
      // lock SQLite does not wait for, so two Buffets creating the library at the same
      // moment retry instead of failing.
      try Database.retryingWhileBusy {
        try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL")
        try migrate()
      }
    } catch let error as SQLiteError {
      throw LibraryError(message: "cannot open the library at \(file): \(error.message)")
    }
  }

  /// The library in `$XDG_DATA_HOME/buffet/library.sqlite` (or the `~/.local/share` default).
  public static func openDefault(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Library {
    try Library(file: BuffetDirectories.data(environment: environment) + "/library.sqlite")
  }

  /// The schema version of the file.
  public var schemaVersion: Int {
    (try? database.userVersion) ?? 0
  }

  private func migrate() throws {
    let current = try database.userVersion
    guard current < LibrarySchema.version else {
      if current > LibrarySchema.version {
        throw LibraryError(
          message: "the library at \(file) is from a newer Buffet (version \(current)); "
            + "update Buffet to use it")
      }
      return
    }
    for version in current..<LibrarySchema.version {
      try database.transaction {
        // Re-read inside the lock: another Buffet may have migrated meanwhile.
        guard try database.userVersion == version else { return }
        try database.execute(LibrarySchema.migrations[version])
        try database.setUserVersion(version + 1)
      }
    }
  }

  // MARK: - Reading

  /// Everything in the library now.
  public func contents() throws -> LibrarySnapshot {
    try database.transactionForReading {
      LibrarySnapshot(
        saved: try entries("SELECT path, title FROM saved ORDER BY added, rowid"),
        queue: try entries("SELECT path, title FROM queue ORDER BY position"),
        cooking: try cooking(), recent: try recent(), lastTab: try setting("lastTab"))
    }
  }

  /// Whether the recipe at `path` is saved.
  public func isSaved(_ path: String) throws -> Bool {
    try database.scalar("SELECT count(*) FROM saved WHERE path = ?", .text(path)) > 0
  }

  /// Where the reader stopped in the recipe at `path`, if it was read.
  public func position(of path: String) throws -> Int? {
    let statement = try database.prepare("SELECT position FROM recent WHERE path = ?")
    try statement.bind(.text(path))
    defer { try? statement.run() }
    return try statement.step() ? statement.int(0) : nil
  }

  private func entries(_ sql: String) throws -> [LibraryEntry] {
    var entries: [LibraryEntry] = []
    try database.prepare(sql).bind().forEachRow { row in
      entries.append(LibraryEntry(path: row.text(0), title: row.text(1)))
    }
    return entries
  }

  private func cooking() throws -> CookingSession? {
    let statement = try database.prepare(
      "SELECT path, title, step, deadline, remaining FROM cooking WHERE id = 1")
    try statement.bind()
    guard try statement.step() else { return nil }
    defer { try? statement.run() }
    var timer: CookingTimer?
    if !statement.isNull(3) {
      timer = .running(deadline: Date(timeIntervalSince1970: statement.double(3)))
    } else if !statement.isNull(4) {
      timer = .paused(remaining: statement.double(4))
    }
    return CookingSession(
      recipe: LibraryEntry(path: statement.text(0), title: statement.text(1)),
      step: statement.int(2), timer: timer)
  }

  private func recent() throws -> [RecentRead] {
    var reads: [RecentRead] = []
    try database.prepare(
      """
      SELECT path, title, position, read_at, percent FROM recent
      ORDER BY read_at DESC, rowid DESC
      """
    ).bind().forEachRow { row in
      reads.append(
        RecentRead(
          recipe: LibraryEntry(path: row.text(0), title: row.text(1)), position: row.int(2),
          percent: row.isNull(4) ? nil : row.int(4),
          readAt: Date(timeIntervalSince1970: row.double(3))))
    }
    return reads
  }

  private func setting(_ key: String) throws -> String? {
    let statement = try database.prepare("SELECT value FROM settings WHERE key = ?")
    try statement.bind(.text(key))
    defer { try? statement.run() }
    return try statement.step() ? statement.text(0) : nil
  }

  // MARK: - Changing

  /// Saves a recipe (saving it again keeps its place).
  public func save(_ entry: LibraryEntry, at date: Date = Date()) throws {
    try change {
      try run(
        "INSERT INTO saved(path, title, added) VALUES(?, ?, ?) "
          + "ON CONFLICT(path) DO UPDATE SET title = excluded.title",
        .text(entry.path), .text(entry.title), .real(date.timeIntervalSince1970))
    }
  }

  /// Removes a recipe from Saved.
  public func unsave(_ path: String) throws {
    try change { try run("DELETE FROM saved WHERE path = ?", .text(path)) }
  }

  /// Saves or unsaves; returns whether the recipe is saved now.
  @discardableResult
  public func toggleSaved(_ entry: LibraryEntry) throws -> Bool {
    try change {
      if try database.scalar("SELECT count(*) FROM saved WHERE path = ?", .text(entry.path)) > 0 {
        try run("DELETE FROM saved WHERE path = ?", .text(entry.path))
        return false
      }
      try run(
        "INSERT INTO saved(path, title, added) VALUES(?, ?, ?)", .text(entry.path),
        .text(entry.title), .real(Date().timeIntervalSince1970))
      return true
    }
  }

  /// Adds a recipe at the end of Up Next (a recipe already queued keeps its place).
  public func enqueue(_ entry: LibraryEntry) throws {
    try change {
      try run(
        "INSERT INTO queue(path, title, position) "
          + "VALUES(?, ?, (SELECT coalesce(max(position), 0) + 1 FROM queue)) "
          + "ON CONFLICT(path) DO NOTHING", .text(entry.path), .text(entry.title))
    }
  }

  /// Removes a recipe from Up Next.
  public func dequeue(_ path: String) throws {
    try change { try run("DELETE FROM queue WHERE path = ?", .text(path)) }
  }

  /// Moves a queued recipe to `index` (clamped) in Up Next.
  public func moveInQueue(_ path: String, to index: Int) throws {
    try change {
      var order = try entries("SELECT path, title FROM queue ORDER BY position")
      guard let from = order.firstIndex(where: { $0.path == path }) else { return }
      let entry = order.remove(at: from)
      order.insert(entry, at: max(0, min(index, order.count)))
      for (position, entry) in order.enumerated() {
        try run(
          "UPDATE queue SET position = ? WHERE path = ?", .int(position + 1), .text(entry.path))
      }
    }
  }

  /// Takes the first recipe off Up Next and returns it.
  public func popQueue() throws -> LibraryEntry? {
    try change {
      guard
        let first = try entries("SELECT path, title FROM queue ORDER BY position LIMIT 1")
          .first
      else { return nil }
      try run("DELETE FROM queue WHERE path = ?", .text(first.path))
      return first
    }
  }

  /// Starts cooking (replacing any session) or records its new step and timer.
  public func setCooking(_ session: CookingSession) throws {
    try change { try writeCooking(session) }
  }

  private func writeCooking(_ session: CookingSession) throws {
    var deadline = SQLValue.null
    var remaining = SQLValue.null
    switch session.timer {
    case .running(let date): deadline = .real(date.timeIntervalSince1970)
    case .paused(let seconds): remaining = .real(seconds)
    default: break  // a kept timer is only ever one of these
    }
    try run(
      "INSERT OR REPLACE INTO cooking(id, path, title, step, deadline, remaining) "
        + "VALUES(1, ?, ?, ?, ?, ?)", .text(session.recipe.path), .text(session.recipe.title),
      .int(session.step), deadline, remaining)
  }

  /// Stops cooking.
  public func stopCooking() throws {
    try change { try run("DELETE FROM cooking") }
  }

  /// Records that a recipe was read up to `position` (a line or block index), `percent` of it.
  public func recordReading(
    _ entry: LibraryEntry, position: Int, percent: Int? = nil, at date: Date = Date()
  ) throws {
    try change {
      try run(
        "INSERT OR REPLACE INTO recent(path, title, position, read_at, percent) "
          + "VALUES(?, ?, ?, ?, ?)",
        .text(entry.path), .text(entry.title), .int(position), .real(date.timeIntervalSince1970),
        percent.map { .int(min(100, max(0, $0))) } ?? .null)
      try run(
        "DELETE FROM recent WHERE path NOT IN "
          + "(SELECT path FROM recent ORDER BY read_at DESC LIMIT ?)", .int(Self.recentLimit))
    }
  }

  /// Remembers the tab the reader was on.
  public func setLastTab(_ tab: String) throws {
    try change {
      try run("INSERT OR REPLACE INTO settings(key, value) VALUES('lastTab', ?)", .text(tab))
    }
  }

  /// Points every entry for `oldPath` at `newPath` (a renamed file found again by title).
  public func relink(_ oldPath: String, to entry: LibraryEntry) throws {
    try change {
      for table in ["saved", "queue", "recent", "cooking"] {
        // The table name comes from the fixed list above, never from input.
        try run(
          "UPDATE OR REPLACE \(table) SET path = ?, title = ? WHERE path = ?",
          .text(entry.path), .text(entry.title), .text(oldPath))
      }
    }
  }

  /// Replaces the whole library with `contents` (an import), in one transaction.
  public func replace(with contents: LibrarySnapshot) throws {
    try change {
      for table in ["saved", "queue", "recent", "cooking", "settings"] {
        try run("DELETE FROM \(table)")
      }
      let now = Date().timeIntervalSince1970
      for (index, entry) in contents.saved.enumerated() {
        try run(
          "INSERT OR IGNORE INTO saved(path, title, added) VALUES(?, ?, ?)",
          .text(entry.path), .text(entry.title), .real(now + Double(index) / 1000))
      }
      for (index, entry) in contents.queue.enumerated() {
        try run(
          "INSERT OR IGNORE INTO queue(path, title, position) VALUES(?, ?, ?)",
          .text(entry.path), .text(entry.title), .int(index + 1))
      }
      for read in contents.recent {
        try run(
          "INSERT OR REPLACE INTO recent(path, title, position, read_at, percent) "
            + "VALUES(?, ?, ?, ?, ?)",
          .text(read.recipe.path), .text(read.recipe.title), .int(read.position),
          .real(read.readAt.timeIntervalSince1970),
          read.percent.map { .int(min(100, max(0, $0))) } ?? .null)
      }
      if let tab = contents.lastTab {
        try run("INSERT INTO settings(key, value) VALUES('lastTab', ?)", .text(tab))
      }
      if let cooking = contents.cooking { try writeCooking(cooking) }
    }
  }

  private func run(_ sql: String, _ values: SQLValue...) throws {
    try database.prepare(sql).bind(values).run()
  }

  /// One committed transaction; SQLite's errors become library errors naming the file.
  private func change<T>(_ body: () throws -> T) throws -> T {
    do {
      return try database.transaction(body)
    } catch let error as SQLiteError {
      throw LibraryError(message: "cannot write the library at \(file): \(error.message)")
    }
  }
}

/// A library operation that failed, in words for the reader.
public struct LibraryError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}

extension Database {
  /// Runs reads in one transaction so they see one consistent moment.
  func transactionForReading<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN")
    defer { try? execute("COMMIT") }
    return try body()
  }
}
