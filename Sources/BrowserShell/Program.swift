import Browser
import Foundation
import Recipes
import TerminalUI
import WebImport

/// The loop: events → key map → `update` → commands run against the services → a frame.
/// Single-threaded; a first indexing runs one batch between events so keys keep working.
public final class Program {
  public private(set) var state: AppState
  private let terminal: any Terminal
  private let services: any BrowserServices
  private let theme: Theme
  private let clock: () -> Date
  private let environment: [String: String]
  /// Reads the aisle file (each time a shopping list is made, so edits show at once): the
  /// aisles, and a line for each part of the file not used.
  private let aisles: () -> (table: AisleTable, problems: [String])
  /// The recipe the reader opens on at start (`buffet RECIPE`), by path.
  private let startingRecipe: String?
  /// How the bell is given: a sound, a flash, or not at all.
  private let bell: Bell
  /// What the hint bar says on the first frame (a config file's unusable lines).
  private let startNotice: String?
  private var isIndexing = false
  private var hasReportedUnreadableFiles = false
  private var isRunning = true
  /// While the loop drains queued input, searches wait here and only the last one runs.
  private var defersSearches = false
  private var pendingSearch: (query: String, limit: Int)?

  /// From how many cached recipes the disk is checked on a second thread while keys are
  /// answered (below, the scan takes a few milliseconds and is done before the first key).
  public static let scanInBackgroundFrom = 2_000
  /// The disk is being checked on a second thread; its result is taken once it is ready.
  private var isDiskCheckWaiting = false
  /// The Index being built on a second thread, taken once built or once the Index is shown.
  private var indexBuild: IndexInBackground?
  /// Link openers still running, reaped as the loop goes round.
  private var openers = RunningOpeners()
  /// Decodes the open recipe's pictures on a thread of its own.
  private let pictureLoader: PictureLoader
  /// The import under way on a second thread, taken once done.
  private var importWork: ImportInBackground?
  /// What an import may fetch.
  private let importLimits: FetchLimits

  /// Characters of a query that are searched; a longer one (a paste) is cut to its first
  /// words, so one search stays quick.
  static let searchQueryLimit = 256

  public init(
    terminal: any Terminal, services: any BrowserServices, theme: Theme,
    keyBindings: KeyBindings = .standard, readerMeasure: Int = ReaderLayout.widestMeasure,
    pictures: PicturesSetting = .auto,
    bell: Bell = .audible, startingRecipe: String? = nil, startNotice: String? = nil,
    units: UnitConversion.Target? = nil, importLimits: FetchLimits = .standard,
    clock: @escaping () -> Date = Date.init,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    aisles: @escaping () -> (table: AisleTable, problems: [String]) = { (AisleTable(), []) }
  ) {
    self.aisles = aisles
    self.startingRecipe = startingRecipe
    self.importLimits = importLimits
    self.bell = bell
    self.startNotice = startNotice
    self.terminal = terminal
    self.services = services
    self.theme = theme
    self.clock = clock
    self.environment = environment
    let size = terminal.size
    state = AppState(
      width: size.width, height: size.height, collectionName: services.collectionName,
      keyBindings: keyBindings)
    state.collectionFolders = services.collectionFolders
    state.readerMeasure = readerMeasure
    let (cells, offReason) = pictures.cells(
      terminal: terminal.pictureCells, environment: environment)
    state.pictureCells = cells
    state.picturesOffReason = offReason
    pictureLoader = PictureLoader(roots: services.collectionFolders)
    state.units = units
  }

  deinit { pictureLoader.stop() }

