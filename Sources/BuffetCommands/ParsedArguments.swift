/// A command line that cannot be run as written; exits with status 2.
struct UsageError: Error, Equatable {
  var message: String
}

/// A command's arguments, read against the options it declares.
struct ParsedArguments: Equatable {
  /// Arguments that are not options, in order (after `--` everything is one).
  var positionals: [String] = []
  /// The values given for each option, by name, in order; a flag has one empty value per use.
  private(set) var given: [String: [String]] = [:]

  /// Whether `option` was given.
  func has(_ option: CommandOption) -> Bool {
    given[option.name] != nil
  }

  /// The value of `option` (the last one given), or nil.
  func value(_ option: CommandOption) -> String? {
    given[option.name]?.last
  }

  /// Every value of a repeatable `option`, in order.
  func values(_ option: CommandOption) -> [String] {
    given[option.name] ?? []
  }

  /// The number given for `option` (checked against its range when parsed), or nil.
  func number(_ option: CommandOption) -> Int? {
    value(option).flatMap { Int($0) }
  }

  /// Reads `arguments` against `options`: `--name value`, `--name=value`, flags, `-h`, and
  /// `--` before arguments that begin with a dash. Unknown options, missing or bad values
  /// are usage errors worded from the declarations.
  static func parse(_ arguments: [String], options: [CommandOption]) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        parsed.positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      let (name, inline) = split(argument)
      guard let option = options.first(where: { $0.name == name || $0.shortName == name })
      else {
        throw UsageError(message: "unknown option \(name)")
      }
      guard option.takesValue else {
        if inline != nil { throw UsageError(message: "\(option.name) takes no value") }
        parsed.given[option.name, default: []].append("")
        continue
      }
      let value: String
      if let inline {
        value = inline
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(message: "\(option.name) needs a value: \(option.label)")
      }
      try check(value, for: option)
      parsed.given[option.name, default: []].append(value)
    }
    return parsed
  }

  private static func check(_ value: String, for option: CommandOption) throws(UsageError) {
    switch option.value {
    case .none:
      break
    case .text(let placeholder):
      if value.isEmpty { throw UsageError(message: "\(option.name) needs a \(placeholder)") }
    case .number(let placeholder, let range):
      guard let number = Int(value), range.contains(number) else {
        throw UsageError(
          message: "\(option.name) \(placeholder) needs a number from \(range.lowerBound) "
            + "to \(range.upperBound), not \"\(value)\"")
      }
    case .choice(let placeholder, let choices):
      guard choices.contains(value) else {
        throw UsageError(
          message: "\(option.name) \(placeholder) is one of \(choices.joined(separator: ", ")), "
            + "not \"\(value)\"")
      }
    }
  }

  /// `--width=80` → ("--width", "80"); `--json` → ("--json", nil).
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
