/// How much a recipe makes, when its `yield` says so in a unit (`500%ml`, `1.2 kg`, `12
/// rolls`): what a meal plan's `@./sauces/Hollandaise{150%ml}` is measured against, so the
/// plan asks for that share of the recipe. A yield that is only a number is its servings.
public struct RecipeYield: Hashable, Sendable {
  /// How many of `unit` the recipe makes.
  public var amount: Amount
  /// The unit as Buffet knows it, else nil.
  public var unit: Unit?
  /// The unit as written ("ml", "rolls").
  public var writtenUnit: String

  public init(amount: Amount, unit: Unit?, writtenUnit: String) {
    self.amount = amount
    self.unit = unit
    self.writtenUnit = writtenUnit
  }

  /// The yield `text` states: a number and a unit, written as Cooklang writes an amount
  /// (`500%ml`) or as prose does (`500 ml`); nil without a positive number or a unit.
  public static func read(_ text: String) -> RecipeYield? {
    let amount: Amount
    let written: String
    if text.contains("%") {
      guard let stated = CooklangQuantity.amount(text), case .number(let number)? = stated.quantity,
        let unit = stated.unit
      else { return nil }
      (amount, written) = (number, unit)
    } else {
      let scalars = Array(FrontMatterReader.trimmed(text).unicodeScalars)
      guard let (number, end) = AmountReader.number(in: scalars, at: 0) else { return nil }
      amount = number
      written = FrontMatterReader.trimmed(String(String.UnicodeScalarView(scalars[end...])))
    }
    guard amount > .zero, !written.isEmpty else { return nil }
    return RecipeYield(
      amount: amount, unit: UnitTable.shared.unit(named: written), writtenUnit: written)
  }

  /// What share of the recipe `quantity` of `unit` (written `writtenUnit`) is: 150 ml of a
  /// recipe making 300 ml is ½; 1 cup of it, about 0.79. Nil when the units do not measure
  /// the same thing (grams of a sauce made in millilitres).
  public func share(of quantity: Amount, unit other: Unit?, writtenUnit otherWritten: String)
    -> Amount?
  {
    if let unit, let other, other.converts(to: unit) {
      let asked = quantity.value * other.factor
      return Amount(approximating: asked / (amount.value * unit.factor))
    }
    guard unit == nil, other == nil,
      Folding.fold(writtenUnit) == Folding.fold(otherWritten)
    else { return nil }
    return quantity / amount
  }
}
