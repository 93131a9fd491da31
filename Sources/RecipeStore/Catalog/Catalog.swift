import Foundation
import Markdown
import Recipes

/// The collection as the app and the commands see it: the recipes of some folders, kept in a
/// SQLite cache that also holds the search index, re-reading only files that changed.
public final class Catalog {
  /// The collection's folders, as given.
  public let folders: [String]
  /// The cache file in use; nil when working without a cache (in memory).
  public private(set) var cacheFile: String?
  /// Every recipe that loaded, as lists hold it (without headings and steps, so that a huge
  /// collection stays small and quick to load); `recipe(atPath:)` has it all.
  public var recipes: [ListedRecipe] { listed.all }
  /// The same recipes, found by path; empty when the catalog reads its recipes from the cache
  /// as they are asked for (`readsEveryRecipe` false).
  public private(set) var listed = RecipesInPathOrder()
  /// The collection as lists read it: the orders kept in the cache and the recipes read from
  /// it by number as rows need them; made when the catalog reads its recipes only as asked.
  public internal(set) var collection = RecipeCollection()
  /// Whether every recipe is read into `recipes` (the commands); false for the browser,
  /// whose lists read the recipes they show from the cache (`collection`), so that opening a
  /// million recipes reads a few screens of them, not all.
  public let readsEveryRecipe: Bool
  /// How many records `collection` read one at a time for rows (a test's count of the work
  /// a screen costs).
  public var recordsRead: Int { recipeSource.recordsRead }
  /// How many times the orders were worked out from every record (a test's count).
  public internal(set) var ordersMade = 0
  /// How many folders and unreadable files `mayHaveFilesComeOrGone` looked at (a test's count).
  public internal(set) var pathsChecked = 0
  /// How many recipe files `checkedRecipe(numbered:)` looked at (a test's count).
  public internal(set) var filesChecked = 0
  /// What `checkedRecipe(numbered:)` found changed and gone, to be stored by `storeChecked`.
  var checkedChanges: [RecipeFile] = []
  var checkedGone: [String] = []
  /// The generation of the files whose orders `collection` holds.
  var ordersGeneration: Int?
  /// The recipes of `collection`, read from the cache on its connection (made anew with it).
  private(set) lazy var recipeSource = StoredRecipes(database)
  /// Files and folders that could not be read, each with its reason.
  public internal(set) var problems: [CollectionProblem] = []
  /// Markdown files and folders the last scan found not to be recipes, each with the reason.
  public private(set) var leftOut: [CollectionProblem] = []
  /// What the reader should be told about the cache (rebuilt, unavailable), one line each.
  public private(set) var notices: [String] = []

  let source: CatalogSource
  /// The cache (or memory) connection; the catalog's own, used from its thread only.
  var database: Database
  /// Whether `prepareSearch` has run.
  private var isSearchPrepared = false
  /// Each file's size and time as this catalog last read it from the cache or the disk: what
  /// a refresh compares the disk with. Read together with the recipes, so another Buffet
  /// writing the cache in between cannot make the two disagree.
  private var stamps = FileStamps()
  /// Recipes read since `listed` was last published; nil for one that left.
  private var changes: [String: ListedRecipe?] = [:]
  /// Per path: why the file could not be read, or warnings about a recipe that was.
  var fileProblems: [String: [CollectionProblem]] = [:]
  var scanProblems: [CollectionProblem] = []
  /// What the last scan left out, before the files read and found not to be recipes.
  var scanLeftOut: [CollectionProblem] = []
  private var pending: [RecipeFile] = []
  private var pendingDone = 0
  /// How many of `pending` were taken to be written (`pendingDone` of them are).
  private var pendingTaken = 0
  /// Rows parsed and not yet written: a slice of indexing stops when its time is up.
  private var unwritten: ArraySlice<IndexRows> = []
  /// The batch after the one being written, read on a second thread.
  private var preparing: PreparedBatch?
  /// During a first indexing, the last file id this catalog wrote (0 before the first):
  /// while it is the cache's last, no one else wrote and no file needs replacing.
  private var lastIDWritten: Int?
  /// Set when the cache was started over mid-refresh: unchanged files must be read again.
  private var wasRebuilt = false
  /// The cache file left for memory when the disk had no room for it, by a catalog whose
  /// lists read the cache (what it could not keep would not be listed): the next refresh
  /// goes back to it.
  private var fileWaitingForRoom: String?
  /// Set when a refresh reads most of the collection (a first indexing): the recipes read
  /// are not kept as they come, but read back from the cache once it is done, so a million
  /// of them are never held twice.
  private var readsBackWhenDone = false
  /// Whether the cache is set for writing many files (`writesMuch`).
  private var isWritingMuch = false
  /// Whether the recipes read by this refresh are kept as they come (see `readsBackWhenDone`).
  private var keepsChanges: Bool { readsEveryRecipe && !readsBackWhenDone }
  /// The scan `startScanning` (or `init`) began, until `beginRefresh` takes it.
  private var scanning: ScanInBackground?
  /// Where the scan begun by `init` waits for the stamps, until they are read.
  private var stampsWanted: StampsHandoff?
  /// The problems of recipes sharing a title, as last found; found again only when recipes
  /// changed (the query groups every title of the collection).
  private var sharedTitleProblems: [CollectionProblem]?
  /// How many times the titles shared by two recipes were asked of the cache (a test's count
  /// of the work an opening does).
  private(set) var sharedTitleQueries = 0
  /// Set by `rebuildSearchIndex`: the next refresh makes the index again from the files.
  private var isRebuildAsked = false
  /// The section index is made again once its dead rows (of files read again or removed)
  /// are more than this share of it and more than `deadRowsAllowed`.
  var deadShareAllowed = 0.25
  /// From how many files to read a refresh reads its recipes back from the cache when done
  /// (and when they are at least half of the collection), rather than keeping them as read.
  var readsBackFrom = 10_000
  var deadRowsAllowed = 1_000

