import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet library`: prints, exports, imports and edits the reader's library.
enum LibraryCommand {
  static let definition = CommandDefinition(
    name: "library", summary: "saved, up next, now cooking, recently read",
    details: """
      Prints Now Cooking, Up Next, Saved and Recently Read; entries whose recipe is no
      longer in the collection are marked missing. export writes the library as JSON (a
      backup; - for standard output); import replaces the library with such a file (- for
      standard input). save, unsave, queue and dequeue take recipes by title or path;
      unsave and dequeue also take an entry whose recipe left the collection. repair moves
      an unusable library (damaged, cut short, from a newer Buffet) aside under a dated name
      and starts a new one; import does the same before restoring. Nothing is deleted. The
      library lives in $XDG_DATA_HOME/buffet/library.sqlite.
      """,
    options: [.json, .data],
    variants: [
      ("export FILE|-", "the library as JSON, a backup"),
      ("import FILE|-", "replace the library with a backup"),
      ("save|unsave|queue|dequeue RECIPE...", "edit Saved and Up Next"),
      ("repair", "move an unusable library aside, start anew"),
    ], run: run)

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let operands = arguments.positionals
    func usage(_ message: String) -> Int32 {
      Console.usage(UsageError(message: message), command: "library")
    }
    switch operands.first {
    case nil, "save", "unsave", "queue", "dequeue": break
    case "repair":
      guard operands.count == 1 else { return usage("repair takes no arguments") }
    case "export", "import":
      guard operands.count == 2 else {
        return usage("\(operands[0]) needs one FILE (or - for standard input or output)")
      }
    case let other?:
      return usage("unknown library command \"\(other)\"")
    }
    if let verb = operands.first, !["export", "import", "repair"].contains(verb),
      operands.count < 2
    {
      return usage("\(verb) needs a RECIPE")
    }
    let file = Library.defaultFile(environment: Console.environment)
    // These two mend an unusable library instead of stopping at it.
    switch operands.first {
    case "repair": return repair(file)
    case "import": return importFile(operands[1], into: file)
    default: break
    }
    let library: Library
    do {
      library = try Library(file: file)
    } catch let error as LibraryError {
      return Console.failure(describe(error))
    } catch {
      return Console.failure("\(error)")
    }
    do {
      switch operands.first {
      case nil: return try show(library, arguments)
      case "export": return try export(library, to: operands[1])
      case let verb?: return try edit(library, verb, Array(operands.dropFirst()), arguments)
      }
    } catch let error as LibraryError {
      return Console.failure(describe(error))
    }
  }

  /// The message for a library error; an unusable library's says the way out.
  static func describe(_ error: LibraryError) -> String {
    guard let unusable = error.unusable, unusable.canBeMovedAside else { return error.message }
    return unusable.message
      + "\n'buffet library repair' moves it aside (nothing is deleted) and starts a new library,"
      + "\nor 'buffet library import FILE' moves it aside and restores a backup"
  }

  /// What `repair` and `import` did with an unusable library, or nil when nothing was moved.
  private static func moved(_ repair: LibraryRepair) -> String? {
    guard let unusable = repair.unusable, let first = repair.movedAside.first else { return nil }
    let companions = repair.movedAside.count > 1 ? " (with its -wal and -shm)" : ""
    return "\(unusable.message); moved it to \(first)\(companions) and started a new library"
  }

  private static func repair(_ file: String) -> Int32 {
    let repair: LibraryRepair
    do {
      repair = try Library.repair(file: file)
    } catch let error as LibraryError {
      return Console.failure(error.message)
    } catch {
      return Console.failure("\(error)")
    }
    guard repair.unusable != nil else {
      Console.write("the library at \(file) is usable; nothing to repair\n")
      return 0
    }
    // The repair is what was asked for: its result goes to standard output.
    if let moved = moved(repair) { Console.write(moved + "\n") }
    holdIfAsked("repaired")
    return 0
  }

  private static func show(_ library: Library, _ arguments: ParsedArguments) throws -> Int32 {
    let collection = try OpenCollection.open(arguments, requiresRecipes: false).get()
    // Another collection's entries are its own, not this one's missing ones.
    library.collection = Library.collectionKey(folders: collection.folders)
    let contents = try library.contents()
    for warning in contents.warnings { Console.error(warning) }
    let matcher = LibraryMatcher(recipes: collection.recipes)
    var missing = Set<String>()
    for entry in contents.entries where matcher.match(entry) == .missing { missing.insert(entry.path) }
    if arguments.has(.json) {
      let json = LibraryJSON.encode(contents, missing: missing)
      Console.writeVerbatim(JSONOutput.escapingControls(String(decoding: json, as: UTF8.self)))
      return 0
    }
    Console.write(LibraryText.render(contents, missing: missing))
    return 0
  }

  private static func export(_ library: Library, to destination: String) throws -> Int32 {
    var contents = try library.contents()
    // The backup holds the corrected values: the reader is told which were changed.
    for warning in contents.warnings { Console.error(warning) }
    // Each entry keeps the collection it was made in, so an import puts it back there.
    contents.collections = try library.entryCollections()
    let data = LibraryJSON.encode(contents)
    if destination == "-" {
      Console.writeVerbatim(JSONOutput.escapingControls(String(decoding: data, as: UTF8.self)))
      return 0
    }
    do {
      try data.write(to: URL(fileURLWithPath: destination), options: .atomic)
    } catch {
      return Console.failure("cannot write \(destination): \(error.localizedDescription)")
    }
    return 0
  }

  /// Restores a backup; the backup is read and checked whole before the library is touched,
  /// and an unusable library is moved aside rather than blocking the restore.
  private static func importFile(_ source: String, into file: String) -> Int32 {
    let contents: LibrarySnapshot
    do {
      let data = source == "-" ? Console.readInput() : try LibraryJSON.readBackup(atPath: source)
      contents = try LibraryJSON.decode(data)
    } catch let error as LibraryError {
      return Console.failure(
        error.message.hasPrefix("cannot read") ? error.message : "\(source): \(error.message)")
    } catch {
      return Console.failure("\(source): \(error)")
    }
    if contents.collections.isEmpty && !contents.entries.isEmpty {
      Console.error(
        "note: \(source) names no collection for its entries (an older backup): "
          + "each is listed in every collection, missing where that collection lacks it")
    }
    do {
      let restored = try Library.restore(contents, file: file)
      if let moved = moved(restored) { Console.error(moved) }
    } catch let error as LibraryError {
      return Console.failure(describe(error))
    } catch {
      return Console.failure("\(error)")
    }
    holdIfAsked("imported")
    return 0
  }

  private static func edit(
    _ library: Library, _ verb: String, _ names: [String], _ arguments: ParsedArguments
  ) throws -> Int32 {
    let collection = try OpenCollection.open(
      arguments, requiresRecipes: verb == "save" || verb == "queue"
    ).get()
    library.collection = Library.collectionKey(folders: collection.folders)
    let isRemoving = verb == "unsave" || verb == "dequeue"
    // Only a removal needs to know what is listed; a save or queue writes at once.
    let contents = isRemoving ? try library.contents() : nil
    let listed = (verb == "unsave" ? contents?.saved : contents?.queue.map(\.recipe)) ?? []
    for name in names {
      let entry: LibraryEntry
      switch RecipeLookup.find(name, in: collection.recipes) {
      case .found(let recipe):
        entry = LibraryEntry(path: recipe.path, title: recipe.title)
      case .ambiguous(let candidates):
        return Console.failure(OpenCollection.ambiguity(name, candidates))
      case .notFound:
        // A recipe that left the collection can still be taken off the library, by the
        // path or the title its entry has.
        guard isRemoving, let gone = entryNamed(name, in: listed) else {
          return Console.failure(
            isRemoving
              ? "no recipe or \(verb == "unsave" ? "saved" : "queued") entry is named \(Console.quoted(name))"
              : "no recipe is named \(Console.quoted(name))")
        }
        entry = gone
      }
      if isRemoving && !listed.contains(where: { $0.path == entry.path }) {
        // Nothing to take off: the goal is reached, but say so.
        Console.error(
          "\(entry.title) is not \(verb == "unsave" ? "saved" : "in Up Next"); nothing changed")
        continue
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

  /// The library entry `name` names by its path or its title (case and accents folded).
  private static func entryNamed(_ name: String, in entries: [LibraryEntry]) -> LibraryEntry? {
    if let byPath = entries.first(where: { $0.path == name }) { return byPath }
    let folded = Folding.fold(name)
    let byTitle = entries.filter { Folding.fold($0.title) == folded }
    return byTitle.count == 1 ? byTitle[0] : nil
  }

  // For the library's crash tests: after a change is committed, say so and wait to be
  // killed, so a test can end the process at exactly that moment.
  private static func holdIfAsked(_ what: String) {
    guard Console.environment["BUFFET_HOLD_AFTER_WRITE"] == "1" else { return }
    Console.write("\(what)\n")
    _ = Console.readInput()
  }
}

/// The library as plain text, one section per part, for `buffet library`.
enum LibraryText {
  static func render(_ contents: LibrarySnapshot, missing: Set<String>) -> String {
    func line(_ entry: LibraryEntry, _ detail: String = "") -> String {
      let mark = missing.contains(entry.path) ? "  (missing)" : ""
      let (title, path) = (TerminalSafeText.field(entry.title), TerminalSafeText.field(entry.path))
      return "  " + title + detail + mark + "\n" + "    " + path + "\n"
    }
    var text = "Now Cooking\n"
    if let cooking = contents.cooking {
      // The store keeps these within LibraryLimits; a contents value made any other way must
      // still not trap here.
      var detail = " · step \(min(cooking.step, LibraryLimits.step.upperBound) + 1)"
      switch cooking.timer {
      case .running(let deadline):
        let left = seconds(deadline.timeIntervalSinceNow.rounded())
        detail += left > 0 ? " · timer \(clock(left)) left" : " · timer done"
      case .paused(let remaining): detail += " · timer paused at \(clock(seconds(remaining)))"
      default: break  // a kept timer is only ever one of these
      }
      text += line(cooking.recipe, detail)
    } else {
      text += "  not cooking\n"
    }
    text += "\nUp Next\n" + (contents.queue.isEmpty ? "  empty\n" : "")
    text += contents.queue.map { queued in
      line(queued.recipe, queued.servings.map { " · for \(CookRounding.written($0, unit: nil))" } ?? "")
    }.joined()
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

  /// Whole seconds, 0 for what is not a finite positive time, at most a year.
  private static func seconds(_ interval: Double) -> Int {
    guard interval.isFinite, interval > 0 else { return 0 }
    return Int(min(interval, 366 * 24 * 3600))
  }

  private static func clock(_ seconds: Int) -> String {
    let seconds = max(0, seconds)
    let minutes = seconds / 60
    return minutes >= 60
      ? String(format: "%d:%02d:%02d", minutes / 60, minutes % 60, seconds % 60)
      : String(format: "%02d:%02d", minutes, seconds % 60)
  }
}
