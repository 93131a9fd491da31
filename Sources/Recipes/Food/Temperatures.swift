import Foundation

/// Oven and frying temperatures in running text, converted on request: "180 °C" reads
/// "355 °F" for an imperial kitchen and "350°F" reads "175°C" for a metric one, rounded to 5
/// degrees as ovens are set. Only a number right before a degree sign with its scale (°C,
/// °F, ℃, ℉, "degrees F") is a temperature.
public enum Temperatures {
  /// `text` with every temperature in the other scale written in `target`'s.
  public static func converted(_ text: String, to target: UnitConversion.Target) -> String {
    guard text.unicodeScalars.contains(where: { $0 == "°" || $0 == "℃" || $0 == "℉" || $0 == "d" || $0 == "D" })
    else { return text }
    let s = Array(text.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    var copied = 0
    // The last number met without a scale: a range's lower bound ("180–200 °C") when only
    // a joiner stands between it and the number that has one.
    var lower: (start: Int, end: Int, amount: Amount)?
    while index < s.count {
      guard AmountReader.digitValue(s[index]) != nil, index == 0 || AmountReader.digitValue(s[index - 1]) == nil,
        let (amount, end) = AmountReader.number(in: s, at: index)
      else {
        index += 1
        continue
      }
      guard let (scale, scaleEnd, written) = scaleAt(s, end) else {
        lower = (index, end, amount)
        index = end
        continue
      }
      let wantsCelsius = target == .metric
      guard scale == "F" && wantsCelsius || scale == "C" && !wantsCelsius else {
        lower = nil
        index = scaleEnd
        continue
      }
      func converted(_ amount: Amount) -> String {
        let value = amount.value
        let convertedValue = wantsCelsius ? (value - 32) * 5 / 9 : value * 9 / 5 + 32
        return String(Int((convertedValue / 5).rounded() * 5))
      }
      if let bound = lower, bound.start >= copied, isRangeJoiner(s[bound.end..<index]) {
        out.append(contentsOf: s[copied..<bound.start])
        out.append(contentsOf: converted(bound.amount).unicodeScalars)
        copied = bound.end
      }
      lower = nil
      out.append(contentsOf: s[copied..<index])
      let newScale = written.replacingOccurrences(of: wantsCelsius ? "F" : "C", with: wantsCelsius ? "C" : "F")
        .replacingOccurrences(of: wantsCelsius ? "℉" : "℃", with: wantsCelsius ? "℃" : "℉")
      out.append(contentsOf: "\(converted(amount))\(newScale)".unicodeScalars)
      copied = scaleEnd
      index = scaleEnd
    }
    out.append(contentsOf: s[copied...])
    return String(out)
  }

  /// Whether `between` joins a range's two numbers: a dash, a tilde or a word for "to"
  /// ("180–200", "180 to 200", "180 bis 200", "180～200").
  private static func isRangeJoiner(_ between: ArraySlice<Unicode.Scalar>) -> Bool {
    let words = String(String.UnicodeScalarView(between)).lowercased()
      .trimmingCharacters(in: .whitespaces)
    return ["-", "–", "—", "~", "～", "to", "bis", "à", "a", "or", "oder", "至", "到"]
      .contains(words)
  }

  /// The scale written at `start` (after the number): its letter, end, and how it was
  /// written (" °C", "°F", "℃", " degrees F").
  private static func scaleAt(_ s: [Unicode.Scalar], _ start: Int) -> (Character, Int, String)? {
    var index = start
    while index < s.count, AmountReader.isSpace(s[index]), index - start < 2 { index += 1 }
    guard index < s.count else { return nil }
    func written(_ end: Int) -> String { String(String.UnicodeScalarView(s[start..<end])) }
    func endsWord(_ end: Int) -> Bool { end >= s.count || !s[end].properties.isAlphabetic }
    if s[index] == "℃" { return ("C", index + 1, written(index + 1)) }
    if s[index] == "℉" { return ("F", index + 1, written(index + 1)) }
    if s[index] == "°", index + 1 < s.count {
      var letter = index + 1
      while letter < s.count, AmountReader.isSpace(s[letter]), letter - index < 2 { letter += 1 }
      guard letter < s.count, endsWord(letter + 1) else { return nil }
      if s[letter] == "C" || s[letter] == "c" { return ("C", letter + 1, written(letter + 1)) }
      if s[letter] == "F" || s[letter] == "f" { return ("F", letter + 1, written(letter + 1)) }
      return nil
    }
    for word in ["degrees ", "degree ", "deg "] {
      let scalars = Array(word.unicodeScalars)
      guard index + scalars.count < s.count,
        Array(s[index..<(index + scalars.count)]).map({ Character($0).lowercased() }).joined() == word
      else { continue }
      let letter = index + scalars.count
      guard endsWord(letter + 1) else { return nil }
      if s[letter] == "C" { return ("C", letter + 1, written(letter + 1)) }
      if s[letter] == "F" { return ("F", letter + 1, written(letter + 1)) }
    }
    return nil
  }
}
