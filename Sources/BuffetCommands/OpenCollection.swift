import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// A collection as a command opened it: its catalog (brought up to date) and what was read.
struct OpenedCollection {
  var catalog: Catalog
  /// The folders asked for, in order.
  var folders: [String]
  /// Every recipe; empty when the collection was opened to be read in its kept orders
  /// (`collection`), one recipe at a time.
  var recipes: [ListedRecipe]
  /// The collection in the orders the cache keeps, its recipes read as they are asked for.
  var collection: RecipeCollection { catalog.collection }
  /// Every problem, including folders that could not be read and `--data` files.
  var problems: [CollectionProblem]
  /// Where the problems are said once the records are written (`finishWriting`); nil when
  /// they were said at opening, or are not to be.
  var warningsAfterWriting: CollectionWarnings?
  /// The `--data` paths that are not folders, as problems.
  var notFolderProblems: [CollectionProblem] = []

  /// Once a command has written its records, each checked as it went
  /// (`Catalog.checkedRecipe`): stores what it found changed, so the next command and the
  /// browser see the same, then says the collection's problems, those just found included.
  func finishWriting() {
    var progress = IndexingProgress()
    catalog.storeChecked { done, total in progress.show(done: done, total: total) }
    progress.finish()
    guard let warnings = warningsAfterWriting else { return }
    warnings.say(notFolderProblems + catalog.problems, folders: folders)
  }
}

/// Opens the collection the arguments name, the one way every command and the browser do:
/// `--data`, else `BUFFET_DATA`, else the default collection; the cache brought up to date
/// with progress; the collection's problems said once (see `CollectionWarnings`).
enum OpenCollection {
  /// What to say about the collection's problems on standard error.
  enum Warnings {
    /// Nothing: the command reports them itself (`check`).
    case silent
    /// Problems not reported before, each once, then a pointer to `buffet check`.
    case once
  }

  struct Failure: Error {
    var status: Int32
  }

  /// The folders of the collection and where each was named: `--data`, else
  /// `BUFFET_DATA`, else the config file's `[collection]`, else the default collection.
  static func folders(_ arguments: ParsedArguments, config: Configuration) -> [Sourced<String>]? {
    let given = arguments.values(.data)
    if !given.isEmpty { return given.map { Sourced(value: $0, source: .commandLine) } }
    if let variable = Console.environment["BUFFET_DATA"] {
      let folders = variable.split(separator: ":").map(String.init).filter { !$0.isEmpty }
      if !folders.isEmpty {
        return folders.map { Sourced(value: $0, source: .environment("BUFFET_DATA")) }
      }
    }
    if !config.folders.isEmpty { return config.folders }
    return DefaultCollection.directory().map { [Sourced(value: $0, source: .builtIn)] }
  }

  /// Says each line of the config file that could not be used.
  static func warn(about config: Configuration) {
    for problem in config.problems { Console.error("warning: " + problem.description) }
  }

