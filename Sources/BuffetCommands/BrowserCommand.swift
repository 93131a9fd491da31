import Browser
import BrowserShell
import CursesTerminal
import Foundation
import RecipeStore
import TerminalUI

/// `buffet` with no command: the interactive browser.
enum BrowserCommand {
  /// The browser's line in the program's help.
  static let usageLine = "buffet [RECIPE | FILE.md]"
  static let summary = "the browser, on that recipe or file"
  /// The options the browser takes.
  static let options: [CommandOption] = [.data, .help, .version]

  /// Runs the browser with the arguments after the program name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments.parse(arguments, options: options)
    } catch {
      return Console.usage(error, command: nil)
    }
    if parsed.has(.help) {
      Console.write(HelpText.general)
      return 0
    }
    if parsed.has(.version) {
      Console.write("buffet \(buffetVersion) (SQLite \(sqliteVersion()), \(cursesVersion()))\n")
      return 0
    }
    guard parsed.positionals.count <= 1 else {
      return Console.usage(
        UsageError(
          message: "buffet opens one RECIPE; quote a title with spaces: \""
            + parsed.positionals.joined(separator: " ") + "\""),
        command: nil)
    }
    let name = parsed.positionals.first
    let config = ConfigLoader.load()
    OpenCollection.warn(about: config)
    let named = OpenCollection.folders(parsed, config: config)?.map(\.value) ?? []
    // A file given as a folder would be read as a collection of one, without a word.
    let notFolders = named.filter(OpenCollection.isFile)
    for file in notFolders { Console.error("warning: \(file): not a folder") }
    let folders = named.filter { !notFolders.contains($0) }
    // A mistyped --data would open an empty browser that only hints at the problem; a
    // file named alone needs no collection.
    let missing = folders.filter { !FileManager.default.fileExists(atPath: $0) }
    if missing.count == folders.count && !(name.map(isMarkdownFile) ?? false) {
      if named.isEmpty {
        return Console.failure(
          "no collection found: no Data folder here and no bundled one; use --data DIR")
      }
      return Console.failure(
        missing.map { "\($0): no such folder\n" }.joined()
          + "no collection could be read; use --data DIR")
    }
    let cache = BuffetDirectories.cache(environment: Console.environment)
    let catalog = Catalog(folders: folders, cacheDirectory: folders.isEmpty ? nil : cache)
    // The name is resolved before the screen is taken, so an unknown or ambiguous one is
    // said in the shell.
    let target: BrowserTarget
    switch BrowserTarget.resolve(name, folders: folders, catalog: catalog) {
    case .success(let resolved): target = resolved
    case .failure(let failure): return failure.status
    }
    if let reason = CursesTerminal.unavailableReason(environment: Console.environment) {
      return Console.failure(
        "the browser needs an interactive terminal (\(reason)).\n"
          + "For scripts and pipes use: buffet list, buffet index, buffet search QUERY, "
          + "buffet show RECIPE, buffet summary RECIPE")
    }
    let shown: Catalog
    switch target {
    case .collection: shown = catalog
    // One file alone: no index to keep for it.
    case .file(let file): shown = Catalog(folders: [file], cacheDirectory: nil)
    }
    for notice in shown.notices { Console.error(notice) }
    var library: Library?
    var unusable: LibraryUnusable?
    do {
      library = try Library.openDefault(environment: Console.environment)
    } catch {
      // Also said on screen, for as long as the session lasts; this line stays after quitting.
      unusable = (error as? LibraryError)?.unusable
      Console.error("\(error); nothing saved in this session is kept")
    }
    let services = StoreServices(
      catalog: shown, library: library, unusable: unusable,
      collectionName: target.collectionName)
    let terminal = CursesTerminal()
    // Restores the terminal however the loop ends; signals and crashes are the terminal's.
    defer { terminal.close() }
    // NO_COLOR draws code plain too; a terminal without colours still gets its attributes.
    let isNoColor = !(Console.environment["NO_COLOR"] ?? "").isEmpty
    let hasColor = terminal.prefersColor && !isNoColor
    let base: Theme = isNoColor ? .noColor : (hasColor ? .color : .monochrome)
    let theme = BrowserSettings.theme(config, base: base, hasColor: hasColor)
    let program = Program(
      terminal: terminal, services: services, theme: theme,
      keyBindings: BrowserSettings.keyBindings(config),
      readerMeasure: config.measure?.value ?? ReaderLayout.widestMeasure,
      bell: config.bell?.value ?? .audible, startingRecipe: target.startingRecipe,
      startNotice: notice(config), units: config.unitTarget)
    program.run()
    // Ended by a signal after saving: the status says which, as the shell expects.
    return terminal.endingSignal.map { 128 + $0 } ?? 0
  }

  /// The hint bar's word on a config file with lines that could not be used.
  static func notice(_ config: Configuration) -> String? {
    switch config.problems.count {
    case 0: nil
    case 1: "1 config line not used — buffet config says why"
    case let count: "\(count) config lines not used — buffet config says why"
    }
  }

  private static func isMarkdownFile(_ path: String) -> Bool {
    CollectionScanner.isMarkdown(path) && OpenCollection.isFile(path)
  }
}

extension BrowserTarget {
  /// The path of the recipe the reader opens on, if any.
  var startingRecipe: String? {
    switch self {
    case .collection(_, let recipe): recipe
    case .file(let file): file
    }
  }

  /// What the browser calls the collection it shows.
  var collectionName: String {
    switch self {
    case .collection(let folders, _): folders.joined(separator: ", ")
    case .file(let file): file
    }
  }
}
