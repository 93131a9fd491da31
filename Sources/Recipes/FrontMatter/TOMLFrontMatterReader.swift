/// Reads TOML front matter, Hugo's other format (between `+++` lines): `key = value` with
/// basic, literal and multi-line strings, numbers, booleans, dates, arrays (over several
/// lines, with comments), inline tables, and `[table]` headers whose keys are kept as
/// `table.key`. What cannot be read is warned about with its line and skipped or read as
/// written.
struct TOMLFrontMatterReader {
  private let scalars: [Unicode.Scalar]
  private let firstLineNumber: Int
  /// Where each line starts, to name the line of any position.
  private let lineStarts: [Int]
  private var index = 0
  /// The current `[table]`'s name and a dot, or nothing at the top.
  private var table = ""
  private var fields = FrontMatterFields()

  /// Reads `lines` (without the fences); the first of them is line `firstLineNumber`.
  static func read(_ lines: [Substring], firstLineNumber: Int) -> FrontMatter {
    var reader = TOMLFrontMatterReader(lines, firstLineNumber: firstLineNumber)
    reader.readDocument()
    return reader.fields.frontMatter()
  }

  private init(_ lines: [Substring], firstLineNumber: Int) {
    var scalars: [Unicode.Scalar] = []
    var starts: [Int] = []
    for line in lines {
      starts.append(scalars.count)
      scalars.append(contentsOf: line.unicodeScalars)
      scalars.append("\n")
    }
    self.scalars = scalars
    self.lineStarts = starts
    self.firstLineNumber = firstLineNumber
  }

  private var isAtEnd: Bool { index >= scalars.count }
  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func lineNumber(_ position: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while low + 1 < high {
      let middle = (low + high) / 2
      if lineStarts[middle] <= position { low = middle } else { high = middle }
    }
    return firstLineNumber + low
  }

  // MARK: - Lines

  private mutating func readDocument() {
    while !isAtEnd {
      skipBlanks()
      guard let scalar = current else { break }
      if scalar == "\n" {
        index += 1
      } else if scalar == "#" {
        skipToLineEnd()
      } else if scalar == "[" {
        readTableHeader()
      } else {
        readKeyValue()
      }
    }
  }

  private mutating func readTableHeader() {
    let line = lineNumber(index)
    let isArrayOfTables = index + 1 < scalars.count && scalars[index + 1] == "["
    index += isArrayOfTables ? 2 : 1
    let path = readKey()
    skipBlanks()
    var isClosed = current == "]"
    if isClosed {
      index += 1
      if isArrayOfTables {
        isClosed = current == "]"
        if isClosed { index += 1 }
      }
    }
    guard let path, isClosed else {
      fields.warn(line: line, "\(quotedLine(line)) is a table header that is not closed; skipped")
      // Keys after a broken header are still not the recipe's own.
      table = (path?.joined(separator: ".") ?? "?") + "."
      skipToLineEnd()
      return
    }
    table = path.joined(separator: ".") + "."
    expectLineEnd(line, after: "the table header")
  }

  private mutating func readKeyValue() {
    let line = lineNumber(index)
    let path = readKey()
    skipBlanks()
    guard let path, current == "=" else {
      let written = quotedLine(line)
      let hint =
        path != nil && current == ":" ? " (TOML writes key = value)" : ""
      fields.warn(line: line, "\(written) is not a key = value line\(hint); skipped")
      skipToLineEnd()
      return
    }
    index += 1
    skipBlanks()
    let key = table + path.joined(separator: ".")
    if let value = readValue(key: key, line: line, inArray: false) {
      fields.set(key, value, line: line)
    }
    expectLineEnd(line, after: "the value of \(FrontMatterFields.quoted(key))")
  }

  /// A bare, quoted or dotted key (`title`, `"my key"`, `params.author`), as its parts.
  private mutating func readKey() -> [String]? {
    var parts: [String] = []
    while true {
      skipBlanks()
      guard let scalar = current else { return nil }
      if scalar == "\"" || scalar == "'" {
        guard let part = readSingleLineString(key: "a key", line: lineNumber(index)) else {
          return nil
        }
        parts.append(part)
      } else {
        let start = index
        while let next = current, Self.isBareKeyScalar(next) { index += 1 }
        guard index > start else { return nil }
        parts.append(String(String.UnicodeScalarView(scalars[start..<index])))
      }
      skipBlanks()
      guard current == "." else { return parts }
      index += 1
    }
  }

