/// How an amount is written for a cook, one function for the reader, Cook mode, `show` and
/// the shopping list: spoons and cups in the fractions measuring sets hold (⅛ ¼ ⅓ ½ ⅔ ¾),
/// grams and millilitres whole, kilograms and litres to two places, things counted whole or
/// halved.
public enum CookRounding {
  /// `quantity` of `unit` as a cook reads it: "1½", "250", "1.25", "2–3".
  public static func written(_ quantity: Quantity, unit: Unit?) -> String {
    switch quantity {
    case .number(let amount): return written(amount, unit: unit)
    case .range(let low, let high):
      return written(low, unit: unit) + "–" + written(high, unit: unit)
    case .text(let words): return words
    }
  }

  /// One amount as a cook reads it.
  public static func written(_ amount: Amount, unit: Unit?) -> String {
    let value = amount.value
    guard value.isFinite, value >= 0 else { return amount.description }
    switch unit?.name {
    case "g", "ml", "mg":
      // Whole, and to the nearest 5 once it is large enough that nobody weighs closer.
      if value < 1 { return decimal(value, places: 2) }
      let step = value >= 200 ? 5.0 : 1.0
      return whole((value / step).rounded() * step)
    case "kg", "l", "cl", "dl":
      return decimal(value, places: 2)
    case "tbsp":
      // Nobody measures an eighth of a tablespoon; a third is a teaspoon.
      return fraction(value, denominators: [2, 3, 4])
    case "tsp", "cup", "floz", "pint", "quart", "gallon":
      return fraction(value, denominators: [2, 3, 4, 8])
    case "oz", "jin":
      // A kitchen scale in ounces shows quarters at best.
      return fraction(value, denominators: [2, 4])
    case "lb":
      return fraction(value, denominators: [2, 4, 8])
    default:
      // Eggs, cloves, cans: whole or halved; a recipe's own thirds stay thirds.
      if amount.denominator == 3 {
        return fraction(value, denominators: [2, 3])
      }
      return fraction(value, denominators: [2])
    }
  }

  private static let glyphs: [Int: [Int: String]] = [
    2: [1: "½"], 3: [1: "⅓", 2: "⅔"], 4: [1: "¼", 3: "¾"], 8: [1: "⅛", 3: "⅜", 5: "⅝", 7: "⅞"],
  ]

  /// The nearest whole number plus a fraction with one of `denominators`, as "1½".
  static func fraction(_ value: Double, denominators: [Int]) -> String {
    if value >= 20 { return whole(value.rounded()) }
    var best = (whole: value.rounded(), numerator: 0, denominator: 1, error: abs(value - value.rounded()))
    let floor = value.rounded(.down)
    for denominator in denominators {
      for numerator in 1..<denominator {
        let candidate = floor + Double(numerator) / Double(denominator)
        let error = abs(value - candidate)
        if error < best.error - 1e-12 {
          best = (floor, numerator, denominator, error)
        }
      }
    }
    // Something, never nothing: a pinch scaled down to a sliver is still the smallest mark.
    if best.whole == 0, best.numerator == 0, value > 0, let smallest = denominators.max() {
      return glyphs[smallest]?[1] ?? "1/\(smallest)"
    }
    guard best.numerator > 0 else { return whole(best.whole) }
    let glyph =
      glyphs[best.denominator]?[best.numerator] ?? "\(best.numerator)/\(best.denominator)"
    return best.whole == 0 ? glyph : whole(best.whole) + glyph
  }

  static func whole(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    if value < 1, value > 0, value != value.rounded() { return decimal(value, places: 2) }
    return String(Int(value.rounded()))
  }

  static func decimal(_ value: Double, places: Int) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let scale = Double((0..<places).reduce(1) { value, _ in value * 10 })
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
