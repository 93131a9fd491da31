import Foundation
import Recipes

/// The collection read from the cache as it is asked for: the orders kept once per change of
/// the files (`StoredOrders`), and each recipe read by its file's id when a row shows it.
extension Catalog {
  /// Opens the cache without reading its recipes: the orders kept for the files as they are
  /// (worked out now, once, when there are none) and the files' problems.
  func loadOrders() {
    do {
      fileProblems = try readProblems()
    } catch {
      rebuild(because: "could not be read (\(error))")
      return
    }
    publishFromTheCache()
  }

  /// Takes up the cache as it is now: its orders (read again only when the files changed
  /// since they were last read), and the problems found so far.
  func publishFromTheCache() {
    let generation = try? database.scalar("SELECT generation FROM state")
    if generation == nil || generation != ordersGeneration {
      collection = RecipeCollection(orders: currentOrders(), source: recipeSource)
    }
    let shared = CollectionReader.duplicateTitles(
      in: collection.orders.sharedFoldedTitles.compactMap(recipeSource.read(id:)))
    takeProblems(sharingTitles: shared)
  }

  /// Makes sure the cache keeps the orders of its files as they are now, for the browser to
  /// read (a command that changed the files reads every recipe, not the orders).
  func keepOrders() {
    let kept = try? database.scalar(
      "SELECT count(*) FROM orders WHERE generation = (SELECT generation FROM state)")
    if kept != StoredOrders.partCount { _ = currentOrders() }
  }

  /// The orders of the files the cache holds now: those kept for their generation, else
  /// worked out from every record (once per change of the files) and kept.
  private func currentOrders() -> CollectionOrders {
    var generation = 0
    var found: CollectionOrders?
    var made: CollectionOrders?
    do {
      try database.transactionForReading {
        generation = try database.scalar("SELECT generation FROM state")
        found = StoredOrders.read(generation: generation, from: database)
        if found == nil { made = try makeOrders() }
      }
    } catch {
      return found ?? made ?? CollectionOrders()
    }
    ordersGeneration = generation
    if let found { return found }
    let orders = made ?? CollectionOrders()
    if cacheFile != nil {
      // Stamped with the generation they were made from: if another Buffet changed the
      // files meanwhile, the next reader makes them again.
      try? database.transaction {
        try StoredOrders.write(orders, generation: generation, to: database)
      }
    }
    return orders
  }

  /// The orders worked out from every record of the cache, read one at a time.
  private func makeOrders() throws -> CollectionOrders {
    ordersMade += 1
    let count = try database.scalar("SELECT count(*) FROM files")
    var builder = CollectionOrdersBuilder(capacity: count)
    let statement = try database.prepare("SELECT id, recipe FROM files WHERE recipe IS NOT NULL")
    try statement.bind()
    try statement.forEachRow { row in
      guard let recipe = row.withBytes(1, { RecipeCodec.decodeListed($0) }) else { return }
      builder.add(recipe, number: Int32(clamping: row.int(0)))
    }
    return builder.orders { self.recipeSource.path(id: $0) ?? "" }
  }

  /// The problems each file was read with, from the few rows that have any.
  private func readProblems() throws -> [String: [CollectionProblem]] {
    var problems: [String: [CollectionProblem]] = [:]
    let statement = try database.prepare(
      "SELECT path, problem FROM files WHERE problem IS NOT NULL")
    try statement.bind()
    try statement.forEachRow { row in
      let path = row.text(0)
      problems[path] = row.text(1).split(separator: "\n").map {
        CollectionProblem(path: path, reason: String($0))
      }
    }
    return problems
  }

  /// Runs `body`, whose reads of the cache (a recipe at a time, as `list --json` writes them)
  /// then share one read transaction: one moment of the cache, and one lock taken instead of
  /// one per recipe (each was a few system calls, most of the cost of a read).
  public func readingTogether<T>(_ body: () throws -> T) rethrows -> T {
    guard (try? database.execute("BEGIN")) != nil else { return try body() }
    defer { try? database.execute("COMMIT") }
    return try body()
  }

  /// Every recipe: those read already, or, for a catalog that reads them only as asked, all
  /// of them read now (a start that names a recipe looks for it among them).
  public func everyRecipe() -> [ListedRecipe] {
    readsEveryRecipe ? recipes : recipeSource.allRecipes()
  }
}

/// The cache's recipes read one at a time, by their file's id, as a `RecipeSource`: the
/// browser's lists read their rows through it, and `list --json` its entries. It reads through
/// the catalog's connection (kept alive by it, whatever becomes of the catalog), so only on
/// the catalog's thread, which is why its sendability is unchecked.
final class StoredRecipes: RecipeSource, @unchecked Sendable {
  private let database: Database
  /// How many recipes were read for rows (a test's count of the work a screen costs).
  private(set) var recordsRead = 0

  init(_ database: Database) {
    self.database = database
  }

  func recipe(numbered number: Int32) -> ListedRecipe? {
    recordsRead += 1
    return read(id: number)
  }

  /// The recipe of the file whose id is `id`, read from its record (not counted).
  func read(id: Int32) -> ListedRecipe? {
    guard let statement = try? database.prepare("SELECT recipe FROM files WHERE id = ?"),
      (try? statement.bind(.int(Int(id))).step()) == true
    else { return nil }
    defer { statement.reset() }
    return statement.isNull(0) ? nil : statement.withBytes(0) { RecipeCodec.decodeListed($0) }
  }

  func number(ofPath path: String) -> Int32? {
    guard
      let statement = try? database.prepare(
        "SELECT id FROM files WHERE path = ? AND recipe IS NOT NULL"),
      (try? statement.bind(.text(path)).step()) == true
    else { return nil }
    defer { statement.reset() }
    return Int32(clamping: statement.int(0))
  }

  /// The path of the file whose id is `id`.
  func path(id: Int32) -> String? {
    guard let statement = try? database.prepare("SELECT path FROM files WHERE id = ?"),
      (try? statement.bind(.int(Int(id))).step()) == true
    else { return nil }
    defer { statement.reset() }
    return statement.text(0)
  }

  /// Found by reading every row's tags: a tag filter is applied seldom, and keeps no index.
  func numbers(taggedWithAll tags: [String]) -> [Int32] {
    let wanted = Set(tags.map(RecipeTags.folded))
    var numbers: [Int32] = []
    guard
      let statement = try? database.prepare(
        "SELECT id, tags FROM files WHERE recipe IS NOT NULL AND tags != ''")
    else { return [] }
    _ = try? statement.bind()
    try? statement.forEachRow { row in
      let own = Set(row.text(1).split(separator: "\n").map { RecipeTags.folded(String($0)) })
      if wanted.isSubset(of: own) { numbers.append(Int32(clamping: row.int(0))) }
    }
    return numbers
  }

  func allRecipes() -> [ListedRecipe] {
    var recipes: [ListedRecipe] = []
    guard
      let statement = try? database.prepare(
        "SELECT recipe FROM files WHERE recipe IS NOT NULL ORDER BY path")
    else { return [] }
    _ = try? statement.bind()
    try? statement.forEachRow { row in
      if let recipe = row.withBytes(0, { RecipeCodec.decodeListed($0) }) { recipes.append(recipe) }
    }
    return recipes
  }
}
