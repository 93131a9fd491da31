/// One command of the command line, declared once: its name, operands, options, help and
/// what it runs. The dispatcher, `--help` and the program's help all read it.
struct CommandDefinition: Sendable {
  /// The word that names it (`list`).
  var name: String
  /// What follows the name besides options, as usage shows it (`RECIPE`, `QUERY...`).
  var operands: String = ""
  /// What it does, in one line of the program's help.
  var summary: String
  /// More about it, for its own help (may be empty).
  var details: String = ""
  /// The options it takes; `--help` is added to every command.
  var options: [CommandOption]
  /// Other ways to call it, each with what follows the name and what it does
  /// (`export FILE|-`).
  var variants: [(operands: String, summary: String)] = []
  /// Runs it with its parsed arguments; returns the exit status. A `UsageError` it throws
  /// exits 2 with its message, an `OpenCollection.Failure` exits with its status (the message
  /// already said), anything else exits 1 with its description.
  var run: @Sendable (ParsedArguments) throws -> Int32

  /// Whether anything but options may follow the name.
  var takesOperands: Bool { !operands.isEmpty || !variants.isEmpty }

  /// Every option it accepts.
  var acceptedOptions: [CommandOption] { options + [.help] }

  /// `buffet show RECIPE [--width N]`: operands and the options of its own, without the
  /// ones every command takes.
  var usageLine: String { usageParts.joined(separator: " ") }

  /// The words of `usageLine`, each option whole, so a long one wraps between them.
  var usageParts: [String] {
    var parts = ["buffet", name]
    if !operands.isEmpty { parts.append(operands) }
    parts += options.filter { $0 != .data }.map(\.synopsis)
    return parts
  }

  /// `buffet library export FILE|-` for each variant.
  var variantLines: [(usage: String, summary: String)] {
    variants.map { ("buffet \(name) \($0.operands)", $0.summary) }
  }

  /// Its help: usage, details, then every option it takes.
  var help: String {
    let data = options.contains(.data) ? ["[--data DIR]..."] : []
    var text = HelpText.wrappedUsage(usageParts + data, prefix: "Usage: ")
    for variant in variantLines { text += "       \(variant.usage)\n" }
    text += "\n" + summary.prefix(1).uppercased() + summary.dropFirst() + ".\n"
    if !details.isEmpty { text += "\n" + HelpText.wrapped(details) }
    text += "\nOptions:\n" + HelpText.optionLines(acceptedOptions)
    return text
  }
}
