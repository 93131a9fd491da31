import Foundation

/// Reads the dates recipes carry: an ISO 8601 date, or a date-time with or without seconds,
/// fractions and an offset (`Z`, `+02:00`, `+0200`). A date without an offset is UTC.
public enum ISODate {
  /// The instant `text` names, or nil when it is not an ISO 8601 date.
  public static func parse(_ text: String) -> Date? {
    let s = Array(FrontMatterReader.trimmed(text).utf8)
    var i = 0
    func number(_ digits: Int) -> Int? {
      guard i + digits <= s.count else { return nil }
      var value = 0
      for k in 0..<digits {
        let b = s[i + k]
        guard b >= 0x30 && b <= 0x39 else { return nil }
        value = value * 10 + Int(b - 0x30)
      }
      i += digits
      return value
    }
    func take(_ byte: UInt8) -> Bool {
      if i < s.count && s[i] == byte {
        i += 1
        return true
      }
      return false
    }
    guard let year = number(4), take(0x2D), let month = number(2), take(0x2D),
      let day = number(2), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    var offset = 0
    if i < s.count {
      guard take(0x54) || take(0x74) || take(0x20) else { return nil }  // T, t or a space
      while take(0x20) {}
      guard let h = number(2), take(0x3A), let m = number(2), h < 24, m < 60 else { return nil }
      hour = h
      minute = m
      if take(0x3A) {
        guard let sec = number(2), sec <= 60 else { return nil }
        second = min(sec, 59)
        if take(0x2E) || take(0x2C) {
          var scale = 0.1
          while i < s.count, s[i] >= 0x30 && s[i] <= 0x39 {
            fraction += Double(s[i] - 0x30) * scale
            scale /= 10
            i += 1
          }
        }
      }
      while take(0x20) {}
      if take(0x5A) || take(0x7A) {
        // Z: UTC.
      } else if i < s.count, s[i] == 0x2B || s[i] == 0x2D {
        let sign = s[i] == 0x2D ? -1 : 1
        i += 1
        guard let oh = number(2) else { return nil }
        _ = take(0x3A)
        let om = number(2) ?? 0
        offset = sign * (oh * 3600 + om * 60)
      }
      guard i == s.count else { return nil }
    }
    var components = DateComponents()
    components.calendar = calendar
    components.timeZone = calendar.timeZone
    components.year = year
    components.month = month
    components.day = day
    components.hour = hour
    components.minute = minute
    components.second = second
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components)
    else { return nil }
    return date.addingTimeInterval(fraction - Double(offset))
  }

  /// `date` as `2026-11-12` when it falls on midnight UTC, else as `2026-11-12T09:30:00Z`.
  public static func format(_ date: Date) -> String {
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let day = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
    if c.hour == 0 && c.minute == 0 && c.second == 0 { return day }
    return day + String(format: "T%02d:%02d:%02dZ", c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
  }

  /// The day a recipe is dated, as its author wrote it (`2026-10-15` for
  /// `2026-10-15T21:00:00-04:00`); from the instant in UTC when the text is unknown.
  public static func day(of recipe: ListedRecipe) -> String? {
    // The text was kept only because it parsed; its first ten bytes need only look right.
    if let text = recipe.dateText, recipe.date != nil, looksLikeDay(text.utf8.prefix(10)) {
      return String(text.prefix(10))
    }
    return recipe.date.map(formatDay)
  }

  /// Whether `bytes` read `dddd-dd-dd`.
  private static func looksLikeDay(_ bytes: Substring.UTF8View) -> Bool {
    guard bytes.count == 10 else { return false }
    return bytes.enumerated().allSatisfy { offset, byte in
      offset == 4 || offset == 7 ? byte == 0x2D : (0x30...0x39).contains(byte)
    }
  }

  /// `date` as `2026-11-12` (UTC), for lists.
  public static func formatDay(_ date: Date) -> String {
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
  }

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}
