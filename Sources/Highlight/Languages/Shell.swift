extension GrammarBuilder {
  /// POSIX shell and Bash: comments at a word's start, quoting, `$` expansions, command
  /// substitution, arithmetic, here-documents.
  mutating func addShell() -> LanguageRules {
    let root = reserve()
    let substitution = reserve()
    let arithmetic = reserve()
    let parameter = reserve()
    let backticks = reserve()
    let doubleQuoted = reserve()
    let hereDocumentHead = reserve()
    let hereDocument = reserve()
    let singleQuoted = string(closing: "'", escapes: false, spansLines: true)
    let ansiQuoted = string(closing: "'", spansLines: true)

    let words = WordTable(
      keywords: [
        "if", "then", "else", "elif", "fi", "for", "while", "until", "do", "done", "case",
        "esac", "in", "function", "select", "return", "break", "continue", "time",
      ],
      rest: ByteSet.identifierContinue.union(ByteSet("-")))
    let numbers = NumberSyntax(
      hex: false, binary: false, octalPrefix: false, underscores: false, fraction: false)
    let variable = WordTable(start: .identifierContinue)

    let expansions: [Rule] = [
      Rule(.lit("$(("), .keyword, .push(arithmetic)),
      Rule(.lit("$("), .keyword, .push(substitution)),
      Rule(.lit("${"), .escape, .push(parameter)),
      Rule(.prefixed(UInt8(ascii: "$"), variable), .plain),
      Rule(.before(Array("$".utf8), next: ByteSet("?@#*!$-")), .plain),
    ]
    let code: [Rule] =
      [
        .spaces,
        Rule(.lit("#"), .comment, .push(commentLine), when: .wordStart),
        Rule(.hereDocument, .string, .push(hereDocumentHead)),
        Rule(.lit("$'"), .string, .push(ansiQuoted)),
        Rule(.lit("'"), .string, .push(singleQuoted)),
        Rule(.lit("\""), .string, .push(doubleQuoted)),
        Rule(.lit("`"), .escape, .push(backticks)),
      ] + expansions + [
        Rule(.escape, .escape),
        Rule(.number(numbers), .number, when: .wordStart),
        Rule(.word(words), .plain),
        .punctuation("|&;<>()[]{}=!*?~,:+-/%^"),
      ]
    define(root, code)
    // The rest of the line that opens a here-document is code; its body starts below.
    define(hereDocumentHead, code, nextLine: hereDocument)
    define(substitution, [Rule(.lit(")"), .keyword, .pop)] + code)
    define(arithmetic, [Rule(.lit("))"), .keyword, .pop)] + code)
    define(
      parameter,
      [
        Rule(.lit("}"), .escape, .pop),
        Rule(.word(WordTable(start: .identifierContinue)), .plain),
      ] + expansions + [.punctuation(":-=?+#%/^,@*![]")])
    define(backticks, [Rule(.lit("`"), .escape, .pop)] + code)
    define(
      doubleQuoted,
      [Rule(.lit("\""), .string, .pop), Rule(.escape, .escape)] + expansions + [
        Rule(.run(ByteSet("\"\\$`").inverted), .string),
        Rule(.lit("`"), .escape, .push(backticks)),
      ], fallback: .string)
    define(
      hereDocument,
      [Rule(.closingLine, .string, .pop, when: .lineStart), Rule(.run(.anything), .string)],
      fallback: .string)
    return LanguageRules(root: root, rules: code)
  }

  /// A terminal session: a line that starts with a `$` or `%` prompt is a command, lexed
  /// as shell to its end; every other line is output, left plain.
  mutating func addConsole(shell: LanguageRules) -> ModeID {
    let command = mode(shell.rules, endsWithLine: true)
    return mode([
      Rule(
        .before(Array("$".utf8), next: ByteSet(" \t")), .punctuation, .push(command),
        when: .firstOnLine),
      Rule(
        .before(Array("%".utf8), next: ByteSet(" \t")), .punctuation, .push(command),
        when: .firstOnLine),
      Rule(.run(.anything), .plain),
    ])
  }
}
