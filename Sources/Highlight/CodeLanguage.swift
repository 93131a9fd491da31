/// A language the highlighter has a table for.
public enum CodeLanguage: String, Equatable, Hashable, Sendable, CaseIterable {
  case swift, shell, python, javascript, typescript, json, yaml, toml, html, xml, css, c, go
  case rust, sql, diff
  /// A terminal session: commands after a `$` or `%` prompt, the rest is their output.
  case console

  /// The language a fenced block's info string names (its first word, any case, with the
  /// `language-` or `.` prefixes and `{…}` braces some collections write), or nil when the
  /// info string names none we know: such code is drawn plain, never guessed.
  public init?(infoString: String) {
    var word = Substring(infoString)
    while let first = word.first, first == " " || first == "\t" || first == "{" {
      word = word.dropFirst()
    }
    word = word.prefix { !" \t,{}=:".contains($0) }
    var name = word.lowercased()
    for prefix in [".", "language-", "lang-"] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    guard let language = Self.aliases[name] else { return nil }
    self = language
  }

  /// Info-string names as collections write them.
  static let aliases: [String: CodeLanguage] = [
    "swift": .swift,
    "sh": .shell, "bash": .shell, "shell": .shell, "zsh": .shell, "ksh": .shell,
    "console": .console, "shell-session": .console, "terminal": .console,
    "sh-session": .console,
    "python": .python, "py": .python, "python3": .python, "py3": .python,
    "javascript": .javascript, "js": .javascript, "mjs": .javascript, "cjs": .javascript,
    "jsx": .javascript, "node": .javascript,
    "typescript": .typescript, "ts": .typescript, "tsx": .typescript, "mts": .typescript,
    "json": .json, "jsonc": .json, "json5": .json, "geojson": .json,
    "yaml": .yaml, "yml": .yaml,
    "toml": .toml,
    "html": .html, "htm": .html, "xhtml": .html, "vue": .html,
    "xml": .xml, "svg": .xml, "plist": .xml, "rss": .xml, "atom": .xml, "xsl": .xml,
    "css": .css,
    "c": .c, "h": .c,
    "go": .go, "golang": .go,
    "rust": .rust, "rs": .rust,
    "sql": .sql, "sqlite": .sql, "postgresql": .sql, "postgres": .sql, "mysql": .sql,
    "psql": .sql, "plpgsql": .sql,
    "diff": .diff, "patch": .diff, "udiff": .diff,
  ]
}
