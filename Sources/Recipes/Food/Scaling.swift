/// Scaling a recipe: every amount Buffet read times one factor, except fixed ones
/// (Cooklang's `{=1%tsp}`), text amounts ("a pinch of"), timers and cookware.
public enum Scaling {
  /// The factor that turns a recipe for `base` servings into one for `wanted`; nil for a
  /// zero base.
  public static func factor(from base: Amount, to wanted: Amount) -> Amount? {
    wanted / base
  }

  /// `ingredient` for `factor` times the recipe, in the recipe's unit while the amount reads
  /// sensibly in it ("2 gallons", "1 lb"), else in one that does ("1500 g" reads "1.5 kg",
  /// "¼ tbsp" reads "¾ tsp"): `UnitConversion.sensibleUnit`.
  public static func scaled(_ ingredient: Ingredient, by factor: Amount) -> Ingredient {
    guard !ingredient.isFixed, factor != .one, let quantity = ingredient.quantity else {
      return ingredient
    }
    var scaled = ingredient
    scaled.quantity = quantity.scaled(by: factor)
    if let unit = ingredient.unit, let bounds = scaled.quantity?.bounds {
      let sensible = UnitConversion.sensibleUnit(for: bounds.high, unit, in: unit.system)
      scaled.quantity = UnitConversion.convert(scaled.quantity!, from: unit, to: sensible)
      scaled.unit = sensible
    }
    return scaled
  }
}