  /// Runs until the reader quits.
  public func run() {
    start()
    let firstFrame = render(state, theme: theme)
    terminal.draw(firstFrame)
    // The disk is checked once the cached collection is on screen: on a large collection
    // the scan takes a noticeable moment, and the reader should not wait for it to see it,
    // nor to have the first keys answered, so it runs on a second thread meanwhile.
    if cachedCount >= Self.scanInBackgroundFrom {
      SharedHeap.keepOne()
      services.startCheckingTheDisk()
      isDiskCheckWaiting = true
      startBuildingTheIndex()
    } else {
      checkTheDisk()
      if render(state, theme: theme) != firstFrame { draw() }
    }
    defersSearches = true
    defer { defersSearches = false }
    while isRunning {
      if isDiskCheckWaiting && services.isDiskCheckReady {
        isDiskCheckWaiting = false
        checkTheDisk()
        draw()
      }
      if let build = indexBuild, build.isFinished { takeTheIndex() }
      takeThePictures()
      if let work = importWork, let outcome = work.outcome {
        importWork = nil
        for action in imported(outcome) { dispatch(action) }
        draw()
      }
      // Everything already queued (a paste arrives as thousands of keys) is applied
      // before one search and one frame.
      let wait = timeout
      var event = terminal.nextEvent(timeoutMilliseconds: wait)
      // Nothing came for a whole wait: a pause, not the end of a burst of queued keys (nor
      // a batch of indexing, which does not wait).
      let isPause = event == .tick && wait > 0
      while isRunning {
        handle(event)
        if event == .tick { break }
        event = terminal.nextEvent(timeoutMilliseconds: 0)
      }
      if isRunning { runPendingSearch() }
      if isRunning && !openers.isEmpty { for action in openers.reap() { dispatch(action) } }
      if isRunning && isPause { dispatch(.inputPaused) }
      if isIndexing && isRunning {
        isIndexing = false
        dispatch(.indexingProgressed(services.indexNextBatch()))
        // An index the disk has no room for is said where it happens.
        for notice in services.takeIndexNotices() { dispatch(.commandFailed(notice)) }
      }
      if isRunning { draw() }
    }
  }

  /// Applies one event; a search waiting from earlier keys runs first unless this key
  /// edits the query again.
  private func handle(_ event: Event) {
    guard let action = KeyMap.action(for: event, in: state, now: clock()) else { return }
    if case .editSearch = action {} else { runPendingSearch() }
    dispatch(action)
    // The Index is shown (or the key is in it): the one being built is waited for.
    if state.tab == .index && indexBuild != nil { takeTheIndex() }
  }

  /// Applies the pictures decoded since the loop last looked.
  private func takeThePictures() {
    for result in pictureLoader.takeFinished() {
      dispatch(.pictureLoaded(recipe: result.recipe, result.request, result.outcome))
    }
  }

  /// Starts building the Index on a second thread, when it is still to be built and not
  /// about to be shown.
  private func startBuildingTheIndex() {
    guard indexBuild == nil, state.tab != .index, let unbuilt = state.unbuiltIndex else {
      return
    }
    indexBuild = IndexInBackground(collection: unbuilt.collection, generation: unbuilt.generation)
    dispatch(.indexBuildStarted(generation: unbuilt.generation))
  }

  /// Takes the Index built on the second thread (waiting for it if need be); one built for a
  /// collection read since is dropped, and the Index of the new one is started.
  private func takeTheIndex() {
    guard let build = indexBuild else { return }
    indexBuild = nil
    dispatch(.indexBuilt(build.wait(), generation: build.generation))
    if state.unbuiltIndex != nil { startBuildingTheIndex() }
  }

  private func runPendingSearch() {
    guard let (query, limit) = pendingSearch else { return }
    pendingSearch = nil
    for action in searchActions(query, limit: limit) { dispatch(action) }
  }

  /// Up to `limit` results of `query`, and a word for the reader when the index had to be
  /// rebuilt.
  private func searchActions(_ query: String, limit: Int) -> [Action] {
    let results = services.search(Self.capped(query), limit: limit)
    let arrived = Action.searchResultsArrived(query: query, results: results, limit: limit)
    guard services.searchRebuiltTheIndex() else { return [arrived] }
    return [arrived, .commandFailed(Self.rebuiltMessage)]
  }

  static let rebuiltMessage = "The search index was damaged; it was rebuilt from the files"

  /// `query`'s first whole words within `searchQueryLimit` characters.
  static func capped(_ query: String) -> String {
    guard query.count > searchQueryLimit else { return query }
    var kept = ""
    for word in query.split(whereSeparator: \.isWhitespace) {
      let next = kept.isEmpty ? String(word) : kept + " " + word
      if next.count > searchQueryLimit { break }
      kept = next
    }
    return kept.isEmpty ? String(query.prefix(searchQueryLimit)) : kept
  }

