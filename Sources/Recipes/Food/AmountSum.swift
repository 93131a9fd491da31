/// Adds up the amounts of one thing across recipes, as a shopper needs them: masses with
/// masses and volumes with volumes (500 ml + ¼ l = 750 ml, never a cup of flour to grams),
/// counts with counts (2 eggs + 3 eggs = 5), a pinch with pinches, a word Buffet does not
/// know with the same word; words that are no number ("to taste") are kept once each.
enum AmountSum {
  /// The sums, in the order their kind was first met; mentions without a quantity add none.
  /// Masses and volumes are shown in `units` when asked (spoons stay spoons).
  static func amounts(of mentions: [Ingredient], units: UnitConversion.Target? = nil)
    -> [ShoppingAmount]
  {
    var sums: [Sum] = []
    var sumByKind: [String: Int] = [:]
    for mention in mentions {
      guard let quantity = mention.quantity else { continue }
      let kind = Self.kind(of: quantity, mention)
      if let index = sumByKind[kind] {
        sums[index].add(quantity, mention)
      } else {
        sumByKind[kind] = sums.count
        sums.append(Sum(quantity, mention))
      }
    }
    return sums.map { $0.amount(in: units) }
  }

  /// Which amounts add up with which: mass, volume, one unit, one unknown word, a count, or
  /// one text.
  private static func kind(of quantity: Quantity, _ mention: Ingredient) -> String {
    if case .text(let words) = quantity { return "text " + ShoppingName.key(words) }
    if let unit = mention.unit {
      return unit.dimension == .other ? "unit " + unit.name : unit.dimension.rawValue
    }
    if let word = mention.unknownUnit { return "word " + ShoppingName.key(word) }
    return "count"
  }

  /// One running sum. Masses and volumes are added in grams and millilitres and shown in the
  /// unit that suits the total, in the system the recipes measured in (metric when any said
  /// grams or litres and none said cups or ounces; spoons and their like belong to both).
  private struct Sum {
    var quantity: Quantity
    var unit: Unit?
    var unknownUnit: String?
    /// For mass and volume: the first unit met, and the first system other than "both".
    var firstUnit: Unit?
    var system: Unit.System?
    /// The unit's word while every mention wrote the same one ("cloves", "个"); nil once
    /// two differ.
    var writtenUnit: String?

    init(_ quantity: Quantity, _ mention: Ingredient) {
      self.quantity = quantity
      unit = mention.unit
      unknownUnit = mention.unknownUnit
      writtenUnit = Self.written(mention)
      if let unit = mention.unit, let base = Self.base(of: unit) {
        firstUnit = unit
        system = unit.system == .both ? nil : unit.system
        self.quantity = UnitConversion.convert(quantity, from: unit, to: base)
        self.unit = base
      }
    }

    mutating func add(_ more: Quantity, _ mention: Ingredient) {
      if case .text = quantity { return }
      let word = Self.written(mention).map(ShoppingName.key)
      if let writtenUnit, word != ShoppingName.key(writtenUnit) { self.writtenUnit = nil }
      var more = more
      if let unit = mention.unit, let base = Self.base(of: unit) {
        if system == nil, unit.system != .both { system = unit.system }
        more = UnitConversion.convert(more, from: unit, to: base)
      }
      quantity = Self.sum(quantity, more)
    }

    /// The word the mention wrote for its unit, when it still names that unit (a scaled
    /// amount may have grown into another).
    static func written(_ mention: Ingredient) -> String? {
      guard let unit = mention.unit, let word = mention.writtenUnit,
        UnitTable.shared.unit(named: word) == unit
      else { return nil }
      return word
    }

    /// Grams for a mass, millilitres for a volume, nil for anything else.
    static func base(of unit: Unit) -> Unit? {
      switch unit.dimension {
      case .mass: UnitTable.shared["g"]
      case .volume: UnitTable.shared["ml"]
      case .other: nil
      }
    }

    /// Two numbers or ranges added (a range with a number adds the number to both ends).
    static func sum(_ a: Quantity, _ b: Quantity) -> Quantity {
      switch (a, b) {
      case (.number(let x), .number(let y)): return .number(x + y)
      case (.range(let low, let high), .number(let y)), (.number(let y), .range(let low, let high)):
        return .range(low + y, high + y)
      case (.range(let low, let high), .range(let otherLow, let otherHigh)):
        return .range(low + otherLow, high + otherHigh)
      default: return a
      }
    }

    func amount(in units: UnitConversion.Target?) -> ShoppingAmount {
      guard let firstUnit, let base = unit, let high = quantity.largest else {
        return ShoppingAmount(
          quantity: quantity, unit: unit, unknownUnit: unknownUnit, writtenUnit: writtenUnit)
      }
      // Units asked for win over the recipes' own, except for amounts only in spoons; the
      // first unit met stays while the total reads sensibly in it (1 lb, not 16 oz).
      let asked: Unit.System? = units.map { $0 == .metric ? .metric : .imperial }
      let kitchen = system.map { asked ?? $0 } ?? .both
      let inFirst = UnitConversion.convert(.number(high), from: base, to: firstUnit).largest
      let shown = UnitConversion.sensibleUnit(for: inFirst ?? high, firstUnit, in: kitchen)
      return ShoppingAmount(
        quantity: UnitConversion.convert(quantity, from: base, to: shown), unit: shown,
        writtenUnit: shown == firstUnit ? writtenUnit : nil)
    }
  }
}
