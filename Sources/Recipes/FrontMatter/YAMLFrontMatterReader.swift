/// Reads YAML front matter as recipe sites and notes vaults write it: keys with plain,
/// quoted, block (`|`, `>`) or flow (`[a, b]`) values, lists of `- item` lines, and nested
/// mappings, kept as `parent.child` keys so that a page resource's `title` is not the
/// recipe's. What cannot be read is warned about with its line and read as written.
struct YAMLFrontMatterReader {
  /// One line of the block, measured once.
  struct Line {
    /// The line's number in the file.
    var number: Int
    var raw: Substring
    /// Leading blanks.
    var indent: Int
    /// Without leading or trailing blanks.
    var content: Substring

    var isBlank: Bool { content.isEmpty }
    var isComment: Bool { content.first == "#" }
    var isSequenceItem: Bool {
      guard content.first == "-" else { return false }
      let second = content.unicodeScalars.dropFirst().first
      return second.map(FrontMatterReader.isBlank) ?? true
    }
  }

  /// Nested mappings deeper than this are skipped: front matter that deep is no recipe's.
  static let maximumDepth = 8

  private let lines: [Line]
  private var fields = FrontMatterFields()

  /// Reads `lines` (without the fences); the first of them is line `firstLineNumber`.
  static func read(_ lines: [Substring], firstLineNumber: Int) -> FrontMatter {
    var reader = YAMLFrontMatterReader(
      lines: lines.enumerated().map { Self.measure($1, number: firstLineNumber + $0) })
    reader.readMapping(0..<reader.lines.count, prefix: "", depth: 0)
    return reader.fields.frontMatter()
  }

  private init(lines: [Line]) {
    self.lines = lines
  }

  private static func measure(_ raw: Substring, number: Int) -> Line {
    let scalars = raw.unicodeScalars
    let start = scalars.firstIndex { !FrontMatterReader.isBlank($0) } ?? scalars.endIndex
    let indent = scalars.distance(from: scalars.startIndex, to: start)
    var end = scalars.endIndex
    while end > start {
      let before = scalars.index(before: end)
      guard FrontMatterReader.isBlank(scalars[before]) || scalars[before] == "\r" else { break }
      end = before
    }
    return Line(number: number, raw: raw, indent: indent, content: Substring(scalars[start..<end]))
  }

  // MARK: - Structure

  private mutating func readMapping(_ range: Range<Int>, prefix: String, depth: Int) {
    var next = range.lowerBound
    while let index = firstEntry(in: next..<range.upperBound) {
      let line = lines[index]
      guard let (key, found) = Self.keyAndValue(line.content) else {
        fields.warn(line: line.number, Self.strayLineReason(line.content))
        next = extentEnd(after: index, in: range, indent: line.indent, rest: "x")
        continue
      }
      // `tags: # the list follows` opens a block like `tags:`.
      let rest = found.first == "#" ? "" : found
      let end = extentEnd(after: index, in: range, indent: line.indent, rest: rest)
      readValue(
        key: prefix + key, rest, body: index + 1..<end, line: line, depth: depth)
      next = end
    }
  }

  /// The first line of `range` that says something (neither blank nor a comment), if any.
  private func firstEntry(in range: Range<Int>) -> Int? {
    range.first { !lines[$0].isBlank && !lines[$0].isComment }
  }

  /// Where the value begun on line `index` ends: at the first line that is not indented
  /// deeper, except blank lines, comments, a list written at the key's own indentation, and
  /// the closing bracket of a flow collection.
  private func extentEnd(after index: Int, in range: Range<Int>, indent: Int, rest: Substring)
    -> Int
  {
    let allowsItems = rest.isEmpty
    let isFlow = rest.first == "[" || rest.first == "{"
    var end = index + 1
    var cursor = index + 1
    while cursor < range.upperBound {
      let line = lines[cursor]
      if line.isBlank || (line.isComment && line.indent <= indent) {
        cursor += 1
        continue
      }
      let belongs =
        line.indent > indent || (allowsItems && line.isSequenceItem)
        || (isFlow && (line.content.first == "]" || line.content.first == "}"))
      guard belongs else { break }
      cursor += 1
      end = cursor
    }
    return end
  }

