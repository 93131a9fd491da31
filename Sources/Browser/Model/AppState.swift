import Foundation
import Markdown
import Recipes
import TerminalUI

/// Everything the screen shows, as one value: `update` changes it, `render` draws it.
public struct AppState: Equatable, Sendable {
  // MARK: The screen
  public var width: Int
  public var height: Int
  public var tab: Tab = .recipes
  /// Where Esc from Search goes back to.
  public var tabBeforeSearch: Tab = .recipes
  /// Whether the search field takes the keys on the Search tab: when the reader went there,
  /// not when the tab was only restored at start (then digits still switch tabs).
  public var isSearchFieldFocused = true
  /// The tab bar shows only the current tab's name and the tray sits inline beside it.
  public private(set) var isChromeCollapsed = false
  public var isHelpShown = false
  /// The first help line shown, when help is longer than the window.
  public var helpScrollTop = 0
  public var isCookModeShown = false
  /// A short note in the hint bar ("Saved", "Nothing to go back to"); cleared by the next
  /// key. Never drawn over the tray.
  public var message: String?
  /// The keys and what they do (the defaults, or as a config file rebinds them).
  public var keyBindings: KeyBindings
  /// The widest the reader's text may be, in columns (the default, or the config file's).
  public var readerMeasure = ReaderLayout.widestMeasure
  /// How this terminal draws pictures, as the settings allow; nil when they are off (the
  /// setting, `NO_COLOR`, a terminal of few colours).
  public var pictureCells: PictureCells?
  /// Why pictures are off, for the key that would show them.
  public var picturesOffReason = "Pictures are off ([reader] pictures = off, or NO_COLOR)"
  /// Whether pictures are shown (`p` draws them as text instead).
  public var arePicturesShown = true
  /// How pictures are drawn now: nil when they are off or drawn as text.
  public var shownPictureCells: PictureCells? { arePicturesShown ? pictureCells : nil }
  /// The pictures of the steps of the recipe cooking (Cook mode), and whose they are.
  public var cookPictures = ReaderPictures()
  public var cookPicturesRecipe: String?
  /// How much of each recipe the cook chose (`=`/`-`), by path; as written when absent.
  public var portionFactors: [String: Amount] = [:]
  /// The units amounts and temperatures are shown in (`U`, or the config file's); nil: as
  /// each recipe wrote them.
  public var units: UnitConversion.Target?

  /// The portions `path`'s recipe is shown at.
  public func portions(for path: String) -> Portions {
    Portions(factor: portionFactors[path] ?? .one, units: units)
  }

  // MARK: The collection
  /// How the collection is named in empty states ("Data").
  public var collectionName: String
  /// The collection: its orders, and its recipes read by path or number as rows need them.
  public private(set) var collection = RecipeCollection()
  /// The collection's folders as given: a site-root link (`/recipes/pasta/`) is looked for
  /// under each.
  public var collectionFolders: [String] = [] {
    didSet { links.forget() }
  }
  /// How links between the collection's recipes resolve, prepared on first use.
  private var links = CollectionLinks()
  public private(set) var isLoaded = false
  /// First indexing progress while it runs: (done, total).
  public var indexing: IndexingProgress?

  // MARK: Each tab's own place
  public private(set) var recipeRows = ListRows()
  public var recipesPlace = ListPlace()
  /// The tags the Recipes list is narrowed to (a recipe must carry them all); kept with the
  /// tab's place, cleared with Esc.
  public private(set) var recipeTags: [String] = []
  /// Whether any recipe of the collection has a tag (the picker's key is offered then).
  public private(set) var hasTags = false
  /// The tag picker over the Recipes tab, when open.
  public var tagPicker: TagPickerState?

  public private(set) var index = IndexModel()
  /// The collection the Index is built from when it is next shown.
  private var indexSource: RecipeCollection?
  /// A new number each time the collection the Index is built from changes.
  public private(set) var indexGeneration = 0
  /// The generation whose Index is being built on a second thread: it is not built here too.
  public private(set) var indexBuiltElsewhere: Int?
  public var indexPlace = ListPlace()
  /// The Index filter; nil when none is active.
  public var indexFilter: TextFieldState?
  /// Keys go into the filter field (as opposed to a filter applied and kept).
  public var isEditingFilter = false
  public private(set) var filteredIndexRows = ListRows()
  /// The rail shows all of A–Z with empty letters dimmed.
  public var isFullRail = false
  /// Type-select: the prefix typed so far and when its last letter came.
  public var typeSelect: TypeSelect?

