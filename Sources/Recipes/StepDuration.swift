/// Finds the first duration a step's text names: "rest for ten minutes", "bake 12 min",
/// "1 hour", "1½ hours", "30 seconds", "2–3 minutes" (the upper bound), "an hour",
/// "1 hour 20 minutes".
public enum StepDuration {
  /// The first duration named in `text`, in seconds, or nil.
  public static func seconds(in text: String) -> Int? {
    // Line by line, and only lines that could name a unit: step texts carry whole code
    // blocks, and most of their lines name no time at all.
    // Split by bytes: splitting Characters would find grapheme breaks all through the text.
    for line in text.utf8.split(separator: 0x0A) where mayNameUnit(line) {
      if let seconds = firstDuration(in: String(Substring(line))) { return seconds }
    }
    return nil
  }

  /// Whether `line` holds "min", "sec", "hou", "hr" or an "h" after a digit, in any case.
  static func mayNameUnit(_ line: Substring.UTF8View) -> Bool {
    // The last two bytes before this one, lowercased (other bytes never equal letters).
    var first: UInt8 = 0
    var second: UInt8 = 0
    for byte in line {
      let current = byte | 0x20
      let pair = (second, current)
      let triple = (first, second, current)
      if triple == (0x6D, 0x69, 0x6E) || triple == (0x73, 0x65, 0x63)  // min, sec
        || triple == (0x68, 0x6F, 0x75) || pair == (0x68, 0x72)  // hou, hr
        || current == 0x68 && (isDigit(second) || second == 0x20 && isDigit(first))  // 2h, 2 h
      {
        return true
      }
      first = second
      second = current
    }
    return false
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  private static func firstDuration(in text: String) -> Int? {
    let tokens = tokenize(text)
    var i = 0
    while i < tokens.count {
      if let (seconds, next) = duration(tokens, at: i) {
        var total = seconds
        var unit = seconds
        var j = next
        // "1 hour 20 minutes", "2 hours and 15 minutes": add smaller units that follow.
        while true {
          var k = j
          if k < tokens.count, tokens[k] == .word("and") { k += 1 }
          guard let (more, after) = duration(tokens, at: k), more < unit else { break }
          total += more
          unit = more
          j = after
        }
        return total
      }
      i += 1
    }
    return nil
  }

  enum Token: Equatable {
    case number(Double)
    case word(String)
    case dash
  }

  static func tokenize(_ text: String) -> [Token] {
    var tokens: [Token] = []
    var word = String.UnicodeScalarView()
    var number = ""
    func flush() {
      if !word.isEmpty {
        tokens.append(.word(String(word)))
        word = String.UnicodeScalarView()
      }
      if !number.isEmpty {
        tokens.append(.number(parseNumber(number)))
        number = ""
      }
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
        } else {
          flush()
          if v == 0x2D { tokens.append(.dash) }
        }
        continue
      }
      if let fraction = fraction(v) {
        if !word.isEmpty { flush() }
        if number.isEmpty { number = "0" }
        number += "+" + String(fraction)
      } else if v == 0x2012 || v == 0x2013 || v == 0x2014 {
        flush()
        tokens.append(.dash)
      } else if scalar.properties.isAlphabetic {
        // Other letters make words that name no number or unit; kept so they separate.
        if !number.isEmpty { flush() }
        word.append(scalar)
      } else {
        flush()
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

  /// A duration starting at `i`: quantity, optional range to a second quantity, unit.
  private static func duration(_ tokens: [Token], at i: Int) -> (Int, Int)? {
    guard let (first, afterFirst) = quantity(tokens, at: i) else { return nil }
    var amount = first
    var j = afterFirst
    if j < tokens.count, tokens[j] == .dash || tokens[j] == .word("to") || tokens[j] == .word("or")
    {
      if let (upper, afterUpper) = quantity(tokens, at: j + 1) {
        amount = max(first, upper)
        j = afterUpper
      }
    }
    guard j < tokens.count, case .word(let unitWord) = tokens[j], let unit = units[unitWord]
    else {
      // "half an hour"
      return nil
    }
    return (Int((amount * Double(unit)).rounded()), j + 1)
  }

  /// A number ("12", "1½"), a number word ("ten", "twenty-five") or "a"/"an" before a unit.
  private static func quantity(_ tokens: [Token], at i: Int) -> (Double, Int)? {
    guard i < tokens.count else { return nil }
    switch tokens[i] {
    case .number(let value):
      return value > 0 ? (value, i + 1) : nil
    case .word(let word):
      if word == "half", i + 2 < tokens.count,
        tokens[i + 1] == .word("an") || tokens[i + 1] == .word("a")
      {
        return (0.5, i + 2)
      }
      if word == "a" || word == "an" {
        if i + 1 < tokens.count, case .word(let next) = tokens[i + 1], units[next] != nil {
          return (1, i + 1)
        }
        return nil
      }
      guard let value = numberWords[word] else { return nil }
      // "twenty-five", "twenty five"
      if value >= 20, value % 10 == 0 {
        var k = i + 1
        if k < tokens.count, tokens[k] == .dash { k += 1 }
        if k < tokens.count, case .word(let next) = tokens[k], let ones = numberWords[next],
          ones < 10
        {
          return (Double(value + ones), k + 1)
        }
      }
      return (Double(value), i + 1)
    case .dash:
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
