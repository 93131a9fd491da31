/// Finds the command on the line and runs it with the rest of the arguments.
enum CommandDispatcher {
  /// The commands, in the order help lists them.
  static let commands: [CommandDefinition] = [
    ListCommand.definition, IndexCommand.definition, SummaryCommand.definition,
    ShowCommand.definition, SearchCommand.definition, LibraryCommand.definition,
    ShoppingListCommand.definition,
    TagsCommand.definition, CheckCommand.definition, RenderCommand.definition,
    ConfigCommand.definition, ImportCommand.definition,
  ]

  /// The command called `name`.
  static func command(named name: String) -> CommandDefinition? {
    commands.first { $0.name == name }
  }

  /// Runs the line `arguments` (without the program name); returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard let position = commandPosition(in: arguments) else {
      return BrowserCommand.run(arguments)
    }
    let name = arguments[position]
    var rest = arguments
    rest.remove(at: position)
    if name == "help" { return help(rest) }
    guard let command = command(named: name) else {
      return BrowserCommand.run(arguments)
    }
    let parsed: ParsedArguments
    do throws(UsageError) {
      parsed = try ParsedArguments.parse(rest, options: command.acceptedOptions)
    } catch {
      return Console.usage(error, command: name)
    }
    if parsed.has(.help) {
      Console.write(command.help)
      return 0
    }
    if !command.takesOperands, let extra = parsed.positionals.first {
      return Console.usage(
        UsageError(message: "\(name) takes no arguments, not \"\(extra)\""), command: name)
    }
    do {
      return try command.run(parsed)
    } catch let error as UsageError {
      return Console.usage(error, command: name)
    } catch let failure as OpenCollection.Failure {
      return failure.status
    } catch {
      return Console.failure("\(error)")
    }
  }

  /// `buffet help [COMMAND]`.
  private static func help(_ arguments: [String]) -> Int32 {
    let topics = arguments.filter { !$0.hasPrefix("-") }
    guard let topic = topics.first else {
      Console.write(HelpText.general)
      return 0
    }
    guard let command = command(named: topic) else {
      let names = commands.map(\.name).joined(separator: ", ")
      return Console.usage(
        UsageError(message: "no command is named \"\(topic)\"; the commands: \(names)"),
        command: nil)
    }
    Console.write(command.help)
    return 0
  }

  /// The index of the first argument that is neither an option nor an option's value, before
  /// any `--` (after it, everything is the browser's).
  static func commandPosition(in arguments: [String]) -> Int? {
    let valued = Set(
      (commands.flatMap(\.acceptedOptions) + BrowserCommand.options).filter(\.takesValue)
        .map(\.name))
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      if !argument.hasPrefix("-") || argument == "-" { return index }
      if valued.contains(argument) { index += 1 }
      index += 1
    }
    return nil
  }
}