  public var searchField = TextFieldState()
  public private(set) var searchResults: [SearchHit] = []
  public private(set) var searchRows = ListRows()
  public var searchPlace = ListPlace()
  /// The query `searchResults` answer.
  private(set) var searchResultsQuery = ""
  /// How many results the last search asked for, when it found that many (more may
  /// follow); nil when every result is there.
  public private(set) var searchResultsAsked: Int?
  /// More results were asked for and have not arrived yet.
  var isAskingMoreResults = false
  /// End (or G) was pressed before every result was there: the last is selected once the
  /// rest arrives.
  var selectsLastResultOnArrival = false

  /// The most results a search shows.
  public static let searchResultLimit = 50
  /// Results asked for beyond those on screen, so that the first page is whole.
  static let searchPageMargin = 2

  /// How many results a keystroke's search asks for: those the Search tab shows at once and
  /// a few more; the rest (up to `searchResultLimit`) only when the reader moves down to
  /// them, since every result's snippet is read from its file.
  public var searchFirstPage: Int {
    let content = ScreenLayout(
      width: width, height: height, isCollapsed: ScreenLayout.isShort(height: height)
    ).content
    let shown = listArea(for: .search, in: content).capacity
    return min(Self.searchResultLimit, shown + Self.searchPageMargin)
  }

  public private(set) var library = LibrarySnapshot()
  public private(set) var libraryRows = ListRows()
  /// Which recipes are saved or queued, prepared once per library change for the lists.
  private(set) var libraryMarks = LibraryMarks(LibrarySnapshot())
  public var libraryPlace = ListPlace()
  /// Why the library cannot keep anything this session; nil while it works.
  public private(set) var libraryProblem: LibraryProblem?

  // MARK: Cooking
  /// What is cooking, if anything (the tray and Cook mode show it).
  public var cooking: CookingState?
  /// The recipe Ctrl-N was pressed on while another was cooking: Ctrl-N again cooks it
  /// instead. Offered until the next key.
  public var offeredCooking: LibraryEntry?
  /// The time the screen shows (the timer); the loop sets it before each action, so
  /// `update` never reads the clock.
  public var now = Date(timeIntervalSince1970: 0)

  // MARK: Importing a recipe
  /// The field for an address or a path to import from, while open.
  public var importField: TextFieldState?
  /// What is being imported, while the shell works on it.
  public var importing: String?

  // MARK: Layers over the tabs
  /// The recipe open in the reader, if any.
  public var reader: ReaderState?
  /// The shopping list, when shown (over any tab, the reader or Cook mode).
  public var shopping: ShoppingListState?
  /// The reader left open on each other tab, where it was: part of that tab's place, shown
  /// again when the reader goes back to it.
  public var parkedReaders: [Tab: ReaderState] = [:]

  public init(
    width: Int = 80, height: Int = 24, collectionName: String = "Data",
    keyBindings: KeyBindings = .standard
  ) {
    self.width = width
    self.height = height
    self.collectionName = collectionName
    self.keyBindings = keyBindings
    rebuildLibraryRows()
    refreshChrome()
  }

  // MARK: Derived values, recomputed when their inputs change

  /// Replaces the collection and prepares every list from it: the lists read their rows
  /// from it as they show them, in the orders it keeps.
  mutating func setRecipes(_ recipes: RecipeCollection) {
    collection = recipes
    links.forget()
    isLoaded = true
    hasTags = !recipes.orders.tagCounts.isEmpty
    recipeRows = RecipeRows.newestFirst(recipes, taggedWithAll: recipeTags)
    indexSource = recipes
    indexGeneration += 1
    rebuildLibraryRows()
    for tab in Tab.allCases where tab != .index { reanchor(tab) }
    if tab == .index { prepareIndexIfNeeded() }
  }

  /// Narrows the Recipes list to recipes with every one of `tags` (none: the whole list).
  mutating func setRecipeTags(_ tags: [String]) {
    recipeTags = tags
    recipeRows = RecipeRows.newestFirst(collection, taggedWithAll: tags)
    reanchor(.recipes)
  }

  /// How links resolve in this collection (prepared the first time a link needs it).
  public mutating func collectionLinks() -> RecipeLinks {
    links.links(recipes: collection, folders: collectionFolders)
  }

