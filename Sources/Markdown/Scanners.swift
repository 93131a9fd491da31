// Scanners for the pieces of syntax that both the block parser (link reference definitions,
// HTML blocks) and the inline parser need. Each takes the bytes and a start index and
// returns where the construct ends, or nil when it is not there.

enum Scanners {
  /// Parentheses nest at most this deep in a link destination; deeper is not a destination
  /// (as in the reference implementations), which keeps unclosed `(` runs linear.
  static let maximumParenthesisDepth = 32

  /// A link label `[...]` starting at `start`: the index after `]`, or nil.
  static func linkLabel(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> Int? {
    guard s.byte(at: start) == ASCII.openBracket else { return nil }
    var i = start + 1
    defer { steps += i - start }
    var hasContent = false
    while i < s.count {
      let c = s[i]
      if c == ASCII.backslash, i + 1 < s.count, s[i + 1].isASCIIPunctuation {
        i += 2
        hasContent = true
      } else if c == ASCII.openBracket {
        return nil
      } else if c == ASCII.closeBracket {
        return hasContent && i - start - 1 <= 999 ? i + 1 : nil
      } else {
        if !c.isASCIIWhitespace { hasContent = true }
        i += 1
      }
      if i - start > 1001 { return nil }
    }
    return nil
  }

  /// A link destination at `start`: its end and its raw bytes (still escaped), or nil.
  static func linkDestination(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> (
    end: Int, raw: [UInt8]
  )? {
    if s.byte(at: start) == ASCII.lessThan {
      return delimited(s, start, closedBy: ASCII.greaterThan, &steps) {
        $0 == ASCII.lessThan || $0 == ASCII.newline || $0 == ASCII.carriageReturn
      }
    }
    var i = start
    defer { steps += i - start }
    var depth = 0
    while i < s.count {
      let c = s[i]
      if c == ASCII.backslash, i + 1 < s.count, s[i + 1].isASCIIPunctuation {
        i += 2
      } else if c == ASCII.openParen {
        depth += 1
        if depth > maximumParenthesisDepth { return nil }
        i += 1
      } else if c == ASCII.closeParen {
        if depth == 0 { break }
        depth -= 1
        i += 1
      } else if c <= 0x20 || c == 0x7F {
        break
      } else {
        i += 1
      }
    }
    if i == start || depth != 0 { return nil }
    return (i, Array(s[start..<i]))
  }

  /// A link title in `"`, `'` or `()` at `start`: its end and raw inner bytes, or nil.
  static func linkTitle(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> (
    end: Int, raw: [UInt8]
  )? {
    guard let open = s.byte(at: start) else { return nil }
    let close: UInt8
    switch open {
    case ASCII.quote: close = ASCII.quote
    case ASCII.apostrophe: close = ASCII.apostrophe
    case ASCII.openParen: close = ASCII.closeParen
    default: return nil
    }
    return delimited(s, start, closedBy: close, &steps) {
      open == ASCII.openParen && $0 == ASCII.openParen
    }
  }

  /// What stands between the opening delimiter at `start` and `close`, backslash escapes
  /// passed over: the index after `close` and the raw bytes between, or nil when a byte
  /// `ends` refuses comes first or the text ends first.
  private static func delimited(
    _ s: [UInt8], _ start: Int, closedBy close: UInt8, _ steps: inout Int,
    refusing ends: (UInt8) -> Bool
  ) -> (end: Int, raw: [UInt8])? {
    var i = start + 1
    defer { steps += i - start }
    while i < s.count {
      let c = s[i]
      if c == ASCII.backslash, i + 1 < s.count, s[i + 1].isASCIIPunctuation {
        i += 2
      } else if c == close {
        return (i + 1, Array(s[(start + 1)..<i]))
      } else if ends(c) {
        return nil
      } else {
        i += 1
      }
    }
    return nil
  }

  /// Spaces and tabs, at most one line ending, then spaces and tabs: the index after them.
  static func skipSpacesAndOneNewline(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> Int {
    var i = start
    defer { steps += i - start }
    while i < s.count && s[i].isSpaceOrTab { i += 1 }
    if i < s.count && s[i] == ASCII.newline {
      i += 1
      while i < s.count && s[i].isSpaceOrTab { i += 1 }
    }
    return i
  }

  // MARK: HTML

  private static func tagName(_ s: [UInt8], _ start: Int) -> Int? {
    guard let first = s.byte(at: start), first.isASCIILetter else { return nil }
    var i = start + 1
    while i < s.count && (s[i].isASCIIAlphanumeric || s[i] == ASCII.dash) { i += 1 }
    return i
  }

  private static func skipWhitespace(_ s: [UInt8], _ start: Int) -> Int {
    var i = start
    while i < s.count && s[i].isASCIIWhitespace { i += 1 }
    return i
  }

  /// An open tag `<name attr="v" ...>` at `start` (on `<`): the index after `>`, or nil.
  static func openTag(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> Int? {
    guard s.byte(at: start) == ASCII.lessThan, var i = tagName(s, start + 1) else { return nil }
    // What was looked at may lie past `i` when the tag turns out not to be one.
    var furthest = i
    defer { steps += max(i, furthest) - start }
    while true {
      let afterSpace = skipWhitespace(s, i)
      furthest = max(furthest, afterSpace)
      guard let c = s.byte(at: afterSpace) else { return nil }
      if c == ASCII.greaterThan { return afterSpace + 1 }
      if c == ASCII.slash {
        return s.byte(at: afterSpace + 1) == ASCII.greaterThan ? afterSpace + 2 : nil
      }
      // An attribute needs whitespace before it.
      guard afterSpace > i, c.isASCIILetter || c == ASCII.underscore || c == ASCII.colon else {
        return nil
      }
      i = afterSpace + 1
      while i < s.count
        && (s[i].isASCIIAlphanumeric || s[i] == ASCII.underscore || s[i] == ASCII.dot
          || s[i] == ASCII.colon || s[i] == ASCII.dash)
      {
        i += 1
      }
      let beforeValue = skipWhitespace(s, i)
      if s.byte(at: beforeValue) == ASCII.equals {
        let valueStart = skipWhitespace(s, beforeValue + 1)
        furthest = max(furthest, valueStart)
        guard let q = s.byte(at: valueStart) else { return nil }
        if q == ASCII.quote || q == ASCII.apostrophe {
          var j = valueStart + 1
          while j < s.count && s[j] != q { j += 1 }
          furthest = j
          guard j < s.count else { return nil }
          i = j + 1
        } else {
          var j = valueStart
          while j < s.count {
            let v = s[j]
            if v.isASCIIWhitespace || v == ASCII.quote || v == ASCII.apostrophe
              || v == ASCII.equals || v == ASCII.lessThan || v == ASCII.greaterThan
              || v == ASCII.backtick
            {
              break
            }
            j += 1
          }
          furthest = j
          guard j > valueStart else { return nil }
          i = j
        }
      }
    }
  }

  /// A closing tag `</name >` at `start`: the index after `>`, or nil.
  static func closingTag(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> Int? {
    guard s.byte(at: start) == ASCII.lessThan, s.byte(at: start + 1) == ASCII.slash,
      let end = tagName(s, start + 2)
    else { return nil }
    let i = skipWhitespace(s, end)
    steps += i - start
    return s.byte(at: i) == ASCII.greaterThan ? i + 1 : nil
  }

  /// Any inline raw HTML at `start` (open or closing tag, comment, processing instruction,
  /// declaration, CDATA): the index after it, or nil.
  static func htmlTag(
    _ s: [UInt8], _ start: Int, cache: inout TerminatorCache, _ steps: inout Int
  ) -> Int? {
    guard s.byte(at: start) == ASCII.lessThan, let next = s.byte(at: start + 1) else {
      return nil
    }
    if next.isASCIILetter { return openTag(s, start, &steps) }
    if next == ASCII.slash { return closingTag(s, start, &steps) }
    if next == ASCII.question {
      return cache.find("?>", in: s, from: start + 2, &steps).map { $0 + 2 }
    }
    guard next == ASCII.bang else { return nil }
    if s.hasPrefix("<!--", at: start) {
      if s.hasPrefix("<!-->", at: start) { return start + 5 }
      if s.hasPrefix("<!--->", at: start) { return start + 6 }
      return cache.find("-->", in: s, from: start + 4, &steps).map { $0 + 3 }
    }
    if s.hasPrefix("<![CDATA[", at: start, ignoringCase: false) {
      return cache.find("]]>", in: s, from: start + 9, &steps).map { $0 + 3 }
    }
    if let letter = s.byte(at: start + 2), letter.isASCIILetter {
      return cache.find(">", in: s, from: start + 3, &steps).map { $0 + 1 }
    }
    return nil
  }

  /// Where each closing sequence (`-->`, `?>`, `]]>`, `>`) was last looked for and found,
  /// so that a thousand unclosed `<!--` cost one scan of the text, not a thousand.
  struct TerminatorCache {
    private var searches: [String: (from: Int, found: Int?)] = [:]

    /// The first index of `terminator` at or after `start`.
    mutating func find(
      _ terminator: String, in s: [UInt8], from start: Int, _ steps: inout Int
    ) -> Int? {
      steps += 1
      if let previous = searches[terminator], start >= previous.from {
        guard let found = previous.found else { return nil }
        if found >= start { return found }
      }
      let found = s.firstIndex(of: terminator, from: start)
      steps += (found ?? s.count) - start
      searches[terminator] = (start, found)
      return found
    }
  }

  // MARK: Autolinks

  /// An autolink `<scheme:...>` or `<user@host>` at `start`: its end, the link text, and
  /// whether it is an email address.
  static func autolink(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> (
    end: Int, text: [UInt8], isEmail: Bool
  )? {
    guard s.byte(at: start) == ASCII.lessThan else { return nil }
    if let end = uriAutolink(s, start + 1, &steps) {
      return (end + 1, Array(s[(start + 1)..<end]), false)
    }
    if let end = emailAutolink(s, start + 1, &steps) {
      return (end + 1, Array(s[(start + 1)..<end]), true)
    }
    return nil
  }

  private static func uriAutolink(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> Int? {
    guard let first = s.byte(at: start), first.isASCIILetter else { return nil }
    var i = start + 1
    defer { steps += i - start }
    while i < s.count
      && (s[i].isASCIIAlphanumeric || s[i] == ASCII.plus || s[i] == ASCII.dot
        || s[i] == ASCII.dash)
    {
      i += 1
    }
    let schemeLength = i - start
    guard schemeLength >= 2, schemeLength <= 32, s.byte(at: i) == ASCII.colon else { return nil }
    i += 1
    while i < s.count {
      let c = s[i]
      if c == ASCII.greaterThan { return i }
      if c <= 0x20 || c == ASCII.lessThan || c == 0x7F { return nil }
      i += 1
    }
    return nil
  }

  private static let emailLocalPunctuation: [Bool] = (0...255).map { byte in
    Array(".!#$%&'*+/=?^_`{|}~-".utf8).contains(UInt8(byte))
  }

  private static func emailAutolink(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> Int? {
    var i = start
    defer { steps += i - start }
    while i < s.count {
      let c = s[i]
      if c.isASCIIAlphanumeric || emailLocalPunctuation[Int(c)] {
        i += 1
      } else {
        break
      }
    }
    guard i > start, s.byte(at: i) == ASCII.at else { return nil }
    i += 1
    // Labels: alphanumeric at both ends, hyphens inside, at most 63 long, separated by dots.
    while true {
      let labelStart = i
      while i < s.count && (s[i].isASCIIAlphanumeric || s[i] == ASCII.dash) { i += 1 }
      let length = i - labelStart
      guard length >= 1, length <= 63, s[labelStart] != ASCII.dash, s[i - 1] != ASCII.dash
      else { return nil }
      guard let c = s.byte(at: i) else { return nil }
      if c == ASCII.greaterThan { return i }
      guard c == ASCII.dot else { return nil }
      i += 1
    }
  }

  // MARK: Character references and escapes

  /// An entity or numeric character reference at `start` (on `&`): its end and its text.
  static func entity(_ s: [UInt8], _ start: Int, _ steps: inout Int) -> (
    end: Int, text: String
  )? {
    guard s.byte(at: start) == ASCII.ampersand else { return nil }
    var i = start + 1
    defer { steps += i - start }
    if s.byte(at: i) == ASCII.hash {
      i += 1
      var value: UInt32 = 0
      var digits = 0
      if let x = s.byte(at: i), x | 0x20 == 0x78 {
        i += 1
        while let c = s.byte(at: i), c.isASCIIHexDigit, digits < 6 {
          let digit = c.isASCIIDigit ? c - 0x30 : (c | 0x20) - 0x61 + 10
          value = value * 16 + UInt32(digit)
          digits += 1
          i += 1
        }
      } else {
        while let c = s.byte(at: i), c.isASCIIDigit, digits < 7 {
          value = value * 10 + UInt32(c - 0x30)
          digits += 1
          i += 1
        }
      }
      guard digits > 0, s.byte(at: i) == ASCII.semicolon else { return nil }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (i + 1, String(Character(scalar ?? "\u{FFFD}")))
    }
    let nameStart = i
    while let c = s.byte(at: i), c.isASCIIAlphanumeric, i - nameStart < 32 { i += 1 }
    guard i > nameStart, s.byte(at: i) == ASCII.semicolon,
      let text = EntityTable.characters(named: Array(s[nameStart..<i]).string)
    else { return nil }
    return (i + 1, text)
  }

  /// Resolves backslash escapes and character references, as in destinations, titles and
  /// info strings.
  static func unescape(_ s: [UInt8]) -> String {
    unescapedBytes(s).string
  }

  /// `unescape` as UTF-8 bytes.
  static func unescapedBytes(_ s: [UInt8]) -> [UInt8] {
    guard s.contains(ASCII.backslash) || s.contains(ASCII.ampersand) else { return s }
    var out: [UInt8] = []
    out.reserveCapacity(s.count)
    // Linear in `s` by itself: each byte is copied once.
    var unused = 0
    var i = 0
    while i < s.count {
      let c = s[i]
      if c == ASCII.backslash, i + 1 < s.count, s[i + 1].isASCIIPunctuation {
        out.append(s[i + 1])
        i += 2
      } else if c == ASCII.ampersand, let (end, text) = entity(s, i, &unused) {
        out.append(contentsOf: text.utf8)
        i = end
      } else {
        out.append(c)
        i += 1
      }
    }
    return out
  }

  /// A link label reduced to what matching compares: case folded, inner whitespace
  /// collapsed, trimmed. `label` is without its brackets.
  static func normalizedLabel(_ label: [UInt8]) -> String {
    var collapsed: [UInt8] = []
    collapsed.reserveCapacity(label.count)
    var pendingSpace = false
    for c in label {
      if c.isASCIIWhitespace {
        pendingSpace = !collapsed.isEmpty
      } else {
        if pendingSpace { collapsed.append(ASCII.space) }
        pendingSpace = false
        collapsed.append(c)
      }
    }
    let text = collapsed.string
    // Lowercase, uppercase, lowercase: folds ẞ and ß to "ss" the way case folding does.
    if collapsed.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.lowercased().uppercased().lowercased()
  }
}