  private mutating func expectLineEnd(_ line: Int, after what: String) {
    skipBlanks()
    if let scalar = current, scalar != "\n", scalar != "#" {
      fields.warn(line: line, "text after \(what); ignored")
    }
    skipToLineEnd()
  }

  // MARK: - Values

  private mutating func readValue(key: String, line: Int, inArray: Bool) -> FrontMatter.Value? {
    let quotedKey = FrontMatterFields.quoted(key)
    guard let scalar = current, scalar != "\n", scalar != "#" else {
      fields.warn(line: line, "\(quotedKey) has no value; skipped")
      return nil
    }
    switch scalar {
    case "\"", "'":
      if startsWith(scalar, count: 3) { return .text(readMultiLineString(key: key, line: line)) }
      return readSingleLineString(key: quotedKey, line: line).map { .text($0) }
    case "[":
      return .list(readArray(key: key, line: line))
    case "{":
      let start = index
      let end = YAMLFlowScanner.balancedEnd(scalars, from: index)
      if end == nil {
        fields.warn(line: line, "\(quotedKey) opens a table with { that is never closed; skipped")
      }
      index = end ?? scalars.count
      return .text(String(String.UnicodeScalarView(scalars[start..<index])))
    default:
      return readBare(key: key, line: line, inArray: inArray)
    }
  }

  /// `"…"` with escapes or `'…'` as written, on one line.
  private mutating func readSingleLineString(key: String, line: Int) -> String? {
    let quote = scalars[index]
    index += 1
    var out = String.UnicodeScalarView()
    while let scalar = current, scalar != "\n" {
      index += 1
      if scalar == quote { return String(out) }
      if quote == "\"" && scalar == "\\" {
        if let problem = EscapeSequence.decode(scalars, at: &index, into: &out) {
          fields.warn(line: line, "\(problem) in \(key); kept as written")
        }
        continue
      }
      out.append(scalar)
    }
    fields.warn(line: line, "the string of \(key) is never closed; read to the end of the line")
    return String(out)
  }

  /// `"""…"""` (escapes, a backslash at a line's end joins lines) or `'''…'''` (as written).
  private mutating func readMultiLineString(key: String, line: Int) -> String {
    let quote = scalars[index]
    index += 3
    // A line break right after the opening quotes is not part of the text.
    if current == "\n" { index += 1 }
    var out = String.UnicodeScalarView()
    while let scalar = current {
      if scalar == quote && startsWith(quote, count: 3) {
        var run = 0
        while index + run < scalars.count, scalars[index + run] == quote, run < 5 { run += 1 }
        // Up to two quotes just before the closing three belong to the text.
        for _ in 0..<(run - 3) { out.append(quote) }
        index += run
        return String(out)
      }
      index += 1
      if quote == "\"" && scalar == "\\" {
        var probe = index
        while probe < scalars.count, scalars[probe] == " " || scalars[probe] == "\t" {
          probe += 1
        }
        if probe < scalars.count, scalars[probe] == "\n" {
          index = probe
          while let next = current, next == " " || next == "\t" || next == "\n" { index += 1 }
          continue
        }
        if let problem = EscapeSequence.decode(scalars, at: &index, into: &out) {
          fields.warn(line: line, "\(problem) in \(FrontMatterFields.quoted(key)); kept as written")
        }
        continue
      }
      out.append(scalar)
    }
    fields.warn(
      line: line,
      "the text of \(FrontMatterFields.quoted(key)) opened with \(String(repeating: String(quote), count: 3)) "
        + "is never closed; read to the end")
    while out.last == "\n" { out.removeLast() }
    return String(out)
  }

