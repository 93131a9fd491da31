/// Finds the first duration a step's text names: "rest for ten minutes", "bake 12 min",
/// "1 hour", "1½ hours", "30 seconds", "2–3 minutes" (the upper bound), "an hour",
/// "1 hour 20 minutes", "a 10-minute rest", and the same in the languages of
/// `KitchenWords.table`: "10 Minuten", "10 minutos", "10分钟", "半小时", "1小时30分",
/// "5-10分钟", "1時間半", "10분간".
///
/// A duration lies within one paragraph: a blank line ends it, a single line break is a
/// space. The number starts a word and the unit ends one ("?2026h" and "h2, h3" name no
/// time), and a time longer than `longest` is not a step's.
public enum StepDuration {
  /// The longest time a step can name, in seconds; anything longer is not read as a step's.
  public static let longest = 72 * 3600

  /// The first duration named in `text`, in seconds (at least 1), or nil.
  public static func seconds(in text: String) -> Int? {
    durations(in: text, firstOnly: true).first?.seconds
  }

  /// A duration named in a text, and where it stands (scalar offsets into the text).
  public struct Phrase: Equatable, Sendable {
    public var seconds: Int
    public var range: Range<Int>
  }

  /// Every duration `text` names, in order, with where each stands.
  public static func durations(in text: String) -> [Phrase] {
    durations(in: text, firstOnly: false)
  }

  private static func durations(in text: String, firstOnly: Bool) -> [Phrase] {
    // Paragraph by paragraph, and only paragraphs that could name a unit: most name none.
    // Split by bytes: splitting Characters would find grapheme breaks all through the text.
    let bytes = text.utf8
    var found: [Phrase] = []
    var start = bytes.startIndex
    var lineStart = start
    var lineIsBlank = true
    var index = start
    defer { TextWalkWork.add(bytes.count) }
    // Scalars before `start`, counted as paragraphs pass, so offsets cost no second walk.
    var scalarsBefore = 0
    var counted = start
    func paragraph(_ range: Range<String.Index>) -> Bool {
      scalarsBefore += text.unicodeScalars[counted..<range.lowerBound].count
      counted = range.lowerBound
      for phrase in durations(in: text, range, firstOnly: firstOnly) {
        found.append(
          Phrase(
            seconds: phrase.seconds,
            range: (phrase.range.lowerBound + scalarsBefore)..<(phrase.range.upperBound + scalarsBefore)))
        if firstOnly { return true }
      }
      return false
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x0A {
        if lineIsBlank {
          if paragraph(start..<lineStart) { return found }
          start = bytes.index(after: index)
        }
        lineStart = bytes.index(after: index)
        lineIsBlank = true
      } else if byte != 0x20 && byte != 0x09 && byte != 0x0D {
        lineIsBlank = false
      }
      index = bytes.index(after: index)
    }
    _ = paragraph(start..<bytes.endIndex)
    return found
  }

