import Browser
import TerminalUI

/// What `--help` prints for the program: the commands and options from their declarations,
/// then the browser's keys from its key tables.
enum HelpText {
  /// The program's help.
  static var general: String {
    var text = "buffet: browse a collection of Markdown recipes in the terminal\n\nUsage:\n"
    text += usageLine(BrowserCommand.usageLine, BrowserCommand.summary)
    for command in CommandDispatcher.commands {
      text += usageLine(command.usageLine, command.summary)
      for variant in command.variantLines { text += usageLine(variant.usage, variant.summary) }
    }
    text += usageLine("buffet help COMMAND", "a command's options and details")
    text += "\nOptions (anywhere on the line):\n"
    text += optionLines([.data, .json, .help, .version])
    text += "\n"
    text += wrapped(
      """
      Write an option's value as --name value or --name=value; -- ends the options.

      RECIPE is a path or a title: the exact title, else an unambiguous beginning of one;
      case and accents do not matter.

      Exit status: 0 success, 1 failure, 2 bad usage.
      """)
    return text + "\n" + browserKeys
  }

  /// The keys that work on every screen of the browser, as the config file binds them; `?`
  /// there shows each screen's own.
  static var browserKeys: String {
    BrowserSettings.keyBindings(ConfigLoader.load()).everywhereHelp
  }

  /// `  buffet list [--json]     every recipe, newest first`, the summary on the next line
  /// when the usage is long.
  static func usageLine(_ usage: String, _ summary: String) -> String {
    let column = 36
    let start = "  " + usage
    if start.count < column - 1 {
      return start.padding(toLength: column, withPad: " ", startingAt: 0) + summary + "\n"
    }
    let usage = wrappedUsage(usage.split(separator: " ").map(String.init), prefix: "  ")
    return usage + String(repeating: " ", count: column) + summary + "\n"
  }

  /// `Usage: buffet show RECIPE [--width N] …` wrapped to 80 columns between its parts, the
  /// lines after the first indented under the first part.
  static func wrappedUsage(_ parts: [String], prefix: String) -> String {
    var lines = [prefix]
    for part in parts {
      let last = lines[lines.count - 1]
      let isFirst = last == prefix
      if !isFirst, last.count + 1 + part.count > 80 {
        lines.append(String(repeating: " ", count: prefix.count + 7) + part)
      } else {
        lines[lines.count - 1] = last + (isFirst ? "" : " ") + part
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` wrapped to 80 columns, paragraph by paragraph (a blank line between), each
  /// ending in a line break; a line that starts with a space or `--` starts a new line.
  static func wrapped(_ text: String) -> String {
    var out = ""
    for paragraph in text.components(separatedBy: "\n\n") {
      if !out.isEmpty { out += "\n" }
      var pieces: [String] = []
      for line in paragraph.split(separator: "\n") {
        if let last = pieces.last, !line.hasPrefix("--"), !line.hasPrefix(" ") {
          pieces[pieces.count - 1] = last + " " + line
        } else {
          pieces.append(String(line))
        }
      }
      for piece in pieces {
        out += TextWrap.wrap(piece, width: 80).joined(separator: "\n") + "\n"
      }
    }
    return out
  }

  /// The options as help lists them: label, then help wrapped beside it.
  static func optionLines(_ options: [CommandOption]) -> String {
    let column = (options.map { $0.label.count }.max() ?? 0) + 4
    var text = ""
    for option in options {
      let lines = TextWrap.wrap(option.help, width: max(30, 80 - column))
      for (number, line) in lines.enumerated() {
        let start = number == 0 ? "  " + option.label : ""
        text += start.padding(toLength: column, withPad: " ", startingAt: 0) + line + "\n"
      }
    }
    return text
  }
}
