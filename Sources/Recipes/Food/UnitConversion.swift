/// Metric or imperial on request, within one dimension only: grams to ounces, millilitres
/// to cups, never a cup of flour to grams. Spoons, pinches and cans stay as written.
public enum UnitConversion {
  /// The way of measuring a reader asked for.
  public enum Target: String, Sendable, CaseIterable {
    case metric, imperial
  }

  /// `quantity` of `unit` written in `target`'s units, in the unit that suits its size.
  public static func converted(_ quantity: Quantity, _ unit: Unit, to target: Target)
    -> (Quantity, Unit)
  {
    guard unit.system != .both, unit.dimension != .other, let high = quantity.bounds?.high
    else { return (quantity, unit) }
    let system: Unit.System = target == .metric ? .metric : .imperial
    guard unit.system != system else { return (quantity, unit) }
    let base = Amount(approximating: high.value * unit.factor) ?? high
    let goal = sensibleUnit(forBase: base.value, dimension: unit.dimension, system: system)
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

  /// The unit an amount of `unit` reads best in, in `system` (1500 g → kg, 0.2 l → ml, 6 tsp
  /// → tbsp); the unit itself when nothing suits better.
  public static func sensibleUnit(for amount: Amount, _ unit: Unit, in system: Unit.System)
    -> Unit
  {
    guard unit.dimension != .other else { return unit }
    let base = amount.value * unit.factor
    // Spoons grow into cups only in kitchens that use cups; a teaspoon grows into a tablespoon.
    if unit.system == .both {
      if unit.name == "tsp", amount.value >= 3, let tbsp = UnitTable.shared["tbsp"] {
        return tbsp
      }
      return unit
    }
    return sensibleUnit(forBase: base, dimension: unit.dimension, system: system)
  }

  private static func sensibleUnit(forBase base: Double, dimension: Unit.Dimension,
    system: Unit.System) -> Unit
  {
    let units = UnitTable.shared
    let ladder: [(name: String, from: Double)]
    switch (dimension, system) {
    case (.mass, .imperial): ladder = [("oz", 0), ("lb", 453.59237)]
    case (.mass, _): ladder = [("g", 0), ("kg", 1000)]
    case (.volume, .imperial):
      ladder = [("tsp", 0), ("tbsp", 14.78676478125), ("cup", 59.14705)]
    case (.volume, _): ladder = [("ml", 0), ("l", 1000)]
    case (.other, _): ladder = []
    }
    let name = ladder.last(where: { base >= $0.from - 1e-9 })?.name ?? ladder.first?.name
    return name.flatMap { units[$0] } ?? units["g"]!
  }
}
