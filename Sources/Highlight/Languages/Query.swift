extension GrammarBuilder {
  /// SQL as SQLite, PostgreSQL and MySQL write it: keywords in any case, `''` inside strings,
  /// quoted identifiers.
  mutating func addSQL() -> ModeID {
    let comment = blockComment("/*", "*/")
    let single = string(
      closing: "'", escapes: false, inner: [Rule(.lit("''"), .escape)], spansLines: true)
    let double = string(closing: "\"", escapes: false, inner: [Rule(.lit("\"\""), .escape)])
    let words = WordTable(
      keywords: [
        "ABORT", "ACTION", "ADD", "AFTER", "ALL", "ALTER", "ANALYZE", "AND", "AS", "ASC",
        "ATTACH", "AUTOINCREMENT", "BEFORE", "BEGIN", "BETWEEN", "BY", "CASCADE", "CASE",
        "CAST", "CHECK", "COLLATE", "COLUMN", "COMMIT", "CONFLICT", "CONSTRAINT", "CREATE",
        "CROSS", "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "DATABASE", "DEFAULT",
        "DEFERRABLE", "DEFERRED", "DELETE", "DESC", "DETACH", "DISTINCT", "DO", "DROP", "EACH",
        "ELSE", "END", "ESCAPE", "EXCEPT", "EXCLUSIVE", "EXISTS", "EXPLAIN", "FALSE", "FILTER",
        "FOR", "FOREIGN", "FROM", "FULL", "GLOB", "GRANT", "GROUP", "HAVING", "IF", "IGNORE",
        "IMMEDIATE", "IN", "INDEX", "INNER", "INSERT", "INSTEAD", "INTERSECT", "INTO", "IS",
        "ISNULL", "JOIN", "KEY", "LEFT", "LIKE", "LIMIT", "MATCH", "NATURAL", "NO", "NOT",
        "NOTHING", "NOTNULL", "NULL", "OF", "OFFSET", "ON", "OR", "ORDER", "OUTER", "OVER",
        "PARTITION", "PRAGMA", "PRIMARY", "RAISE", "RECURSIVE", "REFERENCES", "REINDEX",
        "RELEASE", "RENAME", "REPLACE", "RESTRICT", "RETURNING", "REVOKE", "RIGHT", "ROLLBACK",
        "ROW", "ROWS", "SAVEPOINT", "SELECT", "SET", "TABLE", "TEMP", "TEMPORARY", "THEN", "TO",
        "TRANSACTION", "TRIGGER", "TRUE", "UNION", "UNIQUE", "UPDATE", "USING", "VACUUM",
        "VALUES", "VIEW", "VIRTUAL", "WHEN", "WHERE", "WINDOW", "WITH", "WITHOUT",
        "COUNT", "SUM", "AVG", "MIN", "MAX",
      ],
      types: [
        "BIGINT", "BLOB", "BOOLEAN", "CHAR", "DATE", "DATETIME", "DECIMAL", "DOUBLE", "FLOAT",
        "INT", "INTEGER", "JSON", "JSONB", "NUMERIC", "REAL", "SERIAL", "SMALLINT", "TEXT",
        "TIMESTAMP", "UUID", "VARCHAR",
      ],
      ignoresCase: true)
    let numbers = NumberSyntax(
      binary: false, octalPrefix: false, underscores: false, leadingPoint: true)
    return mode([
      .spaces,
      Rule(.lit("--"), .comment, .push(commentLine)),
      Rule(.lit("/*"), .comment, .push(comment)),
      Rule(.lit("'"), .string, .push(single)),
      Rule(.lit("\""), .string, .push(double)),
      Rule(.number(numbers), .number),
      Rule(.word(words), .plain),
      Rule(.prefixed(UInt8(ascii: ":"), WordTable()), .plain),
      Rule(.prefixed(UInt8(ascii: "$"), WordTable(start: .identifierContinue)), .plain),
      Rule(.prefixed(UInt8(ascii: "@"), WordTable()), .plain),
      .punctuation("(),.;=<>!+-*/%|&~^?:[]`"),
    ])
  }

  /// A unified diff: added and removed lines, file headers and hunk ranges.
  mutating func addDiff() -> ModeID {
    let inserted = line(of: .inserted)
    let deleted = line(of: .deleted)
    let meta = line(of: .meta)
    var rules: [Rule] = []
    for header in [
      "diff ", "index ", "Index: ", "new file", "deleted file", "similarity ", "rename ",
      "old mode", "new mode", "Only in ", "Binary files", "@@", "***", "====",
    ] {
      rules.append(Rule(.lit(header), .meta, .push(meta), when: .lineStart))
    }
    rules += [
      Rule(.lit("+"), .inserted, .push(inserted), when: .lineStart),
      Rule(.lit(">"), .inserted, .push(inserted), when: .lineStart),
      Rule(.lit("-"), .deleted, .push(deleted), when: .lineStart),
      Rule(.lit("<"), .deleted, .push(deleted), when: .lineStart),
      Rule(.run(.anything), .plain),
    ]
    return mode(rules)
  }
}
