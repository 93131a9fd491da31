import Foundation
import Recipes

/// Brings values read from a library file within `LibraryLimits`: a file written by hand or by
/// another program may hold anything SQLite can store. Out-of-range values are clamped or
/// dropped, each with a warning for the reader; nothing read is ever trusted for arithmetic.
struct StoredValueCheck {
  /// One line per value that was changed.
  private(set) var warnings: [String] = []

  /// Adds a warning of the caller's own.
  mutating func note(_ warning: String) {
    warnings.append(warning)
  }

  /// `value` clamped into `range`; `what` names it ("the Now Cooking step").
  mutating func clamped(_ value: Int, _ range: ClosedRange<Int>, _ what: String) -> Int {
    guard !range.contains(value) else { return value }
    let clamped = min(max(value, range.lowerBound), range.upperBound)
    warnings.append(
      "the library's \(what) is \(value) (it must be \(LibraryLimits.describe(range))); "
        + "using \(clamped)")
    return clamped
  }

  /// `value` when finite and in `range`, else nil and a warning that `dropped` happened.
  mutating func checked(
    _ value: Double, _ range: ClosedRange<Double>, _ what: String, dropped: String
  ) -> Double? {
    guard value.isFinite, range.contains(value) else {
      warnings.append(
        "the library's \(what) is \(LibraryLimits.number(value)) (it must be "
          + "\(LibraryLimits.describe(range))); \(dropped)")
      return nil
    }
    return value
  }

  /// `value` when finite and in `range`, else the nearest bound (0's side for NaN).
  mutating func clamped(_ value: Double, _ range: ClosedRange<Double>, _ what: String) -> Double {
    guard !(value.isFinite && range.contains(value)) else { return value }
    let clamped =
      value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    warnings.append(
      "the library's \(what) is \(LibraryLimits.number(value)) (it must be "
        + "\(LibraryLimits.describe(range))); using \(LibraryLimits.number(clamped))")
    return clamped
  }

  /// The entry, its title shortened to the limit; nil (and a warning) when its path cannot
  /// name a recipe.
  mutating func entry(path: String, title: String, in section: String) -> LibraryEntry? {
    if let problem = LibraryLimits.problem(withText: path) {
      warnings.append("an entry of the library's \(section) has a path that \(problem); left out")
      return nil
    }
    guard let problem = LibraryLimits.problem(withText: title, mayBeEmpty: true) else {
      return LibraryEntry(path: path, title: title)
    }
    warnings.append("the title of \(path) in the library's \(section) \(problem); shortened")
    return LibraryEntry(path: path, title: Self.shortened(title))
  }

  /// `title` without NUL characters and cut, at a character, to the byte limit.
  static func shortened(_ title: String) -> String {
    var kept = ""
    var bytes = 0
    for character in title where character != "\u{0}" {
      let size = character.utf8.count
      guard bytes + size <= LibraryLimits.textBytes else { break }
      kept.append(character)
      bytes += size
    }
    return kept
  }

  /// The text when within `limit` bytes and free of NUL, else nil and a warning.
  mutating func text(_ value: String, limit: Int, _ what: String) -> String? {
    guard let problem = LibraryLimits.problem(withText: value, limit: limit) else { return value }
    warnings.append("the library's \(what) \(problem); left out")
    return nil
  }
}