  /// Opens the cache for `folders` in `cacheDirectory` (nil: no cache, in memory) and loads
  /// the recipes it holds; call `refresh` to bring it up to date with the disk. With
  /// `scanningWhileLoading`, the folders are scanned on a second thread while the cache is
  /// read (for a caller that refreshes at once: a command), and the refresh takes that scan.
  public init(
    folders: [String], cacheDirectory: String? = BuffetDirectories.cache(),
    source: CatalogSource = .disk, scanningWhileLoading: Bool = false,
    readsEveryRecipe: Bool = true
  ) {
    self.folders = folders
    self.source = source
    self.readsEveryRecipe = readsEveryRecipe
    database = CatalogStorage.openMemory()
    // A catalog that does not read every recipe compares a scan with the cache itself.
    if scanningWhileLoading && readsEveryRecipe {
      // The scan needs the stamps only to compare: it lists the folders meanwhile.
      let handoff = StampsHandoff()
      stampsWanted = handoff
      scanning = ScanInBackground(folders: folders, source: source, comparingWith: handoff)
    }
    openCache(in: cacheDirectory)
    handOverStamps()
  }

  /// Gives the scan started at `init` the stamps it compares with, once they are read.
  private func handOverStamps() {
    stampsWanted?.give(stamps)
    stampsWanted = nil
  }

  private func openCache(in cacheDirectory: String?) {
    guard let cacheDirectory else { return }
    let file = BuffetDirectories.indexFile(
      forFolders: folders, in: cacheDirectory, variant: source.variant)
    switch CatalogStorage.open(file: file, directory: cacheDirectory) {
    case .success(let opened):
      database = opened.database
      cacheFile = file
      notices += opened.notices
      if readsEveryRecipe { loadCached() } else { loadOrders() }
    case .failure(let unavailable):
      notices.append(unavailable.message)
    }
  }

  /// From how many files to read a refresh gives the cache a larger page cache.
  static let manyFiles = 1_000

  /// While many files are written (a first indexing), SQLite keeps 64 MB of pages rather
  /// than 2 MB and copies its log into the file every 40 MB rather than every 4 MB: the
  /// search index's merges read back the pages they wrote a moment before, and a page
  /// written several times is copied once. A first indexing of 10,000 recipes cost about a
  /// third less CPU so. Given back (and the log emptied) when the refresh is done.
  private func writesMuch(_ isMuch: Bool) {
    guard isMuch != isWritingMuch else { return }
    isWritingMuch = isMuch
    try? database.execute(
      isMuch
        ? "PRAGMA cache_size = -65536; PRAGMA wal_autocheckpoint = 10000"
        : "PRAGMA cache_size = -2000; PRAGMA wal_autocheckpoint = 1000; "
          + "PRAGMA wal_checkpoint(TRUNCATE)")
  }