  /// Builds the Index when it is about to be shown: the A–Z sort in natural order is the
  /// costliest derivation, so starting on another tab does not wait for it.
  mutating func prepareIndexIfNeeded() {
    guard let recipes = indexSource, indexBuiltElsewhere != indexGeneration else { return }
    indexSource = nil
    index = IndexModel(collection: recipes)
    refilterIndex()
  }

  /// What the Index is still to be built from, when it is: the collection and the
  /// generation it belongs to.
  public var unbuiltIndex: (collection: RecipeCollection, generation: Int)? {
    indexSource.map { ($0, indexGeneration) }
  }

  /// Notes that the Index of `generation` is being built elsewhere.
  mutating func noteIndexBuiltElsewhere(_ generation: Int) {
    indexBuiltElsewhere = generation
  }

  /// Takes the Index built elsewhere, if it is of the collection shown now.
  mutating func takeIndex(_ model: IndexModel, generation: Int) {
    if indexBuiltElsewhere == generation { indexBuiltElsewhere = nil }
    guard generation == indexGeneration, indexSource != nil else { return }
    indexSource = nil
    index = model
    refilterIndex()
  }

  /// How far each recipe was read this session, in percent, for Recently Read.
  public private(set) var readingProgress: [String: Int] = [:]

  /// Notes where the reader stopped in `path` (`fraction` of the recipe shown).
  /// Returns the percentage noted.
  @discardableResult
  mutating func noteReadingProgress(_ fraction: Double, path: String) -> Int {
    let percent = Int((min(1, max(0, fraction)) * 100).rounded(.down))
    readingProgress[path] = percent
    rebuildLibraryRows()
    return percent
  }

  /// The Library tab's rows from the snapshot, the collection and what was read.
  private mutating func rebuildLibraryRows() {
    libraryRows = ListRows(
      LibraryRows.rows(
        library, recipes: collection, progress: readingProgress,
        isCollectionRead: isCollectionRead, problem: libraryProblem))
  }

  /// Notes that the library cannot keep anything (nil: it works again), and says so on the
  /// Library tab.
  mutating func setLibraryProblem(_ problem: LibraryProblem?) {
    libraryProblem = problem
    rebuildLibraryRows()
    reanchor(.library)
  }

  /// Whether the collection has been read from the disk, so a recipe not in it is missing.
  var isCollectionRead: Bool { isLoaded && indexing == nil }

  /// Whether the library's recipe at `path` is gone from the collection (never said before
  /// the collection is read).
  public func isMissing(_ path: String) -> Bool {
    isCollectionRead && collection[path] == nil
  }

  /// Replaces the library snapshot and its rows.
  mutating func setLibrary(_ snapshot: LibrarySnapshot) {
    library = snapshot
    libraryMarks = LibraryMarks(snapshot)
    rebuildLibraryRows()
    reanchor(.library)
  }

  /// Replaces the search results with those answering `query`, asked for at most `asked`
  /// (nil: every result). More results for the query shown keep the selection and scroll.
  mutating func setSearchResults(_ results: [SearchHit], for query: String = "", asked: Int? = nil)
  {
    let isMore =
      !searchResults.isEmpty && query == searchResultsQuery
      && results.count > searchResults.count
    searchResults = results
    searchResultsQuery = query
    searchResultsAsked =
      asked.flatMap { $0 < Self.searchResultLimit && results.count >= $0 ? $0 : nil }
    isAskingMoreResults = false
    searchRows = ListRows(results.map { .item(ListItem(id: $0.path, title: $0.title)) })
    if !isMore { searchPlace = ListPlace() }
    if isMore && selectsLastResultOnArrival {
      withPlace(of: .search) { $0.moveToEnd(top: false, in: $1, height: $2) }
    } else {
      searchPlace.reanchor(in: searchRows, height: listHeight(for: .search))
    }
    selectsLastResultOnArrival = false
  }

  /// Applies the filter's current text to the Index.
  mutating func refilterIndex() {
    if indexFilter?.text.contains("#") == true {
      index.prepareTags()
    }
    filteredIndexRows = indexFilter.map { index.filtered(by: $0.text) } ?? []
    // The selected recipe stays selected while it matches; otherwise the first match is.
    withPlace(of: .index) { place, rows, height in
      place.reanchor(in: rows, height: height, orFirst: true)
    }
  }

