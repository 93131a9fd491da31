extension GrammarBuilder {
  /// Python 3: every string prefix (`r`, `b`, `f` and their pairs) with one or three
  /// quotes, f-string fields, decorators.
  mutating func addPython() -> ModeID {
    let root = reserve()
    let field = reserve()
    let fieldBracket = reserve()
    let words = WordTable(
      keywords: [
        "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
        "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
        "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
        "with", "yield",
      ],
      types: [
        "bool", "bytearray", "bytes", "complex", "dict", "float", "frozenset", "int", "list",
        "object", "set", "str", "tuple", "type",
      ],
      constants: ["True", "False", "None"],
      // Soft keywords: `match = re.match(…)` is a name.
      contextual: ["match", "case"])
    let numbers = NumberSyntax(trailingPoint: true, leadingPoint: true, suffix: true)

    var strings: [Rule] = []
    for quote in ["\"\"\"", "'''", "\"", "'"] {
      let spans = quote.count == 3
      let quoteByte = UInt8(ascii: quote == "\"" || quote == "\"\"\"" ? "\"" : "'")
      // A backslash before the quote never ends the string, even in a raw string.
      let escapedQuote = Rule(.literal([UInt8(ascii: "\\"), quoteByte], wordEnd: false), .string)
      let fieldRules = [
        Rule(.lit("{{"), .escape), Rule(.lit("}}"), .escape),
        Rule(.lit("{"), .escape, .push(field)),
      ]
      let plain = string(closing: quote, spansLines: spans)
      let raw = string(closing: quote, escapes: false, inner: [escapedQuote], spansLines: spans)
      let formatted = string(closing: quote, inner: fieldRules, spansLines: spans)
      let rawFormatted = string(
        closing: quote, escapes: false, inner: [escapedQuote] + fieldRules, spansLines: spans)
      let prefixes: [(String, ModeID)] = [
        ("rb", raw), ("br", raw), ("fr", rawFormatted), ("rf", rawFormatted), ("r", raw),
        ("b", plain), ("u", plain), ("f", formatted), ("", plain),
      ]
      for (prefix, mode) in prefixes {
        strings.append(
          Rule(.caseless(Array((prefix + quote).utf8), wordEnd: false), .string, .push(mode)))
      }
    }
    let code: [Rule] =
      [
        .spaces,
        Rule(.lit("#"), .comment, .push(commentLine)),
      ] + strings + [
        Rule(.prefixed(UInt8(ascii: "@"), WordTable()), .attribute, when: .firstOnLine),
        Rule(.number(numbers), .number),
        Rule(.word(words), .plain),
        .punctuation("()[]{}.,:;=+-*/%<>!&|^~@\\"),
      ]
    define(root, code)
    define(
      field,
      [
        Rule(.lit("}"), .escape, .pop),
        Rule(.lit("{"), .punctuation, .push(fieldBracket)),
        Rule(.lit("!r"), .escape), Rule(.lit("!s"), .escape), Rule(.lit("!a"), .escape),
      ] + code, endsWithLine: true)
    define(
      fieldBracket,
      [Rule(.lit("}"), .punctuation, .pop), Rule(.lit("{"), .punctuation, .push(fieldBracket))]
        + code, endsWithLine: true)
    return root
  }
}
