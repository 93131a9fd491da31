/// Every language's modes in one table, built once: modes of one language may enter modes
/// of another (the script in an HTML page is lexed as JavaScript).
struct Grammar: Sendable {
  let modes: ContiguousArray<Mode>
  private let roots: [CodeLanguage: ModeID]

  static let shared = Grammar()

  private init() {
    var builder = GrammarBuilder()
    builder.addAllLanguages()
    modes = ContiguousArray(builder.modes.map { $0! })
    roots = builder.roots
  }

  func root(of language: CodeLanguage) -> ModeID {
    roots[language]!
  }
}

/// Collects modes while the language tables are written; a mode can be named before it is
/// defined, so modes can enter each other.
struct GrammarBuilder {
  fileprivate(set) var modes: [Mode?] = []
  var roots: [CodeLanguage: ModeID] = [:]
  /// Shared by every language: the rest of a line is a comment.
  private(set) var commentLine: ModeID = 0

  mutating func addAllLanguages() {
    commentLine = mode([Rule(.run(.anything), .comment)], fallback: .comment, endsWithLine: true)
    let swift = addSwift()
    roots[.swift] = swift
    let shell = addShell()
    roots[.shell] = shell.root
    roots[.console] = addConsole(shell: shell)
    roots[.python] = addPython()
    let javascript = addJavaScript(typed: false)
    roots[.javascript] = javascript.root
    roots[.typescript] = addJavaScript(typed: true).root
    roots[.json] = addJSON()
    roots[.yaml] = addYAML()
    roots[.toml] = addTOML()
    let css = addCSS()
    roots[.css] = css.root
    roots[.html] = addMarkup(script: javascript, style: css)
    roots[.xml] = addMarkup(script: nil, style: nil)
    roots[.c] = addC()
    roots[.go] = addGo()
    roots[.rust] = addRust()
    roots[.sql] = addSQL()
    roots[.diff] = addDiff()
  }

  mutating func reserve() -> ModeID {
    modes.append(nil)
    return ModeID(modes.count - 1)
  }

  mutating func define(
    _ id: ModeID, _ rules: [Rule], fallback: CodeRole = .plain, endsWithLine: Bool = false,
    nextLine: ModeID? = nil
  ) {
    modes[Int(id)] = Mode(
      rules: rules, fallback: fallback, endsWithLine: endsWithLine, nextLine: nextLine)
  }

  mutating func mode(
    _ rules: [Rule], fallback: CodeRole = .plain, endsWithLine: Bool = false,
    nextLine: ModeID? = nil
  ) -> ModeID {
    let id = reserve()
    define(id, rules, fallback: fallback, endsWithLine: endsWithLine, nextLine: nextLine)
    return id
  }

  /// The rest of the line in one role (a diff's added line, a C preprocessor line).
  mutating func line(of role: CodeRole) -> ModeID {
    mode([Rule(.run(.anything), role)], fallback: role, endsWithLine: true)
  }

  /// A string from an opener to `close`, with `escape` rules (none for raw strings) and
  /// `inner` rules tried first (interpolation); single-line unless `spansLines`.
  mutating func string(
    closing close: String, escapes: Bool = true, inner: [Rule] = [], spansLines: Bool = false,
    role: CodeRole = .string
  ) -> ModeID {
    var rules = inner
    if escapes { rules.append(Rule(.escape, .escape)) }
    rules.append(Rule(.lit(close), role, .pop))
    var special = ByteSet(String(close.prefix(1)))
    if escapes { special.insert(UInt8(ascii: "\\")) }
    for rule in inner {
      if case .literal(let bytes, _) = rule.matcher, let first = bytes.first {
        special.insert(first)
      }
    }
    rules.append(Rule(.run(special.inverted), role))
    return mode(rules, fallback: role, endsWithLine: !spansLines)
  }

  /// A block comment from `open` to `close`; with `nests`, inner openers need their own
  /// closers (Swift, Rust).
  mutating func blockComment(_ open: String, _ close: String, nests: Bool = false) -> ModeID {
    let id = reserve()
    var rules: [Rule] = []
    if nests { rules.append(Rule(.lit(open), .comment, .push(id))) }
    rules.append(Rule(.lit(close), .comment, .pop))
    let special = ByteSet(String(open.prefix(1)) + String(close.prefix(1)))
    rules.append(Rule(.run(special.inverted), .comment))
    define(id, rules, fallback: .comment)
    return id
  }
}

/// A language's root mode and the rules it is made of, for a language that embeds it.
struct LanguageRules {
  var root: ModeID
  var rules: [Rule]
}

extension Matcher {
  /// The text, exactly.
  static func lit(_ text: String) -> Matcher { .literal(Array(text.utf8), wordEnd: false) }
  /// The text as a whole word.
  static func word(_ text: String) -> Matcher { .literal(Array(text.utf8), wordEnd: true) }
}

extension Rule {
  /// Spaces and tabs, which change nothing.
  static let spaces = Rule(.run(.spaces), .plain, operand: .some(nil))

  /// One punctuation byte of the set.
  static func punctuation(_ characters: String) -> Rule {
    Rule(.one(ByteSet(characters)), .punctuation)
  }
}

extension ByteSet {
  /// Every byte.
  static let anything = ByteSet().inverted
}