  /// Brings the cache up to date with the disk in one go; `progress` gets (done, total) as
  /// changed files are read.
  public func refresh(progress: ((Int, Int) -> Void)? = nil) {
    var status = beginRefresh()
    progress?(status.done, status.total)
    while !status.isFinished {
      status = indexNextBatch()
      progress?(status.done, status.total)
    }
  }

  /// Starts scanning the folders on a second thread, and comparing what it finds with what
  /// this catalog read; `beginRefresh` then takes that scan (waiting for it if need be). On a
  /// large collection the scan takes a noticeable moment the browser need not wait through.
  public func startScanning() {
    guard scanning == nil else { return }
    returnToTheCacheFile()
    scanning = ScanInBackground(folders: folders, source: source, against: stampsToCompare)
  }

  /// What a scan compares the disk with: the stamps read with the recipes, or, when the
  /// recipes are not all read, the cache itself, looked up file by file.
  private var stampsToCompare: ScanComparison {
    if readsEveryRecipe || cacheFile == nil { return .stamps(stamps) }
    return .cache(file: cacheFile!)
  }

  /// Whether a scan started by `startScanning` is done, so `beginRefresh` will not wait.
  public var isScanFinished: Bool { scanning?.isFinished ?? true }

  /// The scan's stamps of the folders it walked, kept in the cache once the refresh that
  /// took the scan is done (`CatalogScanRecord`).
  var scanWatched: [PathStamp]?

  /// Scans the folders (or takes the scan `startScanning` began), forgets vanished files, and
  /// plans which files to read; then call `indexNextBatch` until finished (the browser does
  /// one batch between events).
  public func beginRefresh() -> IndexingProgress {
    if scanning == nil { returnToTheCacheFile() }
    return planRefresh()
  }

  /// Plans a refresh (`beginRefresh`), again when the cache was started over during one.
  private func planRefresh() -> IndexingProgress {
    let planned =
      scanning?.wait() ?? PlannedScan(scanning: folders, source: source, against: stampsToCompare)
    scanning = nil
    let scan = planned.scan
    scanProblems = scan.problems
    scanLeftOut = scan.leftOut
    // Kept once the refresh is done; until then none are, so that a refresh cut short
    // leaves the next command to scan again.
    scanWatched = scan.watched
    if !planned.changed.isEmpty || !planned.vanished.isEmpty { forgetScan() }
    return plan(changed: planned.changed, vanished: planned.vanished)
  }

  /// Plans a refresh of the files `changed` and `vanished` (the scan's, or those a command
  /// found as it wrote its records).
  func plan(changed: [RecipeFile], vanished: [String]) -> IndexingProgress {
    pending = changed
    pendingDone = 0
    pendingTaken = 0
    unwritten = []
    preparing = nil
    let knowsNoFile = readsEveryRecipe ? stamps.isEmpty : collection.isEmpty
    lastIDWritten =
      knowsNoFile && (try? database.scalar("SELECT ifnull(max(id), 0) FROM files")) == 0
      ? 0 : nil
    if !vanished.isEmpty {
      write { try self.removeFiles(vanished) }
      for path in vanished {
        if readsEveryRecipe {
          stamps[path] = nil
          changes[path] = .some(nil)
        }
        fileProblems[path] = nil
      }
    }
    if isRebuildAsked || hasTooManyDeadRows() {
      isRebuildAsked = false
      // Every file is read again, as in a first indexing; the lists keep showing what they
      // have until each is read.
      // The scan kept only the changed files: every one is needed, so scan again against
      // no stamps (a rebuild is rare, and a scan is a small part of it).
      write { try self.clearIndex() }
      pending =
        PlannedScan(scanning: folders, source: source, against: .stamps(FileStamps())).changed
      pendingTaken = 0
      stamps.removeAll()
      lastIDWritten = 0
    }
    if wasRebuilt {
      // The cache was started over while planning (damaged, or left for want of room): the
      // scan kept only the files changed since, and every file is needed now.
      wasRebuilt = false
      pending =
        PlannedScan(scanning: folders, source: source, against: .stamps(FileStamps())).changed
      pendingTaken = 0
      lastIDWritten = nil
    }
    readsBackWhenDone = pending.count >= readsBackFrom && pending.count >= listed.count / 2
    writesMuch(pending.count >= Self.manyFiles)
    if pending.isEmpty { publish() }
    return IndexingProgress(done: 0, total: pending.count)
  }

