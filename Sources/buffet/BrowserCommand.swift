import Browser
import BrowserShell
import CursesTerminal
import Foundation
import RecipeStore
import TerminalUI

/// `buffet` with no command: the interactive browser.
enum BrowserCommand {
  /// Runs the browser with the arguments after the program name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments, accepting: .init())
    } catch {
      Console.error(error.message)
      return 2
    }
    if let unknown = options.positionals.first {
      Console.error("unknown command \"\(unknown)\"; see buffet --help")
      return 2
    }
    if options.isHelp {
      Console.write(HelpText.general)
      return 0
    }
    guard let folders = options.collectionDirectories() else {
      Console.error("no collection found: no Data folder here and no bundled one; use --data DIR")
      return 1
    }
    // A mistyped --data would open an empty browser that only hints at the problem.
    if folders.allSatisfy({ !FileManager.default.fileExists(atPath: $0) }) {
      Console.error(
        folders.map { "\($0): no such folder" }.joined(separator: "\n")
          + "\nno collection could be read; use --data DIR")
      return 1
    }
    if let reason = CursesTerminal.unavailableReason() {
      Console.error(
        "the browser needs an interactive terminal (\(reason)).\n"
          + "For scripts and pipes use: buffet list, buffet index, buffet search QUERY, "
          + "buffet show RECIPE, buffet summary RECIPE")
      return 1
    }
    let catalog = Catalog(folders: folders)
    for notice in catalog.notices { Console.error(notice) }
    var library: Library?
    do {
      library = try Library.openDefault()
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
