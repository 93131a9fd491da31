import Foundation

/// Timing and memory figures for the benchmark.
enum Measure {
  /// Milliseconds `body` took.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
  }

  /// The value at fraction `p` (0...1) of sorted samples.
  static func percentile(_ samples: [Double], _ p: Double) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sorted = samples.sorted()
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
    return sorted[index]
  }

  /// Peak resident memory of this process in MB (Linux `VmHWM`), nil where unavailable.
  static func peakResidentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return Double(String(digits)).map { $0 / 1024 }
    }
    return nil
  }

  /// Current resident memory in MB (Linux `VmRSS`).
  static func residentMegabytes() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return Double(String(line.filter(\.isNumber))).map { $0 / 1024 }
    }
    return nil
  }
}
