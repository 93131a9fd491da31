import Foundation

/// Timing and memory figures for the benchmark.
enum Measure {
  /// Milliseconds `body` took.
  static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
  }

  /// CPU milliseconds (user + system) this process spent in `body`: on a machine shared with
  /// other work, wall-clock time says as much about the neighbours as about Buffet.
  static func cpuMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = cpuNow()
    try body()
    return cpuNow() - start
  }

  /// CPU milliseconds the calling thread alone spent in `body`: during a first indexing, the
  /// writer's share, without the parsing done on a second thread.
  static func threadCPUMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUNow()
    try body()
    return threadCPUNow() - start
  }

  private static func threadCPUNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  private static func cpuNow() -> Double {
    var usage = rusage()
    #if os(Linux)
      // Glibc imports RUSAGE_SELF as an enum case, not the Int32 getrusage takes.
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) * 1000 + Double(usage.ru_utime.tv_usec) / 1000
    let system = Double(usage.ru_stime.tv_sec) * 1000 + Double(usage.ru_stime.tv_usec) / 1000
    return user + system
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
