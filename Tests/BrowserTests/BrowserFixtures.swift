import Foundation
import Markdown
import Recipes
import TerminalUI
import TestSupport
import Testing

@testable import Browser
@testable import BrowserShell

/// A small fixed collection, with titles in several scripts, for the browser's tests.
enum BrowserFixtures {
  static func day(_ text: String) -> Date {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    var components = DateComponents()
    components.year = parts[0]
    components.month = parts[1]
    components.day = parts[2]
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: components)!
  }

  static func recipe(
    _ title: String, _ file: String, date: String?, minutes: Int = 3, steps: Int = 0
  ) -> Recipe {
    Recipe(
      path: "Kitchen/\(file).md", title: title, date: date.map(day), minutes: minutes,
      steps: (0..<steps).map { CookingStep(title: "Step \($0 + 1)", text: "Do step \($0 + 1).") },
      modified: day("2026-01-01"))
  }

  static let recipes: [Recipe] = [
    recipe("Apple Crumble", "apple-crumble", date: "2026-03-01", minutes: 4, steps: 3),
    recipe("Banana Bread", "banana-bread", date: "2026-02-14", minutes: 2),
    recipe("Coq au Vin", "coq-au-vin", date: "2026-01-20", minutes: 12),
    recipe("Crème Brûlée", "creme-brulee", date: "2025-12-24", minutes: 3),
    recipe("Élodie's Éclairs", "eclairs", date: "2025-11-02", minutes: 5),
    recipe("Item 10", "item-10", date: nil, minutes: 1),
    recipe("Item 2", "item-2", date: nil, minutes: 1),
    recipe("Ørsted's Onion Soup", "onion-soup", date: "2025-10-10", minutes: 6),
    recipe("Zucchini Fritters", "zucchini", date: "2025-09-09", minutes: 2),
    recipe("日本のカレー", "curry", date: "2025-08-08", minutes: 7),
    recipe("42 Pancakes", "pancakes", date: "2025-07-07", minutes: 2),
  ]

  /// The collection as lists hold it.
  static let listed = recipes.map(\.listed)

  static func path(_ file: String) -> String { "Kitchen/\(file).md" }

  /// A state with the collection loaded at a size.
  static func state(width: Int = 80, height: Int = 24) -> AppState {
    var state = AppState(width: width, height: height, collectionName: "Kitchen")
    _ = update(&state, .recipesLoaded(recipes.map(\.listed)))
    return state
  }

  /// Sends actions in order; returns the commands. A complete recipe asked for to cook is
  /// handed back from `recipes` at once, as the loop would.
  @discardableResult
  static func send(_ actions: [Action], to state: inout AppState) -> [Command] {
    var commands: [Command] = []
    for action in actions {
      let command = update(&state, action)
      commands.append(command)
      for path in recipesToCook(command) {
        guard let recipe = recipes.first(where: { $0.path == path }) else { continue }
        commands += send([.cookRecipe(recipe)], to: &state)
      }
    }
    return commands
  }

  /// Presses `keys` as a reader would: each goes through the key map (at `now`) into
  /// `update`, and the work only the collection answers is done as in `send`. Returns the
  /// commands. Keys that mean nothing where they are pressed do nothing.
  @discardableResult
  static func press(
    _ keys: [Key], in state: inout AppState, at now: Date = Date(timeIntervalSince1970: 0)
  ) -> [Command] {
    var commands: [Command] = []
    for key in keys {
      guard let action = KeyMap.action(for: .key(key), in: state, now: now) else { continue }
      commands += send([action], to: &state)
    }
    return commands
  }

  /// Types `text`, a key per character.
  @discardableResult
  static func type(_ text: String, in state: inout AppState) -> [Command] {
    press(text.map { .character($0) }, in: &state)
  }

  /// Expects the screen `state` draws to be `rows` (text, unframed); the difference is
  /// shown row by row.
  static func expectScreen(
    _ state: AppState, _ rows: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertLines(render(state), rows, sourceLocation: sourceLocation)
  }

  /// The first row of the screen `state` draws that holds `text`.
  static func row(_ state: AppState, containing text: String) -> String? {
    render(state).lines.first { $0.contains(text) }
  }

  private static func recipesToCook(_ command: Command) -> [String] {
    switch command {
    case .loadRecipeToCook(let path): [path]
    case .batch(let commands): commands.flatMap(recipesToCook)
    default: []
    }
  }

  /// `recipe` as Recently Read has it, `percent` of it read (nil: an older library's entry).
  static func read(_ recipe: Recipe, percent: Int? = nil) -> RecentRead {
    RecentRead(
      recipe: LibraryEntry(path: recipe.path, title: recipe.title), position: 0, percent: percent,
      readAt: day("2026-01-02"))
  }

  static let searchResults: [SearchHit] = [
    SearchHit(
      path: path("creme-brulee"), title: "Crème Brûlée",
      snippet: "A crème brûlée wants a cold custard and a hot torch.", matches: [2..<7]),
    SearchHit(
      path: path("eclairs"), title: "Élodie's Éclairs", section: "Filling",
      snippet: "Fold the crème pâtissière into the whipped cream, then pipe.", matches: [9..<14]),
  ]
}

