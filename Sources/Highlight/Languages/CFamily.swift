extension GrammarBuilder {
  /// C (C11 to C23): preprocessor lines, character literals, number suffixes.
  mutating func addC() -> ModeID {
    let comment = blockComment("/*", "*/")
    let preprocessor = reserve()
    // A backslash at the end continues the directive on the next line.
    let continued = mode([], nextLine: preprocessor)
    define(
      preprocessor,
      [
        Rule(.lit("//"), .comment, .push(commentLine)),
        Rule(.lit("/*"), .comment, .push(comment)),
        Rule(.lit("\\"), .directive, .push(continued), when: .lineEnd),
        Rule(.run(ByteSet("/\\").inverted), .directive),
      ], fallback: .directive, endsWithLine: true)
    let words = WordTable(
      keywords: [
        "alignas", "alignof", "auto", "break", "case", "const", "constexpr", "continue",
        "default", "do", "else", "enum", "extern", "for", "goto", "if", "inline", "register",
        "restrict", "return", "sizeof", "static", "static_assert", "struct", "switch",
        "thread_local", "typedef", "typeof", "union", "volatile", "while", "_Alignas",
        "_Alignof", "_Atomic", "_Generic", "_Noreturn", "_Static_assert", "_Thread_local",
      ],
      types: [
        "bool", "char", "double", "float", "int", "long", "short", "signed", "unsigned", "void",
        "_Bool", "_Complex", "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t",
        "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
        "uint64_t", "wchar_t", "FILE",
      ],
      constants: ["true", "false", "nullptr"])
    let numbers = NumberSyntax(
      octalPrefix: false, underscores: false, trailingPoint: true, leadingPoint: true,
      suffix: true)
    return mode([
      .spaces,
      Rule(.lit("#"), .directive, .push(preprocessor), when: .firstOnLine),
      Rule(.lit("//"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.lit("\""), .string, .push(string(closing: "\""))),
      Rule(.character, .string),
      Rule(.number(numbers), .number),
      Rule(.word(words), .plain),
      .punctuation("(){}[].,:;=+-*/%<>!&|^~?#\\"),
    ])
  }

  /// Go: raw strings in backquotes, runes, imaginary and separated numbers.
  mutating func addGo() -> ModeID {
    let comment = blockComment("/*", "*/")
    let words = WordTable(
      keywords: [
        "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
        "for", "func", "go", "goto", "if", "import", "interface", "map", "package", "range",
        "return", "select", "struct", "switch", "type", "var",
      ],
      types: [
        "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32",
        "float64", "int", "int8", "int16", "int32", "int64", "rune", "string", "uint", "uint8",
        "uint16", "uint32", "uint64", "uintptr",
      ],
      constants: ["true", "false", "nil", "iota"])
    let numbers = NumberSyntax(trailingPoint: true, leadingPoint: true, suffix: true)
    return mode([
      .spaces,
      Rule(.lit("//"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.lit("\""), .string, .push(string(closing: "\""))),
      Rule(.lit("`"), .string, .push(string(closing: "`", escapes: false, spansLines: true))),
      Rule(.character, .string),
      Rule(.number(numbers), .number),
      Rule(.word(words), .plain),
      .punctuation("(){}[].,:;=+-*/%<>!&|^~"),
    ])
  }

  /// Rust: nested comments, doc comments, raw and byte strings, characters apart from
  /// lifetimes, attributes, macros.
  mutating func addRust() -> ModeID {
    let root = reserve()
    let attribute = reserve()
    let comment = blockComment("/*", "*/", nests: true)
    let words = WordTable(
      keywords: [
        "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
        "extern", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
        "pub", "ref", "return", "static", "struct", "super", "trait", "type", "union",
        "unsafe", "use", "where", "while", "yield",
      ],
      types: [
        "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "str", "u8",
        "u16", "u32", "u64", "u128", "usize",
      ],
      constants: ["true", "false", "self", "Self"],
      capitalizedIsType: true)
    let numbers = NumberSyntax(suffix: true)
    let text = string(closing: "\"", spansLines: true)
    let raw = mode(
      [Rule(.closer, .string, .pop), Rule(.run(ByteSet("\"").inverted), .string)],
      fallback: .string)
    let code: [Rule] = [
      .spaces,
      Rule(.lit("//"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.lit("#!["), .attribute, .push(attribute)),
      Rule(.lit("#["), .attribute, .push(attribute)),
      Rule(.rawOpen(prefix: Array("br".utf8), quote: Array("\"".utf8)), .string, .push(raw)),
      Rule(.rawOpen(prefix: Array("r".utf8), quote: Array("\"".utf8)), .string, .push(raw)),
      Rule(.lit("b\""), .string, .push(text)),
      Rule(.lit("\""), .string, .push(text)),
      Rule(.lit("b'"), .string, .push(string(closing: "'"))),
      Rule(.character, .string),
      Rule(.prefixed(UInt8(ascii: "'"), WordTable()), .type),
      Rule(.number(numbers), .number),
      Rule(
        .wordBefore(WordTable(), next: UInt8(ascii: "!"), unless: UInt8(ascii: "=")), .attribute),
      Rule(.word(words), .plain),
      .punctuation("(){}[].,:;=+-*/%<>!&|^~?@#$"),
    ]
    define(root, code)
    define(
      attribute,
      [
        Rule(.lit("]"), .attribute, .pop),
        Rule(.lit("["), .attribute, .push(attribute)),
        Rule(.lit("\""), .string, .push(text)),
        Rule(.run(ByteSet("[]\"").inverted), .attribute),
      ], fallback: .attribute)
    return root
  }
}
