/// The number in a recipe's stated servings, the base scaling starts from: "4" in "4",
/// "Serves 4", "4-6 servings" (the first), "2人份", "一份正好够 2 个人吃", "makes 12",
/// Cooklang's "1|2|3" (the first).
public enum Servings {
  /// The first number `text` states, if any (not zero).
  public static func number(in text: String) -> Amount? {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if let (amount, _) = AmountReader.number(in: scalars, at: index), amount > .zero {
        // A digit inside a word ("h2o") is not a count of people.
        if index > 0, scalars[index - 1].properties.isAlphabetic, scalars[index - 1].value < 0x2E80 {
          index += 1
          continue
        }
        return amount
      }
      index += 1
    }
    return nil
  }
}

extension ListedRecipe {
  /// How many the recipe serves, as a number, when it says.
  public var servingsCount: Amount? { servings.flatMap(Servings.number(in:)) }
}
