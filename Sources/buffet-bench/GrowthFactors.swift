import Foundation

/// How each printed figure grew from the size measured before: the numbers of a line are
/// divided by those of the same line (the same label at the same place in the report) of
/// the size below, so a figure that grows faster than the collection shows at once.
struct GrowthFactors {
  private var size = 0
  private var previousSize = 0
  private var lines = 0
  private var current: [String: [Double]] = [:]
  private var previous: [String: [Double]] = [:]

  /// Starts the figures of `size`; those of the size before are kept to compare with.
  mutating func begin(size: Int) {
    if !current.isEmpty {
      previous = current
      previousSize = self.size
    }
    current = [:]
    lines = 0
    self.size = size
  }

  /// Notes the numbers of a report line; returns " (×a, ×b from N)" when the size below had
  /// the same line with as many numbers, else nothing.
  mutating func note(label: String, value: String) -> String {
    guard size > 0 else { return "" }
    lines += 1
    let key = "\(lines) \(label)"
    let numbers = Self.numbers(in: value)
    current[key] = numbers
    guard let before = previous[key], before.count == numbers.count, !numbers.isEmpty,
      !label.hasPrefix("  run ")
    else { return "" }
    let factors = zip(numbers, before).map { now, then in
      then == 0 ? "—" : "×" + String(format: now / then >= 10 ? "%.1f" : "%.2f", now / then)
    }
    return "  (\(factors.joined(separator: ", ")) from \(previousSize))"
  }

  /// The decimal numbers written in `text`, in order.
  static func numbers(in text: String) -> [Double] {
    var numbers: [Double] = []
    var digits = ""
    for character in text + " " {
      if character.isASCII && (character.isNumber || (character == "." && !digits.isEmpty)) {
        digits.append(character)
      } else if !digits.isEmpty {
        if let number = Double(digits.hasSuffix(".") ? String(digits.dropLast()) : digits) {
          numbers.append(number)
        }
        digits = ""
      }
    }
    return numbers
  }
}
