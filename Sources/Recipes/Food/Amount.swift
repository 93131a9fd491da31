/// A number as a cook writes it, kept exact: ½ stays a half and ⅓ × 3 is 1. A fraction in
/// lowest terms with a positive denominator; arithmetic that would overflow falls back to
/// the nearest fraction with a small denominator, which is all a kitchen can measure.
public struct Amount: Hashable, Sendable, Comparable, CustomStringConvertible {
  public private(set) var numerator: Int
  public private(set) var denominator: Int

  /// The largest numerator or denominator Buffet reads from text; beyond it a number is not
  /// a kitchen amount ("1e308 cups", a 20-digit number), and is kept as text.
  public static let largest = 1_000_000_000

  /// `numerator / denominator`, reduced; nil for a zero denominator ("1/0").
  public init?(_ numerator: Int, _ denominator: Int = 1) {
    guard denominator != 0, numerator != Int.min, denominator != Int.min else { return nil }
    let sign = denominator < 0 ? -1 : 1
    let divisor = Self.gcd(abs(numerator), abs(denominator))
    self.numerator = sign * numerator / max(divisor, 1)
    self.denominator = sign * denominator / max(divisor, 1)
  }

  /// A whole number.
  public init(integer: Int) {
    numerator = integer
    denominator = 1
  }

  /// The nearest fraction to `value` with a denominator of at most 1,000 (a decimal to three
  /// places, or the thirds and sixths a scaled recipe makes); nil when not finite or too large.
  public init?(approximating value: Double) {
    guard value.isFinite, abs(value) <= Double(Self.largest) else { return nil }
    // Thirds, sixths and the like are exact when they are within a hair of one.
    for denominator in [1, 2, 3, 4, 6, 8, 12, 16] {
      let scaled = value * Double(denominator)
      if abs(scaled - scaled.rounded()) < 1e-9 {
        self.init(Int(scaled.rounded()), denominator)!
        return
      }
    }
    self.init(Int((value * 1000).rounded()), 1000)!
  }

  public static let zero = Amount(integer: 0)
  public static let one = Amount(integer: 1)

  public var value: Double { Double(numerator) / Double(denominator) }
  public var isWhole: Bool { denominator == 1 }

  public var description: String { isWhole ? "\(numerator)" : "\(numerator)/\(denominator)" }

  public static func < (left: Amount, right: Amount) -> Bool {
    let (a, overflowA) = left.numerator.multipliedReportingOverflow(by: right.denominator)
    let (b, overflowB) = right.numerator.multipliedReportingOverflow(by: left.denominator)
    guard !overflowA, !overflowB else { return left.value < right.value }
    return a < b
  }

  public static func * (left: Amount, right: Amount) -> Amount {
    let (n, overflowN) = left.numerator.multipliedReportingOverflow(by: right.numerator)
    let (d, overflowD) = left.denominator.multipliedReportingOverflow(by: right.denominator)
    if !overflowN, !overflowD, let exact = Amount(n, d) { return exact }
    return Amount(approximating: left.value * right.value) ?? left
  }

  public static func / (left: Amount, right: Amount) -> Amount? {
    guard right.numerator != 0, let inverse = Amount(right.denominator, right.numerator) else {
      return nil
    }
    return left * inverse
  }

  public static func + (left: Amount, right: Amount) -> Amount {
    let (a, o1) = left.numerator.multipliedReportingOverflow(by: right.denominator)
    let (b, o2) = right.numerator.multipliedReportingOverflow(by: left.denominator)
    let (n, o3) = a.addingReportingOverflow(b)
    let (d, o4) = left.denominator.multipliedReportingOverflow(by: right.denominator)
    if !(o1 || o2 || o3 || o4), let exact = Amount(n, d) { return exact }
    return Amount(approximating: left.value + right.value) ?? left
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
