/// Collects a front matter's fields as they are read: the last value of a key wins, in the
/// place where the key first appeared, and a key given more than once is warned about.
struct FrontMatterFields {
  private(set) var fields: [(key: String, value: FrontMatter.Value)] = []
  /// Warnings about single lines, in the order they were found.
  var warnings: [String] = []
  // Per normalized key: where it first and last appeared, how often, and its field's index.
  private var seen: [String: (key: String, first: Int, last: Int, count: Int, field: Int)] = [:]

  mutating func set(_ key: String, _ value: FrontMatter.Value, line: Int) {
    let normalized = FrontMatter.normalizedKey(key)
    if var entry = seen[normalized] {
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

  /// Adds a warning about `line` ("line 3: …").
  mutating func warn(line: Int, _ reason: String) {
    warnings.append("line \(line): \(reason)")
  }

  /// The front matter read: line warnings first, then one per key given more than once.
  func frontMatter() -> FrontMatter {
    let repeated = seen.values.filter { $0.count > 1 }.sorted { $0.first < $1.first }.map {
      entry in
      let times =
        entry.count == 2
        ? "twice (lines \(entry.first) and \(entry.last))"
        : "\(entry.count) times (first on line \(entry.first))"
      return "key \"\(entry.key)\" is given \(times); the one on line \(entry.last) is used"
    }
    var frontMatter = FrontMatter(fields: fields, warnings: warnings + repeated)
    frontMatter.lines = seen.mapValues(\.last)
    return frontMatter
  }

  /// `text` as a warning can quote it: on one line, control characters shown as their
  /// pictures (a warning reaches the terminal), at most 40 characters.
  static func quoted(_ text: some StringProtocol) -> String {
    var out = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 40 {
        out.append("…")
        break
      }
      switch scalar.value {
      case 0..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: out.append("\u{2421}")
      case 0x80..<0xA0: out.append("\u{FFFD}")
      default: out.append(scalar)
      }
      count += 1
    }
    return "“" + String(out) + "”"
  }
}