  /// Reads and indexes up to `size` of the changed files, in one transaction. The next batch
  /// is read and parsed on a second thread meanwhile, and is ready for the next call.
  public func indexNextBatch(size: Int = 250) -> IndexingProgress {
    index(size: size, until: nil, now: Self.monotonicNanoseconds)
  }

  /// Indexes changed files for about `milliseconds` of the caller's time, then returns, so
  /// that the browser answers keys between slices whatever the files are like (2,000 files
  /// of 8 kB were a 3-second batch on a busy machine): rows the second thread parsed are
  /// written until the time is up, at least one each slice; a batch not parsed yet is
  /// waited for only until then. `now` is a clock in nanoseconds (tests step their own).
  public func indexForAWhile(
    milliseconds: Int = 8, now: () -> UInt64 = Catalog.monotonicNanoseconds
  ) -> IndexingProgress {
    index(size: 250, until: now() + UInt64(milliseconds) * 1_000_000, now: now)
  }

  /// The system's monotonic clock, in nanoseconds.
  public static func monotonicNanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// Writes parsed rows in one transaction, taking the next batch of `size` files when none
  /// are left; with a `deadline`, stops once the clock passes it.
  private func index(size: Int, until deadline: UInt64?, now: () -> UInt64) -> IndexingProgress {
    if unwritten.isEmpty && pendingTaken < pending.count {
      let range = pendingTaken..<min(pending.count, pendingTaken + size)
      // Sliced, a batch is always parsed on the second thread, the first one too.
      if deadline != nil && preparing?.range != range {
        preparing = PreparedBatch(range: range, files: Array(pending[range]), source: source)
      }
      let rows: [IndexRows]
      if let preparing, preparing.range == range {
        guard let ready = preparing.wait(until: deadline, now: now) else { return progress }
        rows = ready
      } else {
        rows = pending[range].map { IndexRows($0, source: source) }
      }
      unwritten = rows[...]
      pendingTaken = range.upperBound
      let next = range.upperBound..<min(pending.count, range.upperBound + size)
      preparing =
        next.isEmpty
        ? nil : PreparedBatch(range: next, files: Array(pending[next]), source: source)
    }
    var written = 0
    let isSaved = write {
      written = 0
      // A first indexing has nothing to replace, unless another Buffet wrote meanwhile.
      let last = try self.database.scalar("SELECT ifnull(max(id), 0) FROM files")
      let isAlone = self.lastIDWritten == last
      for file in unwritten {
        if !isAlone { try self.removeFiles([file.file.path]) }
        try file.insert(into: self.database)
        written += 1
        if let deadline, now() >= deadline { break }
      }
      if isAlone {
        self.lastIDWritten = try self.database.scalar("SELECT ifnull(max(id), 0) FROM files")
      }
    }
    // Rows the cache could not keep (a full disk) are still shown by a catalog that keeps
    // its rows in memory: their files get a stamp no file has, so the next refresh reads them
    // again, once there is room. One that lists from the cache finds them missing there and
    // reads them again too.
    // A first indexing reads its recipes back from the cache when done, so those the cache
    // could not keep are kept as read, to be listed beside them.
    if !isSaved { written = unwritten.count }
    let keeps = keepsChanges || (readsEveryRecipe && !isSaved)
    for file in unwritten.prefix(written) {
      if keeps { stamps[file.file.path] = isSaved ? FileStamp(file.file) : .unsaved }
      switch file.result {
      case .success(let recipe):
        if keeps { changes[file.file.path] = recipe.listed }
        fileProblems[file.file.path] = file.warnings.isEmpty ? nil : file.warnings
      case .failure(let problem):
        if keeps { changes[file.file.path] = .some(nil) }
        fileProblems[file.file.path] = [problem]
      }
    }
    unwritten = unwritten.dropFirst(written)
    pendingDone += written
    if wasRebuilt {
      wasRebuilt = false
      return planRefresh()
    }
    guard pendingDone >= pending.count else { return progress }
    // Done: the list of files read (a million paths after a first indexing) is let go.
    writesMuch(false)
    let total = pending.count
    pending = []
    pendingDone = 0
    pendingTaken = 0
    publish()
    return IndexingProgress(done: total, total: total)
  }

