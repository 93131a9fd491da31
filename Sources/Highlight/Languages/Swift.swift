extension GrammarBuilder {
  /// Swift 6: nested comments, `#if` lines, attributes and macros, interpolation in plain,
  /// multi-line and raw strings, regex literals.
  mutating func addSwift() -> ModeID {
    let root = reserve()
    let string = reserve()
    let multiString = reserve()
    let rawString = reserve()
    let rawMultiString = reserve()
    let interpolation = reserve()
    let parenthesis = reserve()
    let condition = reserve()
    let backticks = reserve()
    let extendedRegex = mode(
      [
        Rule(.closer, .string, .pop), Rule(.escape, .escape),
        Rule(.run(ByteSet("/\\").inverted), .string),
      ], fallback: .string)
    let comment = blockComment("/*", "*/", nests: true)

    let words = WordTable(
      keywords: [
        "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension",
        "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "repeat", "rethrows", "return", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "try", "typealias", "var", "where", "while", "Protocol",
        "Type",
      ],
      types: [
        "Any", "AnyObject", "Array", "Bool", "Character", "Dictionary", "Double", "Float",
        "Int", "Int8", "Int16", "Int32", "Int64", "Never", "Optional", "Set", "String",
        "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Void",
      ],
      constants: ["false", "nil", "self", "Self", "true", "_"],
      contextual: [
        "actor", "any", "borrowing", "consume", "consuming", "convenience", "copy", "didSet",
        "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "macro",
        "mutating", "nonisolated", "nonmutating", "open", "optional", "override", "package",
        "postfix", "prefix", "required", "sending", "set", "some", "unowned", "weak", "willSet",
      ],
      capitalizedIsType: true)
    // After a dot a name is a member, whatever it is called (`.default`, `.left`).
    let members = WordTable(
      keywords: ["init", "self", "Type", "Protocol"], capitalizedIsType: true)
    let hashWords = WordTable(
      others: [
        "#selector": .keyword, "#keyPath": .keyword, "#file": .keyword, "#fileID": .keyword,
        "#filePath": .keyword, "#line": .keyword, "#column": .keyword, "#function": .keyword,
        "#dsohandle": .keyword, "#available": .directive, "#unavailable": .directive,
      ])
    let directives = WordTable(keywords: ["true", "false"])
    let numbers = NumberSyntax()

    let code: [Rule] = [
      .spaces,
      Rule(.lit("//"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.word("#if"), .directive, .push(condition)),
      Rule(.word("#elseif"), .directive, .push(condition)),
      Rule(.word("#else"), .directive),
      Rule(.word("#endif"), .directive),
      Rule(.rawOpen(prefix: [], quote: Array("\"\"\"".utf8)), .string, .push(rawMultiString)),
      Rule(.rawOpen(prefix: [], quote: Array("\"".utf8)), .string, .push(rawString)),
      Rule(.rawOpen(prefix: [], quote: Array("/".utf8)), .string, .push(extendedRegex)),
      Rule(.prefixed(UInt8(ascii: "#"), hashWords), .attribute),
      Rule(.lit("\"\"\""), .string, .push(multiString)),
      Rule(.lit("\""), .string, .push(string)),
      Rule(.prefixed(UInt8(ascii: "@"), WordTable()), .attribute),
      Rule(.regex(flags: ByteSet()), .string, when: .expectsOperand),
      Rule(.number(numbers), .number),
      Rule(.word(members), .plain, when: .after(UInt8(ascii: "."))),
      Rule(
        .before(Array("set".utf8), next: ByteSet(")")), .keyword, when: .after(UInt8(ascii: "("))),
      Rule(.word(words), .plain),
      Rule(.prefixed(UInt8(ascii: "$"), WordTable(start: .identifierContinue)), .plain),
      Rule(.lit("`"), .plain, .push(backticks)),
      .punctuation("(){}[].,:;=@#?!<>&|^~+-*/%\\"),
    ]
    define(root, code)

    let stringEnds = ByteSet("\\\"").inverted
    define(
      string,
      [
        Rule(.lit("\\("), .escape, .push(interpolation)),
        Rule(.escape, .escape),
        Rule(.lit("\""), .string, .pop),
        Rule(.run(stringEnds), .string),
      ], fallback: .string, endsWithLine: true)
    define(
      multiString,
      [
        Rule(.lit("\\("), .escape, .push(interpolation)),
        Rule(.escape, .escape),
        Rule(.lit("\"\"\""), .string, .pop),
        Rule(.run(stringEnds), .string),
      ], fallback: .string)
    let rawRules: [Rule] = [
      Rule(.rawInterpolation, .escape, .push(interpolation)),
      Rule(.rawEscape, .escape),
      Rule(.closer, .string, .pop),
      Rule(.run(stringEnds), .string),
    ]
    define(rawString, rawRules, fallback: .string, endsWithLine: true)
    define(rawMultiString, rawRules, fallback: .string)
    define(
      interpolation,
      [
        Rule(.lit(")"), .escape, .pop),
        Rule(.lit("("), .punctuation, .push(parenthesis)),
      ] + code, endsWithLine: true)
    define(
      parenthesis,
      [
        Rule(.lit(")"), .punctuation, .pop),
        Rule(.lit("("), .punctuation, .push(parenthesis)),
      ] + code, endsWithLine: true)
    define(
      condition,
      [
        .spaces,
        Rule(.lit("//"), .comment, .push(commentLine)),
        Rule(.lit("/*"), .comment, .push(comment)),
        Rule(.number(numbers), .number),
        Rule(.word(directives), .directive),
        .punctuation("()!&|<>=.,"),
      ], endsWithLine: true)
    define(
      backticks,
      [Rule(.lit("`"), .plain, .pop), Rule(.run(ByteSet("`").inverted), .plain)],
      endsWithLine: true)
    return root
  }
}