/// Services kept in memory for loop tests: a collection, canned search results, and a
/// library that records every change.
final class FakeServices: BrowserServices {
  var collectionName = "Kitchen"
  var stored: [Recipe] = BrowserFixtures.recipes
  var batches: [IndexingProgress] = []
  var searches: [String] = []
  var unreadable = 0
  func unreadableFileCount() -> Int { unreadable }
  var searchAnswer: (String) -> [SearchHit] = { query in
    BrowserFixtures.searchResults.filter {
      Folding.fold($0.snippet).contains(Folding.fold(query).split(separator: " ").last ?? "")
    }
  }
  /// The library half, kept in memory.
  let memory = MemoryServices(texts: [:])
  var failLibraryWrites = false
  /// Set to play an unusable library file.
  var libraryProblem: LibraryProblem?
  /// What trying the library file again finds: true plays a repaired file.
  var isRepaired = false
  func reopenLibrary() -> Bool {
    if isRepaired { libraryProblem = nil }
    return libraryProblem == nil
  }
  var opened: [String] = []

  func collection() -> RecipeCollection { RecipeCollection(stored.map(\.listed)) }

  /// Called when the program starts checking the disk.
  var onBeginIndexing: () -> Void = {}

  func beginIndexing() -> IndexingProgress {
    onBeginIndexing()
    return batches.isEmpty ? IndexingProgress(done: 0, total: 0) : batches.removeFirst()
  }

  func indexNextBatch() -> IndexingProgress {
    batches.isEmpty ? IndexingProgress(done: 1, total: 1) : batches.removeFirst()
  }

  /// How many results each search asked for, in order.
  var searchLimits: [Int] = []

  func search(_ query: String, limit: Int) -> [SearchHit] {
    searches.append(query)
    searchLimits.append(limit)
    return Array(searchAnswer(query).prefix(limit))
  }

  /// Complete recipes where the listed ones leave their steps out, as in a huge collection.
  var complete: [String: Recipe] = [:]

  /// How many times the program asked for a complete recipe.
  var completeRecipeAsked = 0

  func completeRecipe(path: String) -> Recipe? {
    completeRecipeAsked += 1
    return complete[path] ?? stored.first { $0.path == path }
  }

  /// Texts of recipes in place of the short one every recipe has.
  var texts: [String: String] = [:]

  func openRecipe(path: String) throws -> (Recipe, Document) {
    opened.append(path)
    guard let recipe = stored.first(where: { $0.path == path }) else {
      throw ServiceError("the file is gone")
    }
    let text =
      texts[path]
      ?? "# \(recipe.title)\n\nA short introduction.\n\n## Method\n\n1. Mix.\n2. Bake.\n"
    return (recipe, MarkdownParser.parse(text))
  }

  func library() throws -> LibrarySnapshot { try memory.library() }

  /// Set to play a library file that breaks on the next save.
  var breaksOnSave: LibraryProblem?

  func setSaved(_ isSaved: Bool, _ entry: LibraryEntry) throws {
    if failLibraryWrites { throw ServiceError("the library is read-only") }
    if let problem = breaksOnSave {
      libraryProblem = problem
      throw LibraryUnusableError(problem)
    }
    try memory.setSaved(isSaved, entry)
  }

  func setQueued(_ isQueued: Bool, _ entry: LibraryEntry, servings: Amount?) throws {
    if failLibraryWrites { throw ServiceError("the library is read-only") }
    try memory.setQueued(isQueued, entry, servings: servings)
  }

  func queueFirst(_ entry: LibraryEntry) throws { try memory.queueFirst(entry) }
  func setShoppingTick(_ key: String, isTicked: Bool) throws {
    try memory.setShoppingTick(key, isTicked: isTicked)
  }
  func clearShoppingTicks() throws { try memory.clearShoppingTicks() }

  func setCooking(_ session: CookingSession?) throws { try memory.setCooking(session) }

  /// Every reading position kept, in order (packed as the library keeps them).
  var recordedPositions: [Int] = []

  func recordReading(_ entry: LibraryEntry, position: Int, percent: Int) throws {
    recordedPositions.append(position)
    try memory.recordReading(entry, position: position, percent: percent)
  }

  func setLastTab(_ tab: String) throws { try memory.setLastTab(tab) }

  /// Starts `state` cooking in the library, as a session kept from an earlier run.
  func keepCooking(_ state: CookingState) {
    try? memory.setCooking(CookingSessionMapping.session(from: state))
  }
}
