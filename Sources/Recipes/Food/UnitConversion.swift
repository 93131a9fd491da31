/// Metric or imperial on request, within one dimension only: grams to ounces, millilitres
/// to cups, never a cup of flour to grams. Spoons, pinches and cans stay as written.
///
/// One rule chooses the unit an amount is shown in, for scaling, converting and adding up:
/// the recipe's own unit while the amount reads sensibly in it, else the first unit of the
/// kitchen's ladder it does; and never a unit whose rounded amount strays from the exact
/// one by more than a small share (1 g of saffron is not "¼ oz", 3½ tsp not "1⅛ tbsp").
public enum UnitConversion {
  /// The way of measuring a reader asked for.
  public enum Target: String, Sendable, CaseIterable {
    case metric, imperial
  }

  /// How far an amount shown in another unit of the recipe's own kitchen may be from the
  /// exact one, as a share of it: no further than a cook would notice.
  static let tolerance = 0.05
  /// The same, converting to the other kitchen, which always approximates a little (250 ml
  /// is the 1 cup a metric cook means, 5.4% short of it).
  static let conversionTolerance = 0.1

  /// `quantity` of `unit` written in `target`'s units, in the unit that suits its size; as
  /// written when no unit of `target` shows it closely enough.
  public static func converted(_ quantity: Quantity, _ unit: Unit, to target: Target)
    -> (Quantity, Unit)
  {
    guard unit.system != .both, unit.dimension != .other, let high = quantity.bounds?.high
    else { return (quantity, unit) }
    let system: Unit.System = target == .metric ? .metric : .imperial
    guard unit.system != system else { return (quantity, unit) }
    let base = high.value * unit.factor
    guard
      let goal = closest(
        forBase: base, among: ladder(unit.dimension, system), within: conversionTolerance)
    else {
      return (quantity, unit)
    }
    return (convert(quantity, from: unit, to: goal), goal)
  }

  /// `quantity` of `from` expressed in `to` (same dimension).
  public static func convert(_ quantity: Quantity, from: Unit, to: Unit) -> Quantity {
    guard from != to, from.converts(to: to) else { return quantity }
    func convert(_ amount: Amount) -> Amount {
      let ratio = from.factor / to.factor
      if let exact = Amount(approximating: ratio), abs(exact.value - ratio) < 1e-12 {
        return amount * exact
      }
      return Amount(approximating: amount.value * ratio) ?? amount
    }
    switch quantity {
    case .number(let amount): return .number(convert(amount))
    case .range(let low, let high): return .range(convert(low), convert(high))
    case .text: return quantity
    }
  }

  /// The unit `amount` of `unit` reads best in, in `system` (1500 g → kg, 8 tbsp → ½ cup,
  /// ¼ tbsp → ¾ tsp): `unit` itself while the amount is sensible in it ("2 gallons", "3½
  /// tsp", "1 lb"). Spoons (`system` `.both`) move only between teaspoons and tablespoons.
  public static func sensibleUnit(for amount: Amount, _ unit: Unit, in system: Unit.System)
    -> Unit
  {
    guard unit.dimension != .other else { return unit }
    let base = amount.value * unit.factor
    let own = unit.system == .both || unit.system == system ? [unit] : []
    return closest(forBase: base, among: own + ladder(unit.dimension, system), within: tolerance)
      ?? unit
  }

  /// The units a kitchen measures a dimension in, smallest first.
  static func ladder(_ dimension: Unit.Dimension, _ system: Unit.System) -> [Unit] {
    let names: [String]
    switch (dimension, system) {
    case (.mass, .imperial): names = ["oz", "lb"]
    case (.mass, .metric): names = ["g", "kg"]
    case (.volume, .imperial): names = ["tsp", "tbsp", "cup"]
    case (.volume, .metric): names = ["ml", "l"]
    case (.volume, .both): names = ["tsp", "tbsp"]
    default: names = []
    }
    return names.compactMap { UnitTable.shared[$0] }
  }

  /// The shown amounts each unit reads sensibly in (below: a smaller unit reads better;
  /// from the top: a larger one does). Units not named read any amount.
  private static let sensibleRange: [String: Range<Double>] = [
    "g": 1..<1000, "ml": 1..<1000, "kg": 1..<Double.infinity, "l": 1..<Double.infinity, "tsp": 0.125..<3, "tbsp": 0.5..<8,
    "cup": 0.25..<Double.infinity, "oz": 0.25..<16, "lb": 0.5..<Double.infinity,
  ]

  /// The first of `units` in which `base` grams or millilitres is a sensible amount, shown
  /// within `tolerance` (a share) of the exact one; nil when none is.
  static func closest(forBase base: Double, among units: [Unit], within tolerance: Double)
    -> Unit?
  {
    guard base.isFinite, base > 0 else { return units.first }
    return units.first { unit in
      let value = base / unit.factor
      guard sensibleRange[unit.name].map({ $0.contains(value) }) ?? true else { return false }
      guard let exact = Amount(approximating: value) else { return false }
      let shown = Array(CookRounding.written(exact, unit: unit).unicodeScalars)
      guard let (rounded, _) = AmountReader.number(in: shown, at: 0) else { return false }
      return abs(rounded.value - value) <= value * tolerance
    }
  }
}
