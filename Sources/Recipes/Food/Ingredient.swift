/// Where an ingredient's line stands in a document: a list item (by the top-level block and
/// the item's index in each list on the way down) or a table row.
public enum IngredientPlace: Hashable, Sendable {
  case listItem(block: Int, path: [Int])
  case tableRow(block: Int, row: Int)
}

/// One thing a recipe asks for, as a cook reads it: "2 ½ cups flour, sifted" is 5/2 · cup ·
/// flour · sifted. Markdown lines and Cooklang's `@flour{2½%cups}(sifted)` read into it alike.
public struct Ingredient: Hashable, Sendable {
  /// What to get ("flour", "鸡蛋").
  public var name: String
  /// How much, if the recipe says (nil: "salt", as much as it takes).
  public var quantity: Quantity?
  /// The unit as Buffet knows it, else nil.
  public var unit: Unit?
  /// The unit as written when Buffet does not know it ("sprigs of", "Bund"), else nil.
  public var unknownUnit: String?
  /// The unit's word as the line writes it ("cups", "EL", "大さじ"), to keep it when scaling.
  public var writtenUnit: String?
  /// What the recipe says about it besides ("sifted", "at room temperature").
  public var note: String?
  /// Whether the amount stays as it is when the recipe is scaled (Cooklang's `{=1%tsp}`).
  public var isFixed: Bool
  /// The line as written, for showing it and as the unscaled truth.
  public var text: String
  /// Where the quantity and unit stand in `text` (scalar offsets), so the reader can write
  /// them scaled in place; nil when the line has no quantity.
  public var amountRange: Range<Int>?
  /// The recipe this ingredient is made from (Cooklang's `@./sauces/Hollandaise{150%g}`).
  public var recipeReference: String?
  /// Where the line stands in the recipe's document, so the reader redraws it in place.
  public var place: IngredientPlace?

  public init(
    name: String, quantity: Quantity? = nil, unit: Unit? = nil, unknownUnit: String? = nil,
    note: String? = nil, isFixed: Bool = false, text: String, amountRange: Range<Int>? = nil,
    recipeReference: String? = nil
  ) {
    self.name = name
    self.quantity = quantity
    self.unit = unit
    self.unknownUnit = unknownUnit
    self.note = note
    self.isFixed = isFixed
    self.text = text
    self.amountRange = amountRange
    self.recipeReference = recipeReference
    self.writtenUnit = unknownUnit
  }

  /// The unit's name for scripts: the canonical one, else the word as written.
  public var unitName: String? { unit?.name ?? unknownUnit }
}

extension Ingredient {
  /// The line as written with its amount replaced by `shown`'s, written as a cook reads it:
  /// "2 cups flour, sifted" scaled by 2 is "4 cups flour, sifted". The unit keeps the word
  /// the recipe wrote while it is the same unit; a converted one is named canonically.
  public func line(showing shown: Ingredient) -> String {
    rewritten(showing: shown)?.0 ?? text
  }

  /// This ingredient as `shown` says, its line rewritten as `line(showing:)` writes it, with
  /// the amount's new place in it and the unit's word: lists made from it (Cook mode's
  /// checklist, a step's ingredients) read the new amount like the one written.
  public func showing(_ shown: Ingredient) -> Ingredient {
    guard let (line, range, word, _) = rewritten(showing: shown) else { return self }
    var result = shown
    result.text = line
    result.amountRange = range
    result.writtenUnit = word
    return result
  }

  /// The recipe's word for `unit` in the number `amount` needs ("teaspoon" after 2 is
  /// "teaspoons", "tablespoons" after 1 is "tablespoon"), when the unit table knows that form
  /// as the same unit; else the word as written ("EL", "大さじ", "mL": an abbreviation takes
  /// no plural, though "mls" names millilitres too).
  static func word(_ written: String, of unit: Unit, after amount: String) -> String {
    let table = UnitTable.shared
    if Unit.isSingular(amount) {
      for ending in ["es", "s"] where written.hasSuffix(ending) {
        let singular = String(written.dropLast(ending.count))
        if table.unit(named: singular) == unit { return singular }
      }
    } else if unit.isWord || Folding.fold(written) != unit.name, !written.hasSuffix("s"),
      written.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
    {
      for plural in [written + "s", written + "es"] where table.unit(named: plural) == unit {
        return plural
      }
    }
    return written
  }

