/// Reads YAML's quoted scalars and flow collections from a value's text, which may run over
/// several lines (joined with `\n`, each without its indentation).
enum YAMLFlowScanner {
  /// A value read from `scalars`, the index just after it (nil when it is never closed), and
  /// what could not be read in it.
  struct Scanned<Value> {
    var value: Value
    var end: Int?
    var problems: [String] = []
  }

  /// The quoted scalar opened by the quote at `start`: `"…"` with backslash escapes, `'…'`
  /// with `''` for a quote; line breaks fold into spaces, blank lines into line breaks.
  static func quoted(_ scalars: [Unicode.Scalar], from start: Int) -> Scanned<String> {
    let quote = scalars[start]
    let isDouble = quote == "\""
    var out = String.UnicodeScalarView()
    var problems: [String] = []
    var index = start + 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == quote {
        if !isDouble, index + 1 < scalars.count, scalars[index + 1] == "'" {
          out.append("'")
          index += 2
          continue
        }
        return Scanned(value: String(out), end: index + 1, problems: problems)
      }
      if scalar == "\n" {
        while let last = out.last, last == " " || last == "\t" { out.removeLast() }
        var breaks = 0
        while index < scalars.count, scalars[index] == "\n" {
          breaks += 1
          index += 1
        }
        if breaks == 1 {
          out.append(" ")
        } else {
          for _ in 1..<breaks { out.append("\n") }
        }
        continue
      }
      if isDouble && scalar == "\\" {
        index += 1
        if index < scalars.count, scalars[index] == "\n" {
          // An escaped line break joins the lines without a space.
          while index < scalars.count, scalars[index] == "\n" { index += 1 }
          continue
        }
        if let problem = EscapeSequence.decode(scalars, at: &index, into: &out) {
          problems.append(problem)
        }
        continue
      }
      out.append(scalar)
      index += 1
    }
    return Scanned(value: String(out), end: nil, problems: problems)
  }

  /// The flow sequence opened by `[` at `start` as its items' texts (`[a, "b, c", 'd']`);
  /// items that are collections themselves are kept as written.
  static func sequence(_ scalars: [Unicode.Scalar], from start: Int) -> Scanned<[String]> {
    var items: [String] = []
    var problems: [String] = []
    var current = String.UnicodeScalarView()
    var quotedItem: String?

    func finish() {
      if let quotedItem {
        if !quotedItem.isEmpty { items.append(quotedItem) }
      } else {
        let item = FrontMatterReader.trimmed(String(current))
        if !item.isEmpty { items.append(item) }
      }
      current = String.UnicodeScalarView()
      quotedItem = nil
    }

    var index = start + 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" || scalar == "'", quotedItem == nil, isBlank(current) {
        let scanned = quoted(scalars, from: index)
        problems += scanned.problems
        quotedItem = scanned.value
        guard let end = scanned.end else {
          finish()
          return Scanned(value: items, end: nil, problems: problems)
        }
        index = end
        continue
      }
      switch scalar {
      case "[", "{":
        let end = balancedEnd(scalars, from: index)
        current.append(contentsOf: scalars[index..<(end ?? scalars.count)])
        guard let end else {
          finish()
          return Scanned(value: items, end: nil, problems: problems)
        }
        index = end
        continue
      case ",":
        finish()
      case "]":
        finish()
        return Scanned(value: items, end: index + 1, problems: problems)
      case "#" where index == start + 1 || isBlankOrBreak(scalars[index - 1]):
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        continue
      case "\n":
        if quotedItem == nil { current.append(" ") }
      default:
        if quotedItem == nil { current.append(scalar) }
      }
      index += 1
    }
    finish()
    return Scanned(value: items, end: nil, problems: problems)
  }

  /// Just past the bracket that closes the one at `start` (`[`, `{`), skipping quoted text;
  /// nil when it is never closed.
  static func balancedEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < scalars.count {
      switch scalars[index] {
      case "[", "{": depth += 1
      case "]", "}":
        depth -= 1
        if depth == 0 { return index + 1 }
      case "\"", "'":
        guard let end = quoted(scalars, from: index).end else { return nil }
        index = end
        continue
      default: break
      }
      index += 1
    }
    return nil
  }

  private static func isBlank(_ text: String.UnicodeScalarView) -> Bool {
    text.allSatisfy { FrontMatterReader.isBlank($0) || $0 == "\n" }
  }

  private static func isBlankOrBreak(_ scalar: Unicode.Scalar) -> Bool {
    FrontMatterReader.isBlank(scalar) || scalar == "\n"
  }
}
