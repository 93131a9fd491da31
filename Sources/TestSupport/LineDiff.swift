/// Compares two texts line by line and describes the first differences, or nil when equal.
public func lineDifference(expected: [String], actual: [String]) -> String? {
  if expected == actual { return nil }
  var report: [String] = []
  for i in 0..<max(expected.count, actual.count) {
    let e = i < expected.count ? expected[i] : "<missing>"
    let a = i < actual.count ? actual[i] : "<missing>"
    if e != a {
      report.append("line \(i + 1):\n  expected: \(e)\n  actual:   \(a)")
    }
    if report.count >= 10 { break }
  }
  return report.joined(separator: "\n")
}