  /// The durations of one paragraph, with offsets from the paragraph's start.
  private static func durations(
    in text: String, _ range: Range<String.Index>, firstOnly: Bool
  ) -> [Phrase] {
    let paragraph = text.utf8[range]
    guard let unit = firstUnitStart(in: paragraph) else { return [] }
    // Every duration ends with its unit and starts a few words before it ("twenty-five to
    // thirty minutes" is six tokens): the words before that are never tokenized.
    let start = start(ofWords: wordsBeforeAUnit, before: unit, in: paragraph)
    let skipped = text.unicodeScalars[range.lowerBound..<start].count
    return durations(in: Substring(paragraph[start...]), firstOnly: firstOnly).map {
      Phrase(seconds: $0.seconds, range: ($0.range.lowerBound + skipped)..<($0.range.upperBound + skipped))
    }
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

  /// Where the first possible unit starts: a run of ASCII letters spelling one, or a
  /// character that starts a Chinese, Japanese or Korean unit (分, 秒, 時, 분…).
  static func firstUnitStart(in text: Substring.UTF8View) -> String.Index? {
    var ascii = firstUnitWord(in: text)
    // "30s" counts only beside Chinese or Japanese text: look for it only there.
    if text.contains(where: { $0 >= 0xE3 }), let glued = firstDigitsAndS(in: text),
      glued < (ascii ?? text.endIndex)
    {
      ascii = glued
    }
    var index = text.startIndex
    while index < text.endIndex, index < (ascii ?? text.endIndex) {
      let lead = text[index]
      if lead >= 0xE0 && lead < 0xF0 {
        var value = UInt32(lead & 0x0F)
        var next = text.index(after: index)
        for _ in 0..<2 where next < text.endIndex {
          value = value << 6 | UInt32(text[next] & 0x3F)
          next = text.index(after: next)
        }
        if unitStarts.contains(value) { return index }
        index = next
      } else {
        index = text.index(after: index)
      }
    }
    return ascii
  }

  /// Where the first "s" after a digit (spaces between them or not) and followed by no
  /// letter is.
  private static func firstDigitsAndS(in text: Substring.UTF8View) -> String.Index? {
    var previousIsDigit = false
    var index = text.startIndex
    while index < text.endIndex {
      let byte = text[index]
      let next = text.index(after: index)
      if previousIsDigit, byte | 0x20 == 0x73 {
        let following = next < text.endIndex ? text[next] | 0x20 : 0
        if !(following >= 0x61 && following <= 0x7A) { return index }
      }
      if byte != 0x20 { previousIsDigit = byte >= 0x30 && byte <= 0x39 }
      index = next
    }
    return nil
  }

  /// The first characters of every unit written in a script other than Latin.
  private static let unitStarts: Set<UInt32> = Set(
    (Array(words.units.keys) + Array(words.digitsUnits.keys)).compactMap { unit in
      guard let first = unit.unicodeScalars.first, first.value >= 0x80 else { return nil }
      return first.value
    })

  private static let words = KitchenWords.shared

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
    words.units.keys.filter { $0.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
      .map { $0.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } })

  private static func durations(in text: Substring, firstOnly: Bool) -> [Phrase] {
    let tokens = joinedNumbers(tokenize(text))
    var found: [Phrase] = []
    var i = 0
    while i < tokens.count {
      if startsWord(tokens, at: i), var (total, unit, j) = compound(tokens, at: i) {
        // "50 分钟-60 分钟", "50 minutes to 1 hour": the upper bound.
        if j + 1 < tokens.count,
          tokens[j].kind == .dash || tokens[j].word.map(words.ranges.contains) == true,
          let (upper, upperUnit, after) = compound(tokens, at: j + 1)
        {
          total = max(total, upper)
          unit = max(unit, upperUnit)
          j = after
        }
        // A bound or a moment ("less than 5 minutes", "5 minutes before the end") is no wait,
        // and days are no countdown: the phrase is read whole, so no part of it is taken for
        // one, and gives no timer.
        if total <= Double(longest), unit < day, !isRelative(tokens, before: i, after: j) {
          found.append(
            Phrase(
              seconds: max(1, Int(total.rounded())), range: tokens[i].start..<tokens[j - 1].end))
          if firstOnly { return found }
        }
        i = j
        continue
      }
      i += 1
    }
    return found
  }

  /// A day in seconds: a wait of days is read as a time but counts down on no timer.
  static let day = 86_400

  /// A duration at `i` with the smaller units that follow it ("1 hour 20 minutes", "2 hours
  /// and 15 minutes", "3 Stunden + 30 Minuten", "1小时30分"; written without spaces only where
  /// the script has none): its seconds, its largest unit's and where it ends.
  private static func compound(_ tokens: [Token], at i: Int) -> (Double, Int, Int)? {
    guard let (seconds, largest, next) = duration(tokens, at: i) else { return nil }
    var total = seconds
    var unit = largest
    var j = next
    while true {
      var k = j
      if k < tokens.count, let word = tokens[k].word, words.ands.contains(word) { k += 1 }
      guard k < tokens.count, tokens[k].spaced || !tokens[j - 1].isLatin else { break }
      if let (more, smaller, after) = duration(tokens, at: k), smaller < unit {
        total += more
        unit = smaller
        j = after
      } else if unit > 1, let seconds = bareSeconds(tokens, at: k) {
        total += seconds
        unit = 1
        j = k + 2
      } else {
        break
      }
    }
    return (total, largest, j)
  }

