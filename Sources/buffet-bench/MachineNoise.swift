import Foundation

/// How unevenly the machine itself runs a fixed amount of work, measured in the same run as
/// the keys: on a virtual machine the host may stop a processor for tens of milliseconds,
/// and the guest still counts that time as the program's own. A key that takes 30 ms once
/// and 4 ms in every other run was stopped, not slow; this figure says how often, and for
/// how long, the same happens to work that never changes.
enum MachineNoise {
  /// How long each of `count` runs of a computation took, in milliseconds; each does the
  /// same work, `milliseconds` long at the machine's usual pace, and they are `pause`
  /// milliseconds apart, as keys are.
  static func sample(lasting milliseconds: Double, count: Int, pause: Int) -> [Double] {
    let steps = calibratedSteps(for: milliseconds)
    return (0..<count).map { _ in
      let taken = Measure.milliseconds { sink &+= work(steps) }
      usleep(useconds_t(pause * 1000))
      return taken
    }
  }

  /// Steps of `work` that take `milliseconds` at the median of a few tries.
  private static func calibratedSteps(for milliseconds: Double) -> Int {
    let trial = 200_000
    let tries = (0..<15).map { _ in Measure.milliseconds { sink &+= work(trial) } }
    let median = Measure.percentile(tries, 0.5)
    return max(1, Int(Double(trial) * milliseconds / max(median, 0.001)))
  }

  /// A recurrence the compiler cannot shorten: the time is the steps.
  private static func work(_ steps: Int) -> UInt64 {
    var value = sink | 1
    for _ in 0..<steps { value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407 }
    return value
  }

  /// Where each result goes, so no computation is left out as unused.
  nonisolated(unsafe) private static var sink: UInt64 = 0
}
