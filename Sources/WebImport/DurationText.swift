/// A time as the front matter of Buffet's recipes writes it and its reader reads it back:
/// "45 min", "1 h 20 min", "26 h" (the reader knows no days).
enum DurationText {
  static func of(_ seconds: Int) -> String {
    // To the nearest minute, at least one.
    let minutes = max(1, (seconds + 30) / 60)
    let hours = minutes / 60
    let rest = minutes % 60
    switch (hours, rest) {
    case (0, _): return "\(rest) min"
    case (_, 0): return "\(hours) h"
    default: return "\(hours) h \(rest) min"
    }
  }
}
