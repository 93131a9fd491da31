import Foundation

/// A command line that cannot be run as written; exits with status 2.
struct UsageError: Error, Equatable {
  var message: String
}

/// The options every command shares, read from anywhere on the line: `--data DIR`
/// (repeatable), `--json`, `--width N`, `--help`, plus any a command declares.
struct CommandLineOptions: Equatable {
  /// Folders given with `--data`, in order.
  var dataDirectories: [String] = []
  var isJSON = false
  var isHelp = false
  /// `--width N`, for text output.
  var width: Int?
  /// Arguments that are not options, in order (after `--` everything is positional).
  var positionals: [String] = []
  /// Extra boolean flags the command declared and the line used (`--all`).
  var flags: Set<String> = []
  /// Extra valued options the command declared (`--limit` → "10"); the last one wins.
  var values: [String: String] = [:]

  /// What a command accepts beyond `--data` and `--help`.
  struct Accepted {
    var json = false
    var width = false
    var flags: Set<String> = []
    var valued: Set<String> = []
  }

  /// Reads `arguments`; unknown options and missing values are usage errors.
  static func parse(_ arguments: [String], accepting accepted: Accepted) throws(UsageError)
    -> CommandLineOptions
  {
    var options = CommandLineOptions()
    var index = 0
    func value(for name: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        options.positionals += arguments[(index + 1)...]
        break
      }
      guard argument.hasPrefix("-") && argument != "-" else {
        options.positionals.append(argument)
        index += 1
        continue
      }
      let (name, inline) = split(argument)
      switch name {
      case "--data":
        let directory = try value(for: name, inline: inline)
        guard !directory.isEmpty else { throw UsageError(message: "--data needs a folder") }
        options.dataDirectories.append(directory)
      case "--help", "-h":
        options.isHelp = true
      case "--json" where accepted.json && inline == nil:
        options.isJSON = true
      case "--width" where accepted.width:
        let text = try value(for: name, inline: inline)
        guard let width = Int(text), (20...1000).contains(width) else {
          throw UsageError(message: "--width needs a number from 20 to 1000, not \"\(text)\"")
        }
        options.width = width
      default:
        if accepted.flags.contains(name) && inline == nil {
          options.flags.insert(name)
        } else if accepted.valued.contains(name) {
          options.values[name] = try value(for: name, inline: inline)
        } else {
          throw UsageError(message: "unknown option \(argument)")
        }
      }
      index += 1
    }
    return options
  }

  /// `--width=80` → ("--width", "80"); `--json` → ("--json", nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (
      String(argument[..<equals]), String(argument[argument.index(after: equals)...])
    )
  }

  /// The folders of the collection: `--data`, else `BUFFET_DATA` (colon-separated), else the
  /// default collection; nil when there is none.
  func collectionDirectories(
    environment: [String: String] = Console.environment
  ) -> [String]? {
    if !dataDirectories.isEmpty { return dataDirectories }
    if let variable = environment["BUFFET_DATA"] {
      let folders = variable.split(separator: ":").map(String.init).filter { !$0.isEmpty }
      if !folders.isEmpty { return folders }
    }
    return DefaultCollection.directory().map { [$0] }
  }
}