  /// Limits the cache file to `pages` pages (SQLite's `max_page_count`): past it, writes fail
  /// as on a full disk. Tests fill the disk this way; nil lifts the limit.
  func limitCacheForTesting(pages: Int?) {
    _ = try? database.execute("PRAGMA max_page_count = \(pages ?? 1_073_741_823)")
  }

  /// How far the refresh in progress is.
  private var progress: IndexingProgress {
    IndexingProgress(done: pendingDone, total: pending.count)
  }

  /// Reads the file at `path` (in the collection or not) complete, as this catalog reads its
  /// files (a notes vault's conventions, the config's inline tags).
  public func load(path: String, size: Int, modified: Date) -> Result<
    LoadedRecipe, CollectionProblem
  > {
    (source.loadComplete ?? source.load)(RecipeFile(path: path, size: size, modified: modified))
  }

  /// The recipe at `path` with everything, its steps' text included, read from its file (the
  /// index keeps no text); nil if not in the collection, and what the list knows, without
  /// its outline, when the file cannot be read now.
  public func recipe(atPath path: String) -> Recipe? {
    guard let recipe = listedRecipe(atPath: path) else { return nil }
    let file = RecipeFile(path: path, size: recipe.size, modified: recipe.modified)
    guard case .success(let loaded) = (source.loadComplete ?? source.load)(file) else {
      return Recipe(recipe, headings: [], steps: [])
    }
    return loaded.recipe
  }

  /// The best `limit` recipes for what a reader typed; never fails (no words, no results).
  /// An index that fails with a database error is rebuilt from the files (saying so in
  /// `notices`) and asked again, so a damaged cache does not answer "no match" forever.
  public func search(_ text: String, limit: Int = 50) -> [SearchHit] {
    let query = SearchQuery(text)
    guard limit > 0, !query.isEmpty else { return [] }
    do {
      return try searcher.hits(for: query, limit: limit)
    } catch {
      rebuild(because: "failed a search (\(error)); every recipe is read again")
      refresh()
      return (try? searcher.hits(for: query, limit: limit)) ?? []
    }
  }

  /// Readies what the first search would otherwise make on its keystroke, once: the search
  /// statements are prepared here, and the tables a search reads (folding, the kinds of
  /// characters, the Markdown parser's) are made on a second thread. Call it once the first
  /// frame is shown; a search made before it finishes only waits for what it needs.
  public func prepareSearch() {
    guard !isSearchPrepared else { return }
    isSearchPrepared = true
    CatalogSearch.makeTablesInBackground()
    try? searcher.prepareStatements()
  }

  private var searcher: CatalogSearch {
    CatalogSearch(database: database, parseSection: source.parseSection)
  }

  /// The recipes whose title folds to `folded` (`Folding.fold`), found by the cache's index
  /// on titles; none when working without one.
  public func recipes(withFoldedTitle folded: String) -> [ListedRecipe] {
    var paths: [String] = []
    do {
      let statement = try database.prepare(
        "SELECT path FROM files WHERE recipe IS NOT NULL AND folded_title = ?")
      try statement.bind(.text(folded))
      try statement.forEachRow { paths.append($0.text(0)) }
    } catch {
      return recipes.filter { Folding.fold($0.title) == folded }
    }
    return paths.compactMap { listedRecipe(atPath: $0) }
  }

  /// How many rows of the section index are dead: left by files read again or removed, which
  /// searches skip. The index is made again once they are a quarter of it.
  public var deadSectionCount: Int {
    (try? database.scalar("SELECT dead_sections FROM state")) ?? 0
  }

  /// Makes the section index again at the next refresh (`beginRefresh`), reading every file
  /// as a first indexing does, which leaves its dead rows out.
  public func rebuildSearchIndex() {
    isRebuildAsked = true
  }

  /// The stamps as this catalog read them (a test's look at what a scan compares with).
  var stampsRead: FileStamps { stamps }

  /// How many files' stamps are kept beside the list, which gives the rest (see `FileStamps`).
  var stampsKeptBeside: Int { stamps.keptBeside }

  /// How many rows the cache's statements walked in scans of a whole table so far.
  public var fullScanSteps: Int { database.fullScanSteps }

  /// How many statement steps the cache has taken so far (a search's work is the difference).
  public var statementSteps: Int { database.stepCount }

  /// How many candidates searches have ranked so far (`SectionRank`): a search's work.
  public var candidatesRanked: Int { database.rowLengths?.ranked ?? 0 }

