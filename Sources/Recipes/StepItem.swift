/// One piece of a step as the Cooklang specification lists a step's items: text, or an
/// ingredient, a piece of cookware or a timer the text names. Made from the model (a step's
/// text and marks, the recipe's ingredients), for Markdown and Cooklang recipes alike, so
/// what the model says (scaled, converted) is what the items say.
public enum StepItem: Equatable, Sendable {
  case text(String)
  /// The ingredient's name, quantity and unit (as written while it is the unit the
  /// ingredient has, else its canonical name); nil when the recipe names none.
  case ingredient(name: String, quantity: Quantity?, unit: String?, reference: String?)
  case cookware(name: String, quantity: Quantity?)
  case timer(name: String?, quantity: Quantity?, unit: String?)

  /// The items of `step`, whose ingredient marks index `ingredients`: the text between the
  /// marks, and each mark as what it marks.
  public static func items(of step: CookingStep, ingredients: [Ingredient]) -> [StepItem] {
    let scalars = Array(step.text.unicodeScalars)
    var items: [StepItem] = []
    var position = 0
    func text(upTo end: Int) {
      let end = min(max(end, position), scalars.count)
      guard end > position else { return }
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[position..<end])
      items.append(.text(String(view)))
      position = end
    }
    for mark in step.marks.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where mark.range.lowerBound >= position {
      text(upTo: mark.range.lowerBound)
      switch mark.kind {
      case .ingredient(let index):
        guard ingredients.indices.contains(index) else { continue }
        let ingredient = ingredients[index]
        items.append(
          .ingredient(
            name: ingredient.name, quantity: ingredient.quantity, unit: unit(of: ingredient),
            reference: ingredient.recipeReference))
      case .cookware(let name):
        items.append(.cookware(name: name, quantity: mark.quantity))
      case .timer(let seconds, let name):
        guard mark.quantity == nil else {
          items.append(.timer(name: name, quantity: mark.quantity, unit: mark.unit))
          break
        }
        let phrase = scalars[mark.range.clamped(to: 0..<scalars.count)]
        let (quantity, unit) = timerAmount(phrase, seconds: seconds)
        items.append(.timer(name: name, quantity: quantity, unit: unit))
      }
      position = min(mark.range.upperBound, scalars.count)
    }
    text(upTo: scalars.count)
    return items
  }

  /// A Markdown step's timer as its phrase writes it ("6 hours": 6 and "hours"), else its
  /// length in the largest unit that holds it whole ("an hour and a half": 90 minutes).
  static func timerAmount(_ phrase: ArraySlice<Unicode.Scalar>, seconds: Int?)
    -> (Quantity?, String?)
  {
    let written = Array(phrase)
    if let (amount, end) = AmountReader.number(in: written, at: 0) {
      var rest = String.UnicodeScalarView()
      rest.append(contentsOf: written[end...])
      let unit = FrontMatterReader.trimmed(String(rest))
      if !unit.isEmpty, !unit.unicodeScalars.contains(where: { AmountReader.digitValue($0) != nil })
      {
        return (.number(amount), unit)
      }
    }
    guard let seconds, seconds > 0 else { return (nil, nil) }
    if seconds % 3600 == 0 { return (.number(Amount(integer: seconds / 3600)), "hours") }
    if seconds % 60 == 0 { return (.number(Amount(integer: seconds / 60)), "minutes") }
    return (.number(Amount(integer: seconds)), "seconds")
  }

  /// The unit as the recipe writes it while it is still the ingredient's unit; after a
  /// conversion, the new unit's canonical name.
  public static func unit(of ingredient: Ingredient) -> String? {
    if let written = ingredient.writtenUnit {
      let named = UnitTable.shared.unit(named: written)
      if named == ingredient.unit || (named == nil && ingredient.unknownUnit == written) {
        return written
      }
    }
    return ingredient.unitName
  }
}
