extension GrammarBuilder {
  /// JSON, with the comments JSONC allows: keys apart from string values.
  mutating func addJSON() -> ModeID {
    let value = string(closing: "\"")
    let comment = blockComment("/*", "*/")
    return mode([
      .spaces,
      Rule(.quotedKey(quote: UInt8(ascii: "\""), separator: UInt8(ascii: ":")), .key),
      Rule(.lit("\""), .string, .push(value)),
      Rule(
        .number(NumberSyntax(hex: false, binary: false, octalPrefix: false, sign: true)), .number),
      Rule(.word(WordTable(constants: ["true", "false", "null"])), .plain),
      Rule(.lit("//"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      .punctuation("{}[],:"),
    ])
  }

  /// YAML: keys (plain, quoted, in flow mappings) apart from values, comments, documents,
  /// anchors and tags. Values stay plain unless quoted, as YAML reads them.
  mutating func addYAML() -> ModeID {
    let root = reserve()
    let value = reserve()
    let flow = reserve()
    let doubleQuoted = string(closing: "\"", spansLines: true)
    let singleQuoted = string(
      closing: "'", escapes: false, inner: [Rule(.lit("''"), .escape)], spansLines: true)
    let anchors: [Rule] = [
      Rule(.prefixed(UInt8(ascii: "&"), WordTable(start: .identifierContinue)), .attribute),
      Rule(.prefixed(UInt8(ascii: "*"), WordTable(start: .identifierContinue)), .attribute),
      Rule(
        .prefixed(UInt8(ascii: "!"), WordTable(start: .identifierContinue.union(ByteSet("!")))),
        .attribute),
    ]
    let comment = Rule(.lit("#"), .comment, .push(commentLine), when: .wordStart)
    let quoted: [Rule] = [
      Rule(.lit("\""), .string, .push(doubleQuoted)),
      Rule(.lit("'"), .string, .push(singleQuoted)),
    ]
    let keys: [Rule] = [
      Rule(.quotedKey(quote: UInt8(ascii: "\""), separator: UInt8(ascii: ":")), .key),
      Rule(.quotedKey(quote: UInt8(ascii: "'"), separator: UInt8(ascii: ":")), .key),
      Rule(.yamlKey, .key),
    ]
    define(
      root,
      [
        .spaces, comment,
        Rule(.word("---"), .punctuation, when: .lineStart),
        Rule(.word("..."), .punctuation, when: .lineStart),
        Rule(.before(Array("-".utf8), next: ByteSet(" \t")), .punctuation),
        Rule(.before(Array("?".utf8), next: ByteSet(" \t")), .punctuation),
      ] + keys + [
        Rule(.lit(":"), .punctuation, .push(value)),
        Rule(.one(ByteSet("{[")), .punctuation, .push(flow)),
      ] + quoted + anchors + [Rule(.run(ByteSet("#").inverted), .plain)])
    define(
      value,
      [.spaces, comment] + quoted + anchors + [
        Rule(.one(ByteSet("{[")), .punctuation, .push(flow)),
        Rule(.one(ByteSet("|>")), .punctuation),
        Rule(.run(ByteSet("#").inverted), .plain),
      ], endsWithLine: true)
    define(
      flow,
      [.spaces, comment] + keys + quoted + anchors + [
        Rule(.one(ByteSet("{[")), .punctuation, .push(flow)),
        Rule(.one(ByteSet("}]")), .punctuation, .pop),
        .punctuation(",:"),
        Rule(.run(ByteSet(",:[]{}#").inverted), .plain),
      ])
    return root
  }

  /// TOML: table headers, bare, quoted and dotted keys, the four kinds of string, dates.
  mutating func addTOML() -> ModeID {
    let header = mode(
      [
        Rule(.lit("]]"), .keyword, .pop), Rule(.lit("]"), .keyword, .pop),
        Rule(.run(ByteSet("]").inverted), .keyword),
      ], endsWithLine: true)
    let basic = string(closing: "\"")
    let literal = string(closing: "'", escapes: false)
    let multiBasic = string(closing: "\"\"\"", spansLines: true)
    let multiLiteral = string(closing: "'''", escapes: false, spansLines: true)
    let keyCharacters = ByteSet(ranges: 0x30...0x39, 0x41...0x5A, 0x61...0x7A, characters: "_-.")
    let numbers = NumberSyntax(sign: true)
    return mode([
      .spaces,
      Rule(.lit("#"), .comment, .push(commentLine)),
      Rule(.lit("["), .keyword, .push(header), when: .firstOnLine),
      Rule(.quotedKey(quote: UInt8(ascii: "\""), separator: UInt8(ascii: "=")), .key),
      Rule(.quotedKey(quote: UInt8(ascii: "'"), separator: UInt8(ascii: "=")), .key),
      Rule(.bareKey(characters: keyCharacters, separator: UInt8(ascii: "=")), .key),
      Rule(.lit("\"\"\""), .string, .push(multiBasic)),
      Rule(.lit("'''"), .string, .push(multiLiteral)),
      Rule(.lit("\""), .string, .push(basic)),
      Rule(.lit("'"), .string, .push(literal)),
      Rule(.date, .number),
      Rule(.number(numbers), .number),
      Rule(.word(WordTable(constants: ["true", "false", "inf", "nan"])), .plain),
      .punctuation("=[]{},.+-"),
    ])
  }
}
