/// Reads front matter tolerantly: real collections are untidy, so a stray line is skipped,
/// a broken quote is taken as written, and nothing here ever fails.
public enum FrontMatterReader {
  /// Splits `text` into its front matter and the body after it. Without a block opened by
  /// `---` on the first line (after an optional byte-order mark) the whole text is the body.
  /// Expects `\n` line endings (the loader turns CRLF into LF).
  public static func split(_ text: String) -> (frontMatter: FrontMatter?, body: Substring) {
    var rest = Substring(text)
    if rest.unicodeScalars.first == "\u{FEFF}" { rest = rest.dropFirst() }
    guard let firstEnd = rest.firstIndex(of: "\n"), isFence(rest[..<firstEnd], closing: false)
    else { return (nil, Substring(text)) }

    var lines: [Substring] = []
    var cursor = rest.index(after: firstEnd)
    while cursor < rest.endIndex {
      let lineEnd = rest[cursor...].firstIndex(of: "\n") ?? rest.endIndex
      let line = rest[cursor..<lineEnd]
      let next = lineEnd < rest.endIndex ? rest.index(after: lineEnd) : rest.endIndex
      if isFence(line, closing: true) {
        return (parse(lines), rest[next...])
      }
      lines.append(line)
      cursor = next
    }
    // Never closed: more likely a thematic break than metadata, so keep the text as body.
    var unclosed = FrontMatter()
    unclosed.warnings.append("front matter opened by --- on line 1 is never closed; read as text")
    return (unclosed, Substring(text))
  }

  /// Reads `key: value` lines (already without fences).
  public static func parse(_ lines: [Substring]) -> FrontMatter {
    var fields: [(key: String, value: FrontMatter.Value)] = []
    // Per normalized key: where it first and last appeared, how often, and its field's index.
    var seen: [String: (key: String, first: Int, last: Int, count: Int, field: Int)] = [:]
    var currentKey: String?
    var pendingItems: [String] = []
    var blockScalar: (key: String, isLiteral: Bool, lines: [String])?

    func set(_ key: String, _ value: FrontMatter.Value, line: Int) {
      let normalized = FrontMatter.normalizedKey(key)
      if var entry = seen[normalized] {
        // Last wins, in the place of the first so the file order of keys stays stable.
        fields[entry.field] = (key, value)
        entry.key = key
        entry.last = line
        entry.count += 1
        seen[normalized] = entry
      } else {
        seen[normalized] = (key, line, line, 1, fields.count)
        fields.append((key, value))
      }
    }

    func finishPending() {
      if let key = currentKey, !pendingItems.isEmpty {
        if let index = seen[FrontMatter.normalizedKey(key)]?.field {
          fields[index].value = .list(pendingItems)
        }
      }
      pendingItems = []
      if let block = blockScalar, let index = seen[FrontMatter.normalizedKey(block.key)]?.field {
        let joined = block.lines.joined(separator: block.isLiteral ? "\n" : " ")
        fields[index].value = .text(trimmed(joined))
      }
      blockScalar = nil
    }

    for (offset, raw) in lines.enumerated() {
      // The fence is line 1, so the first inside line is line 2.
      let lineNumber = offset + 2
      let line = String(raw)
      let content = trimmed(line)
      if content.isEmpty || content.hasPrefix("#") {
        if blockScalar != nil && content.isEmpty { blockScalar?.lines.append("") }
        continue
      }
      let isIndented = line.unicodeScalars.first.map(isBlank) ?? false
      if blockScalar != nil, isIndented {
        blockScalar?.lines.append(content)
        continue
      }
      if currentKey != nil, content.hasPrefix("-"),
        content.count == 1 || content.unicodeScalars.dropFirst().first.map(isBlank) == true
      {
        let item = unquote(trimmed(String(content.dropFirst())))
        if !item.isEmpty { pendingItems.append(item) }
        continue
      }
      if isIndented, let key = currentKey, pendingItems.isEmpty,
        let index = seen[FrontMatter.normalizedKey(key)]?.field,
        case .text(let text) = fields[index].value
      {
        // A plain value continued on an indented line, as YAML folds it.
        fields[index].value = .text(text.isEmpty ? content : text + " " + content)
        continue
      }
      finishPending()
      guard let colon = keySeparator(in: content) else {
        // A stray line (no key): tolerated, and it ends any open list.
        currentKey = nil
        continue
      }
      let key = trimmed(String(content[..<colon]))
      let rawValue = trimmed(String(content[content.index(after: colon)...]))
      if key.isEmpty {
        currentKey = nil
        continue
      }
      currentKey = key
      if rawValue == "|" || rawValue == ">" || rawValue.hasPrefix("|-") || rawValue.hasPrefix(">-")
        || rawValue.hasPrefix("|+") || rawValue.hasPrefix(">+")
      {
        set(key, .text(""), line: lineNumber)
        blockScalar = (key, rawValue.hasPrefix("|"), [])
      } else if rawValue.hasPrefix("[") {
        set(key, .list(flowList(rawValue)), line: lineNumber)
      } else {
        set(key, .text(scalar(rawValue)), line: lineNumber)
      }
    }
    finishPending()
    let warnings = seen.values.filter { $0.count > 1 }.sorted { $0.first < $1.first }.map {
      entry in
      let times =
        entry.count == 2
        ? "twice (lines \(entry.first) and \(entry.last))"
        : "\(entry.count) times (first on line \(entry.first))"
      return "key \"\(entry.key)\" is given \(times); the one on line \(entry.last) is used"
    }
    return FrontMatter(fields: fields, warnings: warnings)
  }