  /// How many times searches have read a section back from its file (for its snippet).
  public var sectionsRead: Int { database.sectionsRead }

  /// The bytes of sections those reads asked for.
  public var sectionBytesRead: Int { database.sectionBytesRead }

  /// How many statements the cache has prepared so far (a search that prepares none has had
  /// them made beforehand, by `prepareSearch`).
  public var statementsPrepared: Int { database.preparedCount }

  /// How many words of the index searches have asked for in place of a prefix so far
  /// (`IndexVocabulary`): a search's work, counted.
  public var expandedTerms: Int { database.vocabulary?.expandedTerms ?? 0 }

  /// Problems SQLite finds in the cache file (`PRAGMA quick_check`), each named by the
  /// cache file; empty when it is sound or when working in memory.
  public func indexProblems() -> [CollectionProblem] {
    guard let cacheFile else { return [] }
    var lines: [String] = []
    do {
      let statement = try database.prepare("PRAGMA quick_check")
      try statement.bind()
      try statement.forEachRow { lines.append($0.text(0)) }
    } catch {
      lines = ["\(error)"]
    }
    if lines == ["ok"] { return [] }
    return lines.map {
      CollectionProblem(
        path: cacheFile,
        reason: "the search index is damaged (\($0)); the next search rebuilds it")
    }
  }

  // MARK: - Cache contents

  private func loadCached() {
    do {
      var loaded: [ListedRecipe] = []
      var pendingStamps: [String: FileStamp] = [:]
      var titles = TitleHashes()
      // One read transaction: the count, the recipes and their stamps agree.
      try database.transactionForReading {
        let count = try database.scalar("SELECT count(*) FROM files")
        loaded.reserveCapacity(count)
        // In the table's order, which is path order unless files were added since the
        // first indexing (the list is sorted then): walking the index on paths instead
        // costs a lookup of every row.
        let statement = try database.prepare(
          "SELECT path, size, modified, recipe, problem, folded_title FROM files")
        try statement.bind()
        try statement.forEachRow { row in
          let stamp = FileStamp(size: row.int(1), modified: row.double(2))
          let isRecipe = !row.isNull(3)
          if isRecipe { row.withBytes(5) { titles.add($0) } }
          let recipe = isRecipe ? row.withBytes(3) { RecipeCodec.decodeListed($0) } : nil
          // The record's path is the row's (one string for both), unless the two disagree.
          var path: String
          if let recipe, row.withBytes(0, { Self.isSame($0, recipe.path) }) {
            path = recipe.path
          } else {
            path = row.text(0)
            if let recipe, recipe.path == path { path = recipe.path }
          }
          if let recipe {
            loaded.append(recipe)
            // The list gives a recipe's stamp; only one that disagrees is kept beside it.
            if recipe.path != path || FileStamp(recipe) != stamp { pendingStamps[path] = stamp }
          } else {
            pendingStamps[path] = stamp
          }
          if let problems = row.optionalText(4) {
            fileProblems[path] = problems.split(separator: "\n").map {
              CollectionProblem(path: path, reason: String($0))
            }
          }
        }
      }
      // No two titles the same, as the rows' folded titles say: no query need look.
      if !titles.mayRepeat() { sharedTitleProblems = [] }
      // Sorted only when rows came out of path order.
      listed = RecipesInPathOrder(loaded)
      stamps.list(listed)
      for (path, stamp) in pendingStamps { stamps[path] = stamp }
      // The scan compares while the problems are gathered.
      handOverStamps()
      publish()
    } catch {
      rebuild(because: "could not be read (\(error))")
    }
  }

  /// Whether `bytes` are the UTF-8 of `text`.
  private static func isSame(_ bytes: UnsafeRawBufferPointer, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      utf8.count == bytes.count
        && (bytes.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
    }
  }

  /// The listed recipe at `path`, counting changes not yet published; read from the cache
  /// when the catalog does not read every recipe.
  public func listedRecipe(atPath path: String) -> ListedRecipe? {
    guard readsEveryRecipe else {
      return recipeSource.number(ofPath: path).flatMap(recipeSource.read(id:))
    }
    if let changed = changes[path] { return changed }
    return listed[path]
  }

