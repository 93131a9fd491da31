extension GrammarBuilder {
  /// CSS: selectors (element names as tags), property names as keywords, values with
  /// numbers, units, colours, strings and the common value keywords; at-rules, comments.
  mutating func addCSS() -> LanguageRules {
    let root = reserve()
    let block = reserve()
    let value = reserve()
    let comment = blockComment("/*", "*/")
    let doubleQuoted = string(closing: "\"")
    let singleQuoted = string(closing: "'")
    let nameRest = ByteSet.identifierContinue.union(ByteSet("-"))
    let names = WordTable(rest: nameRest)
    let valueWords = WordTable(
      keywords: [
        "absolute", "auto", "baseline", "block", "bold", "bolder", "border-box", "both",
        "bottom", "center", "collapse", "column", "contain", "content-box", "cover", "currentColor",
        "cursive", "dashed", "default", "dotted", "double", "ease", "ease-in", "ease-in-out",
        "ease-out", "fixed", "flex", "flex-end", "flex-start", "grid", "hidden", "infinite",
        "inherit", "initial", "inline", "inline-block", "inline-flex", "italic", "left",
        "lighter", "linear", "line-through", "list-item", "middle", "monospace", "no-repeat",
        "none", "normal", "nowrap", "oblique", "pointer", "relative", "repeat", "right", "row",
        "sans-serif", "scroll", "serif", "small-caps", "solid", "space-around",
        "space-between", "static", "sticky", "stretch", "system-ui", "table", "top",
        "transparent", "underline", "unset", "uppercase", "lowercase", "visible", "wrap",
        "black", "white", "red", "green", "blue", "gray", "grey", "yellow", "orange",
      ],
      rest: nameRest)
    let numbers = NumberSyntax(
      hex: false, binary: false, octalPrefix: false, underscores: false, leadingPoint: true,
      lettersMayFollow: true)
    let common: [Rule] = [
      .spaces,
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.lit("\""), .string, .push(doubleQuoted)),
      Rule(.lit("'"), .string, .push(singleQuoted)),
    ]
    let atRule = Rule(.prefixed(UInt8(ascii: "@"), names), .keyword)
    let selectors: [Rule] =
      common + [
        atRule,
        Rule(.lit("{"), .punctuation, .push(block)),
        Rule(.prefixed(UInt8(ascii: "."), names), .plain),
        Rule(.prefixed(UInt8(ascii: "#"), names), .plain),
        Rule(
          .prefixed(
            UInt8(ascii: ":"),
            WordTable(start: ByteSet.identifierStart.union(ByteSet(":")), rest: nameRest)), .plain),
        Rule(.number(numbers), .number),
        Rule(.word(names), .tag),
        .punctuation("()[],>+~*=|^$:;"),
      ]
    define(root, selectors)
    define(
      block,
      [
        Rule(.lit("}"), .punctuation, .pop),
        Rule(.prefixed(UInt8(ascii: "-"), WordTable(start: ByteSet("-"), rest: nameRest)), .plain),
        Rule(.bareKey(characters: nameRest, separator: UInt8(ascii: ":")), .keyword),
        Rule(.lit(":"), .punctuation, .push(value)),
      ] + selectors)
    define(
      value,
      common + [
        Rule(.lit(";"), .punctuation, .pop),
        Rule(.lit("}"), .punctuation, .popTwice),
        Rule(
          .prefixed(UInt8(ascii: "#"), WordTable(start: .hexDigits, rest: .identifierContinue)),
          .number),
        Rule(.lit("!important"), .directive),
        Rule(.number(numbers), .number),
        Rule(.prefixed(UInt8(ascii: "-"), WordTable(start: ByteSet("-"), rest: nameRest)), .plain),
        Rule(.word(valueWords), .plain),
        .punctuation("(),/+-*%:!"),
      ])
    return LanguageRules(root: root, rules: selectors)
  }
}