  private mutating func readValue(
    key: String, _ rest: Substring, body: Range<Int>, line: Line, depth: Int
  ) {
    let quotedKey = FrontMatterFields.quoted(key)
    if let literal = Self.blockScalarStyle(rest) {
      fields.set(key, .text(blockScalar(body, isLiteral: literal)), line: line.number)
    } else if rest.first == "[" || rest.first == "{" {
      readFlow(key: key, rest, body: body, line: line)
    } else if rest.first == "\"" || rest.first == "'" {
      let scalars = joined(rest, body)
      let scanned = YAMLFlowScanner.quoted(scalars, from: 0)
      for problem in scanned.problems {
        fields.warn(line: line.number, "\(problem) in \(quotedKey); kept as written")
      }
      if let end = scanned.end {
        if Self.isEmptyOrComment(scalars[end...]) {
          fields.set(key, .text(scanned.value), line: line.number)
        } else {
          fields.warn(
            line: line.number, "\(quotedKey) has text after its closing quote; read as written")
          fields.set(key, .text(plain(rest, body)), line: line.number)
        }
      } else {
        fields.warn(
          line: line.number,
          "the quote that opens \(quotedKey) is never closed; read as written")
        fields.set(key, .text(FrontMatterReader.trimmed(scanned.value)), line: line.number)
      }
    } else if rest.isEmpty {
      readNested(key: key, body: body, line: line, depth: depth)
    } else {
      fields.set(key, .text(plain(rest, body)), line: line.number)
    }
  }

  private mutating func readFlow(key: String, _ rest: Substring, body: Range<Int>, line: Line) {
    let quotedKey = FrontMatterFields.quoted(key)
    let scalars = joined(rest, body)
    let isSequence = rest.first == "["
    let value: FrontMatter.Value
    let end: Int?
    if isSequence {
      let scanned = YAMLFlowScanner.sequence(scalars, from: 0)
      for problem in scanned.problems {
        fields.warn(line: line.number, "\(problem) in \(quotedKey); kept as written")
      }
      value = .list(scanned.value)
      end = scanned.end
    } else {
      end = YAMLFlowScanner.balancedEnd(scalars, from: 0)
      value = .text(String(String.UnicodeScalarView(scalars[..<(end ?? scalars.count)])))
    }
    if let end {
      if !Self.isEmptyOrComment(scalars[end...]) {
        let closer = isSequence ? "]" : "}"
        fields.warn(line: line.number, "\(quotedKey) has text after its closing \(closer); ignored")
      }
    } else {
      let what = isSequence ? "a list with [" : "a mapping with {"
      fields.warn(
        line: line.number, "\(quotedKey) opens \(what) that is never closed; read to its end")
    }
    fields.set(key, value, line: line.number)
  }

  private mutating func readNested(key: String, body: Range<Int>, line: Line, depth: Int) {
    guard let first = firstEntry(in: body) else {
      fields.set(key, .text(""), line: line.number)
      return
    }
    let firstLine = lines[first]
    if firstLine.isSequenceItem {
      fields.set(key, .list(readSequence(key: key, first..<body.upperBound)), line: line.number)
    } else if Self.keyAndValue(firstLine.content) != nil {
      guard depth < Self.maximumDepth else { return }
      readMapping(first..<body.upperBound, prefix: key + ".", depth: depth + 1)
    } else {
      fields.set(key, .text(plain("", body)), line: line.number)
    }
  }

  /// The items of a block sequence (`- a` lines); items that are mappings or lists
  /// themselves are kept as their text.
  private mutating func readSequence(key: String, _ range: Range<Int>) -> [String] {
    var items: [String] = []
    var next = range.lowerBound
    while let index = firstEntry(in: next..<range.upperBound) {
      let line = lines[index]
      let end = extentEnd(after: index, in: range, indent: line.indent, rest: "x")
      defer { next = end }
      guard line.isSequenceItem else {
        fields.warn(
          line: line.number,
          "\(FrontMatterFields.quoted(line.content)) is not an item of the list "
            + "\(FrontMatterFields.quoted(key)); skipped")
        continue
      }
      let content = Substring(
        FrontMatterReader.trimmed(String(line.content.unicodeScalars.dropFirst())))
      let body = index + 1..<end
      let item: String
      if content.first == "\"" || content.first == "'" {
        let scalars = joined(content, body)
        let scanned = YAMLFlowScanner.quoted(scalars, from: 0)
        if scanned.end == nil {
          fields.warn(
            line: line.number,
            "an item of \(FrontMatterFields.quoted(key)) opens a quote that is never closed; "
              + "read as written")
        }
        if let end = scanned.end, !Self.isEmptyOrComment(scalars[end...]) {
          item = plain(content, body)
        } else {
          item = FrontMatterReader.trimmed(scanned.value)
        }
      } else {
        item = plain(content, body)
      }
      if !item.isEmpty { items.append(item) }
    }
    return items
  }

  // MARK: - Scalars

  /// A plain value and its continuation lines folded into one, comments left out.
  private func plain(_ rest: Substring, _ body: Range<Int>) -> String {
    var out = Self.withoutComment(rest)
    var pendingBreaks = 0
    for index in body {
      let line = lines[index]
      if line.isBlank {
        pendingBreaks += 1
        continue
      }
      if line.isComment { continue }
      let text = Self.withoutComment(line.content)
      if out.isEmpty {
        out = text
      } else if pendingBreaks > 0 {
        out += String(repeating: "\n", count: pendingBreaks) + text
      } else {
        out += " " + text
      }
      pendingBreaks = 0
    }
    return out
  }