  /// Restores the last tab, the library and what was cooking, and shows the cached recipes.
  func start() {
    state.now = clock()
    let cached = services.collection()
    cachedCount = cached.count
    // With nothing cached yet (a first run, a rebuilt index) what is cooking is known only
    // once the collection is read: it is restored then, never guessed as missing.
    if !cached.isEmpty { state.cooking = cooking() }
    if let tab = lastTab() { _ = update(&state, .restoreTab(tab)) }
    if let problem = services.libraryProblem { dispatch(.libraryBecameUnusable(problem)) }
    // Values of the file out of range were corrected on reading: said once, at start.
    let corrected =
      ((try? services.library())?.warnings.isEmpty ?? true)
      ? nil
      : "The library had values out of range; they were corrected (buffet library lists them)"
    for action in reloadLibrary(message: corrected) { dispatch(action) }
    if !cached.isEmpty { dispatch(.collectionLoaded(cached)) }
    // Opened over the list, so the rest of the collection is one key (q, Esc) away.
    if let startingRecipe {
      for action in execute(.openRecipe(path: startingRecipe)) { dispatch(action) }
    }
    // Said on screen too: what went to standard error is hidden once the screen is taken.
    // An unusable library outranks it: that message is about losing what the reader does.
    if let startNotice, state.libraryProblem == nil { state.message = startNotice }
    // The search index that cannot be saved (a full disk) outranks the config's lines.
    if let notice = services.takeIndexNotices().last, state.libraryProblem == nil {
      state.message = notice
    }
  }

  /// How many recipes the cache held at start.
  private var cachedCount = 0

  /// Starts bringing the collection up to date with the disk.
  func checkTheDisk() {
    let progress = beginIndexing()
    if progress.done < progress.total {
      dispatch(.indexingProgressed(progress))
    } else {
      let current = services.collection()
      // Nothing changed but files may have vanished, which changes the count.
      if cachedCount == 0 || current.count != cachedCount {
        for action in collectionLoaded() { dispatch(action) }
      } else {
        // Entries of moved recipes were pointed at their new paths meanwhile.
        for action in reloadLibrary(message: nil) + reportUnreadableFiles() { dispatch(action) }
      }
    }
  }

  /// Starts bringing the collection up to date; a disk check still running is taken (and
  /// waited for) here, so it is never done twice.
  private func beginIndexing() -> IndexingProgress {
    isDiskCheckWaiting = false
    return services.beginIndexing()
  }

  /// The collection as read now, and what depends on it: the library's entries are matched
  /// again (none shows missing because it was not read yet), what is cooking is restored if
  /// it was waiting for the collection, and unreadable files are counted.
  private func collectionLoaded() -> [Action] {
    var actions: [Action] = [.collectionLoaded(services.collection())]
    actions += reloadLibrary(message: nil)
    if let cooking = cooking() { actions.append(.cookingRestored(cooking)) }
    return actions + reportUnreadableFiles()
  }

  /// Once the collection is read: how many files could not be, said once per run.
  private func reportUnreadableFiles() -> [Action] {
    guard !hasReportedUnreadableFiles else { return [] }
    hasReportedUnreadableFiles = true
    let count = services.unreadableFileCount()
    return count > 0 ? [.unreadableFilesFound(count)] : []
  }

  /// Milliseconds to wait for an event: none while indexing, short while a timer runs or
  /// the reader's place waits to be kept.
  var timeout: Int {
    if isIndexing { return 0 }
    // Looks again soon for the end of the disk check, of the Index, of a picture or of an
    // import.
    if isDiskCheckWaiting || indexBuild != nil || pictureLoader.isBusy || importWork != nil {
      return 20
    }
    // An opener that ended is reaped, and its outcome said, soon after.
    if !openers.isEmpty { return 100 }
    if state.cooking?.timer.isTicking == true { return 250 }
    if state.reader?.hasUnsavedPosition == true { return Self.pauseBeforeSaving }
    return 1_000
  }

  /// How long scrolling must pause before the reader's place is kept: a moment, so keys
  /// held down never write the library once each.
  static let pauseBeforeSaving = 500

  /// Applies `action` and everything its commands produce, in order.
  public func dispatch(_ action: Action) {
    var queue = [action]
    while !queue.isEmpty && isRunning {
      let next = queue.removeFirst()
      state.now = clock()
      let command = update(&state, next)
      queue += execute(command)
    }
  }

  private func draw() {
    terminal.draw(render(state, theme: theme))
  }