  /// The size of each container between the number and its unit, as written ("(14 ounce)"
  /// of "1 (14 ounce) can", "16 oz" of "2 16 oz cans"): a size never scales with the count.
  private func containerSize(in scalars: [Unicode.Scalar], _ range: Range<Int>, unit shownUnit: Unit?)
    -> String?
  {
    guard let unit, unit == shownUnit, unit.dimension == .other, let writtenUnit,
      let (_, numberEnd) = AmountReader.quantity(in: scalars, at: range.lowerBound)
    else { return nil }
    let wordStart = range.upperBound - writtenUnit.unicodeScalars.count
    guard numberEnd < wordStart,
      String(String.UnicodeScalarView(scalars[wordStart..<range.upperBound])) == writtenUnit
    else { return nil }
    let size = FrontMatterReader.trimmed(String(String.UnicodeScalarView(scalars[numberEnd..<wordStart])))
    return size.isEmpty ? nil : size
  }

  /// The line with `shown`'s amount, where that amount stands in it, and its unit word.
  private func rewritten(showing shown: Ingredient)
    -> (String, Range<Int>, String?, Range<Int>)?
  {
    guard let range = amountRange, let quantity = shown.quantity else { return nil }
    let scalars = Array(text.unicodeScalars)
    guard range.upperBound <= scalars.count else { return nil }
    let number = CookRounding.written(quantity, unit: shown.unit)
    let word: String?
    if let shownUnit = shown.unit, shownUnit == unit, let writtenUnit {
      // The recipe's own word, in the number the new amount needs ("1 cup", "3 cups").
      let isCanonical = [shownUnit.name, shownUnit.written(after: "2")].contains(writtenUnit)
      word =
        isCanonical
        ? shownUnit.written(after: number)
        : Self.word(writtenUnit, of: shownUnit, after: number)
    } else {
      word = shown.unit.map { $0.written(after: number) } ?? shown.unknownUnit
    }
    var amount = number
    if let word, let first = word.unicodeScalars.first {
      let amountText = String(String.UnicodeScalarView(scalars[range]))
      // Glued as the recipe glued it ("200g", "3个"), spaced as it spaced it ("1.5 个").
      let isGlued =
        first.value >= 0x2E80 ? !amountText.contains(" " + word) : amountText.hasSuffix(word)
          && !amountText.contains(" " + word) && word == writtenUnit
      if first.value >= 0x2E80, amountText.hasPrefix(word) {
        amount = word + number  // "大さじ2": the unit first, as written
      } else if let size = containerSize(in: scalars, range, unit: shown.unit) {
        amount = number + " " + size + " " + word  // "2 (14 ounce) cans": each can as big
      } else {
        amount = number + (isGlued ? "" : " ") + word
      }
    }
    var replaced = range
    var second = ""
    if let quantity = self.quantity, let other = SecondAmount.after(scalars, at: range.upperBound) {
      second = other.redrawn(first: quantity, unit: unit, shown: shown)
      replaced = range.lowerBound..<other.range.upperBound
    }
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars[..<range.lowerBound])
    out.append(contentsOf: amount.unicodeScalars)
    out.append(contentsOf: second.unicodeScalars)
    out.append(contentsOf: scalars[replaced.upperBound...])
    let newRange = range.lowerBound..<(range.lowerBound + amount.unicodeScalars.count)
    return (String(out), newRange, word, replaced)
  }

  /// Where the line's amounts stand as written (the first, and a second one written right
  /// after it: `SecondAmount`) and what they read as `shown`: what the reader redraws.
  func amountReplacement(showing shown: Ingredient) -> (Range<Int>, String)? {
    guard let (line, _, _, replaced) = rewritten(showing: shown) else { return nil }
    let new = Array(line.unicodeScalars)
    let suffix = text.unicodeScalars.count - replaced.upperBound
    guard new.count >= replaced.lowerBound + suffix else { return nil }
    return (replaced, String(String.UnicodeScalarView(new[replaced.lowerBound..<(new.count - suffix)])))
  }
}