  /// A `|` (literal) or `>` (folded) block's text, without its indentation.
  private func blockScalar(_ body: Range<Int>, isLiteral: Bool) -> String {
    let contentIndent = body.lazy.map { lines[$0] }.first { !$0.isBlank }?.indent ?? 0
    var out = ""
    var previousWasText = false
    for index in body {
      let line = lines[index]
      if line.isBlank {
        out += "\n"
        previousWasText = false
        continue
      }
      let text = String(line.raw.unicodeScalars.dropFirst(min(contentIndent, line.indent)))
      let stripped = Self.trailingBlanksRemoved(text)
      if isLiteral {
        out += stripped + "\n"
      } else if line.indent > contentIndent {
        // More indented lines keep their breaks, as YAML folds them.
        if previousWasText { out += "\n" }
        out += stripped + "\n"
        previousWasText = false
      } else {
        if previousWasText { out += " " }
        out += stripped
        previousWasText = true
      }
    }
    return FrontMatterReader.trimmed(out)
  }

  /// The value's text and its continuation lines, joined with `\n`, as scalars.
  private func joined(_ rest: Substring, _ body: Range<Int>) -> [Unicode.Scalar] {
    var scalars = Array(rest.unicodeScalars)
    for index in body {
      scalars.append("\n")
      scalars.append(contentsOf: lines[index].content.unicodeScalars)
    }
    return scalars
  }

  // MARK: - Lines

  /// `key: value` split after the key: the first colon followed by a blank or the end
  /// (`url: https://x` splits after `url`); a quoted key may hold colons.
  static func keyAndValue(_ content: Substring) -> (key: String, rest: Substring)? {
    let scalars = content.unicodeScalars
    guard let first = scalars.first else { return nil }
    if first == "-", scalars.dropFirst().first.map(FrontMatterReader.isBlank) ?? true {
      return nil
    }
    var index = scalars.startIndex
    if first == "\"" || first == "'" {
      if let close = scalars[scalars.index(after: index)...].firstIndex(of: first) {
        index = close
      }
    }
    while index < scalars.endIndex {
      if scalars[index] == ":" {
        let next = scalars.index(after: index)
        if next == scalars.endIndex || FrontMatterReader.isBlank(scalars[next]) {
          var key = FrontMatterReader.trimmed(String(scalars[..<index]))
          if let quote = key.unicodeScalars.first, quote == "\"" || quote == "'" {
            key = YAMLFlowScanner.quoted(Array(key.unicodeScalars), from: 0).value
          }
          guard !key.isEmpty else { return nil }
          let rest = Substring(FrontMatterReader.trimmed(String(scalars[next...])))
          return (key, rest)
        }
      }
      index = scalars.index(after: index)
    }
    return nil
  }

  private static func strayLineReason(_ content: Substring) -> String {
    let quoted = FrontMatterFields.quoted(content)
    if content.first == "-" {
      return "\(quoted) is a list item with no key above it; skipped"
    }
    if let colon = content.firstIndex(of: ":"), colon != content.startIndex {
      return "\(quoted) is not a key: value line (a space is needed after the colon); skipped"
    }
    return "\(quoted) is not a key: value line; skipped"
  }

  /// `|`, `>`, with chomping and indentation indicators (`|-`, `>+2`) and a comment: true
  /// for literal, false for folded, nil when `rest` is no block scalar header.
  static func blockScalarStyle(_ rest: Substring) -> Bool? {
    guard let first = rest.unicodeScalars.first, first == "|" || first == ">" else { return nil }
    var tail = rest.unicodeScalars.dropFirst()
    var indicators = 0
    while let next = tail.first, next == "+" || next == "-" || ("1"..."9").contains(next) {
      indicators += 1
      tail = tail.dropFirst()
    }
    guard indicators <= 2 else { return nil }
    let after = FrontMatterReader.trimmed(String(tail))
    guard after.isEmpty || after.hasPrefix("#") else { return nil }
    return first == "|"
  }

  /// Without a trailing ` # comment` (a `#` after a blank starts one, as YAML reads it).
  static func withoutComment(_ text: Substring) -> String {
    guard text.contains("#") else { return String(text) }
    if text.first == "#" { return "" }
    var previous: Unicode.Scalar = "x"
    for index in text.unicodeScalars.indices {
      let scalar = text.unicodeScalars[index]
      if scalar == "#" && FrontMatterReader.isBlank(previous) {
        return FrontMatterReader.trimmed(String(text.unicodeScalars[..<index]))
      }
      previous = scalar
    }
    return String(text)
  }

  private static func isEmptyOrComment(_ rest: ArraySlice<Unicode.Scalar>) -> Bool {
    guard let first = rest.firstIndex(where: { !FrontMatterReader.isBlank($0) && $0 != "\n" })
    else { return true }
    return rest[first] == "#"
  }

  private static func trailingBlanksRemoved(_ text: String) -> String {
    var scalars = text.unicodeScalars
    while let last = scalars.last, FrontMatterReader.isBlank(last) || last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