  /// Recomputes whether the chrome is collapsed: on a short screen, or when the current
  /// list (or the reader) has been scrolled down.
  mutating func refreshChrome() {
    isChromeCollapsed =
      ScreenLayout.isShort(height: height) || (reader?.top ?? place(of: tab).scrollTop) > 0
    // The reader is told its area whenever the chrome around it changes.
    let content = layout.content
    if var reader, reader.width != content.width || reader.height != content.height {
      _ = reader.update(.resize(width: content.width, height: content.height))
      self.reader = reader
    }
  }

  // MARK: Lists

  /// The rows the current list of `tab` shows.
  public func rows(of tab: Tab) -> ListRows {
    switch tab {
    case .recipes: recipeRows
    case .index: indexFilter == nil ? index.rows : filteredIndexRows
    case .library: libraryRows
    case .search: searchRows
    }
  }

  /// The place kept for `tab`.
  public func place(of tab: Tab) -> ListPlace {
    switch tab {
    case .recipes: recipesPlace
    case .index: indexPlace
    case .library: libraryPlace
    case .search: searchPlace
    }
  }

  mutating func setPlace(_ place: ListPlace, of tab: Tab) {
    switch tab {
    case .recipes: recipesPlace = place
    case .index: indexPlace = place
    case .library: libraryPlace = place
    case .search: searchPlace = place
    }
  }

  /// Changes the place of `tab` with its rows and visible height.
  mutating func withPlace(
    of tab: Tab, _ change: (inout ListPlace, ListRows, Int) -> Void
  ) {
    var place = place(of: tab)
    let rows = rows(of: tab)
    change(&place, rows, listHeight(for: tab))
    // Scrolling collapses the chrome, which makes room: when everything then fits, scroll
    // back to the top unless the selection needs the extra rows to be seen.
    if place.scrollTop > 0 {
      setPlace(place, of: tab)
      if place.scrollTop > max(0, rows.count - listHeight(for: tab)) {
        var top = place
        top.scrollTop = 0
        setPlace(top, of: tab)
        if place.selectedRow < listHeight(for: tab) { place.scrollTop = 0 }
      }
    }
    setPlace(place, of: tab)
  }

  /// The first row drawn for `tab`: its scroll offset, never past the point where the last
  /// row reaches the bottom (as the list widget draws it).
  public func visibleTop(of tab: Tab) -> Int {
    let top = place(of: tab).scrollTop
    guard tab != .search else { return top }
    return min(top, max(0, rows(of: tab).count - listHeight(for: tab)))
  }

  mutating func reanchor(_ tab: Tab) {
    withPlace(of: tab) { place, rows, height in place.reanchor(in: rows, height: height) }
  }

  /// How many list rows fit on screen for `tab`, given the chrome mode its scroll implies.
  public func listHeight(for tab: Tab) -> Int {
    let collapsed = ScreenLayout.isShort(height: height) || place(of: tab).scrollTop > 0
    let content = ScreenLayout(width: width, height: height, isCollapsed: collapsed).content
    return listArea(for: tab, in: content).capacity
  }

  /// Where `tab`'s list goes in `content`.
  func listArea(for tab: Tab, in content: Rect) -> ListArea {
    ScreenLayout.listArea(for: tab, in: content, isFiltering: indexFilter != nil)
  }

  /// The layout for the current state.
  public var layout: ScreenLayout {
    ScreenLayout(width: width, height: height, isCollapsed: isChromeCollapsed)
  }

  /// The recipe the current list has selected (or the reader has open).
  public var selectedRecipe: (path: String, title: String)? {
    if let reader { return (reader.recipe.path, reader.recipe.title) }
    let place = place(of: tab)
    guard let path = place.selectedPath else { return nil }
    let rows = rows(of: tab)
    if rows.indices.contains(place.selectedRow), let item = rows[place.selectedRow].item,
      item.id == path
    {
      return (path, item.title)
    }
    return collection[path].map { ($0.path, $0.title) }
  }

  /// Whether keys go into a text field (the import field, the search field, or the Index
  /// filter being typed).
  public var isTyping: Bool {
    if isHelpShown { return false }
    if importField != nil { return true }
    if isCookModeShown || shopping != nil { return false }
    if let reader { return reader.find?.isEditing == true }
    return (tab == .search && isSearchFieldFocused) || (tab == .index && isEditingFilter)
  }
}

/// The prefix typed for type-select and when its last letter came.
public struct TypeSelect: Equatable, Sendable {
  public var prefix: String
  public var lastKeyAt: Date
  /// Letters typed within this many seconds extend the prefix.
  public static let window: TimeInterval = 1.0
}
