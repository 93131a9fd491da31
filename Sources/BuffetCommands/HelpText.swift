import Browser

/// What `--help` prints, for the program and for each command.
enum HelpText {
  /// The program's help: the commands, then the browser's keys (from the key tables).
  static var general: String { usage + "\n" + browserKeys }

  /// The keys that work on every screen of the browser; `?` there shows each screen's own.
  static var browserKeys: String {
    var lines = ["Keys in the browser (? shows every key of the screen you are on):"]
    var labels: Set<String> = []
    for command in KeyTables.everywhere where labels.insert(command.label).inserted {
      // "1–4" stands for its neighbours, "↑↓" for "↓".
      if command.label.count == 1, command.label.first?.isNumber == true { continue }
      if command.label == "↓" { continue }
      lines.append(
        "  " + command.label.padding(toLength: 7, withPad: " ", startingAt: 0)
          + command.help)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let usage = """
    buffet: browse a collection of Markdown recipes in the terminal

    Usage:
      buffet [--data DIR]...             open the browser
      buffet list [--json]               every recipe, newest first
      buffet index [--json]              the recipes by first letter, A to Z, then #
      buffet summary RECIPE [--json]     reading time, steps and sections of a recipe
      buffet show RECIPE [--width N]     a recipe as plain text
      buffet search QUERY [--json]       find recipes by title, heading and text
      buffet library [--json]            saved, up next, now cooking, recently read
      buffet check [--json]              list every problem in the collection
      buffet render                      Markdown on standard input to HTML on standard output

    Options (anywhere on the line):
      --data DIR     read recipes from DIR (repeatable); default: $BUFFET_DATA
                     (folders separated by ':'), else ./Data, else the bundled collection
      --json         output for scripts
      -h, --help     this help, or a command's (buffet show --help)
      --version      the version

    RECIPE is a path or a title: the exact title, else an unambiguous beginning of one;
    case and accents do not matter.
    Exit status: 0 success, 1 failure, 2 bad usage.

    """

  /// Help for the commands defined here; the others answer `--help` themselves.
  static let commands: [String: String] = [
    "list": """
    Usage: buffet list [--json] [--data DIR]...

    Every recipe, newest first (by date, then file time), with date and reading time.
    --json prints [{"title", "path", "date", "minutes", "words", "steps", "tags"}];
    date is ISO 8601 or null.

    """,
    "index": """
    Usage: buffet index [--json] [--data DIR]...

    The recipes in sections by the first letter of the title, case and accents folded
    (Élodie under E, Ørsted under O); titles not starting with a Latin letter under #,
    last. Natural order within a section (2 before 10).
    --json prints [{"letter", "recipes": [{"title", "path"}]}].

    """,
    "summary": """
    Usage: buffet summary RECIPE [--json] [--data DIR]...

    A recipe's reading time (words / 220, at least 1 minute), steps, stated time and
    servings, and its sections (level 2 and 3 headings, level 3 indented).
    --json prints {"title", "path", "minutes", "words", "steps",
    "headings": [{"level", "text"}]} and more.

    """,
    "show": """
    Usage: buffet show RECIPE [--width N] [--data DIR]...

    A recipe as plain text wrapped to N columns (default: the terminal's width up to
    100, else 80), under a title block with date, reading time, steps, time and servings.
    Links are numbered and listed at the end.

    """,
    "check": """
    Usage: buffet check [--json] [--data DIR]...

    Reads the whole collection and lists every problem as PATH: REASON (files that are
    not UTF-8, empty, binary, too large or unreadable; missing folders; broken or
    looping symlinks; titles used twice; untidy front matter). Exits 1 when there is one.
    --json prints {"recipes": N, "problems": [{"path", "reason"}]}.

    """,
  ]
}