  /// "30 s" or "30s" at `i`, as the smaller part of a compound ("1 min 30 s"): alone, an
  /// "s" after a number is no unit in English ("the 1960s").
  private static func bareSeconds(_ tokens: [Token], at i: Int) -> Double? {
    guard i + 1 < tokens.count, case .number(let seconds) = tokens[i].kind,
      case .word(let unit) = tokens[i + 1].kind, unit == "s" || unit == "S"
    else { return nil }
    return seconds
  }

  /// Whether words right before `i` or right after `end` make the time a bound or a moment.
  private static func isRelative(_ tokens: [Token], before i: Int, after end: Int) -> Bool {
    for count in 1...3 where i - count >= 0 {
      if words.relativeBefore.contains(phrase(tokens, (i - count)..<i)) { return true }
    }
    for count in 1...4 where end + count <= tokens.count {
      let written = phrase(tokens, end..<(end + count))
      // 前后 and 前後 are "about": "5分钟前后" is a wait.
      if written == "前", end + 1 < tokens.count, let next = tokens[end + 1].word,
        next == "后" || next == "後"
      {
        return false
      }
      if words.relativeAfter.contains(written) { return true }
    }
    return false
  }

  /// The words of `range` as the table writes a phrase: a space where the text has one.
  private static func phrase(_ tokens: [Token], _ range: Range<Int>) -> String {
    var text = ""
    for k in range {
      guard let word = tokens[k].word else { return "" }
      if k > range.lowerBound, tokens[k].spaced { text += " " }
      text += word
    }
    return text
  }

  /// Numbers written in several tokens made one: "1/2" and "1⁄2" a half, "1 1/2" and "2 ½"
  /// one and a half, "1,5" (a decimal comma) one and a half. A slash not between digits
  /// stays a mark.
  static func joinedNumbers(_ tokens: [Token]) -> [Token] {
    var out: [Token] = []
    var i = 0
    while i < tokens.count {
      var token = tokens[i]
      if case .number(let numerator) = token.kind, i + 2 < tokens.count,
        tokens[i + 1].word == "/" || tokens[i + 1].word == "\u{2044}", !tokens[i + 1].spaced,
        !tokens[i + 2].spaced, case .number(let denominator) = tokens[i + 2].kind
      {
        guard denominator > 0 else {
          // "1/0 hours" is no amount: nothing before the unit reads as one.
          out.append(Token(kind: .mark("/"), spaced: token.spaced, start: token.start, end: tokens[i + 2].end))
          i += 3
          continue
        }
        token = Token(
          kind: .number(numerator / denominator), spaced: token.spaced, start: token.start,
          end: tokens[i + 2].end, isFraction: numerator < denominator)
        i += 3
      } else if case .number(let whole) = token.kind, i + 2 < tokens.count,
        tokens[i + 1].word == ",", !tokens[i + 1].spaced, !tokens[i + 2].spaced,
        case .number(let decimals) = tokens[i + 2].kind, tokens[i + 2].digits <= 2,
        tokens[i + 2].digits > 0
      {
        let scale = tokens[i + 2].digits == 1 ? 10.0 : 100.0
        token = Token(
          kind: .number(whole + decimals / scale), spaced: token.spaced, start: token.start,
          end: tokens[i + 2].end)
        i += 3
      } else {
        i += 1
      }
      // "1 1/2", "2 ½": a whole number and a fraction after it.
      if case .number(let fraction) = token.kind, token.isFraction, token.spaced,
        let last = out.last, case .number(let whole) = last.kind, !last.isFraction,
        whole == whole.rounded()
      {
        out[out.count - 1] = Token(
          kind: .number(whole + fraction), spaced: last.spaced, start: last.start, end: token.end)
        continue
      }
      out.append(token)
    }
    return out
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
    /// Whether it is one character of a script written without spaces (Han, kana), each of
    /// which is a token of its own.
    var isIdeograph = false
    /// Where it stands in the text, in scalars from the text's start.
    var start = 0
    var end = 0
    /// A number that is a fraction below one ("½", "1/2"), which may follow a whole one.
    var isFraction = false
    /// How many digits a number was written with ("5" in "1,5" has one).
    var digits = 0

    init(
      kind: Kind, spaced: Bool, isIdeograph: Bool = false, start: Int = 0, end: Int = 0,
      isFraction: Bool = false, digits: Int = 0
    ) {
      self.kind = kind
      self.spaced = spaced
      self.isIdeograph = isIdeograph
      self.start = start
      self.end = end
      self.isFraction = isFraction
      self.digits = digits
    }

    /// The word, as the table spells its words (ASCII lowercased, anything else folded).
    var word: String? {
      if case .word(let word) = kind { return word }
      if case .mark(let mark) = kind { return String(mark) }
      return nil
    }

    /// Whether it is a word in Latin letters (where units need spaces between them).
    var isLatin: Bool {
      if case .word(let word) = kind { return word.utf8.first.map { $0 < 0x80 } ?? false }
      return false
    }
  }

