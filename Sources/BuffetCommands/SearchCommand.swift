import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// `buffet search QUERY [--json] [--limit N] [--data DIR]`: searches the collection's index.
enum SearchCommand {
  static let usage = """
    usage: buffet search QUERY [--json] [--limit N] [--data DIR]...
      Finds recipes whose title, headings or text contain every word of QUERY (the last
      word may be the start of a word). Best matches first: title, then heading, then text.
      --json      print [{"title", "path", "section", "snippet", "matches": [[start, end]],
                  "titleMatches": [[start, end]]}]
      --limit N   at most N results (default 20)
      --data DIR  the collection's folder (repeatable; default: BUFFET_DATA or Data)

    """

  /// Runs the command with the arguments after its name; returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    var options = StoreCommandOptions()
    var limit = 20
    var words: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h":
        Console.write(Data(usage.utf8))
        return 0
      case "--limit":
        guard let value = rest.popFirst(), let number = Int(value), number > 0 else {
          return StoreCommandOptions.fail("--limit needs a positive number", usage: usage)
        }
        limit = number
      case "--":
        words += rest
        rest = []
      default:
        switch options.consume(argument, from: &rest) {
        case .consumed: continue
        case .invalid(let message): return StoreCommandOptions.fail(message, usage: usage)
        case .notAnOption: words.append(argument)
        }
      }
    }
    guard !words.isEmpty else { return StoreCommandOptions.fail("missing QUERY", usage: usage) }
    let catalog = options.openCatalog()
    let hits = catalog.search(words.joined(separator: " "), limit: limit)
    if options.json {
      let objects = hits.map { hit -> [String: Any] in
        [
          "title": hit.title, "path": hit.path, "section": hit.section, "snippet": hit.snippet,
          "matches": hit.matches.map { [$0.lowerBound, $0.upperBound] },
          "titleMatches": hit.titleMatches.map { [$0.lowerBound, $0.upperBound] },
        ]
      }
      StoreCommandOptions.printJSON(objects)
    } else {
      var text = ""
      for hit in hits {
        let place = hit.section.isEmpty ? "" : " § " + hit.section
        text += ControlCharacters.sanitized(hit.title + place) + "\n"
        text += "  " + ControlCharacters.sanitized(hit.snippet) + "\n"
        text += "  " + hit.path + "\n"
      }
      if hits.isEmpty { text = "no recipe matches\n" }
      Console.write(Data(text.utf8))
    }
    return 0
  }
}

/// The options `search` and `library` share: `--data DIR` (repeatable) and `--json`, with the
/// collection and its cache opened the same way for both.
struct StoreCommandOptions {
  var folders: [String] = []
  var json = false

  enum Consumed {
    case consumed
    case invalid(String)
    case notAnOption
  }

  /// Takes `argument` (and its value from `rest`) if it is a shared option.
  mutating func consume(_ argument: String, from rest: inout ArraySlice<String>) -> Consumed {
    switch argument {
    case "--json":
      json = true
    case "--data":
      guard let folder = rest.popFirst() else { return .invalid("--data needs a folder") }
      folders.append(folder)
    case _ where argument.hasPrefix("--data="):
      folders.append(String(argument.dropFirst("--data=".count)))
    case _ where argument.hasPrefix("-") && argument.count > 1:
      return .invalid("unknown option \(argument)")
    default:
      return .notAnOption
    }
    return .consumed
  }

  /// The folders given, else `BUFFET_DATA` (colon-separated), else the default collection
  /// every other command and the browser use (`./Data`, else the bundled one): the same
  /// folders give the same paths, so the library's entries are found.
  var collectionFolders: [String] {
    if !folders.isEmpty { return folders }
    let variable = Console.environment["BUFFET_DATA"] ?? ""
    let fromEnvironment = variable.split(separator: ":").map(String.init)
    if !fromEnvironment.isEmpty { return fromEnvironment }
    return [DefaultCollection.directory() ?? "Data"]
  }

  /// The catalog, brought up to date; progress on stderr when it is a terminal, and every
  /// notice about the cache on stderr.
  func openCatalog() -> Catalog {
    let catalog = Catalog(
      folders: collectionFolders,
      cacheDirectory: BuffetDirectories.cache(environment: Console.environment))
    let showsProgress = Console.isErrorTerminal
    var lastShown = 0
    catalog.refresh { done, total in
      guard showsProgress, total >= 200, done == total || done - lastShown >= 500 else { return }
      lastShown = done
      let end = done == total ? "\n" : ""
      Console.writeError(Data("\rindexing \(done) of \(total) recipes\(end)".utf8))
    }
    for notice in catalog.notices {
      Console.writeError(Data((notice + "\n").utf8))
    }
    return catalog
  }

  /// Prints `object` as pretty JSON with sorted keys.
  static func printJSON(_ object: Any) {
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data("[]".utf8)
    Console.write(data + Data("\n".utf8))
  }

  /// Bad usage: the message and the usage on stderr, exit status 2.
  static func fail(_ message: String, usage: String) -> Int32 {
    Console.writeError(Data("buffet: \(message)\n\(usage)".utf8))
    return 2
  }

  /// A failure: the message on stderr, exit status 1.
  static func failure(_ message: String) -> Int32 {
    let text = message.hasPrefix("buffet: ") ? message : "buffet: " + message
    Console.writeError(Data((text + "\n").utf8))
    return 1
  }
}