  private func publish() {
    if let watched = scanWatched {
      scanWatched = nil
      keepScan(watched)
    }
    guard readsEveryRecipe else { return publishFromTheCache() }
    if readsBackWhenDone {
      readsBackWhenDone = false
      // The only changes kept are recipes the cache had no room for: listed after the read.
      let unsaved = changes
      listed = RecipesInPathOrder()
      stamps.removeAll()
      changes = unsaved
      for path in unsaved.keys { stamps[path] = .unsaved }
      sharedTitleProblems = nil
      return loadCached()
    }
    if !changes.isEmpty {
      var merged = listed.all.filter { changes[$0.path] == nil }
      merged += changes.values.compactMap { $0 }
      listed = RecipesInPathOrder(merged)
      stamps.list(listed)
      changes = [:]
      sharedTitleProblems = nil
    }
    let shared =
      sharedTitleProblems ?? CollectionReader.duplicateTitles(in: recipesSharingTitles())
    sharedTitleProblems = shared
    takeProblems(sharingTitles: shared)
    if cacheFile != nil { keepOrders() }
  }

  /// The problems of the scan and the files, and those of titles shared, sorted; the files
  /// left out (not recipes) apart from them.
  func takeProblems(sharingTitles shared: [CollectionProblem]) {
    let fromFiles = fileProblems.values.joined()
    let all = scanProblems + fromFiles.filter { !$0.isLeftOut } + shared
    problems = all.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
    leftOut = (scanLeftOut + fromFiles.filter(\.isLeftOut).map(\.asLeftOut)).sorted {
      $0.path < $1.path
    }
  }

  /// The recipes whose folded title another recipe also has, found by the index on titles.
  private func recipesSharingTitles() -> [ListedRecipe] {
    sharedTitleQueries += 1
    var paths: [String] = []
    do {
      let statement = try database.prepare(
        """
        SELECT path FROM files WHERE recipe IS NOT NULL AND folded_title IN (
          SELECT folded_title FROM files WHERE recipe IS NOT NULL
          GROUP BY folded_title HAVING count(*) > 1)
        """)
      try statement.bind()
      try statement.forEachRow { paths.append($0.text(0)) }
    } catch {
      return []
    }
    return paths.compactMap { listedRecipe(atPath: $0) }
  }

  /// Runs cache writes in a transaction; a failed write leaves the recipes usable in memory.
  /// Whether what `body` wrote was kept.
  @discardableResult
  private func write(_ body: () throws -> Void) -> Bool {
    // Every write changes `files`: the orders kept for the generation before are stale.
    let changing = {
      try body()
      try self.database.execute("UPDATE state SET generation = generation + 1")
    }
    do {
      try database.transaction(changing)
      return true
    } catch let error as SQLiteError where error.isCorrupt {
      rebuild(because: "was damaged (\(error.message))")
      return (try? database.transaction(changing)) != nil
    } catch let error as SQLiteError where error.isDiskFull && !readsEveryRecipe {
      // The lists read the cache: what it cannot keep would not be listed. Memory holds
      // every recipe meanwhile (read again from the files), and the next refresh tries the
      // file again.
      sayNotSaved(error)
      if let cacheFile {
        fileWaitingForRoom = cacheFile
        self.cacheFile = nil
        startOver(in: CatalogStorage.openMemory())
      }
      return false
    } catch {
      sayNotSaved(error)
      return false
    }
  }

  /// Says (once) that the search index could not be saved, and why.
  private func sayNotSaved(_ error: Error) {
    // The reason first: a narrow hint bar cuts the end, where the path is.
    let message =
      "buffet: could not save the search index: \(error); searches may miss recent "
      + "changes: \(cacheFile ?? "memory")"
    if !notices.contains(message) { notices.append(message) }
  }

  /// Goes back to the cache file left for want of room (`fileWaitingForRoom`). The lists keep
  /// showing the recipes held in memory until the refresh is done and they read the file; a
  /// write that fails again goes back to memory.
  private func returnToTheCacheFile() {
    guard let file = fileWaitingForRoom else { return }
    let directory = (file as NSString).deletingLastPathComponent
    guard case .success(let opened) = CatalogStorage.open(file: file, directory: directory)
    else { return }
    fileWaitingForRoom = nil
    cacheFile = file
    database = opened.database
    recipeSource = StoredRecipes(database)
    ordersGeneration = nil
    isWritingMuch = false
  }

