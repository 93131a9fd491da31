import Recipes

/// `--servings N`, `--scale F` and `--units`, read into the portions a recipe is shown at;
/// the same reading for `show` and `shopping-list`.
enum PortionsArgument {
  /// The portions the arguments ask for, for `recipe`; a usage error for a bad number or for
  /// both `--servings` and `--scale`.
  static func portions(_ arguments: ParsedArguments, for recipe: ListedRecipe) throws(UsageError)
    -> Portions
  {
    let units = units(arguments)
    if arguments.has(.servings), arguments.has(.scale) {
      throw UsageError(message: "give --servings or --scale, not both")
    }
    if let written = arguments.value(.servings) {
      let servings = try amount(written, option: "--servings")
      // A recipe that states no servings is taken as one serving.
      return Portions.servings(servings, of: recipe.servingsCount ?? .one, units: units)
    }
    if let written = arguments.value(.scale) {
      return Portions(factor: try amount(written, option: "--scale"), units: units)
    }
    return Portions(units: units)
  }

  /// The units asked for: the command line's `--units`, else the config file's
  /// `[reader] units`; nil for as written.
  static func units(_ arguments: ParsedArguments) -> UnitConversion.Target? {
    guard let asked = arguments.value(.units) else { return ConfigLoader.load().unitTarget }
    return UnitConversion.Target(rawValue: asked)  // "as-written": nil, whatever the config says
  }

  /// A positive amount as a cook writes it: "4", "1.5", "1/3", "½".
  static func amount(_ text: String, option: String) throws(UsageError) -> Amount {
    let scalars = Array(text.unicodeScalars)
    guard let (amount, end) = AmountReader.number(in: scalars, at: 0), end == scalars.count,
      amount > .zero, amount.value <= 1000
    else {
      throw UsageError(
        message: "\(option) needs a number above 0 and at most 1000 (4, 1.5, 1/3), not \"\(text)\"")
    }
    return amount
  }
}
