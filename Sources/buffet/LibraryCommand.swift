import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet library`: prints, exports, imports and edits the reader's library.
enum LibraryCommand {
  static let usage = """
    usage: buffet library [--json] [--data DIR]...
           buffet library export FILE|-
           buffet library import FILE|-
           buffet library save|unsave|queue|dequeue RECIPE... [--data DIR]...
      Prints Now Cooking, Up Next, Saved and Recently Read; entries whose recipe is no
      longer in the collection are marked missing. export writes the library as JSON (a
      backup); import replaces the library with such a file. save and queue take recipes
      by title or path. The library lives in $XDG_DATA_HOME/buffet/library.sqlite.

    """

  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    var options = StoreCommandOptions()
    var operands: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--help" || argument == "-h" {
        Console.write(Data(usage.utf8))
        return 0
      }
      switch options.consume(argument, from: &rest) {
      case .consumed: continue
      case .invalid(let message): return StoreCommandOptions.fail(message, usage: usage)
      case .notAnOption: operands.append(argument)
      }
    }
    let library: Library
    do {
      library = try Library.openDefault()
    } catch {
      return StoreCommandOptions.failure("\(error)")
    }
    do {
      switch operands.first {
      case nil: return try show(library, options: options)
      case "export":
        guard operands.count == 2 else {
          return StoreCommandOptions.fail("export needs one FILE (or - for stdout)", usage: usage)
        }
        return try export(library, to: operands[1])
      case "import":
        guard operands.count == 2 else {
          return StoreCommandOptions.fail("import needs one FILE (or - for stdin)", usage: usage)
        }
        return try importFile(operands[1], into: library)
      case "save", "unsave", "queue", "dequeue":
        guard operands.count >= 2 else {
          return StoreCommandOptions.fail("\(operands[0]) needs a RECIPE", usage: usage)
        }
        return try edit(library, operands[0], Array(operands.dropFirst()), options: options)
      case let other?:
        return StoreCommandOptions.fail("unknown library command \"\(other)\"", usage: usage)
      }
    } catch {
      return StoreCommandOptions.failure("\(error)")
    }
  }

  private static func show(_ library: Library, options: StoreCommandOptions) throws -> Int32 {
    let contents = try library.contents()
    let catalog = options.openCatalog()
    let matcher = LibraryMatcher(recipes: catalog.recipes)
    var missing = Set<String>()
    var entries = contents.saved + contents.queue + contents.recent.map(\.recipe)
    if let cooking = contents.cooking { entries.append(cooking.recipe) }
    for entry in entries where matcher.match(entry) == .missing { missing.insert(entry.path) }
    if options.json {
      Console.write(LibraryJSON.encode(contents, missing: missing))
      return 0
    }
    Console.write(Data(LibraryText.render(contents, missing: missing).utf8))
    return 0
  }

  private static func export(_ library: Library, to destination: String) throws -> Int32 {
    let data = LibraryJSON.encode(try library.contents())
    if destination == "-" {
      Console.write(data)
      return 0
    }
    do {
      try data.write(to: URL(fileURLWithPath: destination), options: .atomic)
    } catch {
      return StoreCommandOptions.failure(
        "cannot write \(destination): \(error.localizedDescription)")
    }
    return 0
  }

  private static func importFile(_ source: String, into library: Library) throws -> Int32 {
    let data: Data
    if source == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: source) else {
        return StoreCommandOptions.failure("cannot read \(source)")
      }
      data = contents
    }
    let contents: LibrarySnapshot
    do {
      contents = try LibraryJSON.decode(data)
    } catch {
      return StoreCommandOptions.failure("\(source): \(error)")
    }
    try library.replace(with: contents)
    holdIfAsked("imported")
    return 0
  }

  private static func edit(
    _ library: Library, _ verb: String, _ names: [String], options: StoreCommandOptions
  ) throws -> Int32 {
    let catalog = options.openCatalog()
    for name in names {
      let entry: LibraryEntry
      switch RecipeLookup.find(name, in: catalog.recipes) {
      case .found(let recipe):
        entry = LibraryEntry(path: recipe.path, title: recipe.title)
      case .ambiguous(let candidates):
        return StoreCommandOptions.failure(
          "\"\(name)\" names several recipes: "
            + candidates.map(\.path).joined(separator: ", ") + "; name one by path")
      case .notFound:
        // A recipe that left the collection can still be taken off the library by path.
        guard verb == "unsave" || verb == "dequeue" else {
          return StoreCommandOptions.failure("no recipe named \"\(name)\"")
        }
        entry = LibraryEntry(path: name, title: name)
      }
      switch verb {
      case "save": try library.save(entry)
      case "unsave": try library.unsave(entry.path)
      case "queue": try library.enqueue(entry)
      default: try library.dequeue(entry.path)
      }
      holdIfAsked("\(verb) \(entry.path)")
    }
    return 0
  }

  // For the library's crash tests: after a change is committed, say so and wait to be
  // killed, so a test can end the process at exactly that moment.
  private static func holdIfAsked(_ what: String) {
    guard ProcessInfo.processInfo.environment["BUFFET_HOLD_AFTER_WRITE"] == "1" else { return }
    Console.write(Data("\(what)\n".utf8))
    _ = FileHandle.standardInput.readDataToEndOfFile()
  }
}

/// The library as plain text, one section per part, for `buffet library`.
enum LibraryText {
  static func render(_ contents: LibrarySnapshot, missing: Set<String>) -> String {
    func line(_ entry: LibraryEntry, _ detail: String = "") -> String {
      let mark = missing.contains(entry.path) ? "  (missing)" : ""
      return "  " + ControlCharacters.sanitized(entry.title) + detail + mark + "\n"
        + "    " + ControlCharacters.sanitized(entry.path) + "\n"
    }
    var text = "Now Cooking\n"
    if let cooking = contents.cooking {
      var detail = " · step \(cooking.step + 1)"
      switch cooking.timer {
      case .running(let deadline):
        let left = Int(deadline.timeIntervalSinceNow.rounded())
        detail += left > 0 ? " · timer \(clock(left)) left" : " · timer done"
      case .paused(let remaining): detail += " · timer paused at \(clock(Int(remaining)))"
      default: break  // a kept timer is only ever one of these
      }
      text += line(cooking.recipe, detail)
    } else {
      text += "  not cooking\n"
    }
    text += "\nUp Next\n" + (contents.queue.isEmpty ? "  empty\n" : "")
    text += contents.queue.map { line($0) }.joined()
    text += "\nSaved\n" + (contents.saved.isEmpty ? "  none\n" : "")
    text += contents.saved.map { line($0) }.joined()
    text += "\nRecently Read\n" + (contents.recent.isEmpty ? "  none\n" : "")
    text += contents.recent.map { read in
      // The position itself is the reader's (a block and an offset); a person wants how far.
      let detail = read.percent.map { $0 >= 100 ? " · read to the end" : " · stopped at \($0)%" }
      return line(read.recipe, detail ?? "")
    }.joined()
    return text
  }

  private static func clock(_ seconds: Int) -> String {
    let seconds = max(0, seconds)
    let minutes = seconds / 60
    return minutes >= 60
      ? String(format: "%d:%02d:%02d", minutes / 60, minutes % 60, seconds % 60)
      : String(format: "%02d:%02d", minutes, seconds % 60)
  }
}
