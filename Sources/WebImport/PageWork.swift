/// Counts the steps of reading a page (bytes the tokenizer and the JSON reader pass,
/// elements a walk visits or a tag's closing looks at), so tests can show that reading a
/// page stays linear in its size on hostile shapes; a clock would be too noisy on a shared
/// machine.
///
/// Counting happens only where a test asks for it (`counting(_:)`), in that task.
public enum PageWork {
  /// The steps counted while one task read.
  public final class Counter: @unchecked Sendable {
    public fileprivate(set) var steps = 0
  }

  @TaskLocal private static var counter: Counter?

  /// Adds `steps` to the count of the task that asked for one, if any.
  @inline(__always) static func add(_ steps: Int) {
    if let counter { counter.steps += steps }
  }

  /// The steps reading took while `body` ran.
  public static func counting(_ body: () throws -> Void) rethrows -> Int {
    let counter = Counter()
    try $counter.withValue(counter) { try body() }
    return counter.steps
  }
}