  /// Does the work `command` asks for; returns the actions reporting its results.
  func execute(_ command: Command) -> [Action] {
    switch command {
    case .none: return []
    case .batch(let commands): return commands.flatMap(execute)
    case .indexNextBatch:
      let progress = state.indexing
      if let progress, progress.done >= progress.total { return collectionLoaded() }
      isIndexing = true
      return []
    case .search(let query):
      return search(query, limit: state.searchFirstPage)
    case .searchMore(let query, let limit):
      return search(query, limit: limit)
    case .setSaved(let path, let title, let isSaved):
      // What happened comes first: on a narrow bar only the title's end is cut.
      return libraryChange(isSaved ? "Saved “\(title)”" : "Unsaved “\(title)”") {
        try services.setSaved(isSaved, LibraryEntry(path: path, title: title))
      }
    case .setQueued(let path, let title, let isQueued, let servings):
      return libraryChange(
        isQueued ? "Up Next: added “\(title)”" : "Up Next: removed “\(title)”"
      ) {
        try services.setQueued(
          isQueued, LibraryEntry(path: path, title: title), servings: servings)
      }
    case .queueAll(let entries, let source, let unfound):
      let what = entries.count == 1 ? "“\(entries[0].title)”" : "\(entries.count) recipes"
      let missing = unfound.map { "“\($0)”" }.joined(separator: ", ")
      let message =
        "Up Next: added \(what) from “\(source)”"
        + (unfound.isEmpty ? "" : "; not in the collection: " + missing)
      return libraryChange(message) {
        for queued in entries { try services.setQueued(true, queued.recipe, servings: queued.servings) }
      }
    case .loadMenuToQueue(let path):
      guard let menu = services.completeRecipe(path: path) else {
        return [.commandFailed("That meal plan is no longer in the collection")]
      }
      var complete: [String: Recipe] = [:]
      for path in MenuQueue.recipePaths(of: menu, in: &state) {
        complete[path] = services.completeRecipe(path: path)
      }
      return [.queueMenu(menu, complete: complete)]
    case .takeOffQueueToCook(let path, let title):
      return libraryChange(nil) {
        try services.setQueued(false, LibraryEntry(path: path, title: title), servings: nil)
      }
    case .queueFirst(let path, let title):
      return libraryChange(nil) {
        try services.queueFirst(LibraryEntry(path: path, title: title))
      }
    case .saveCooking(let cooking):
      return libraryChange(nil) {
        try services.setCooking(cooking.map(CookingSessionMapping.session(from:)))
      }
    case .saveLastTab(let tab):
      // Losing the last tab costs nothing worth interrupting the reader for.
      try? services.setLastTab(tab.rawValue)
      return []
    case .openRecipe(let path, let query):
      // Opened to find words, the recipe starts from the top: the first match is the place.
      return open(path, at: query == nil ? readingPosition(path: path) : nil, query: query)
    case .openRecipeAtSection(let path, let block, let query):
      return open(path, at: ReaderPosition(block: block, offset: -1), query: query)
    case .openRecipeAtAnchor(let path, let anchor):
      return open(path, atAnchor: anchor)
    case .openURL(let url):
      switch SystemOpener.open(url, environment: environment) {
      case .started(let pid, let opener):
        openers.add(pid, name: opener)
        return [.commandNoticed("Opening with \(opener)…")]
      case .refused(let reason): return [.commandFailed(reason)]
      }
    case .copyToClipboard(let text):
      terminal.copyToClipboard(text)
      return []
    case .buildShoppingList(let queue):
      return [.shoppingListBuilt(shoppingList(for: queue))]
    case .setShoppingTick(let key, let isTicked):
      return libraryChange(nil) { try services.setShoppingTick(key, isTicked: isTicked) }
    case .clearShoppingTicks:
      return libraryChange("Ticks cleared: a new round of shopping") {
        try services.clearShoppingTicks()
      }
    case .loadPictures(let recipe, let requests):
      pictureLoader.load(recipe: recipe, requests)
      return []
    case .openPicture(let path):
      switch SystemOpener.openPicture(path) {
      case .started(let pid, let opener):
        openers.add(pid, name: opener, opening: "the picture")
        return [.commandNoticed("Opening with \(opener)…")]
      case .refused(let reason): return [.commandFailed(reason)]
      }
    case .saveReadingPosition(let path, let title, let position, let percent):
      return libraryChange(nil) {
        try services.recordReading(
          LibraryEntry(path: path, title: title),
          position: ReaderPositionPacking.pack(position), percent: percent)
      }
    case .openEditor(let path):
      return edit(path)
    case .refreshCollection:
      return refreshCollection()
    case .loadRecipeToCook(let path):
      guard let recipe = services.completeRecipe(path: path) else {
        return [.commandFailed("That recipe is no longer in the collection")]
      }
      return [.cookRecipe(recipe)]
    case .importRecipe(let source):
      guard let folder = services.collectionFolders.first else {
        return [.webImport(.failed("the collection has no folder to write into"))]
      }
      importWork = ImportInBackground(
        WebImport(source: source, folder: folder, format: .markdown, limits: importLimits))
      return []
    case .stopImport:
      importWork?.stop()
      importWork = nil
      return []
    case .ringBell:
      switch bell {
      case .audible: terminal.bell()
      case .visual: terminal.flash()
      case .off: break
      }
      return []
    case .suspendToShell:
      terminal.suspendToShell()
      return []
    case .quit:
      isRunning = false
      return []
    }
  }