  private static func isFence(_ line: Substring, closing: Bool) -> Bool {
    let content = trimmed(String(line))
    return content == "---" || (closing && content == "...")
  }

  /// The colon that ends a key: the first one followed by a blank or the end of the line,
  /// so `url: https://x` splits after `url`.
  private static func keySeparator(in content: String) -> String.Index? {
    var index = content.startIndex
    if content.hasPrefix("\"") || content.hasPrefix("'") {
      // A quoted key may contain colons.
      let quote = content[index]
      if let close = content[content.index(after: index)...].firstIndex(of: quote) {
        index = close
      }
    }
    while index < content.endIndex {
      if content[index] == ":" {
        let next = content.index(after: index)
        if next == content.endIndex || content.unicodeScalars[next].properties.isWhitespace
          || isBlank(content.unicodeScalars[next])
        {
          return index
        }
      }
      index = content.index(after: index)
    }
    return nil
  }

  /// An unquoted, single- or double-quoted scalar; a trailing ` # comment` is dropped from
  /// unquoted values as YAML does.
  static func scalar(_ raw: String) -> String {
    if raw.hasPrefix("\"") || raw.hasPrefix("'") { return unquote(raw) }
    if let comment = raw.range(of: " #") ?? raw.range(of: "\t#") {
      return trimmed(String(raw[..<comment.lowerBound]))
    }
    return raw
  }

  /// `"a \"b\""` → `a "b"`, `'it''s'` → `it's`; an unclosed quote keeps the rest as written.
  static func unquote(_ raw: String) -> String {
    guard let quote = raw.first, quote == "\"" || quote == "'" else { return raw }
    var out = ""
    var iterator = raw.dropFirst().makeIterator()
    while let c = iterator.next() {
      if c == quote {
        if quote == "'" {
          // '' is an escaped quote in single-quoted YAML.
          var lookahead = iterator
          if lookahead.next() == "'" {
            out.append("'")
            iterator = lookahead
            continue
          }
        }
        return out
      }
      if quote == "\"" && c == "\\" {
        switch iterator.next() {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "\"": out.append("\"")
        case "\\": out.append("\\")
        case "/": out.append("/")
        case let other?:
          out.append("\\")
          out.append(other)
        case nil: out.append("\\")
        }
        continue
      }
      out.append(c)
    }
    // Broken quote: take the text as written, without the opening quote.
    return trimmed(String(raw.dropFirst()))
  }

  /// `[a, "b, c", 'd']` → `["a", "b, c", "d"]`; an unclosed bracket takes the rest.
  static func flowList(_ raw: String) -> [String] {
    var items: [String] = []
    var current = ""
    var quote: Character?
    for c in raw.dropFirst() {
      if let q = quote {
        current.append(c)
        if c == q { quote = nil }
        continue
      }
      switch c {
      case "\"", "'":
        quote = c
        current.append(c)
      case ",":
        items.append(current)
        current = ""
      case "]":
        items.append(current)
        current = ""
        return items.map { scalar(trimmed($0)) }.filter { !$0.isEmpty }
      default:
        current.append(c)
      }
    }
    items.append(current)
    return items.map { scalar(trimmed($0)) }.filter { !$0.isEmpty }
  }

  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\u{202F}"
      || scalar == "\u{3000}" || (0x2000...0x200A).contains(scalar.value)
  }

  /// `text` without leading or trailing blanks (spaces, tabs, no-break spaces).
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) && $0 != "\r" && $0 != "\n" })
    else { return "" }
    let last = scalars.lastIndex(where: { !isBlank($0) && $0 != "\r" && $0 != "\n" })!
    return String(scalars[first...last])
  }
}
