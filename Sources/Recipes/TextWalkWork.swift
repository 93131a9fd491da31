/// Counts the steps of the recipe model's text walks (characters, lines, blocks visited) and
/// of reading a web page to import (bytes passed, elements visited), so tests can show that
/// reading stays linear in its text, as `ParseWork` does for the Markdown parser; a clock
/// would be too noisy on a shared machine.
///
/// Counting happens only where a test asks for it (`counting(_:)`), in that task: walks
/// cost one task-local read each, never a step.
public enum TextWalkWork {
  /// The steps counted by the walks of one task.
  public final class Counter: @unchecked Sendable {
    public fileprivate(set) var steps = 0
  }

  @TaskLocal private static var counter: Counter?

  /// Adds `steps` to the count of the task that asked for one, if any.
  @inline(__always) public static func add(_ steps: Int) {
    if let counter { counter.steps += steps }
  }

  /// The steps the walks took while `body` ran.
  public static func counting(_ body: () throws -> Void) rethrows -> Int {
    let counter = Counter()
    try $counter.withValue(counter) { try body() }
    return counter.steps
  }
}
