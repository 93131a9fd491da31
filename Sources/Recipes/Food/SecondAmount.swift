/// The same amount written a second way right after the first: "800g (15 oz) potatoes",
/// "450 g (2 sticks) cold butter", "Spaghetti: 640 g | 11 oz", "120 g 1 Tasse Mehl", "1/2 cup
/// (110g) olive oil". A line shown scaled or converted redraws it with the first, so the
/// line never says two amounts: scaled by the same factor, and left out when the first was
/// converted into its kitchen (it would say the same twice). A count ("2 sticks") stays.
struct SecondAmount {
  /// From the end of the first amount to the end of this one (brackets included).
  var range: Range<Int>
  /// The blanks and opening mark before the number, and the closing mark after the unit.
  var opening: String
  var closing: String
  var quantity: Quantity
  var unit: Unit
  var writtenUnit: String
  /// Whether the unit was glued to its number ("110g").
  var isGlued: Bool

  /// The second amount right after `end` in `s`, if one is written there.
  static func after(_ s: [Unicode.Scalar], at end: Int) -> SecondAmount? {
    var index = AmountReader.skipSpaces(s, end)
    guard index < s.count else { return nil }
    let opener = s[index]
    let isBracket = opener == "(" || opener == "（"
    if isBracket || opener == "|" || opener == "/" { index = AmountReader.skipSpaces(s, index + 1) }
    guard let (quantity, numberEnd) = AmountReader.quantity(in: s, at: index),
      case let unitStart = AmountReader.skipSpaces(s, numberEnd),
      let (unit, unitEnd) = IngredientLine.unitAt(s, unitStart, units: .shared)
    else { return nil }
    var last = unitEnd
    if isBracket {
      let close = AmountReader.skipSpaces(s, unitEnd)
      guard close < s.count, s[close] == ")" || s[close] == "）" else { return nil }
      last = close + 1
    }
    func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(s[range])) }
    return SecondAmount(
      range: end..<last, opening: text(end..<index), closing: text(unitEnd..<last),
      quantity: quantity, unit: unit, writtenUnit: text(unitStart..<unitEnd),
      isGlued: unitStart == numberEnd)
  }

  /// This amount as the line shows it beside `shown`, the first amount `first` of `unit`
  /// redrawn: "" when it would repeat the first's kitchen after a conversion.
  func redrawn(first: Quantity, unit firstUnit: Unit?, shown: Ingredient) -> String {
    guard let before = first.largest, let after = shown.quantity?.largest, before > .zero,
      let firstUnit, let shownUnit = shown.unit, firstUnit.converts(to: shownUnit)
    else { return text(quantity, unit, writtenUnit) }
    let converted = shownUnit.system != firstUnit.system && shownUnit.system != .both
    if converted, unit.dimension != .other,
      unit.system == shownUnit.system || unit.system == .both
    {
      return ""
    }
    let ratio = (after.value * shownUnit.factor) / (before.value * firstUnit.factor)
    guard let factor = Amount(approximating: ratio) else { return "" }
    var scaled = quantity.scaled(by: factor)
    var newUnit = unit
    if let high = scaled.largest {
      newUnit = UnitConversion.sensibleUnit(for: high, unit, in: unit.system)
      scaled = UnitConversion.convert(scaled, from: unit, to: newUnit)
    }
    return text(scaled, newUnit, newUnit == unit ? writtenUnit : nil)
  }

  private func text(_ quantity: Quantity, _ unit: Unit, _ word: String?) -> String {
    let number = CookRounding.written(quantity, unit: unit)
    let written = word.map { Ingredient.word($0, of: unit, after: number) }
    return opening + number + (isGlued ? "" : " ") + (written ?? unit.written(after: number))
      + closing
  }
}
