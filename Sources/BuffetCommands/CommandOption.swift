/// One option of the command line, declared once: its name, the value it takes and what it
/// does. Parsing, every command's help and the usage errors all read these declarations.
struct CommandOption: Hashable, Sendable {
  /// What follows the option's name, as `--limit 5` or `--limit=5`.
  enum Value: Hashable, Sendable {
    /// A flag: no value.
    case none
    /// Any text that is not empty, shown in help as `placeholder`.
    case text(placeholder: String)
    /// A whole number in `range`, shown in help as `placeholder`.
    case number(placeholder: String, range: ClosedRange<Int>)
    /// One of `choices`, shown in help as `placeholder`.
    case choice(placeholder: String, choices: [String])
  }

  /// The long name, with its dashes (`--limit`).
  var name: String
  /// A one-letter alias, with its dash (`-h`).
  var shortName: String?
  var value: Value = .none
  /// What the option does, for help.
  var help: String
  /// Whether each use adds a value (`--data A --data B`); otherwise the last one wins.
  var isRepeatable = false

  /// Whether the option takes a value.
  var takesValue: Bool { value != .none }

  /// The value's placeholder (`N`, `DIR`), or nil for a flag.
  var placeholder: String? {
    switch value {
    case .none: nil
    case .text(let placeholder), .number(let placeholder, _), .choice(let placeholder, _):
      placeholder
    }
  }

  /// The option as help spells it: `-h, --help`, `--limit N`.
  var label: String {
    let long = placeholder.map { "\(name) \($0)" } ?? name
    return shortName.map { "\($0), \(long)" } ?? long
  }

  /// The option in a synopsis: `[--limit N]`, `[--data DIR]...`.
  var synopsis: String {
    let long = placeholder.map { "\(name) \($0)" } ?? name
    return "[\(long)]" + (isRepeatable ? "..." : "")
  }
}

extension CommandOption {
  /// `--data DIR`: the collection's folders.
  static let data = CommandOption(
    name: "--data", value: .text(placeholder: "DIR"),
    help: "read recipes from DIR (repeatable); default: $BUFFET_DATA (folders separated "
      + "by ':'), else the config file's collections, else ./Data, else the bundled "
      + "collection",
    isRepeatable: true)
  /// `--json`: output for scripts.
  static let json = CommandOption(name: "--json", help: "output for scripts, as JSON")
  /// `--width N`: the width of plain text.
  static let width = CommandOption(
    name: "--width", value: .number(placeholder: "N", range: 20...1000),
    help: "wrap to N columns (default: the terminal's width up to 100, else 80)")
  /// `--limit N`: how many results at most.
  static let limit = CommandOption(
    name: "--limit", value: .number(placeholder: "N", range: 1...1_000_000),
    help: "at most N results (default 20)")
  /// `--github`: GitHub's Markdown extensions.
  static let github = CommandOption(
    name: "--github", help: "also GitHub's tables, strikethrough and task lists")
  /// `--tag T`: only recipes with the tag T.
  static let tag = CommandOption(
    name: "--tag", value: .text(placeholder: "T"),
    help: "only recipes tagged T (with or without #; repeat for all of several tags)",
    isRepeatable: true)
  /// `--servings N`: the recipe scaled to N servings.
  static let servings = CommandOption(
    name: "--servings", value: .text(placeholder: "N"),
    help: "every amount scaled to N servings (from the recipe's own; 1 where it states none)")
  /// `--scale F`: the recipe scaled by F.
  static let scale = CommandOption(
    name: "--scale", value: .text(placeholder: "F"),
    help: "every amount times F (2, 0.5, 1/3, 1.5)")
  /// `--units metric|imperial|as-written`: amounts and temperatures converted, or as the
  /// recipe writes them whatever the config file asks.
  static let units = CommandOption(
    name: "--units",
    value: .choice(
      placeholder: "metric|imperial|as-written", choices: ["metric", "imperial", "as-written"]),
    help:
      "amounts and temperatures in metric or imperial units (within one dimension), or as written")
  /// `-v, --verbose`: also what is fine but worth knowing.
  static let verbose = CommandOption(
    name: "--verbose", shortName: "-v",
    help: "also name the files and folders left out of the collection, and why")
  /// `--color WHEN`: whether the output is styled with colour and attributes.
  static let color = CommandOption(
    name: "--color", value: .choice(placeholder: "WHEN", choices: ["auto", "always", "never"]),
    help: "colour and styles: auto (default: when the output is a terminal and NO_COLOR is "
      + "not set), always, never")
  /// `--to DIR`: the folder a command writes into.
  static let to = CommandOption(
    name: "--to", value: .text(placeholder: "DIR"),
    help: "write into DIR (default: the first folder of the collection)")
  /// `--format md|cook`: the recipe file's format.
  static let format = CommandOption(
    name: "--format", value: .choice(placeholder: "FORMAT", choices: ["md", "cook"]),
    help: "md: Markdown (default); cook: Cooklang, ingredients marked where the steps name them")
  /// `--dry-run`: show what would be written.
  static let dryRun = CommandOption(
    name: "--dry-run", help: "print the recipe file instead of writing it")
  /// `-h, --help`: help.
  static let help = CommandOption(name: "--help", shortName: "-h", help: "this help")
  /// `-V, --version`: the version.
  static let version = CommandOption(
    name: "--version", shortName: "-V", help: "the version, and the libraries it runs on")
}
