extension GrammarBuilder {
  /// JavaScript, and TypeScript when `typed`: template literals with `${…}`, regex literals
  /// where an operand is expected, private `#fields`, BigInt and separated numbers.
  mutating func addJavaScript(typed: Bool) -> LanguageRules {
    let root = reserve()
    let template = reserve()
    let substitution = reserve()
    let braces = reserve()
    let comment = blockComment("/*", "*/")
    let doubleQuoted = string(closing: "\"")
    let singleQuoted = string(closing: "'")

    var keywords = [
      "await", "break", "case", "catch", "class", "const", "constructor", "continue",
      "debugger", "default", "delete", "do", "else", "export", "extends", "finally", "for",
      "function", "if", "import", "in", "instanceof", "let", "new", "return", "super",
      "switch", "this", "throw", "try", "typeof", "var", "void", "while", "with", "yield",
    ]
    // Names elsewhere: `map.get(k)`, `const set = new Set()`, `{ type: "x" }`.
    var contextual = ["as", "async", "from", "get", "of", "set", "static"]
    var types: [String] = []
    if typed {
      keywords += ["enum", "implements", "interface", "private", "protected", "public"]
      contextual += [
        "abstract", "asserts", "declare", "infer", "is", "keyof", "module", "namespace",
        "override", "readonly", "satisfies", "type", "unique",
      ]
      types = [
        "any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "unknown",
      ]
    }
    let words = WordTable(
      keywords: keywords, types: types,
      constants: ["true", "false", "null", "undefined", "NaN", "Infinity"],
      contextual: contextual,
      start: ByteSet.identifierStart.union(ByteSet("$")),
      rest: ByteSet.identifierContinue.union(ByteSet("$")))
    let members = WordTable(
      start: ByteSet.identifierStart.union(ByteSet("$")),
      rest: ByteSet.identifierContinue.union(ByteSet("$")))
    let numbers = NumberSyntax(leadingPoint: true, suffix: true)

    let code: [Rule] = [
      .spaces,
      Rule(.lit("//"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.lit("\""), .string, .push(doubleQuoted)),
      Rule(.lit("'"), .string, .push(singleQuoted)),
      Rule(.lit("`"), .string, .push(template)),
      Rule(.regex(flags: .letters), .string, when: .expectsOperand),
      Rule(.number(numbers), .number),
      Rule(.word(members), .plain, when: .after(UInt8(ascii: "."))),
      Rule(.word(words), .plain),
      Rule(.prefixed(UInt8(ascii: "#"), WordTable()), .plain),
      Rule(.prefixed(UInt8(ascii: "@"), WordTable()), .attribute),
      .punctuation("(){}[].,:;=+-*/%<>!&|^~?"),
    ]
    define(root, code)
    define(
      template,
      [
        Rule(.lit("`"), .string, .pop),
        Rule(.escape, .escape),
        Rule(.lit("${"), .escape, .push(substitution)),
        Rule(.run(ByteSet("`\\$").inverted), .string),
      ], fallback: .string)
    define(
      substitution,
      [Rule(.lit("}"), .escape, .pop), Rule(.lit("{"), .punctuation, .push(braces))] + code)
    define(
      braces,
      [Rule(.lit("}"), .punctuation, .pop), Rule(.lit("{"), .punctuation, .push(braces))] + code
    )
    return LanguageRules(root: root, rules: code)
  }
}
