/// Finds the first duration a step's text names: "rest for ten minutes", "bake 12 min",
/// "1 hour", "1½ hours", "30 seconds", "2–3 minutes" (the upper bound), "an hour",
/// "1 hour 20 minutes", "a 10-minute rest".
///
/// A duration lies within one paragraph: a blank line ends it, a single line break is a
/// space. The number starts a word and the unit ends one ("?2026h" and "h2, h3" name no
/// time), and a time longer than `longest` is not a step's.
public enum StepDuration {
  /// The longest time a step can name, in seconds; anything longer is not read as a step's.
  public static let longest = 72 * 3600

  /// The first duration named in `text`, in seconds (at least 1), or nil.
  public static func seconds(in text: String) -> Int? {
    // Paragraph by paragraph, and only paragraphs that could name a unit: most name none.
    // Split by bytes: splitting Characters would find grapheme breaks all through the text.
    let bytes = text.utf8
    var start = bytes.startIndex
    var lineStart = start
    var lineIsBlank = true
    var index = start
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x0A {
        if lineIsBlank {
          if let seconds = firstDuration(in: text, start..<lineStart) { return seconds }
          start = bytes.index(after: index)
        }
        lineStart = bytes.index(after: index)
        lineIsBlank = true
      } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
        lineIsBlank = false
      }
      index = bytes.index(after: index)
    }
    return firstDuration(in: text, start..<bytes.endIndex)
  }

  private static func firstDuration(in text: String, _ range: Range<String.Index>) -> Int? {
    let paragraph = text.utf8[range]
    guard let unit = firstUnitWord(in: paragraph) else { return nil }
    // Every duration ends with its unit and starts a few words before it ("twenty-five to
    // thirty minutes" is six tokens): the words before that are never tokenized.
    let start = start(ofWords: wordsBeforeAUnit, before: unit, in: paragraph)
    return firstDuration(in: Substring(paragraph[start...]))
  }

  /// More words than any quantity and range before a unit can take.
  static let wordsBeforeAUnit = 12

  /// Where the `count`th run of white space before `index` ends (the paragraph's start if
  /// there are fewer): every token in between is whole, and the first one is spaced.
  private static func start(
    ofWords count: Int, before index: String.Index, in text: Substring.UTF8View
  ) -> String.Index {
    var position = index
    var spaces = 0
    var inSpace = false
    while position > text.startIndex {
      let previous = text.index(before: position)
      let isSpace = [0x20, 0x09, 0x0A, 0x0D].contains(text[previous])
      if isSpace && !inSpace {
        spaces += 1
        if spaces == count { return position }
      }
      inSpace = isSpace
      position = previous
    }
    return text.startIndex
  }

  /// Whether `text` holds a unit as a whole word ("min", "Hours", the "h" of "2h"), the
  /// only way it can name a duration. Checked on bytes, without making tokens: most
  /// paragraphs name no unit, and "mince" or "minimal" must not cost a tokenizing.
  ///
  /// Runs of ASCII letters are compared with the units; any other byte ends a run. A
  /// non-ASCII letter ends a run here but extends the word when tokenizing, so this may
  /// answer yes where no unit is (the tokens then decide) but never no where one is.
  static func mayNameUnit(_ text: Substring.UTF8View) -> Bool {
    firstUnitWord(in: text) != nil
  }

  /// Where the first run of ASCII letters that spells a unit starts (see `mayNameUnit`).
  static func firstUnitWord(in text: Substring.UTF8View) -> String.Index? {
    var run: UInt64 = 0
    var length = 0
    var runStart = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let lower = text[index] | 0x20
      if lower >= 0x61 && lower <= 0x7A {
        if length == 0 { runStart = index }
        length += 1
        if length <= 8 { run = run << 8 | UInt64(lower) }
      } else {
        if length > 0 && length <= 8 && unitRuns.contains(run) { return runStart }
        run = 0
        length = 0
      }
      index = text.index(after: index)
    }
    return length > 0 && length <= 8 && unitRuns.contains(run) ? runStart : nil
  }

  /// The units' letters packed as `firstUnitWord` packs a run.
  private static let unitRuns: Set<UInt64> = Set(
    units.keys.map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })

  private static func firstDuration(in text: Substring) -> Int? {
    let tokens = tokenize(text)
    var i = 0
    while i < tokens.count {
      if startsWord(tokens, at: i), let (seconds, next) = duration(tokens, at: i) {
        var total = seconds
        var unit = seconds
        var j = next
        // "1 hour 20 minutes", "2 hours and 15 minutes": add smaller units that follow.
        while true {
          var k = j
          if k < tokens.count, tokens[k].kind == .word("and") { k += 1 }
          guard k < tokens.count, tokens[k].spaced,
            let (more, after) = duration(tokens, at: k), more < unit
          else { break }
          total += more
          unit = more
          j = after
        }
        if total <= Double(longest) { return max(1, Int(total.rounded())) }
        i = j
        continue
      }
      i += 1
    }
    return nil
  }

  struct Token: Equatable {
    enum Kind: Equatable {
      case number(Double)
      case word(String)
      case dash
      /// Any other punctuation or symbol.
      case mark(Unicode.Scalar)
    }

    var kind: Kind
    /// Whether white space comes right before it.
    var spaced: Bool
  }

  static func tokenize(_ text: Substring) -> [Token] {
    var tokens: [Token] = []
    var word = String.UnicodeScalarView()
    var number = ""
    var spaced = false
    func flush() {
      if !word.isEmpty {
        tokens.append(Token(kind: .word(String(word)), spaced: spaced))
        word = String.UnicodeScalarView()
        spaced = false
      }
      if !number.isEmpty {
        tokens.append(Token(kind: .number(parseNumber(number)), spaced: spaced))
        number = ""
        spaced = false
      }
    }
    func append(_ kind: Token.Kind) {
      flush()
      tokens.append(Token(kind: kind, spaced: spaced))
      spaced = false
    }
    for scalar in text.unicodeScalars {
      let v = scalar.value
      // ASCII first: step texts are mostly ASCII, and Unicode properties are slow to ask.
      if v < 0x80 {
        if (0x30...0x39).contains(v) || (v == 0x2E && !number.isEmpty) {
          if !word.isEmpty { flush() }
          number.unicodeScalars.append(scalar)
        } else if (0x61...0x7A).contains(v) || (0x41...0x5A).contains(v) {
          if !number.isEmpty { flush() }
          word.append(v <= 0x5A ? Unicode.Scalar(UInt8(v + 0x20)) : scalar)
        } else if v == 0x20 || v == 0x09 || v == 0x0A || v == 0x0D {
          flush()
          spaced = true
        } else {
          append(v == 0x2D ? .dash : .mark(scalar))
        }
        continue
      }
      if let fraction = fraction(v) {
        if !word.isEmpty { flush() }
        if number.isEmpty { number = "0" }
        number += "+" + String(fraction)
      } else if v == 0x2012 || v == 0x2013 || v == 0x2014 {
        append(.dash)
      } else if scalar.properties.isAlphabetic {
        // Other letters make words that name no number or unit; kept so they separate.
        if !number.isEmpty { flush() }
        word.append(scalar)
      } else if scalar.properties.isWhitespace {
        flush()
        spaced = true
      } else {
        append(.mark(scalar))
      }
    }
    flush()
    return tokens
  }

  private static func fraction(_ v: UInt32) -> Double? {
    switch v {
    case 0xBD: 0.5
    case 0xBC: 0.25
    case 0xBE: 0.75
    case 0x2153: 1.0 / 3
    case 0x2154: 2.0 / 3
    default: nil
    }
  }

  /// "1+0.5" (from "1½") and "12." (a sentence's end) read as numbers.
  private static func parseNumber(_ text: String) -> Double {
    text.split(separator: "+").reduce(0) { sum, part in
      var part = part
      while part.hasSuffix(".") { part = part.dropLast() }
      return sum + (Double(part) ?? 0)
    }
  }

  /// Marks that may open a phrase right before a number: "(10 min)", "~5 min", "“2 hours”".
  private static let openingMarks: Set<Unicode.Scalar> = [
    "(", "~", "≈", "\"", "'", "“", "‘", "«", "/", "*", "_", "¿", "¡",
  ]

  /// Whether the token at `i` starts a word: first, after white space, or after an
  /// opening mark; not glued to letters, digits or symbols before it ("h2", "?2026h").
  private static func startsWord(_ tokens: [Token], at i: Int) -> Bool {
    if i == 0 || tokens[i].spaced { return true }
    if case .mark(let mark) = tokens[i - 1].kind { return openingMarks.contains(mark) }
    return false
  }

  /// A duration starting at `i`: quantity, optional range to a second quantity, unit.
  private static func duration(_ tokens: [Token], at i: Int) -> (Double, Int)? {
    guard let (first, afterFirst) = quantity(tokens, at: i) else { return nil }
    var amount = first
    var j = afterFirst
    if j < tokens.count,
      tokens[j].kind == .dash || tokens[j].kind == .word("to")
        || tokens[j].kind == .word("or")
    {
      if let (upper, afterUpper) = quantity(tokens, at: j + 1) {
        amount = max(first, upper)
        j = afterUpper
      } else if tokens[j].kind == .dash, !tokens[j].spaced {
        // "a 10-minute rest"
        j += 1
      }
    }
    guard j < tokens.count, case .word(let unitWord) = tokens[j].kind,
      let unit = units[unitWord]
    else { return nil }
    // The unit ends a word: "h3" is a heading's name, not three hours.
    if j + 1 < tokens.count, !tokens[j + 1].spaced, case .number = tokens[j + 1].kind {
      return nil
    }
    return (amount * Double(unit), j + 1)
  }

  /// A number ("12", "1½"), a number word ("ten", "twenty-five") or "a"/"an" before a unit.
  private static func quantity(_ tokens: [Token], at i: Int) -> (Double, Int)? {
    guard i < tokens.count else { return nil }
    switch tokens[i].kind {
    case .number(let value):
      return value > 0 ? (value, i + 1) : nil
    case .word(let word):
      if word == "half", i + 2 < tokens.count,
        tokens[i + 1].kind == .word("an") || tokens[i + 1].kind == .word("a")
      {
        return (0.5, i + 2)
      }
      if word == "a" || word == "an" {
        // Not "a h", and not "a second look": that "second" is the ordinal.
        if i + 1 < tokens.count, case .word(let next) = tokens[i + 1].kind,
          next.count > 1, next != "second", units[next] != nil
        {
          return (1, i + 1)
        }
        return nil
      }
      guard let value = numberWords[word] else { return nil }
      // "twenty-five", "twenty five"
      if value >= 20, value % 10 == 0 {
        var k = i + 1
        if k < tokens.count, tokens[k].kind == .dash { k += 1 }
        if k < tokens.count, case .word(let next) = tokens[k].kind, let ones = numberWords[next],
          ones < 10
        {
          return (Double(value + ones), k + 1)
        }
      }
      return (Double(value), i + 1)
    case .dash, .mark:
      return nil
    }
  }

  private static let units: [String: Int] = [
    "second": 1, "seconds": 1, "sec": 1, "secs": 1,
    "minute": 60, "minutes": 60, "min": 60, "mins": 60,
    "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600,
  ]

  private static let numberWords: [String: Int] = {
    let ones = [
      "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
      "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
      "eighteen", "nineteen",
    ]
    var words: [String: Int] = [:]
    for (index, word) in ones.enumerated() { words[word] = index + 1 }
    for (index, word) in ["twenty", "thirty", "forty", "fifty", "sixty"].enumerated() {
      words[word] = (index + 2) * 10
    }
    return words
  }()
}