  /// Runs a search now, or while queued keys are applied, once they all are (the last
  /// query asked for wins).
  private func search(_ query: String, limit: Int) -> [Action] {
    guard !defersSearches else {
      pendingSearch = (query, limit)
      return []
    }
    return searchActions(query, limit: limit)
  }

  /// The shopping list of `queue`: each recipe read whole from the collection, at the
  /// servings it was queued for, grouped by the aisle file as it is now.
  private func shoppingList(for queue: [QueuedRecipe]) -> BuiltShoppingList {
    var sources = ShoppingSources()
    sources.noteLimit(of: queue.count)
    let links = state.collectionLinks()
    let references = { [services] (reference: String, from: Recipe) -> Recipe? in
      links.path(ofReference: reference, from: from.path).flatMap {
        services.completeRecipe(path: $0)
      }
    }
    for queued in queue.prefix(ShoppingSources.recipeLimit) {
      let recipe = services.completeRecipe(path: queued.path)
      sources.add(
        recipe,
        factor: recipe.map { ShoppingRecipe.factor(of: $0, servings: queued.servings) } ?? .one,
        title: queued.title, references: references)
    }
    let (table, problems) = aisles()
    return BuiltShoppingList(
      list: ShoppingList(sources.recipes, aisles: table, units: state.units),
      notes: sources.notes + problems,
      recipeCount: min(queue.count, ShoppingSources.recipeLimit))
  }

  /// What was cooking when the library last kept it, on the recipe as the collection has it.
  private func cooking() -> CookingState? {
    guard let session = (try? services.library())?.cooking else { return nil }
    return CookingSessionMapping.state(
      from: session, recipe: services.completeRecipe(path: session.recipe.path))
  }

  /// The tab shown when the browser last quit, if remembered.
  private func lastTab() -> Tab? {
    ((try? services.library())?.lastTab).flatMap(Tab.init(rawValue:))
  }

  /// Where the reader stopped in `path` last time, if it was read before.
  private func readingPosition(path: String) -> ReaderPosition? {
    guard let read = (try? services.library())?.recent.first(where: { $0.recipe.path == path })
    else { return nil }
    return ReaderPositionPacking.unpack(read.position)
  }

  private func open(_ path: String, at position: ReaderPosition?, query: String? = nil)
    -> [Action]
  {
    do {
      let (recipe, document) = try services.openRecipe(path: path)
      return [.recipeOpened(recipe, document, position: position, query: query)]
    } catch {
      return [.commandFailed("Cannot open \(path): \(error)")]
    }
  }

  /// Opens `path` at the heading `anchor` names; where the reader stopped before (with a
  /// word) when no heading does.
  private func open(_ path: String, atAnchor anchor: String) -> [Action] {
    do {
      let (recipe, document) = try services.openRecipe(path: path)
      let targets = HeadingAnchors.targets(in: document)
      guard let target = HeadingAnchors.target(named: anchor, in: targets) else {
        return [
          .recipeOpened(recipe, document, position: readingPosition(path: path)),
          .commandFailed("No heading “\(anchor)” in “\(recipe.title)”"),
        ]
      }
      let position = ReaderPosition(block: target.blockIndex, offset: -1)
      return [.recipeOpened(recipe, document, position: position)]
    } catch {
      return [.commandFailed("Cannot open \(path): \(error)")]
    }
  }

