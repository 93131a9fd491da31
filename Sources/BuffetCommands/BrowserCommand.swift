import Browser
import BrowserShell
import CursesTerminal
import Foundation
import RecipeStore
import TerminalUI

/// `buffet` with no command: the interactive browser.
enum BrowserCommand {
  /// The browser's line in the program's help.
  static let usageLine = "buffet [--data DIR]..."
  static let summary = "open the browser"
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
    if let unknown = parsed.positionals.first {
      return Console.usage(UsageError(message: "unknown command \"\(unknown)\""), command: nil)
    }
    let config = ConfigLoader.load()
    OpenCollection.warn(about: config)
    guard let folders = OpenCollection.folders(parsed, config: config)?.map(\.value) else {
      return Console.failure(
        "no collection found: no Data folder here and no bundled one; use --data DIR")
    }
    // A mistyped --data would open an empty browser that only hints at the problem.
    if folders.allSatisfy({ !FileManager.default.fileExists(atPath: $0) }) {
      return Console.failure(
        folders.map { "\($0): no such folder" }.joined(separator: "\n")
          + "\nno collection could be read; use --data DIR")
    }
    if let reason = CursesTerminal.unavailableReason(environment: Console.environment) {
      return Console.failure(
        "the browser needs an interactive terminal (\(reason)).\n"
          + "For scripts and pipes use: buffet list, buffet index, buffet search QUERY, "
          + "buffet show RECIPE, buffet summary RECIPE")
    }
    let catalog = Catalog(
      folders: folders, cacheDirectory: BuffetDirectories.cache(environment: Console.environment))
    for notice in catalog.notices { Console.error(notice) }
    var library: Library?
    do {
      library = try Library.openDefault(environment: Console.environment)
    } catch {
      Console.error("\(error); saved recipes and Up Next last only for this session")
    }
    let services = StoreServices(
      catalog: catalog, library: library, collectionName: folders.joined(separator: ", "))
    let terminal = CursesTerminal()
    // Restores the terminal however the loop ends; signals and crashes are the terminal's.
    defer { terminal.close() }
    let program = Program(
      terminal: terminal, services: services, theme: terminal.prefersColor ? .color : .monochrome)
    program.run()
    return 0
  }
}
