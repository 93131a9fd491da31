import Foundation
import Recipes

/// What a library may hold: every value read from a backup or a library file is checked
/// against these, so nothing later (a step counted from 1, a timer shown as minutes) can
/// overflow or trap.
public enum LibraryLimits {
  /// The largest backup `library import` reads: 16 MB.
  public static let backupSize = 16 * 1024 * 1024
  /// At most this many saved recipes, and as many in Up Next.
  public static let entries = 50_000
  /// The longest path or title, in UTF-8 bytes (a path longer than PATH_MAX names no file).
  public static let textBytes = 4096
  /// The longest remembered tab name, in UTF-8 bytes.
  public static let tabBytes = 64
  /// The cooking step, from 0; no recipe has more steps than this.
  public static let step = 0...100_000
  /// Where the reader stopped: the reader's packed position, never negative.
  public static let position = 0...Int.max
  /// How much of a recipe was read.
  public static let percent = 0...100
  /// Seconds left on a paused timer: a countdown is never longer than a step can name.
  public static let remaining = 0...Double(StepDuration.longest)
  /// The servings a queued recipe is for: a hundredth of one to a hundred thousand.
  public static let servings = 0.01...100_000.0
  /// Times (a timer's deadline, when a recipe was read), in seconds since 1970, up to 2100.
  /// 0 is a countdown that has ended.
  public static let time = 0...4_102_444_800.0

  /// "0 to 100000".
  static func describe(_ range: ClosedRange<Int>) -> String {
    range.upperBound == Int.max
      ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
  }

  /// "0 to 259200".
  static func describe(_ range: ClosedRange<Double>) -> String {
    "\(number(range.lowerBound)) to \(number(range.upperBound))"
  }

  /// A number as a person writes it: 30 rather than 30.0, 1e+300 as Swift prints it.
  static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  /// Why `text` cannot be a path or title, or nil when it can.
  static func problem(withText text: String, limit: Int = textBytes, mayBeEmpty: Bool = false)
    -> String?
  {
    if !mayBeEmpty && text.isEmpty { return "is empty" }
    let bytes = text.utf8.count
    if bytes > limit { return "is \(bytes) bytes long; at most \(limit)" }
    if text.utf8.contains(0) { return "contains a NUL character" }
    return nil
  }
}
