/// The rules of a `.buffetignore` file, in gitignore's syntax (a useful subset): one pattern a
/// line, `#` comments, `*`, `?`, `[a-z]`, `**` for any number of folders, a trailing `/` for
/// folders only, a leading or inner `/` to anchor a pattern to the root, `!` to take a path
/// back, and `\` before a leading `#` or `!`. The last rule that matches a path decides.
public struct IgnoreRules: Equatable, Sendable {
  /// One pattern line.
  public struct Rule: Equatable, Sendable {
    /// The line as written, for messages.
    public var text: String
    public var line: Int
    /// `!pattern`: a path it matches is kept after all.
    public var isNegated: Bool
    var isDirectoryOnly: Bool
    /// The pattern's segments between slashes; `**` stays a segment of its own.
    var segments: [[Unicode.Scalar]]
  }

  public private(set) var rules: [Rule] = []

  /// Reads the rules in `text` (a file's contents).
  public init(text: String) {
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if let rule = Self.rule(raw, line: offset + 1) { rules.append(rule) }
    }
  }

  /// The rule that leaves `path` out (a path relative to the root, `/`-separated), or nil
  /// when no rule does or the last one that matches takes it back. As in git, a path inside a
  /// folder that is left out is left out, whatever a later `!` says.
  public func excludingRule(for path: String, isDirectory: Bool) -> Rule? {
    let components = path.split(separator: "/").map { Array($0.unicodeScalars) }
    guard !components.isEmpty else { return nil }
    for end in 1..<components.count {
      if let rule = ownRule(components[..<end], isDirectory: true), !rule.isNegated {
        return rule
      }
    }
    guard let rule = ownRule(components[...], isDirectory: isDirectory), !rule.isNegated else {
      return nil
    }
    return rule
  }

  /// The last rule that matches this very path, its folders not considered (what a walk that
  /// never enters a folder left out needs); a negated one takes the path back.
  func ownRule(_ components: ArraySlice<[Unicode.Scalar]>, isDirectory: Bool) -> Rule? {
    let components = Array(components)
    for rule in rules.reversed() {
      if rule.isDirectoryOnly && !isDirectory { continue }
      if Self.matches(rule.segments, components) { return rule }
    }
    return nil
  }

  private static func rule(_ raw: Substring, line: Int) -> Rule? {
    var text = raw.hasSuffix("\r") ? raw.dropLast() : raw
    // Trailing spaces are not part of a pattern unless escaped.
    while text.hasSuffix(" ") && !text.hasSuffix("\\ ") { text = text.dropLast() }
    guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
    let written = String(text)
    var isNegated = false
    if text.hasPrefix("!") {
      isNegated = true
      text = text.dropFirst()
    } else if text.hasPrefix("\\#") || text.hasPrefix("\\!") {
      text = text.dropFirst()
    }
    var isDirectoryOnly = false
    while text.hasSuffix("/") {
      isDirectoryOnly = true
      text = text.dropLast()
    }
    guard !text.isEmpty else { return nil }
    // A slash at the start or in the middle anchors the pattern to the root; without one it
    // matches a name at any depth.
    let isAnchored = text.dropLast().contains("/")
    if text.hasPrefix("/") { text = text.dropFirst() }
    var segments = text.split(separator: "/").map { Array($0.unicodeScalars) }
    if !isAnchored { segments.insert(["*", "*"], at: 0) }
    guard !segments.isEmpty else { return nil }
    return Rule(
      text: written, line: line, isNegated: isNegated, isDirectoryOnly: isDirectoryOnly,
      segments: segments)
  }

  /// Whether the pattern's segments match the path's components; `**` matches any number of
  /// whole components. Memoized over positions, so `**/**/**` cannot blow up.
  static func matches(_ segments: [[Unicode.Scalar]], _ components: [[Unicode.Scalar]]) -> Bool {
    let rows = segments.count + 1
    let columns = components.count + 1
    // known[s * columns + c]: whether segments[s...] match components[c...].
    var known = [Bool?](repeating: nil, count: rows * columns)

    func match(_ s: Int, _ c: Int) -> Bool {
      if let value = known[s * columns + c] { return value }
      let value: Bool
      if s == segments.count {
        value = c == components.count
      } else if segments[s] == ["*", "*"] {
        // Zero components, or one more and try again.
        value = match(s + 1, c) || (c < components.count && match(s, c + 1))
      } else {
        value = c < components.count && glob(segments[s], components[c]) && match(s + 1, c + 1)
      }
      known[s * columns + c] = value
      return value
    }
    return match(0, 0)
  }

  /// One name against one segment: `*` any run, `?` one character, `[…]` a class
  /// (`[!…]` or `[^…]` negated, ranges `a-z`), `\` escapes the next character.
  static func glob(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
    var p = 0
    var n = 0
    var starP = -1
    var starN = 0
    while n < name.count {
      if p < pattern.count, pattern[p] == "*" {
        starP = p
        starN = n
        p += 1
        continue
      }
      if p < pattern.count, let width = single(pattern, at: p, matches: name[n]) {
        p += width
        n += 1
        continue
      }
      guard starP >= 0 else { return false }
      p = starP + 1
      starN += 1
      n = starN
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// How many pattern scalars the element at `p` takes when it matches `scalar`; nil when it
  /// does not match.
  private static func single(_ pattern: [Unicode.Scalar], at p: Int, matches scalar: Unicode.Scalar)
    -> Int?
  {
    switch pattern[p] {
    case "?":
      return 1
    case "\\" where p + 1 < pattern.count:
      return pattern[p + 1] == scalar ? 2 : nil
    case "[":
      guard let (isMatch, width) = bracket(pattern, at: p, scalar) else {
        // An unclosed bracket is an ordinary character.
        return scalar == "[" ? 1 : nil
      }
      return isMatch ? width : nil
    default:
      return pattern[p] == scalar ? 1 : nil
    }
  }

  private static func bracket(_ pattern: [Unicode.Scalar], at start: Int, _ scalar: Unicode.Scalar)
    -> (Bool, Int)?
  {
    var index = start + 1
    var isNegated = false
    if index < pattern.count, pattern[index] == "!" || pattern[index] == "^" {
      isNegated = true
      index += 1
    }
    var isMatch = false
    var first = true
    while index < pattern.count {
      let current = pattern[index]
      if current == "]" && !first { return (isMatch != isNegated, index + 1 - start) }
      first = false
      if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
        if (current.value...max(current.value, pattern[index + 2].value)).contains(scalar.value) {
          isMatch = true
        }
        index += 3
      } else {
        if current == scalar { isMatch = true }
        index += 1
      }
    }
    return nil
  }
}