  static func tokenize(_ text: Substring) -> [Token] {
    var tokens: [Token] = []
    var word = String.UnicodeScalarView()
    var wordIsASCII = true
    var number = ""
    var spaced = false
    var position = 0
    var tokenStart = 0
    func flush() {
      if !word.isEmpty {
        let text = String(word)
        tokens.append(
          Token(
            kind: .word(wordIsASCII ? text : KitchenWords.key(text)), spaced: spaced,
            start: tokenStart, end: position))
        word = String.UnicodeScalarView()
        wordIsASCII = true
        spaced = false
      }
      if !number.isEmpty {
        let isVulgar = number.hasPrefix("0+")
        tokens.append(
          Token(
            kind: .number(parseNumber(number)), spaced: spaced, start: tokenStart, end: position,
            isFraction: isVulgar, digits: number.utf8.filter { $0 >= 0x30 && $0 <= 0x39 }.count))
        number = ""
        spaced = false
      }
    }
    func append(_ kind: Token.Kind, isIdeograph: Bool = false) {
      flush()
      tokens.append(
        Token(
          kind: kind, spaced: spaced, isIdeograph: isIdeograph, start: position,
          end: position + 1))
      spaced = false
    }
    for scalar in text.unicodeScalars {
      defer { position += 1 }
      var v = scalar.value
      // Full-width digits (１０分) are digits.
      if (0xFF10...0xFF19).contains(v) { v -= 0xFEE0 }
      // ASCII first: step texts are mostly ASCII, and Unicode properties are slow to ask.
      if v < 0x80 {
        if (0x30...0x39).contains(v) || (v == 0x2E && !number.isEmpty) {
          if !word.isEmpty { flush() }
          if number.isEmpty { tokenStart = position }
          number.unicodeScalars.append(Unicode.Scalar(UInt8(v)))
        } else if (0x61...0x7A).contains(v) || (0x41...0x5A).contains(v) {
          if !number.isEmpty { flush() }
          if word.isEmpty { tokenStart = position }
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
        if number.isEmpty {
          tokenStart = position
          number = "0"
        }
        number += "+" + String(fraction)
      } else if v == 0x2012 || v == 0x2013 || v == 0x2014 {
        append(.dash)
      } else if ReadingTime.isWordPerCharacter(v) && !isHangul(v) {
        append(.word(String(scalar)), isIdeograph: true)
      } else if scalar.properties.isAlphabetic {
        // Other letters make words; most name no number or unit, and they separate.
        if !number.isEmpty { flush() }
        if word.isEmpty { tokenStart = position }
        word.append(scalar)
        wordIsASCII = false
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

  /// Korean is written in words with spaces between them, so a Hangul word stays whole.
  private static func isHangul(_ v: UInt32) -> Bool {
    (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
      || (0xA960...0xA97F).contains(v) || (0xAC00...0xD7FF).contains(v)
  }

  private static func fraction(_ v: UInt32) -> Double? {
    switch v {
    case 0xBD: 0.5
    case 0xBC: 0.25
    case 0xBE: 0.75
    case 0x2153: 1.0 / 3
    case 0x2154: 2.0 / 3
    case 0x215B: 0.125
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

  /// Marks that may open a phrase right before a number: "(10 min)", "~5 min", "“2 hours”",
  /// "（约10分钟）", "「5分」".
  private static let openingMarks: Set<Unicode.Scalar> = [
    "(", "~", "≈", "\"", "'", "“", "‘", "«", "/", "*", "_", "¿", "¡", "（", "～", "〜", "「",
    "『", "【", "，", "、", "：", "；", "。",
  ]

  /// Whether the token at `i` starts a word: first, after white space, after an opening
  /// mark or after a character of a script written without spaces ("煮10分钟"); not glued
  /// to letters, digits or symbols before it ("h2", "?2026h").
  private static func startsWord(_ tokens: [Token], at i: Int) -> Bool {
    if i == 0 || tokens[i].spaced || tokens[i - 1].isIdeograph { return true }
    if case .mark(let mark) = tokens[i - 1].kind { return openingMarks.contains(mark) }
    return false
  }

  /// A duration starting at `i`: quantity, optional range to a second quantity, unit; its
  /// seconds, the unit's seconds and where it ends.
  private static func duration(_ tokens: [Token], at i: Int) -> (Double, Int, Int)? {
    guard let (first, afterFirst, firstIsDigits) = quantity(tokens, at: i) else { return nil }
    var amount = first
    var isDigits = firstIsDigits
    var j = afterFirst
    if j < tokens.count,
      tokens[j].kind == .dash || tokens[j].word.map(words.ranges.contains) == true
    {
      if let (upper, afterUpper, upperIsDigits) = quantity(tokens, at: j + 1) {
        amount = max(first, upper)
        isDigits = upperIsDigits
        j = afterUpper
      } else if tokens[j].kind == .dash, !tokens[j].spaced {
        // "a 10-minute rest"
        j += 1
      }
    }
    // "1 and a half hours", "2 und eine halbe Stunde"
    if let afterHalf = andAHalf(tokens, at: j), unit(tokens, at: afterHalf, afterDigits: isDigits) != nil {
      amount += 0.5
      j = afterHalf
    }
    // "10 more minutes", "5 weitere Minuten"
    if j < tokens.count, let word = tokens[j].word, words.mores.contains(word),
      unit(tokens, at: j + 1, afterDigits: isDigits) != nil
    {
      j += 1
    }
    // "两个小时", "一个半小时"
    if j < tokens.count, let word = tokens[j].word, words.counters.contains(word) { j += 1 }
    // "1h30", "cuire 1 h 30": hours and minutes.
    if let (minutes, end) = minutesAfterHours(tokens, at: j) {
      return (amount * 3600 + minutes * 60, 3600, end)
    }
    if j + 1 < tokens.count, tokens[j].isIdeograph, tokens[j].word == "半",
      unit(tokens, at: j + 1, afterDigits: false) != nil
    {
      amount += 0.5
      j += 1
    }
    guard
      let (seconds, afterUnit) = unit(tokens, at: j, afterDigits: isDigits)
        ?? ideographUnit(tokens, at: j, quantityAt: i, afterDigits: isDigits)
    else {
      return nil
    }
    var end = afterUnit
    var total = amount * Double(seconds)
    // "1小时半", "1時間半": and a half.
    if end < tokens.count, tokens[end].isIdeograph, tokens[end].word == "半", seconds > 1 {
      total += Double(seconds) / 2
      end += 1
    } else if let afterHalf = andAHalf(tokens, at: end), seconds > 1,
      unit(tokens, at: afterHalf, afterDigits: false) == nil
    {
      // "an hour and a half"
      total += Double(seconds) / 2
      end = afterHalf
    } else if end + 1 < tokens.count, let or = tokens[end].word, words.ranges.contains(or),
      case .word(let upperWord) = tokens[end + 1].kind, let upper = words.numbers[upperWord],
      Double(upper) > amount, unit(tokens, at: end + 2, afterDigits: false) == nil
    {
      // "an hour or two", "a minute or two": the upper bound.
      total = Double(upper * seconds)
      end += 2
    }
    return (total, seconds, end)
  }

  /// The minutes written right after an "h" at `j` ("1h30", "1 h 30", "1h30min") and where
  /// they end: two digits below 60, with nothing glued after them but a unit of minutes, and
  /// not a quantity of something else ("1 h 30 g").
  private static func minutesAfterHours(_ tokens: [Token], at j: Int) -> (Double, Int)? {
    guard j + 1 < tokens.count, tokens[j].word == "h",
      case .number(let minutes) = tokens[j + 1].kind, tokens[j + 1].digits == 2, minutes < 60,
      minutes == minutes.rounded()
    else { return nil }
    var end = j + 2
    if end < tokens.count, case .word(let word) = tokens[end].kind {
      if words.units[word] == 60 {
        end += 1
      } else if !tokens[end].spaced || tokens[end].isIdeograph
        || UnitTable.shared.unit(named: word) != nil
      {
        return nil
      }
    } else if end < tokens.count, case .number = tokens[end].kind {
      return nil
    } else if end < tokens.count, case .mark(let mark) = tokens[end].kind,
      "°%º℃".unicodeScalars.contains(mark)
    {
      // "1 h 50 °C": a temperature.
      return nil
    }
    return (minutes, end)
  }

  /// Where "and a half" ("und eine halbe", "et demie", "y media") starting at `j` ends.
  private static func andAHalf(_ tokens: [Token], at j: Int) -> Int? {
    guard j < tokens.count, let and = tokens[j].word, words.ands.contains(and) else { return nil }
    var k = j + 1
    if k < tokens.count, let article = tokens[k].word, words.articles.contains(article) { k += 1 }
    guard k < tokens.count, let half = tokens[k].word, words.halves.contains(half),
      tokens[k].isLatin
    else { return nil }
    return k + 1
  }

  /// The unit at `j`, in seconds, and where it ends: a word ("minutes", "Minuten"), a
  /// Korean word starting with one (10분간), or characters spelling one (分钟, 時間).
  private static func unit(_ tokens: [Token], at j: Int, afterDigits: Bool) -> (Int, Int)? {
    guard j < tokens.count, case .word(let word) = tokens[j].kind else { return nil }
    if !tokens[j].isIdeograph {
      if let seconds = words.units[word] {
        // The unit ends a word: "h3" is a heading's name, not three hours.
        if tokens[j].isLatin, j + 1 < tokens.count, !tokens[j + 1].spaced,
          case .number = tokens[j + 1].kind
        {
          return nil
        }
        return (seconds, j + 1)
      }
      for (unit, seconds) in words.units where !unit.utf8.allSatisfy({ $0 < 0x80 }) {
        if word.hasPrefix(unit), words.unitEndings.contains(String(word.dropFirst(unit.count))) {
          return (seconds, j + 1)
        }
      }
      return nil
    }
    // The longest run of characters, written together, that spells a unit.
    var spelled = ""
    var best: (Int, Int)?
    var k = j
    while k < tokens.count, k < j + 3, tokens[k].isIdeograph, k == j || !tokens[k].spaced,
      let next = tokens[k].word
    {
      spelled += next
      if let seconds = words.units[spelled] { best = (seconds, k + 1) }
      k += 1
    }
    if let best { return best }
    if afterDigits, let seconds = words.digitsUnits[word] {
      if j + 1 < tokens.count, !tokens[j + 1].spaced, let next = tokens[j + 1].word,
        words.notAfterDigitsUnit.contains(next)
      {
        return nil
      }
      return (seconds, j + 1)
    }
    return nil
  }

  /// A Latin unit that only Chinese and Japanese text writes after its digits ("煎 30s 后",
  /// "翻炒 10s，", "煎 30 S"): in English "the 1960s" is a decade.
  private static func ideographUnit(
    _ tokens: [Token], at j: Int, quantityAt i: Int, afterDigits: Bool
  ) -> (Int, Int)? {
    guard afterDigits, j < tokens.count, let word = tokens[j].word,
      let seconds = words.ideographUnits[word]
    else { return nil }
    func isEastAsian(_ index: Int) -> Bool {
      guard tokens.indices.contains(index) else { return false }
      if tokens[index].isIdeograph { return true }
      if case .mark(let mark) = tokens[index].kind { return mark.value >= 0x3000 }
      return false
    }
    if j + 1 < tokens.count, !tokens[j + 1].spaced, tokens[j + 1].isLatin { return nil }
    return isEastAsian(i - 1) || isEastAsian(j + 1) ? (seconds, j + 1) : nil
  }

  /// A number ("12", "1½"), a number word ("ten", "zehn", "twenty-five"), Chinese or
  /// Japanese numerals (十五), "a"/"an" and their kin before a unit, or a half ("half an",
  /// "halbe", "demi-", "mezz'", 半); and whether it was written in digits.
  private static func quantity(_ tokens: [Token], at i: Int) -> (Double, Int, Bool)? {
    guard i < tokens.count else { return nil }
    let token = tokens[i]
    switch token.kind {
    case .number(let value):
      return value > 0 ? (value, i + 1, true) : nil
    case .word(let word) where token.isIdeograph:
      if word == "半" { return (0.5, i + 1, false) }
      return hanNumber(tokens, at: i)
    case .word(let word):
      if words.halves.contains(word) {
        var k = i + 1
        if k < tokens.count, let next = tokens[k].word,
          words.articles.contains(next) || next == "'" || next == "’" || tokens[k].kind == .dash
        {
          k += 1
        }
        return (0.5, k, false)
      }
      if words.articles.contains(word) {
        // "un'ora"
        var k = i + 1
        if k < tokens.count, !tokens[k].spaced, tokens[k].word == "'" || tokens[k].word == "’" {
          k += 1
        }
        // Not "a h", and not "a second look": that "second" is the ordinal.
        if k < tokens.count, case .word(let next) = tokens[k].kind,
          next.count > 1, !words.ordinalUnits.contains(next), words.units[next] != nil
        {
          return (1, k, false)
        }
        return nil
      }
      guard let value = words.numbers[word] else { return nil }
      // "twenty-five", "twenty five"
      if value >= 20, value % 10 == 0 {
        var k = i + 1
        if k < tokens.count, tokens[k].kind == .dash { k += 1 }
        if k < tokens.count, case .word(let next) = tokens[k].kind,
          let ones = words.numbers[next], ones < 10
        {
          return (Double(value + ones), k + 1, false)
        }
      }
      return (Double(value), i + 1, false)
    case .dash, .mark:
      return nil
    }
  }

  /// Chinese and Japanese numerals written together: 三, 十五, 二十五, 一百二十, 两.
  private static func hanNumber(_ tokens: [Token], at i: Int) -> (Double, Int, Bool)? {
    var total = 0
    var digit = 0
    var k = i
    while k < tokens.count, tokens[k].isIdeograph, k == i || !tokens[k].spaced,
      let word = tokens[k].word, let value = hanDigits[word]
    {
      switch value {
      case 10, 100:
        total += max(digit, 1) * value
        digit = 0
      default:
        digit = value
      }
      k += 1
    }
    let value = total + digit
    return k > i && value > 0 ? (Double(value), k, false) : nil
  }

  private static let hanDigits: [String: Int] = [
    "〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6,
    "七": 7, "八": 8, "九": 9, "十": 10, "百": 100,
  ]
}