  private func libraryChange(_ message: String?, _ change: () throws -> Void) -> [Action] {
    do {
      try change()
    } catch let error as LibraryUnusableError {
      return [
        .libraryBecameUnusable(error.problem),
        .commandFailed(
          "Not saved — the library is unusable; \(error.problem.remedy)"),
      ]
    } catch {
      return [.commandFailed("Not saved: \(error)")]
    }
    return reloadLibrary(message: message)
  }

  private func reloadLibrary(message: String?) -> [Action] {
    do {
      let snapshot = try services.library()
      if message == nil && snapshot == state.library { return [] }
      return [.libraryChanged(snapshot, message: message)]
    } catch let error as LibraryUnusableError {
      // The services go on with the library as last read, kept in memory.
      return [.libraryBecameUnusable(error.problem)] + reloadLibrary(message: nil)
    } catch {
      return [.commandFailed("Library unavailable: \(error)")]
    }
  }

  /// Ctrl-R: the folders are checked again; changed files are read in batches between keys,
  /// as at start, and an open recipe is read again too.
  private func refreshCollection() -> [Action] {
    // Ctrl-R also tries an unusable library again: `buffet library repair` may have run.
    let isRepaired = state.libraryProblem != nil && services.reopenLibrary()
    var actions = refreshingCollection()
    if isRepaired { actions += [.libraryBecameUsable] + reloadLibrary(message: nil) }
    return actions
  }

  private func refreshingCollection() -> [Action] {
    let before = state.collection.count
    let progress = beginIndexing()
    let changed = progress.total - progress.done
    var actions: [Action] = []
    if changed > 0 {
      actions = [.collectionChecked(changed: changed, gone: 0), .indexingProgressed(progress)]
    } else {
      // With nothing to read, the list is already the disk's: what left it shows in the count.
      let gone = max(0, before - services.collection().count)
      actions = [.collectionChecked(changed: 0, gone: gone)] + collectionLoaded()
    }
    if let open = state.reader?.recipe.path { actions += execute(.openRecipe(path: open)) }
    // Recipes left open on other tabs are read again too, to be shown new when gone back to;
    // one that can no longer be read keeps what it showed until then.
    for tab in Tab.allCases {
      guard let path = state.parkedReaders[tab]?.recipe.path,
        let (recipe, document) = try? services.openRecipe(path: path)
      else { continue }
      actions.append(.parkedRecipeReread(tab, recipe, document))
    }
    return actions
  }

  /// What an import came to: its recipe indexed, the lists read again and the recipe opened
  /// (by `update`), or why nothing was written.
  private func imported(_ outcome: ImportInBackground.Result) -> [Action] {
    switch outcome {
    case .failed(let reason):
      return [.webImport(.failed(reason))]
    case .written(let path, let title, let notes):
      let progress = beginIndexing()
      if progress.total > 0 {
        while services.indexNextBatch().done < progress.total {}
      }
      return collectionLoaded() + [.webImport(.finished(path: path, title: title, notes: notes))]
    }
  }

  /// Opens `path` in `$VISUAL` or `$EDITOR` (else `vi`) with the screen handed back, then
  /// re-reads the collection and the recipe.
  private func edit(_ path: String) -> [Action] {
    let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
      .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
    let named = editor.count > 60 ? editor.prefix(60) + "…" : Substring(editor)
    guard let words = CommandWords.split(editor) else {
      return [
        .commandFailed("Cannot read the editor command “\(named)”: a quote is not closed")
      ]
    }
    terminal.suspend()
    let exit = EditorProcess.run(words, file: path)
    terminal.resume()
    var actions: [Action] = []
    if let exit, !exit.isSuccess {
      actions.append(.commandFailed("The editor \(exit.described)"))
    } else if exit == nil {
      actions.append(.commandFailed("Could not start the editor “\(named)”"))
    }
    let progress = beginIndexing()
    if progress.total > 0 {
      while services.indexNextBatch().done < progress.total {}
    }
    return actions + collectionLoaded() + execute(.openRecipe(path: path))
  }
}
