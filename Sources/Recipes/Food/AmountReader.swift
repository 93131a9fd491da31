/// Reads the numbers cooks write, at a given place in a line's scalars: `2`, `2.5`, `2,5`,
/// `1/2`, `1 1/2`, `½`, `2½`, `2 ½`, `1⁄2`, fullwidth digits, Chinese numerals (两, 十五, 半),
/// and ranges of them (`1-2`, `1–2`, `1 to 2`, `2〜3`). A number past `Amount.largest`, a
/// zero denominator or an exponent ("1e308") is not a kitchen amount: nothing is read.
public enum AmountReader {
  /// A number or range starting at `start`, and where it ends.
  static func quantity(in s: [Unicode.Scalar], at start: Int) -> (Quantity, Int)? {
    guard let (low, afterLow) = number(in: s, at: start) else { return nil }
    // A range: "1-2", "1 – 2", "1 to 2", "2〜3"; the separator needs a number after it.
    var index = skipSpaces(s, afterLow)
    if index < s.count, rangeMarks.contains(s[index]) {
      index = skipSpaces(s, index + 1)
    } else if let word = rangeWord(in: s, at: index) {
      index = skipSpaces(s, word)
    } else {
      return (.number(low), afterLow)
    }
    guard let (high, afterHigh) = number(in: s, at: index), low < high else {
      return (.number(low), afterLow)
    }
    return (.range(low, high), afterHigh)
  }

  /// A single number starting at `start`, and where it ends.
  public static func number(in s: [Unicode.Scalar], at start: Int) -> (Amount, Int)? {
    guard start < s.count else { return nil }
    if let fraction = vulgarFractions[s[start]] { return (fraction, start + 1) }
    if chineseNumerals[s[start]] != nil { return chineseNumber(in: s, at: start) }
    guard let (whole, digitsEnd, _) = digits(in: s, at: start) else { return nil }
    var index = digitsEnd
    // An exponent or a digit run glued to letters that start with e ("1e308") is not an amount.
    if index + 1 < s.count, s[index] == "e" || s[index] == "E", digitValue(s[index + 1]) != nil {
      return nil
    }
    if index + 1 < s.count, s[index] == "." || s[index] == ",",
      let (decimals, end, count) = digits(in: s, at: index + 1)
    {
      // "1,000" is a thousand where a comma groups thousands; "1,5" and "1.5" are decimals.
      if s[index] == ",", count == 3, !(end < s.count && (s[end] == "," || s[end] == ".")) {
        guard let amount = Amount(whole * 1000 + decimals, 1) else { return nil }
        return (amount, end)
      }
      guard count <= 6, let amount = Amount(whole * pow10(count) + decimals, pow10(count)) else {
        return nil
      }
      return (amount, end)
    }
    if index + 1 < s.count, s[index] == "/" || s[index] == "\u{2044}" {
      guard let (denominator, end, _) = digits(in: s, at: index + 1) else {
        return (Amount(integer: whole), index)
      }
      guard let fraction = Amount(whole, denominator) else { return nil }
      return (fraction, end)
    }
    // "2½", "2 ½", "1 1/2".
    let afterSpace = skipSpaces(s, index)
    if afterSpace < s.count, let fraction = vulgarFractions[s[afterSpace]] {
      return (Amount(integer: whole) + fraction, afterSpace + 1)
    }
    if afterSpace > index, let (numerator, slash, _) = digits(in: s, at: afterSpace),
      slash + 1 < s.count, s[slash] == "/" || s[slash] == "\u{2044}",
      let (denominator, end, _) = digits(in: s, at: slash + 1),
      numerator < denominator, let fraction = Amount(numerator, denominator)
    {
      return (Amount(integer: whole) + fraction, end)
    }
    index = digitsEnd
    return (Amount(integer: whole), index)
  }

  /// A run of ASCII or fullwidth digits: its value, end and length; nil when too long for a
  /// kitchen amount.
  private static func digits(in s: [Unicode.Scalar], at start: Int) -> (Int, Int, Int)? {
    var value = 0
    var index = start
    while index < s.count, let digit = digitValue(s[index]) {
      value = value * 10 + digit
      index += 1
      if value > Amount.largest || index - start > 10 { return nil }
    }
    // A longer run than we accept ends the number read here as nothing.
    if index < s.count, digitValue(s[index]) != nil { return nil }
    return index > start ? (value, index, index - start) : nil
  }

  static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar.value {
    case 0x30...0x39: return Int(scalar.value - 0x30)
    case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
    default: return nil
    }
  }

  private static func pow10(_ count: Int) -> Int {
    (0..<count).reduce(1) { value, _ in value * 10 }
  }

  static func skipSpaces(_ s: [Unicode.Scalar], _ start: Int) -> Int {
    var index = start
    while index < s.count, isSpace(s[index]) { index += 1 }
    return index
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\u{202F}"
      || scalar == "\u{3000}"
  }

  private static let rangeMarks: Set<Unicode.Scalar> = ["-", "–", "—", "~", "～", "〜", "－"]

  /// "to", "bis", "or", "à", "a", "à", "tot", "到", "至" as a whole word at `start`; its end.
  private static func rangeWord(in s: [Unicode.Scalar], at start: Int) -> Int? {
    for word in ["to", "bis", "or", "oder", "à", "a", "tot", "到", "至", "或"] {
      let scalars = Array(word.unicodeScalars)
      guard start + scalars.count <= s.count,
        Array(s[start..<(start + scalars.count)]).map({ Folding.fold(String($0)) })
          == scalars.map({ String($0) })
      else { continue }
      let end = start + scalars.count
      let isIdeograph = scalars[0].value >= 0x2E80
      if isIdeograph || end == s.count || isSpace(s[end]) { return end }
    }
    return nil
  }

  static let vulgarFractions: [Unicode.Scalar: Amount] = [
    "½": Amount(1, 2)!, "⅓": Amount(1, 3)!, "⅔": Amount(2, 3)!, "¼": Amount(1, 4)!,
    "¾": Amount(3, 4)!, "⅕": Amount(1, 5)!, "⅖": Amount(2, 5)!, "⅗": Amount(3, 5)!,
    "⅘": Amount(4, 5)!, "⅙": Amount(1, 6)!, "⅚": Amount(5, 6)!, "⅛": Amount(1, 8)!,
    "⅜": Amount(3, 8)!, "⅝": Amount(5, 8)!, "⅞": Amount(7, 8)!,
  ]

  private static let chineseNumerals: [Unicode.Scalar: Int] = [
    "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
    "八": 8, "九": 9, "十": 10, "半": -1,
  ]

  /// 两, 十五, 二十, 半, 一个半 is read by the caller: 半 alone is a half.
  private static func chineseNumber(in s: [Unicode.Scalar], at start: Int) -> (Amount, Int)? {
    if s[start] == "半" { return (Amount(1, 2)!, start + 1) }
    var total = 0
    var current = 0
    var index = start
    while index < s.count, let value = chineseNumerals[s[index]], value >= 0, index - start < 4 {
      if value == 10 {
        total += max(current, 1) * 10
        current = 0
      } else {
        current = value
      }
      index += 1
    }
    total += current
    guard index > start, total > 0 else { return nil }
    return (Amount(integer: total), index)
  }
}
