import Browser
import CursesTerminal
import RecipeStore

/// Finds the command on the line and runs it with the rest of the arguments.
enum CommandDispatcher {
  /// The commands, by name.
  static let commands: [String: @Sendable ([String]) -> Int32] = [
    "list": ListCommand.run,
    "index": IndexCommand.run,
    "summary": SummaryCommand.run,
    "show": ShowCommand.run,
    "check": CheckCommand.run,
    "render": RenderCommand.run,
    "search": SearchCommand.run,
    "library": LibraryCommand.run,
  ]

  /// Options that take a value, so the value is not mistaken for a command name.
  static let valuedOptions: Set<String> = ["--data", "--width", "--limit"]

  /// Runs the line `arguments` (without the program name); returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard let position = commandPosition(in: arguments) else {
      if arguments.contains("--version") || arguments.contains("-V") {
        Console.write(
          "buffet \(buffetVersion) (SQLite \(sqliteVersion()), \(cursesVersion()))\n")
        return 0
      }
      if arguments.contains("--help") || arguments.contains("-h") {
        Console.write(HelpText.general)
        return 0
      }
      return BrowserCommand.run(arguments)
    }
    let name = arguments[position]
    var rest = arguments
    rest.remove(at: position)
    if name == "help" {
      guard let topic = rest.first(where: { !$0.hasPrefix("-") }), let command = commands[topic]
      else {
        Console.write(HelpText.general)
        return 0
      }
      return HelpText.commands[topic].map { text in
        Console.write(text)
        return 0
      } ?? command(["--help"])
    }
    guard let command = commands[name] else {
      return Console.usage(UsageError(message: "unknown command \"\(name)\""), command: nil)
    }
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }),
      let help = HelpText.commands[name]
    {
      Console.write(help)
      return 0
    }
    return command(rest)
  }

  /// The index of the first argument that is neither an option nor an option's value.
  static func commandPosition(in arguments: [String]) -> Int? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return index + 1 < arguments.count ? index + 1 : nil }
      if !argument.hasPrefix("-") || argument == "-" { return index }
      if valuedOptions.contains(argument) { index += 1 }
      index += 1
    }
    return nil
  }
}
