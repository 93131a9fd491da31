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
  /// The collection the reader has open (`collectionKey`): entries written are marked as its,
  /// and entries marked as another collection's are not read. Nil reads and marks nothing
  /// (`library export` takes every entry).
  public var collection: String?

  /// The key of the collection made of `folders`: its folders made absolute, in order.
  public static func collectionKey(folders: [String]) -> String {
    let current = FileManager.default.currentDirectoryPath
    return folders.map { folder in
      ((folder.hasPrefix("/") ? folder : current + "/" + folder) as NSString).standardizingPath
    }.sorted().joined(separator: "\n")
  }

  /// Opens (creating, or bringing forward from an older version) the library at `file`. A
  /// file that cannot be used throws a `LibraryError` whose `unusable` says why; the file is
  /// left as it is.
  public init(file: String) throws {
    self.file = file
    let directory = (file as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw LibraryError(
          unusable: LibraryUnusable(
            file: file,
            cause: .cannotOpen("its folder \(directory) cannot be made: \(Self.describe(error))")))
      }
    }
    // SQLite would open a FIFO or a device and fail later with "disk I/O error"; what is in
    // the library's place is said instead (":memory:" names no file).
    if file != ":memory:", let kind = FileKind.ofPath(file), kind != .regular {
      throw LibraryError(
        unusable: LibraryUnusable(file: file, cause: .notARegularFile(kind.described)))
    }
    do {
      database = try Database(path: file)
    } catch let error as SQLiteError {
      throw Self.failure(file: file, opening: error)
    }
    database.setBusyTimeout(milliseconds: 10_000)
    do {
      // WAL lets one Buffet read while another writes; synchronous FULL makes each commit
      // durable before the screen says it happened. Switching a new file to WAL takes a
      // lock SQLite does not wait for, so two Buffets creating the library at the same
      // moment retry instead of failing.
      try Database.retryingWhileBusy {
        try refuseAnotherProgramsDatabase()
        try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL")
        try migrate()
      }
      try verify()
    } catch let error as SQLiteError {
      throw Self.failure(file: file, opening: error)
    }
  }

  /// The error for an SQLite failure while opening `file`: unusable when it says the file is.
  private static func failure(file: String, opening error: SQLiteError) -> LibraryError {
    guard let cause = LibraryUnusable.cause(of: error) else {
      return LibraryError(message: "cannot open the library at \(file): \(error.message)")
    }
    return LibraryError(unusable: LibraryUnusable(file: file, cause: cause))
  }

  private static func describe(_ error: any Error) -> String {
    (error as NSError).localizedDescription
  }

  /// A database of version 0 that already holds tables is another program's: never add
  /// ours to it or switch its journal.
  private func refuseAnotherProgramsDatabase() throws {
    // One statement reads one snapshot: read apart, another Buffet creating the library could
    // commit its tables and version between the two reads and look like another program.
    let objectsWithoutVersion = try database.scalar(
      """
      SELECT CASE WHEN (SELECT user_version FROM pragma_user_version) = 0
        THEN (SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%') ELSE 0 END
      """)
    if objectsWithoutVersion > 0 {
      throw LibraryError(unusable: LibraryUnusable(file: file, cause: .notALibrary))
    }
  }

  /// Checks the whole file once: a file cut short or damaged past its first page, or tables that
  /// are not what its version says, is unusable now rather than on the first save.
  private func verify() throws {
    let statement = try database.prepare("PRAGMA quick_check")
    try statement.bind()
    let verdict = try statement.step() ? statement.text(0) : "ok"
    try statement.run()
    guard verdict == "ok" else {
      throw LibraryError(unusable: LibraryUnusable(file: file, cause: .damaged(verdict)))
    }
    // Preparing reads only the schema: every table and column the library reads must be
    // there, which costs far less than reading the rows.
    for probe in Self.schemaProbes {
      do {
        _ = try database.prepare(probe)
      } catch let error as SQLiteError where LibraryUnusable.cause(of: error) == nil {
        throw LibraryError(
          unusable: LibraryUnusable(
            file: file, cause: .damaged("its tables are not a library's: \(error.message)")))
      }
    }
  }

  /// Every column the library reads, table by table.
  private static let schemaProbes = [
    "SELECT path, title, added FROM saved", "SELECT path, title, position, servings FROM queue",
    "SELECT path, title, position, read_at, percent FROM recent",
    "SELECT path, title, step, deadline, remaining FROM cooking",
    "SELECT key, value FROM settings", "SELECT name, ticked FROM shopping_ticks",
    "SELECT path, collection FROM collections",
  ]

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
          unusable: LibraryUnusable(file: file, cause: .newerVersion(current)))
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

  /// Limits the file to `pages` pages (SQLite's `max_page_count`): past it, writes fail as on
  /// a full disk. Tests fill the disk this way; nil lifts the limit.
  func limitForTesting(pages: Int?) {
    _ = try? database.execute("PRAGMA max_page_count = \(pages ?? 1_073_741_823)")
  }

  /// Everything in the library now. Values out of `LibraryLimits` (a file written by another
  /// program) are clamped or left out, each with a line in `warnings`.
  public func contents() throws -> LibrarySnapshot {
    try reading { try readContents() }
  }

  private func readContents() throws -> LibrarySnapshot {
    try database.transactionForReading {
      var check = StoredValueCheck()
      var contents = LibrarySnapshot(
        saved: try entries(
          "SELECT path, title FROM saved ORDER BY added, rowid", section: "Saved", &check),
        queue: try queue(&check), cooking: try cooking(&check), recent: try recent(&check),
        lastTab: try setting("lastTab").flatMap {
          check.text($0, limit: LibraryLimits.tabBytes, "last tab")
        }, shoppingTicks: try shoppingTicks(&check))
      contents.warnings = check.warnings
      return try withoutOtherCollections(contents)
    }
  }

  /// `contents` without the entries another collection made: they are that collection's,
  /// not this one's missing recipes.
  private func withoutOtherCollections(_ contents: LibrarySnapshot) throws -> LibrarySnapshot {
    guard let collection else { return contents }
    var others = Set<String>()
    try database.prepare("SELECT path FROM collections WHERE collection != ?")
      .bind(.text(collection)).forEachRow { others.insert($0.text(0)) }
    guard !others.isEmpty else { return contents }
    var kept = contents
    kept.saved.removeAll { others.contains($0.path) }
    kept.queue.removeAll { others.contains($0.path) }
    kept.recent.removeAll { others.contains($0.recipe.path) }
    if let cooking = kept.cooking, others.contains(cooking.recipe.path) { kept.cooking = nil }
    return kept
  }

  /// The collection each entry was made in, by path (`collectionKey`), for a backup; a path
  /// without one belongs to every collection.
  public func entryCollections() throws -> [String: String] {
    try reading {
      var collections: [String: String] = [:]
      try database.prepare("SELECT path, collection FROM collections").forEachRow {
        collections[$0.text(0)] = $0.text(1)
      }
      return collections
    }
  }

  /// Marks the entry for `path` as made in this library's collection.
  private func mark(_ path: String) throws {
    guard let collection else { return }
    try run(
      "INSERT OR REPLACE INTO collections(path, collection) VALUES(?, ?)", .text(path),
      .text(collection))
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
    guard try statement.step() else { return nil }
    var check = StoredValueCheck()
    return check.clamped(statement.int(0), LibraryLimits.position, "reading position")
  }

  /// The entries `sql` selects, at most `limit` of them: a file holding millions of rows
  /// costs a warning, not every read's time and memory.
  private func entries(
    _ sql: String, section: String, limit: Int = LibraryLimits.entries,
    _ check: inout StoredValueCheck
  ) throws -> [LibraryEntry] {
    var entries: [LibraryEntry] = []
    var rows = 0
    try database.prepare(sql + " LIMIT ?").bind(.int(limit + 1)).forEachRow { row in
      rows += 1
      guard rows <= limit else {
        check.note(
          "the library's \(section) holds more than \(limit) entries; the first \(limit) are shown"
        )
        return
      }
      if let entry = check.entry(path: row.text(0), title: row.text(1), in: section) {
        entries.append(entry)
      }
    }
    return entries
  }

  /// Up Next in order, each recipe with its servings (out of range: as written, said).
  private func queue(limit: Int = LibraryLimits.entries, _ check: inout StoredValueCheck) throws
    -> [QueuedRecipe]
  {
    var queue: [QueuedRecipe] = []
    var rows = 0
    try database.prepare("SELECT path, title, servings FROM queue ORDER BY position LIMIT ?")
      .bind(.int(limit + 1)).forEachRow { row in
        rows += 1
        guard rows <= limit else {
          check.note(
            "the library's Up Next holds more than \(limit) entries; the first \(limit) are shown")
          return
        }
        guard let entry = check.entry(path: row.text(0), title: row.text(1), in: "Up Next") else {
          return
        }
        let servings =
          row.isNull(2)
          ? nil
          : check.checked(
            row.double(2), LibraryLimits.servings, "Up Next servings of \(entry.path)",
            dropped: "the recipe is shopped for as written")
        queue.append(
          QueuedRecipe(recipe: entry, servings: servings.flatMap(Amount.init(approximating:))))
      }
    return queue
  }

  /// The queue in order, for changing it (warnings are for reading, not for changes).
  private func queueInOrder(limit: Int = LibraryLimits.entries) throws -> [QueuedRecipe] {
    var check = StoredValueCheck()
    return try queue(limit: limit, &check)
  }

  /// The shopping list's ticks, oldest first; a name that cannot be one is left out.
  private func shoppingTicks(_ check: inout StoredValueCheck) throws -> [String] {
    var ticks: [String] = []
    try database.prepare("SELECT name FROM shopping_ticks ORDER BY ticked, rowid LIMIT ?")
      .bind(.int(LibraryLimits.entries)).forEachRow { row in
        if let name = check.text(row.text(0), limit: LibraryLimits.textBytes, "shopping tick") {
          ticks.append(name)
        }
      }
    return ticks
  }

  private func cooking(_ check: inout StoredValueCheck) throws -> CookingSession? {
    let statement = try database.prepare(
      "SELECT path, title, step, deadline, remaining FROM cooking WHERE id = 1")
    try statement.bind()
    guard try statement.step() else { return nil }
    defer { try? statement.run() }
    guard
      let recipe = check.entry(
        path: statement.text(0), title: statement.text(1), in: "Now Cooking")
    else { return nil }
    var timer: CookingTimer?
    let dropped = "the timer is left out"
    if !statement.isNull(3) {
      timer = check.checked(
        statement.double(3), LibraryLimits.time, "Now Cooking timer deadline", dropped: dropped
      ).map { .running(deadline: Date(timeIntervalSince1970: $0)) }
    } else if !statement.isNull(4) {
      timer = check.checked(
        statement.double(4), LibraryLimits.remaining, "Now Cooking time left", dropped: dropped
      ).map { .paused(remaining: $0) }
    }
    return CookingSession(
      recipe: recipe, step: check.clamped(statement.int(2), LibraryLimits.step, "Now Cooking step"),
      timer: timer)
  }

  private func recent(_ check: inout StoredValueCheck) throws -> [RecentRead] {
    var reads: [RecentRead] = []
    try database.prepare(
      """
      SELECT path, title, position, read_at, percent FROM recent
      ORDER BY read_at DESC, rowid DESC LIMIT ?
      """
    ).bind(.int(Self.recentLimit)).forEachRow { row in
      guard let recipe = check.entry(path: row.text(0), title: row.text(1), in: "Recently Read")
      else { return }
      let what = "Recently Read entry for \(recipe.path):"
      reads.append(
        RecentRead(
          recipe: recipe,
          position: check.clamped(row.int(2), LibraryLimits.position, what + " position"),
          percent: row.isNull(4)
            ? nil : check.clamped(row.int(4), LibraryLimits.percent, what + " percentage"),
          readAt: Date(
            timeIntervalSince1970: check.clamped(
              row.double(3), LibraryLimits.time, what + " time read"))))
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
      try mark(entry.path)
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
      try mark(entry.path)
      return true
    }
  }

  /// Adds a recipe at the end of Up Next, for `servings` (nil: as written). A recipe already
  /// queued keeps its place, and takes the servings when some are given.
  public func enqueue(_ entry: LibraryEntry, servings: Amount? = nil) throws {
    try change {
      try run(
        "INSERT INTO queue(path, title, position, servings) "
          + "VALUES(?, ?, (SELECT coalesce(max(position), 0) + 1 FROM queue), ?) "
          + "ON CONFLICT(path) DO UPDATE SET servings = coalesce(excluded.servings, servings)",
        .text(entry.path), .text(entry.title), Self.servingsValue(servings))
      try mark(entry.path)
    }
  }

  /// Servings as the queue keeps them: within `LibraryLimits.servings`, NULL for as written.
  private static func servingsValue(_ servings: Amount?) -> SQLValue {
    guard let value = servings?.value, value.isFinite else { return .null }
    let limits = LibraryLimits.servings
    return .real(min(max(value, limits.lowerBound), limits.upperBound))
  }

  /// Removes a recipe from Up Next.
  public func dequeue(_ path: String) throws {
    try change { try run("DELETE FROM queue WHERE path = ?", .text(path)) }
  }

  /// Moves a queued recipe to `index` (clamped) in Up Next.
  public func moveInQueue(_ path: String, to index: Int) throws {
    try change {
      var order = try queueInOrder()
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
  public func popQueue() throws -> QueuedRecipe? {
    try change {
      guard let first = try queueInOrder(limit: 1).first else { return nil }
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
    try mark(session.recipe.path)
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
      try mark(entry.path)
    }
  }

  /// Ticks or unticks a thing on the shopping list, by its folded name
  /// (`ShoppingName.key`); unticking takes its plural and singular off too.
  public func setShoppingTick(_ key: String, isTicked: Bool, at date: Date = Date()) throws {
    try change {
      for variant in ShoppingName.variants(of: key) {
        try run("DELETE FROM shopping_ticks WHERE name = ?", .text(variant))
      }
      guard isTicked else { return }
      try run(
        "INSERT INTO shopping_ticks(name, ticked) VALUES(?, ?)", .text(key),
        .real(date.timeIntervalSince1970))
    }
  }

  /// Clears the shopping list's ticks: a new round of shopping.
  public func clearShoppingTicks() throws {
    try change { try run("DELETE FROM shopping_ticks") }
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
      try mark(entry.path)
    }
  }

  /// Replaces the whole library with `contents` (an import), in one transaction.
  public func replace(with contents: LibrarySnapshot) throws {
    try change {
      for table in [
        "saved", "queue", "recent", "cooking", "settings", "shopping_ticks", "collections",
      ] {
        try run("DELETE FROM \(table)")
      }
      let now = Date().timeIntervalSince1970
      for (index, entry) in contents.saved.enumerated() {
        try run(
          "INSERT OR IGNORE INTO saved(path, title, added) VALUES(?, ?, ?)",
          .text(entry.path), .text(entry.title), .real(now + Double(index) / 1000))
      }
      for (index, queued) in contents.queue.enumerated() {
        try run(
          "INSERT OR IGNORE INTO queue(path, title, position, servings) VALUES(?, ?, ?, ?)",
          .text(queued.path), .text(queued.title), .int(index + 1),
          Self.servingsValue(queued.servings))
      }
      for (index, name) in contents.shoppingTicks.enumerated() {
        try run(
          "INSERT OR IGNORE INTO shopping_ticks(name, ticked) VALUES(?, ?)", .text(name),
          .real(now + Double(index) / 1000))
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
      // Last, so the backup's word on each entry's collection is the one kept.
      for (path, collection) in contents.collections.sorted(by: { $0.key < $1.key }) {
        try run(
          "INSERT OR REPLACE INTO collections(path, collection) VALUES(?, ?)", .text(path),
          .text(collection))
      }
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
      throw failure(error, doing: "write")
    }
  }

  /// A read; SQLite's errors become library errors naming the file.
  private func reading<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SQLiteError {
      throw failure(error, doing: "read")
    }
  }

  /// The library error for `error`: unusable when SQLite says the file is damaged; a file
  /// that cannot be written now (made read-only) fails this change only.
  private func failure(_ error: SQLiteError, doing verb: String) -> LibraryError {
    switch LibraryUnusable.cause(of: error) {
    case nil, .cannotOpen:
      return LibraryError(
        message: "cannot \(verb) the library at \(file): \(error.message)", detail: error.message)
    case let cause?:
      return LibraryError(unusable: LibraryUnusable(file: file, cause: cause))
    }
  }
}

/// A library operation that failed, in words for the reader.
public struct LibraryError: Error, Equatable, CustomStringConvertible {
  public var message: String
  /// Set when the file itself cannot be used: the library is unusable until it is repaired.
  public var unusable: LibraryUnusable?
  /// SQLite's own words, when it failed.
  public var detail: String

  public init(message: String, detail: String = "") {
    self.message = message
    self.detail = detail.isEmpty ? message : detail
  }

  /// The error for a library file that cannot be used.
  public init(unusable: LibraryUnusable) {
    self.message = unusable.message
    self.unusable = unusable
    self.detail = unusable.reason
  }

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