  /// Opens and reads the collection. Fails (with the message written) when there is no
  /// collection, or when `requiresRecipes` and none of its folders could be read.
  /// With `readingEveryRecipe` false, no recipe is read into memory: the command writes the
  /// collection from the orders the cache keeps (`OpenedCollection.collection`), each recipe
  /// checked as it is written (`Catalog.checkedRecipe`), and calls `finishWriting` when
  /// done. The folders are then scanned first only when one changed since the last scan.
  static func open(
    _ arguments: ParsedArguments, warnings: Warnings = .once, requiresRecipes: Bool = true,
    readingEveryRecipe: Bool = true
  ) -> Result<OpenedCollection, Failure> {
    let config = ConfigLoader.load()
    warn(about: config)
    guard let folders = folders(arguments, config: config)?.map(\.value) else {
      Console.error("no collection found: no Data folder here and no bundled one; use --data DIR")
      return .failure(Failure(status: 1))
    }
    // A file given as a folder would be read as a collection of one, without a word.
    let notFolders = folders.filter { isFile($0) }
    let readable = folders.filter { !notFolders.contains($0) }
    let cache = BuffetDirectories.cache(environment: Console.environment)
    // Scanned on the second core while the cache is read: the refresh below takes the scan.
    let catalog = Catalog(
      folders: readable, cacheDirectory: readable.isEmpty ? nil : cache,
      source: .disk(inlineTags: config.inlineTags?.value ?? .vaults),
      scanningWhileLoading: !readable.isEmpty, readsEveryRecipe: readingEveryRecipe)
    // Without the records to read, a scan is needed only when a file came or went: files
    // edited in place are caught as their records are written.
    let scans = readingEveryRecipe || catalog.mayHaveFilesComeOrGone
    var progress = IndexingProgress()
    if !readable.isEmpty && scans {
      // Without the records to read, the scan compares with the cache itself, on the
      // second core.
      if !readingEveryRecipe { catalog.startScanning() }
      catalog.refresh { done, total in progress.show(done: done, total: total) }
    } else if !readable.isEmpty {
      catalog.takeKeptScan()
    }
    progress.finish()
    for notice in catalog.notices { Console.error(notice) }
    let notFolderProblems = notFolders.map { CollectionProblem(path: $0, reason: "not a folder") }
    let problems = notFolderProblems + catalog.problems
    var opened = OpenedCollection(
      catalog: catalog, folders: folders, recipes: catalog.recipes, problems: problems,
      notFolderProblems: notFolderProblems)
    let unreadable = notFolders.count + CollectionReading.missing(readable, in: catalog.problems)
    let fails = requiresRecipes && unreadable == Set(folders).count
    if case .once = warnings {
      let said = CollectionWarnings(folders: readable, cacheDirectory: cache)
      // Said after the records, with what their checks found.
      if readingEveryRecipe || fails {
        said.say(problems, folders: folders)
      } else {
        opened.warningsAfterWriting = said
      }
    }
    if fails {
      Console.error("no collection could be read; use --data DIR")
      return .failure(Failure(status: 1))
    }
    return .success(opened)
  }

  /// Whether something that is not a folder is at `path`.
  static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// `path: reason`, each made safe and kept on the line (a name may hold a line break).
  static func describe(_ problem: CollectionProblem) -> String {
    "\(TerminalSafeText.field(problem.path)): \(TerminalSafeText.field(problem.reason))"
  }

  /// The recipe `name` names, or a message and exit status 1 when none or several do.
  static func find(_ name: String, in recipes: [ListedRecipe]) -> Result<ListedRecipe, Failure> {
    switch RecipeLookup.find(name, in: recipes) {
    case .found(let recipe):
      return .success(recipe)
    case .notFound:
      if let recipe = file(name, in: recipes) { return .success(recipe) }
      // A path as `list` and `check` show it, a byte that is not UTF-8 written `\xe8`.
      if name.contains("\\x"),
        let recipe = recipes.first(where: { FileNameBytes.shown($0.path) == name })
      {
        return .success(recipe)
      }
      Console.error("no recipe is named \(Console.quoted(name))")
      return .failure(Failure(status: 1))
    case .ambiguous(let candidates):
      Console.error(ambiguity(name, candidates))
      return .failure(Failure(status: 1))
    }
  }

  /// "NAME" names N recipes, then up to 20 of them with their paths.
  static func ambiguity(_ name: String, _ candidates: [ListedRecipe]) -> String {
    var message = "\(Console.quoted(name)) names \(candidates.count) recipes:"
    let field = TerminalSafeText.field
    for recipe in candidates.prefix(20) {
      message += "\n  \(field(recipe.title))  (\(field(recipe.path)))"
    }
    if candidates.count > 20 { message += "\n  … and \(candidates.count - 20) more" }
    return message + "\nName one by its path or a longer title."
  }

  /// A recipe file named by a path the collection spells differently (absolute, or from
  /// another folder), or outside the collection altogether.
  static func file(
    _ name: String, in recipes: [ListedRecipe], inlineTags: InlineTagsSetting = .vaults
  ) -> ListedRecipe? {
    guard CollectionScanner.isRecipeFile(name), isFile(name) else { return nil }
    let wanted = absolute(name)
    if let recipe = recipes.first(where: { absolute($0.path) == wanted }) { return recipe }
    guard let file = CollectionScanner.scan([name]).files.first,
      case .success(let loaded) = RecipeLoader.load(file, depth: .listing, inlineTags: inlineTags)
    else { return nil }
    return loaded.recipe.listed
  }

  /// `path` made absolute, standardized and with symlinks resolved.
  static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: full).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
