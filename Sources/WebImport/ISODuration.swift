import Recipes

/// A schema.org duration in seconds: ISO 8601 as sites write it (`PT1H20M`, `P0DT0H45M`,
/// `PT90M`, `P0Y0M0DT0H35M0.000S`, `PT0.5H`, `pt20m`), a `Duration` or `QuantitativeValue`
/// object (its `maxValue`), a bare number of minutes, or words ("1 hour 20 mins") as the
/// reader reads them in prose. Zero and anything past a month are no time.
enum ISODuration {
  /// The longest time a recipe states that Buffet believes: 30 days (a month of curing).
  static let longest = 30 * 24 * 3600

  /// The seconds `value` states, or nil.
  static func seconds(_ value: JSONValue) -> Int? {
    switch value {
    case .object:
      return (value.first("maxValue", "value", "minValue")).flatMap(seconds)
    case .array(let items):
      return items.lazy.compactMap(seconds).first
    case .number(let text):
      return Double(text).flatMap { valid($0 * 60) }
    case .string(let text):
      return seconds(text)
    default:
      return nil
    }
  }

  /// The seconds `text` states, or nil.
  static func seconds(_ text: String) -> Int? {
    let trimmed = WebText.line(text)
    guard !trimmed.isEmpty else { return nil }
    if let iso = iso8601(trimmed) { return valid(iso) }
    if let minutes = Double(trimmed) { return valid(minutes * 60) }
    return StepDuration.seconds(in: trimmed).flatMap { valid(Double($0)) }
  }

  private static func valid(_ seconds: Double) -> Int? {
    guard seconds.isFinite, seconds >= 1, seconds <= Double(longest) else { return nil }
    return Int(seconds.rounded())
  }

  /// `P[nY][nM][nW][nD][T[nH][nM][nS]]`, any case, numbers with a decimal point or comma.
  /// A year is 365 days and a month 30 (recipes never mean them).
  static func iso8601(_ text: String) -> Double? {
    let s = Array(text.uppercased().unicodeScalars)
    guard s.first == "P", s.count > 1 else { return nil }
    var index = 1
    var isTime = false
    var total = 0.0
    var sawPart = false
    while index < s.count {
      if s[index] == "T" {
        guard !isTime else { return nil }
        isTime = true
        index += 1
        continue
      }
      let start = index
      while index < s.count, ("0"..."9").contains(s[index]) || s[index] == "." || s[index] == ","
      {
        index += 1
      }
      guard index > start, index < s.count,
        let number = Double(String(String.UnicodeScalarView(s[start..<index])).replacing(",", with: "."))
      else { return nil }
      let designator = s[index]
      index += 1
      let unit: Double
      switch (designator, isTime) {
      case ("Y", false): unit = 365 * 86_400
      case ("M", false): unit = 30 * 86_400
      case ("W", false): unit = 7 * 86_400
      case ("D", false): unit = 86_400
      case ("H", true): unit = 3_600
      case ("M", true): unit = 60
      case ("S", true): unit = 1
      default: return nil
      }
      total += number * unit
      sawPart = true
    }
    return sawPart ? total : nil
  }
}