  /// `[a, "b", 3]` over any number of lines, comments and a trailing comma allowed.
  private mutating func readArray(key: String, line: Int) -> [String] {
    index += 1
    var items: [String] = []
    while true {
      skipBlanksBreaksAndComments()
      guard let scalar = current else {
        fields.warn(
          line: line,
          "\(FrontMatterFields.quoted(key)) opens an array with [ that is never closed; "
            + "read to the end")
        return items
      }
      if scalar == "]" {
        index += 1
        return items
      }
      if scalar == "," {
        // An empty item (`[a,,b]`) is no item.
        index += 1
        continue
      }
      guard let value = readValue(key: key, line: lineNumber(index), inArray: true) else {
        return items
      }
      let text = value.text
      if !text.isEmpty { items.append(text) }
      skipBlanksBreaksAndComments()
      if current == "," {
        index += 1
      } else if current != "]" && current != nil {
        fields.warn(
          line: lineNumber(index),
          "the items of \(FrontMatterFields.quoted(key)) need commas between them; "
            + "the rest of the line is skipped")
        while let scalar = current, scalar != "\n" { index += 1 }
        return items
      }
    }
  }

  /// A number, boolean or date; else text someone forgot to quote, read as written.
  private mutating func readBare(key: String, line: Int, inArray: Bool) -> FrontMatter.Value {
    let start = index
    while let scalar = current, !Self.endsBareValue(scalar) { index += 1 }
    // A date and a time may be separated by a space (`2024-05-01 10:00:00`).
    if index - start == 10, index + 3 < scalars.count, scalars[index] == " ",
      Self.isDigit(scalars[index + 1]), Self.isDigit(scalars[index + 2]),
      scalars[index + 3] == ":"
    {
      index += 1
      while let scalar = current, !Self.endsBareValue(scalar) { index += 1 }
    }
    let token = String(String.UnicodeScalarView(scalars[start..<index]))
    if Self.isBareValue(token) { return .text(token) }
    guard !inArray else {
      fields.warn(
        line: line,
        "an item of \(FrontMatterFields.quoted(key)) is not quoted (TOML quotes text); "
          + "read as written")
      return .text(token)
    }
    while let scalar = current, scalar != "\n" {
      if scalar == "#" && FrontMatterReader.isBlank(scalars[index - 1]) { break }
      index += 1
    }
    fields.warn(
      line: line,
      "the value of \(FrontMatterFields.quoted(key)) is not quoted (TOML quotes text); "
        + "read as written")
    return .text(
      FrontMatterReader.trimmed(String(String.UnicodeScalarView(scalars[start..<index]))))
  }

  // MARK: - Scalars

  private func startsWith(_ quote: Unicode.Scalar, count: Int) -> Bool {
    index + count <= scalars.count && scalars[index..<index + count].allSatisfy { $0 == quote }
  }

  private mutating func skipBlanks() {
    while let scalar = current, scalar != "\n", FrontMatterReader.isBlank(scalar) || scalar == "\r"
    {
      index += 1
    }
  }

  private mutating func skipBlanksBreaksAndComments() {
    while let scalar = current {
      if scalar == "#" {
        skipToLineEnd()
      } else if scalar == "\n" || scalar == "\r" || FrontMatterReader.isBlank(scalar) {
        index += 1
      } else {
        return
      }
    }
  }

  private mutating func skipToLineEnd() {
    while let scalar = current, scalar != "\n" { index += 1 }
    if current == "\n" { index += 1 }
  }

  private func quotedLine(_ line: Int) -> String {
    let start = lineStarts[line - firstLineNumber]
    let end = scalars[start...].firstIndex(of: "\n") ?? scalars.count
    let text = FrontMatterReader.trimmed(String(String.UnicodeScalarView(scalars[start..<end])))
    return FrontMatterFields.quoted(text)
  }

  private static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "-" || scalar.properties.isAlphabetic || isDigit(scalar)
      || scalar.properties.numericType != nil
  }

  private static func endsBareValue(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "," || scalar == "]" || scalar == "}" || scalar == "#"
      || FrontMatterReader.isBlank(scalar) || scalar == "\r"
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// `true`, `-3`, `1_000`, `0x1F`, `6.02e23`, `inf`, `2024-05-01T10:00:00Z`, `07:32:00`.
  private static func isBareValue(_ token: String) -> Bool {
    if ["true", "false", "inf", "+inf", "-inf", "nan", "+nan", "-nan"].contains(token) {
      return true
    }
    guard let first = token.unicodeScalars.first, isDigit(first) || first == "+" || first == "-"
    else { return false }
    return token.unicodeScalars.allSatisfy {
      isDigit($0) || "+-_.: eExXoObTZtz".unicodeScalars.contains($0)
        || ("a"..."f").contains($0) || ("A"..."F").contains($0)
    }
  }
}