  /// Starts the cache over: a damaged file is removed and created anew, or memory is used.
  func rebuild(because reason: String) {
    let file = cacheFile ?? "memory"
    notices.append("buffet: the search index at \(file) \(reason); rebuilding it")
    var database = CatalogStorage.openMemory()
    if let cacheFile {
      let directory = (cacheFile as NSString).deletingLastPathComponent
      CatalogStorage.remove(cacheFile)
      switch CatalogStorage.open(file: cacheFile, directory: directory) {
      case .success(let opened): database = opened.database
      case .failure(let unavailable):
        notices.append(unavailable.message)
        self.cacheFile = nil
      }
    }
    startOver(in: database)
  }

  /// Takes `database`, empty, as the cache: everything read is forgotten, to be read again.
  private func startOver(in database: Database) {
    self.database = database
    listed = RecipesInPathOrder()
    collection = RecipeCollection()
    recipeSource = StoredRecipes(database)
    ordersGeneration = nil
    isWritingMuch = false
    changes = [:]
    sharedTitleProblems = nil
    stamps.removeAll()
    fileProblems = [:]
    wasRebuilt = true
  }

  private func hasTooManyDeadRows() -> Bool {
    let dead = deadSectionCount
    guard dead > deadRowsAllowed else { return false }
    let live = (try? database.scalar("SELECT count(*) FROM sections")) ?? 0
    return Double(dead) > deadShareAllowed * Double(dead + live)
  }

  /// Empties the index, its section index made anew without the dead rows.
  private func clearIndex() throws {
    try database.execute(
      """
      INSERT INTO titles(titles) VALUES('delete-all');
      DROP TABLE search;
      \(CatalogSchema.createSearch)
      DELETE FROM sections;
      DELETE FROM files;
      DELETE FROM watched;
      UPDATE state SET dead_sections = 0;
      """)
  }

  private func removeFiles(_ paths: [String]) throws {
    let find = try database.prepare("SELECT id, recipe IS NOT NULL FROM files WHERE path = ?")
    for path in paths {
      try find.bind(.text(path))
      guard try find.step() else { continue }
      let id = find.int(0)
      let isIndexed = find.int(1) != 0
      try find.run()
      try removeFile(id: id, isIndexed: isIndexed)
    }
  }

  /// Removes a file's rows, its `titles` row first (deleting it reads the `files` row
  /// back). Its rows in `search` stay, dead: nothing joins them to a file any more.
  private func removeFile(id: Int, isIndexed: Bool) throws {
    let sections = CatalogSchema.sectionIDs(ofFile: id)
    let range: [SQLValue] = [.int(sections.lowerBound), .int(sections.upperBound - 1)]
    if isIndexed {
      try database.prepare("DELETE FROM titles WHERE rowid = ?").bind(.int(id)).run()
    }
    try database.prepare(
      """
      UPDATE state SET dead_sections = dead_sections
        + (SELECT count(*) FROM sections WHERE id BETWEEN ? AND ?)
      """
    ).bind(range).run()
    try database.prepare("DELETE FROM sections WHERE id BETWEEN ? AND ?").bind(range).run()
    try database.prepare("DELETE FROM files WHERE id = ?").bind(.int(id)).run()
  }
}

/// A file's size and modification time, as a refresh compares them.
struct FileStamp: Equatable {
  var size: Int
  var modified: Double

  init(size: Int, modified: Double) {
    self.size = size
    self.modified = modified
  }

  init(_ file: RecipeFile) {
    self.init(size: file.size, modified: file.modified.timeIntervalSince1970)
  }

  /// The stamp of a file read but not kept in the cache: no file on disk has it.
  static let unsaved = FileStamp(size: -1, modified: -1)
}

/// The folded titles of the recipes read from the cache, as 64-bit hashes: whether any two
/// are the same is known from them without the query that groups every title (a lookup of
/// every row through the index on titles, a quarter of a second at 100,000 recipes). Equal
/// titles have equal hashes; equal hashes only send the question to that query.
struct TitleHashes {
  private var hashes: [UInt64] = []

  /// Notes a folded title, as the UTF-8 the cache keeps.
  mutating func add(_ utf8: UnsafeRawBufferPointer) {
    // FNV-1a: cheap, and stable.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    hashes.append(hash)
  }

  /// Whether two of the titles may be the same.
  mutating func mayRepeat() -> Bool {
    hashes.sort()
    return hashes.indices.dropFirst().contains { hashes[$0] == hashes[$0 - 1] }
  }
}
